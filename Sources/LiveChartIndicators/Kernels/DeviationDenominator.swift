/// Which denominator a standard deviation uses.
public enum DeviationDenominator: Sendable, Hashable {
    /// Divide by N − 1 (the sample estimate; TongDaXin `STD`, pandas `std()`).
    case sample
    /// Divide by N (the population value; TongDaXin `STDP`, TA-Lib `STDDEV`, `BBANDS`).
    case population
}
