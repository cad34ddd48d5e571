import Foundation

/// An axis-aligned scale followed by a translation: `p' = (p.x·scaleX + tx, p.y·scaleY + ty)`.
///
/// Layers compose these from their position and scale; rotation is not needed by any chart.
public struct Transform2D: Sendable, Equatable {
    public var scaleX: CGFloat
    public var scaleY: CGFloat
    public var translateX: CGFloat
    public var translateY: CGFloat

    public init(scaleX: CGFloat = 1, scaleY: CGFloat = 1, translateX: CGFloat = 0, translateY: CGFloat = 0) {
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.translateX = translateX
        self.translateY = translateY
    }

    public static let identity = Transform2D()

    public var isIdentity: Bool { self == .identity }

    /// Maps a point. O(1).
    public func apply(_ p: CGPoint) -> CGPoint {
        CGPoint(x: p.x * scaleX + translateX, y: p.y * scaleY + translateY)
    }

    /// Maps a rectangle (normalised so the width and height stay positive).
    public func apply(_ r: CGRect) -> CGRect {
        let a = apply(CGPoint(x: r.minX, y: r.minY)), b = apply(CGPoint(x: r.maxX, y: r.maxY))
        return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    /// `self` applied after `inner`: `concatenating(inner).apply(p) == self.apply(inner.apply(p))`.
    public func concatenating(_ inner: Transform2D) -> Transform2D {
        Transform2D(scaleX: scaleX * inner.scaleX, scaleY: scaleY * inner.scaleY,
                    translateX: inner.translateX * scaleX + translateX,
                    translateY: inner.translateY * scaleY + translateY)
    }
}
