/// Why an indicator could not be made.
public enum IndicatorError: Error, Sendable, Equatable {
    /// No indicator is registered under this name.
    case unknownIndicator(String)
    /// A parameter is outside its range, not whole where it must be, or there are too many.
    case invalidParameter(indicator: String, index: Int, value: Double)
}

extension IndicatorError: CustomStringConvertible {
    /// The reason in words, e.g. "RSI: parameter 1 is 0, outside its range".
    public var description: String {
        switch self {
        case .unknownIndicator(let name): "unknown indicator '\(name)'"
        case .invalidParameter(let indicator, let index, let value):
            "\(indicator): parameter \(index + 1) is \(value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)), outside its range or not whole where it must be"
        }
    }
}
