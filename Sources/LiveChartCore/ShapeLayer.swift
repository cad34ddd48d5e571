import Foundation

/// A layer that fills and/or strokes one `Path` given in its own coordinates.
///
/// Besides `Layer`'s, its animatable properties are `path` (morphed, see `PathMorph`) and `strokeEnd`.
public final class ShapeLayer: Layer {
    /// The outline, in this layer's points.
    public var path = Path()
    /// The fraction 0…1 of the path's arc length that is stroked, from its start (Core Animation's
    /// `strokeEnd`); the fill always covers the whole path.
    public var strokeEnd: Double = 1
    /// The fill colour (non-zero winding), or nil for no flat fill.
    public var fillColor: Color?
    /// A vertical gradient fill from `top` to `bottom` across the path's own y-range `y0`…`y1` (points, layer coordinates).
    public var gradientFill: (top: Color, bottom: Color, y0: CGFloat, y1: CGFloat)?
    /// The outline's style (line width in points), or nil for no stroke.
    public var stroke: StrokeStyle?
    /// The last trimmed path and its measure, so a stroke-end animation of an unchanged path measures
    /// it once rather than every frame. A cache only: presentation reads it, nothing else depends on it.
    private var measured: (path: Path, measure: PathMeasure)?

    /// A shape layer; every parameter is described on its property.
    public init(name: String = "", path: Path = Path(), fillColor: Color? = nil, stroke: StrokeStyle? = nil) {
        super.init(name: name)
        self.path = path
        self.fillColor = fillColor
        self.stroke = stroke
    }

    /// Adds "path" (`Path`) and "strokeEnd" (`Double`) to `Layer`'s animatable properties.
    override public func animatableValue(forKey key: String) -> (any AnimatableValue)? {
        switch key {
        case "path": path
        case "strokeEnd": strokeEnd
        default: super.animatableValue(forKey: key)
        }
    }

    /// Sets "path" and "strokeEnd" as well as `Layer`'s properties.
    override public func setAnimatableValue(_ value: any AnimatableValue, forKey key: String) {
        switch (key, value) {
        case ("path", let p as Path): path = p
        case ("strokeEnd", let v as Double): strokeEnd = v
        default: super.setAnimatableValue(value, forKey: key)
        }
    }

    /// Appends the fill (gradient, then colour) of the presented path and the stroke of its first
    /// presented-`strokeEnd` fraction.
    override public func appendContent(to items: inout [DisplayItem], transform: Transform2D, opacity: Double, time: Double) {
        let shown = presented(.path, at: time)
        if shown.isEmpty { return }
        let placed = shown.applying(transform)
        if let g = gradientFill {
            let a = transform.apply(CGPoint(x: 0, y: g.y0)).y, b = transform.apply(CGPoint(x: 0, y: g.y1)).y
            items.append(.fillVerticalGradient(placed, top: g.top.withAlphaMultiplied(by: opacity),
                                               bottom: g.bottom.withAlphaMultiplied(by: opacity), y0: a, y1: b))
        }
        if let fill = fillColor, fill.alpha > 0 {
            items.append(.fill(placed, fill.withAlphaMultiplied(by: opacity)))
        }
        let end = presented(.strokeEnd, at: time)
        if var style = stroke, style.color.alpha > 0, end > 0 {
            let stroked = end >= 1 ? placed : trimmed(shown, toFraction: end).applying(transform)
            if stroked.isEmpty { return }
            style.color = style.color.withAlphaMultiplied(by: opacity)
            style.lineWidth *= transform.scaleX
            items.append(.stroke(stroked, style))
        }
    }

    /// The first `fraction` of `path`'s arc length, measuring through the cache.
    private func trimmed(_ path: Path, toFraction fraction: Double) -> Path {
        let measure: PathMeasure
        if let m = measured, m.path == path {
            measure = m.measure
        } else {
            measure = PathMeasure(path)
            measured = (path, measure)
        }
        return measure.trimmed(path, toLength: fraction * measure.length)
    }
}
