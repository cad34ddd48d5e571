/// One output line of a computed indicator: its name, values and suggested style.
public struct IndicatorLine: Sendable {
    /// The line's name in the field's terms, e.g. `DIF`, `K`, `UPPER`, `MA5`.
    public var name: String
    /// One value per bar, oldest first, at the bar that computes it; NaN where missing (warm-up, gaps).
    public var values: [Double]
    /// The suggested style.
    public var style: LineStyle
    /// Bars the line is drawn ahead of the bar computing each value (negative: behind); 0 for most lines
    /// (`BarIndicator.lineOffsets`: Ichimoku's spans +25, its lagging span −25).
    public var offset: Int

    /// Creates a line.
    public init(name: String, values: [Double], style: LineStyle, offset: Int = 0) {
        self.name = name
        self.values = values
        self.style = style
        self.offset = offset
    }

    /// The value drawn at bar `index`: `values[index − offset]`, NaN where that is outside the values. O(1).
    public func value(drawnAt index: Int) -> Double { Self.value(of: values, offset: offset, drawnAt: index) }

    /// The value of a line displaced by `offset` bars drawn at bar `index`: `values[index − offset]`, NaN outside
    /// the values (a chart's series share the rule). O(1).
    public static func value(of values: [Double], offset: Int, drawnAt index: Int) -> Double {
        let k = index - offset
        return k >= 0 && k < values.count ? values[k] : .nan
    }
}
