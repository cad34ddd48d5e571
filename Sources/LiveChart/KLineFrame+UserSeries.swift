import Foundation
import LiveChartCore
import LiveChartData

extension KLineFrame {
    /// The user series on the price pane (`UserSeries.Placement.price`) and the compared instruments in
    /// percent from their first visible value, clipped to the price plot. O(visible bars) per series.
    func userSeriesLayer() -> Layer {
        let layer = Layer(name: "userSeries")
        layer.clipRect = layout.plot
        guard let range = lineRange, let visible else { return layer }
        let (plain, compared) = priceUserSeries
        for s in plain {
            switch s.kind {
            case .columns, .histogram, .volumeBars:
                addColumns(s, scale: priceScale, visible: visible, to: layer, name: "userSeries.\(s.name)")
            case .line, .dots, .step, .area:
                seriesLayers(s, among: plain, scale: priceScale, plot: layout.plot, range: range, name: "userSeries.\(s.name)").forEach(layer.addSublayer)
            }
        }
        for (k, s) in compared.enumerated() {
            guard let scale = compareScale(k) else { continue }
            layer.addSublayer(lineLayer(s, scale: scale, range: range, name: "userSeries.compare.\(s.name)"))
        }
        return layer
    }

    /// The price scale a compared series is drawn on: the chart's range in percent, from the series' own
    /// first visible value (as the chart's from its first visible close). nil when it has none on screen.
    func compareScale(_ k: Int) -> PriceScale? {
        guard k < compareBases.count, let base = compareBases[k] else { return nil }
        return PriceScale(range: priceScale.range, top: priceScale.top, bottom: priceScale.bottom, mode: .percentage(base: base))
    }

    /// The first finite value of each compared series among the visible bars (nil for none). O(visible).
    static func compareBases(_ compared: [PaneSeries], visible: ClosedRange<Int>?) -> [Double?] {
        compared.map { s in visible.flatMap { r in r.lazy.filter { $0 < s.values.count }.map { s.values[$0] }.first { $0.isFinite && $0 != 0 } } }
    }

    /// A line, dots, steps or an area of `series` on `scale` over `range`, with its fill to another series of
    /// `among` or to a value (`PaneSeries.fill`) beneath it.
    func seriesLayers(_ series: PaneSeries, among: [PaneSeries], scale: PriceScale, plot: CGRect, range: ClosedRange<Int>, name: String) -> [Layer] {
        var layers: [Layer] = []
        let values = series.values
        if let other = fillTarget(series.fill, among: among) {
            layers.append(ShapeLayer(name: name + ".fill", path: band(values, other, range: range, y: scale.y(for:)), fillColor: series.color.withAlpha(0.18)))
        }
        switch series.kind {
        case .step:
            var path = Path()
            var open = false
            let half = timeScale.barSpacing / 2
            for i in range where i < values.count {
                let y = values[i].isFinite ? scale.y(for: values[i]) : .nan, x = x(i)
                guard y.isFinite else { open = false; continue }
                if open { path.line(to: CGPoint(x: x - half, y: y)) } else { path.move(to: CGPoint(x: x - half, y: y)) }
                path.line(to: CGPoint(x: x + half, y: y))
                open = true
            }
            layers.append(ShapeLayer(name: name, path: path, stroke: StrokeStyle(color: series.color, lineWidth: series.width ?? theme.indicatorLineWidth)))
        case .area:
            layers.append(ShapeLayer(name: name + ".area", path: band(values, { _ in scale.value(atY: plot.maxY) }, range: range, y: scale.y(for:)),
                                     fillColor: series.color.withAlpha(0.15)))
            var line = series
            line.kind = .line
            layers.append(lineLayer(line, scale: scale, range: range, name: name))
        default:
            layers.append(lineLayer(series, scale: scale, range: range, name: name))
        }
        // A value with no neighbour (a weekly value among daily bars) is a dot, not an invisible point.
        if series.kind == .line || series.kind == .area {
            var dots = Path()
            for i in range where i < values.count && values[i].isFinite
                && !(i > 0 && i - 1 < values.count && values[i - 1].isFinite) && !(i + 1 < values.count && values[i + 1].isFinite) {
                let y = scale.y(for: values[i])
                if y.isFinite { dots.addCircle(center: CGPoint(x: x(i), y: y), radius: 2) }
            }
            if !dots.isEmpty { layers.append(ShapeLayer(name: name + ".isolated", path: dots, fillColor: series.color)) }
        }
        return layers
    }

    /// The other edge of a fill: a value, or a series of `among` by name (nil when none has that name).
    private func fillTarget(_ fill: UserSeries.Fill?, among: [PaneSeries]) -> ((Int) -> Double)? {
        switch fill {
        case .value(let v)?: return { _ in v }
        case .series(let name)?:
            guard let s = among.first(where: { $0.name == name }) else { return nil }
            return { $0 < s.values.count ? s.values[$0] : .nan }
        case nil: return nil
        }
    }

    /// The shape between `top(i)` and `bottom(i)` over each run of bars where both are finite. O(range).
    private func band(_ top: [Double], _ bottom: (Int) -> Double, range: ClosedRange<Int>, y: (Double) -> Double) -> Path {
        var path = Path()
        var run: [Int] = []
        func close() {
            guard run.count >= 2 else { run = []; return }
            path.move(to: CGPoint(x: x(run[0]), y: y(top[run[0]])))
            for i in run.dropFirst() { path.line(to: CGPoint(x: x(i), y: y(top[i]))) }
            for i in run.reversed() { path.line(to: CGPoint(x: x(i), y: y(bottom(i)))) }
            path.close()
            run = []
        }
        for i in range {
            if i < top.count, top[i].isFinite, bottom(i).isFinite, y(top[i]).isFinite, y(bottom(i)).isFinite { run.append(i) } else { close() }
        }
        close()
        return path
    }
}
