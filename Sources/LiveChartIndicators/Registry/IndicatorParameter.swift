/// One parameter of an indicator, e.g. MACD's `SHORT` = 12.
public struct IndicatorParameter: Sendable, Hashable {
    /// The parameter's name (TongDaXin style: `N`, `M1`, `SHORT`, …).
    public var name: String
    /// The value used when the caller gives none.
    public var defaultValue: Double
    /// The accepted values.
    public var range: ClosedRange<Double>
    /// Whether the value must be a whole number (periods).
    public var isInteger: Bool

    /// Creates a parameter.
    public init(_ name: String, _ defaultValue: Double, range: ClosedRange<Double> = 1...1000, isInteger: Bool = true) {
        self.name = name
        self.defaultValue = defaultValue
        self.range = range
        self.isInteger = isInteger
    }
}
