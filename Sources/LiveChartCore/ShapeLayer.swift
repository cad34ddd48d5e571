import Foundation

/// A layer that fills and/or strokes one `Path` given in its own coordinates.
public final class ShapeLayer: Layer {
    public var path = Path()
    public var fillColor: Color?
    /// A vertical gradient fill from `top` to `bottom` across the path's own y-range `y0`…`y1` (points, layer coordinates).
    public var gradientFill: (top: Color, bottom: Color, y0: CGFloat, y1: CGFloat)?
    public var stroke: StrokeStyle?

    public init(name: String = "", path: Path = Path(), fillColor: Color? = nil, stroke: StrokeStyle? = nil) {
        super.init(name: name)
        self.path = path
        self.fillColor = fillColor
        self.stroke = stroke
    }

    override public func appendContent(to items: inout [DisplayItem], transform: Transform2D, opacity: Double, time: Double) {
        if path.isEmpty { return }
        let placed = path.applying(transform)
        if let g = gradientFill {
            let a = transform.apply(CGPoint(x: 0, y: g.y0)).y, b = transform.apply(CGPoint(x: 0, y: g.y1)).y
            items.append(.fillVerticalGradient(placed, top: g.top.withAlphaMultiplied(by: opacity),
                                               bottom: g.bottom.withAlphaMultiplied(by: opacity), y0: a, y1: b))
        }
        if let fill = fillColor, fill.alpha > 0 {
            items.append(.fill(placed, fill.withAlphaMultiplied(by: opacity)))
        }
        if var style = stroke, style.color.alpha > 0 {
            style.color = style.color.withAlphaMultiplied(by: opacity)
            style.lineWidth *= transform.scaleX
            items.append(.stroke(placed, style))
        }
    }
}
