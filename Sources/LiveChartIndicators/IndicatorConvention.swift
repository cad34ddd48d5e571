/// The family of formulas an indicator follows; the two differ by design in seeds, factors,
/// denominators and warm-up (see DESIGN.md, decision 2).
public enum IndicatorConvention: String, Sendable, Hashable, CaseIterable {
    /// TongDaXin, the Chinese broker formulas (the default): EMA seeded with the first value,
    /// `SMA(X,N,M)`, MACD bar = 2·(DIF − DEA), KDJ seeded at 50, RSI through `SMA(·,N,1)`,
    /// BOLL with the sample deviation; values start as soon as the formula is defined.
    case tdx
    /// TA-Lib: EMA seeded with the simple mean of its first N inputs, MACD histogram without
    /// the factor 2, Wilder's smoothing seeded with a mean, population deviation; the lookback
    /// values are NaN.
    case taLib
}
