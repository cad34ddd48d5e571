import Foundation

/// How a path's outline is drawn.
public struct StrokeStyle: Sendable, Equatable {
    public enum LineCap: Sendable, Equatable { case butt, round, square }
    public enum LineJoin: Sendable, Equatable { case miter, round, bevel }

    public var color: Color
    /// Width in points.
    public var lineWidth: CGFloat
    /// Dash lengths in points (on, off, …); empty for a solid line.
    public var dash: [CGFloat]
    public var cap: LineCap
    public var join: LineJoin

    public init(color: Color, lineWidth: CGFloat = 1, dash: [CGFloat] = [], cap: LineCap = .butt, join: LineJoin = .miter) {
        self.color = color
        self.lineWidth = lineWidth
        self.dash = dash
        self.cap = cap
        self.join = join
    }
}
