import Foundation

/// One drawing operation of a `DisplayList`, in points with the origin at the top left.
public enum DisplayItem: Sendable, Equatable {
    /// Fill with the non-zero winding rule.
    case fill(Path, Color)
    /// Fill with a vertical linear gradient from `top` (at y = `y0`) to `bottom` (at y = `y1`).
    case fillVerticalGradient(Path, top: Color, bottom: Color, y0: CGFloat, y1: CGFloat)
    case stroke(Path, StrokeStyle)
    case text(TextRun)
    /// Intersects the clip with a rectangle until the matching `popClip`.
    case pushClip(CGRect)
    case popClip
}

/// An immutable, `Sendable` list of drawing operations: what a layer tree presents at one instant.
///
/// Any thread may render it; it knows nothing of charts.
public struct DisplayList: Sendable, Equatable {
    /// Canvas size in points.
    public var size: CGSize
    public var background: Color?
    public var items: [DisplayItem]
    /// The chart in words, written by renderers that carry text (SVG, PDF); nil for none.
    public var accessibleText: AccessibleText?

    public init(size: CGSize, background: Color? = nil, items: [DisplayItem] = [], accessibleText: AccessibleText? = nil) {
        self.size = size
        self.background = background
        self.items = items
        self.accessibleText = accessibleText
    }

    /// Replays every item, in order, into `target`. O(items).
    public func render(into target: some RenderTarget) {
        render(into: target, until: { false })
    }

    /// Replays the items, in order, into `target` until `stop` answers true; it is asked before the first item
    /// and every 64 items after (a server gives up a render nobody waits for). `target.end()` is called either way.
    /// - Returns: whether every item was replayed.
    /// - Complexity: O(items), plus `stop`'s cost once per 64 items.
    @discardableResult
    public func render(into target: some RenderTarget, until stop: () -> Bool) -> Bool {
        target.begin(size: size, background: background)
        defer { target.end() }
        for (n, item) in items.enumerated() {
            if n & 63 == 0 && stop() { return false }
            switch item {
            case .fill(let path, let color): target.fill(path, color: color)
            case .fillVerticalGradient(let path, let top, let bottom, let y0, let y1):
                target.fillVerticalGradient(path, top: top, bottom: bottom, y0: y0, y1: y1)
            case .stroke(let path, let style): target.stroke(path, style: style)
            case .text(let run): target.draw(run)
            case .pushClip(let rect): target.pushClip(rect)
            case .popClip: target.popClip()
            }
        }
        return true
    }
}
