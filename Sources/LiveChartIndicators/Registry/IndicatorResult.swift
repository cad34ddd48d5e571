/// The computed lines of one indicator over a series of bars.
public struct IndicatorResult: Sendable {
    /// The indicator's registered name, e.g. `MACD`.
    public var name: String
    /// The parameters used, defaults filled in.
    public var parameters: [Double]
    /// The convention used.
    public var convention: IndicatorConvention
    /// The output lines, in the indicator's order.
    public var lines: [IndicatorLine]

    /// Creates a result.
    public init(name: String, parameters: [Double], convention: IndicatorConvention, lines: [IndicatorLine]) {
        self.name = name
        self.parameters = parameters
        self.convention = convention
        self.lines = lines
    }

    /// The line called `name` (e.g. `"DEA"`), if any.
    public subscript(name: String) -> IndicatorLine? { lines.first { $0.name == name } }
}
