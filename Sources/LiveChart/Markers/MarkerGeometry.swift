import Foundation
import LiveChartCore
import LiveChartData

/// Where markers go around their bar, in points, independent of the price scale: the shape's size from the
/// bar spacing and each stacked slot's height, so the price scale can leave room for the tallest stack
/// before any y is known.
struct MarkerGeometry {
    /// The shape's width and height: the bar spacing, held to 9…14 points.
    let shapeSize: Double
    /// The height of one line of marker text.
    let textHeight: Double
    /// Space between the bar's extreme and the first marker, and between stacked markers.
    let gap = 3.0

    init(barSpacing: Double, textHeight: Double) {
        shapeSize = min(max(barSpacing, 9), 14)
        self.textHeight = textHeight
    }

    /// The height a stacked marker takes: its shape, its text line when it has one, and a gap.
    func slotHeight(_ marker: BarMarker) -> Double {
        shapeSize + (marker.text.isEmpty ? 0 : textHeight + 1) + gap
    }

    /// The tallest stack above and below any bar among `placements` (sorted by bar), in points. O(count).
    func stackHeights(_ placements: [PlacedMarkers.Placement]) -> (above: Double, below: Double) {
        var above = 0.0, below = 0.0
        var bar = -1, up = 0.0, down = 0.0
        for p in placements {
            if p.bar != bar { (bar, up, down) = (p.bar, gap, gap) }
            switch p.marker.position {
            case .above: up += slotHeight(p.marker)
            case .below: down += slotHeight(p.marker)
            case .inBar, .atPrice: continue
            }
            above = max(above, up)
            below = max(below, down)
        }
        return (above, below)
    }

    /// The outline of `shape` centred at `center`.
    func path(_ shape: BarMarker.Shape, at center: CGPoint) -> Path {
        let s = shapeSize, h = s / 2
        var path = Path()
        switch shape {
        case .circle:
            path.addCircle(center: center, radius: h)
        case .square:
            path.addRect(CGRect(x: center.x - h * 0.85, y: center.y - h * 0.85, width: s * 0.85, height: s * 0.85))
        case .arrowUp, .arrowDown:
            // A head over the upper half and a shaft a third as wide under it; mirrored for down.
            let d = shape == .arrowUp ? 1.0 : -1.0
            let tip = center.y - d * h, neck = center.y, tail = center.y + d * h
            let points = [(0.0, tip), (h, neck), (h / 3, neck), (h / 3, tail), (-h / 3, tail), (-h / 3, neck), (-h, neck)]
            path.move(to: CGPoint(x: center.x + points[0].0, y: points[0].1))
            for p in points.dropFirst() { path.line(to: CGPoint(x: center.x + p.0, y: p.1)) }
            path.close()
        }
        return path
    }
}
