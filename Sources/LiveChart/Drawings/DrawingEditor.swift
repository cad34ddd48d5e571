import LiveChartData

/// The state of drawing with the pointer (`KLineChart.handle` feeds it): a tool being placed point by point,
/// a handle being dragged, and the undo history. Pure state: positions arrive as anchors already mapped from
/// the canvas (and snapped by the magnet), so every step is testable without a window.
public struct DrawingEditor: Sendable {
    /// The tool whose points the next clicks place; nil when not drawing.
    public internal(set) var tool: Drawing.Tool?
    /// Whether placed and dragged points snap to the nearest open, high, low or close of the bar under the
    /// pointer (TradingView's strong magnet). On by default.
    public var magnet = true
    /// How many points of the drawing in progress are placed (it is the last of `KLineChart.drawings`).
    var placed = 0
    /// The handle being dragged: drawing and point index.
    var dragging: (drawing: Int, point: Int)?
    /// Earlier states of the drawings, newest last, at most `undoLimit`.
    var history: [[Drawing]] = []
    /// How many steps `undo` can go back.
    public static let undoLimit = 100

    public init() {}

    /// Whether the pointer belongs to the editor: a tool is being placed or a handle dragged.
    public var isActive: Bool { tool != nil || dragging != nil }

    /// Remembers `drawings` before a change.
    mutating func record(_ drawings: [Drawing]) {
        history.append(drawings)
        if history.count > Self.undoLimit { history.removeFirst() }
    }
}
