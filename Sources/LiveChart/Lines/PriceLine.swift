import LiveChartCore

/// A horizontal line at a price across the price pane, with its price in a tag on the axis and an optional
/// title above it at the plot's left (lightweight-charts' `createPriceLine`, mplfinance's `hlines`). The
/// price scale includes it, so a level asked for is on screen.
public struct PriceLine: Sendable, Equatable {
    public var price: Double
    /// Drawn above the line at the plot's left edge; empty for none.
    public var title: String
    /// nil: the theme's accent (`PriceLine.defaultColor`).
    public var color: Color?
    public var dashed: Bool

    public init(price: Double, title: String = "", color: Color? = nil, dashed: Bool = true) {
        self.price = price
        self.title = title
        self.color = color
        self.dashed = dashed
    }

    /// TradingView's blue: the colour of lines the user adds when none is given.
    public static let defaultColor = Color(hex: "#2962FF")!
}
