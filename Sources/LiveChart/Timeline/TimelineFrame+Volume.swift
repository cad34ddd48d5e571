import Foundation
import LiveChartCore

extension TimelineFrame {
    /// One volume column per minute, in the up colour when the minute closed at or above the minute before
    /// (the first minute: the session's reference), else in the down colour. Columns are snapped to device
    /// pixels, at least one pixel wide, and as wide as the closest bars allow (30-minute bars on a minute
    /// axis get 30 slots' room); each colour is one path.
    func volumeLayer() -> Layer {
        let layer = Layer(name: "timeline.volume")
        layer.clipRect = layout.panes[1].plot
        let ratio = pixelRatio
        var slotsPerBar = Int.max
        for day in days { for (a, b) in zip(day.slots, day.slots.dropFirst()) { slotsPerBar = min(slotsPerBar, b - a) } }
        let room = timeScale.barSpacing * Double(slotsPerBar == .max ? 1 : slotsPerBar)
        let widthPixels = max(1, (room * ratio * 0.6).rounded(.down))
        let zero = (volumeScale.y(for: 0) * ratio).rounded() / ratio
        var up = Path(), down = Path()
        for (k, day) in days.enumerated() {
            var previous = chart.reference(ofShownDay: k) ?? day.bars.first?.open ?? 0
            for (n, bar) in day.bars.enumerated() {
                defer { previous = bar.close }
                guard bar.volume.isFinite, bar.volume > 0 else { continue }
                let left = (x(day: k, slot: day.slots[n]) * ratio - widthPixels / 2).rounded() / ratio
                let top = (volumeScale.y(for: bar.volume) * ratio).rounded() / ratio
                let rect = CGRect(x: left, y: min(top, zero - onePixel), width: widthPixels / ratio, height: max(onePixel, zero - top))
                if bar.close >= previous { up.addRect(rect) } else { down.addRect(rect) }
            }
        }
        layer.addSublayer(ShapeLayer(name: "timeline.volume.up", path: up, fillColor: upColor.withAlphaMultiplied(by: 0.8)))
        layer.addSublayer(ShapeLayer(name: "timeline.volume.down", path: down, fillColor: downColor.withAlphaMultiplied(by: 0.8)))
        return layer
    }
}
