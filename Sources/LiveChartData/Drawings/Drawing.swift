import LiveChartCore

/// A drawing on the price pane, as KLineChart's overlays and TradingView's drawing tools: anchored in
/// (time, price), so it stays on the same bars and prices under zoom, scroll, a period change and a log or
/// percent scale. Saved and loaded with `DrawingFile`; drawn by `KLineChart.drawings`, placed and edited with `DrawingEditor`.
public struct Drawing: Sendable, Equatable {
    /// The kinds of drawing and the points each takes.
    public enum Tool: String, Sendable, CaseIterable {
        /// A line between two points.
        case segment
        /// From the first point through the second, on to the plot's edge.
        case ray
        /// Through two points, across the whole plot.
        case line
        /// A level across the plot at one point's price, its price on the axis.
        case horizontalLine
        /// Through every pane at one point's bar.
        case verticalLine
        /// A line through two points and its parallel through a third, shaded between.
        case parallelChannel
        /// A line through two points with parallels at the third point's distance on both sides.
        case priceChannel
        /// Levels 0, 23.6, 38.2, 50, 61.8, 78.6 and 100 % of the move from the first point (100 %) to the
        /// second (0 %), labelled with their prices.
        case fibonacci
        /// A shaded rectangle between two corners.
        case rectangle
        /// `text` at one point.
        case text
        /// The price change, percent change and bars between two points, in a shaded box.
        case measure

        /// How many points the tool is placed with.
        public var pointCount: Int {
            switch self {
            case .horizontalLine, .verticalLine, .text: 1
            case .segment, .ray, .line, .fibonacci, .rectangle, .measure: 2
            case .parallelChannel, .priceChannel: 3
            }
        }
    }

    /// A point of a drawing: a bar's time (seconds since 1970; past the newest bar, whole periods after it)
    /// and a price.
    public struct Anchor: Sendable, Equatable {
        public var time: Int64
        public var price: Double

        public init(time: Int64, price: Double) {
            self.time = time
            self.price = price
        }
    }

    /// The Fibonacci retracement levels, as fractions of the move.
    public static let fibonacciLevels = [0, 0.236, 0.382, 0.5, 0.618, 0.786, 1]

    public var tool: Tool
    /// Exactly `tool.pointCount` points.
    public var points: [Anchor]
    /// nil: the chart's accent for user lines (`PriceLine.defaultColor`).
    public var color: Color?
    /// The text of a `.text` drawing, or a label for any other; empty for none.
    public var text: String

    public init(tool: Tool, points: [Anchor], color: Color? = nil, text: String = "") {
        self.tool = tool
        self.points = points
        self.color = color
        self.text = text
    }
}
