/// One output line of a computed indicator: its name, values and suggested style.
public struct IndicatorLine: Sendable {
    /// The line's name in the field's terms, e.g. `DIF`, `K`, `UPPER`, `MA5`.
    public var name: String
    /// One value per bar, oldest first; NaN where missing (warm-up, gaps).
    public var values: [Double]
    /// The suggested style.
    public var style: LineStyle

    /// Creates a line.
    public init(name: String, values: [Double], style: LineStyle) {
        self.name = name
        self.values = values
        self.style = style
    }
}
