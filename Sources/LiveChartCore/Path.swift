import Foundation

/// One drawing command of a `Path`, in points.
public enum PathElement: Sendable, Equatable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case close

    /// The same command with every point (end and control points) mapped through `f`.
    public func mapped(_ f: (CGPoint) -> CGPoint) -> PathElement {
        switch self {
        case .move(let p): .move(to: f(p))
        case .line(let p): .line(to: f(p))
        case .quadCurve(let p, let c): .quadCurve(to: f(p), control: f(c))
        case .curve(let p, let c1, let c2): .curve(to: f(p), control1: f(c1), control2: f(c2))
        case .close: .close
        }
    }
}

/// A resolution-independent outline: sub-paths of lines and Bezier segments, in points.
///
/// Value type; appending is amortised O(1). Many candles of one colour are one `Path`
/// with one rectangle sub-path each, so a renderer fills them in a single call.
public struct Path: Sendable, Equatable {
    public private(set) var elements: [PathElement] = []

    public init() {}

    public init(elements: [PathElement]) { self.elements = elements }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to p: CGPoint) { elements.append(.move(to: p)) }
    public mutating func line(to p: CGPoint) { elements.append(.line(to: p)) }
    public mutating func quadCurve(to p: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(to: p, control: control))
    }
    public mutating func curve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: p, control1: control1, control2: control2))
    }
    public mutating func close() { elements.append(.close) }

    /// Adds a closed rectangle sub-path.
    public mutating func addRect(_ r: CGRect) {
        move(to: CGPoint(x: r.minX, y: r.minY))
        line(to: CGPoint(x: r.maxX, y: r.minY))
        line(to: CGPoint(x: r.maxX, y: r.maxY))
        line(to: CGPoint(x: r.minX, y: r.maxY))
        close()
    }

    /// Adds an open two-point segment.
    public mutating func addLine(from a: CGPoint, to b: CGPoint) {
        move(to: a)
        line(to: b)
    }

    /// Adds a circle approximated by four cubic Bezier segments (kappa 0.5523).
    public mutating func addCircle(center c: CGPoint, radius r: CGFloat) {
        let k = 0.5522847498 * r
        move(to: CGPoint(x: c.x + r, y: c.y))
        curve(to: CGPoint(x: c.x, y: c.y + r), control1: CGPoint(x: c.x + r, y: c.y + k), control2: CGPoint(x: c.x + k, y: c.y + r))
        curve(to: CGPoint(x: c.x - r, y: c.y), control1: CGPoint(x: c.x - k, y: c.y + r), control2: CGPoint(x: c.x - r, y: c.y + k))
        curve(to: CGPoint(x: c.x, y: c.y - r), control1: CGPoint(x: c.x - r, y: c.y - k), control2: CGPoint(x: c.x - k, y: c.y - r))
        curve(to: CGPoint(x: c.x + r, y: c.y), control1: CGPoint(x: c.x + k, y: c.y - r), control2: CGPoint(x: c.x + r, y: c.y - k))
        close()
    }

    /// Appends all elements of `other`.
    public mutating func append(_ other: Path) { elements.append(contentsOf: other.elements) }

    /// Every end and control point, in order.
    public var points: [CGPoint] {
        var result: [CGPoint] = []
        result.reserveCapacity(elements.count)
        for e in elements {
            switch e {
            case .move(let p), .line(let p): result.append(p)
            case .quadCurve(let p, let c): result.append(c); result.append(p)
            case .curve(let p, let c1, let c2): result.append(c1); result.append(c2); result.append(p)
            case .close: break
            }
        }
        return result
    }

    /// The smallest rectangle containing every end and control point (the control-point hull's bounds),
    /// or `.null` for an empty path. O(n).
    public var controlPointBounds: CGRect {
        let pts = points
        guard let first = pts.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in pts.dropFirst() {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// This path with every point mapped through `transform`.
    public func applying(_ transform: Transform2D) -> Path {
        if transform.isIdentity { return self }
        return Path(elements: elements.map { $0.mapped { transform.apply($0) } })
    }
}
