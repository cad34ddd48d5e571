import LiveChartData

/// Why an indicator could not be made or placed.
public enum IndicatorError: Error, Sendable, Equatable {
    /// No indicator is registered under this name.
    case unknownIndicator(String)
    /// A parameter is outside its range, not whole where it must be, or there are too many.
    case invalidParameter(indicator: String, index: Int, value: Double)
    /// More values of a repeated parameter (one line each: MA 5,10,20,…) than `IndicatorDefinition.maxLines`.
    case tooManyLines(indicator: String, count: Int, limit: Int)
    /// The text is not `NAME` or `NAME(P1,P2,…)` with finite numbers.
    case malformedSpec(String)
    /// The indicator was asked where it cannot be drawn: a price overlay (BOLL) as a pane, or a pane
    /// indicator (MACD) over the price.
    case wrongPlacement(indicator: String, asked: IndicatorPlacement)
    /// A formula indicator does not compile with these parameters; `reason` is the `FormulaError`'s text.
    case invalidFormula(indicator: String, reason: String)
    /// The bars lack values the indicator reads (`IndicatorDefinition.inputs`): KDJ on a `Date,Close` file.
    /// `source` says what the data holds, e.g. "spx.csv has only Date,Close".
    case missingInputs(indicator: String, missing: BarFields, source: String)
}

extension IndicatorError: CustomStringConvertible {
    /// The reason in words, e.g. "RSI: parameter 1 is 0, outside its range".
    public var description: String {
        switch self {
        case .unknownIndicator(let name): "unknown indicator '\(name)'"
        case .invalidParameter(let indicator, let index, let value):
            "\(indicator): parameter \(index + 1) is \(IndicatorSpec.format(value)), outside its range or not whole where it must be"
        case .tooManyLines(let indicator, let count, let limit): "\(indicator): \(count) lines asked, at most \(limit)"
        case .malformedSpec(let text): "'\(text)' is not NAME or NAME(P1,P2,…) with numbers"
        case .wrongPlacement(let indicator, .pane): "'\(indicator)' overlays the price pane, it is not a pane of its own"
        case .wrongPlacement(let indicator, .overlay): "'\(indicator)' is drawn in a pane of its own, not over the price"
        case .invalidFormula(let indicator, let reason): "\(indicator): \(reason)"
        case .missingInputs(let indicator, let missing, let source): "\(indicator) needs \(missing); \(source)"
        }
    }
}
