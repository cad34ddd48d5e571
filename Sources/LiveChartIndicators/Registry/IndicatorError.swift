/// Why an indicator could not be made.
public enum IndicatorError: Error, Sendable, Equatable {
    /// No indicator is registered under this name.
    case unknownIndicator(String)
    /// A parameter is outside its range, not whole where it must be, or there are too many.
    case invalidParameter(indicator: String, index: Int, value: Double)
}
