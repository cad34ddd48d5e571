/// How an exponential recurrence obtains its first value (and its first value again after a NaN).
public enum SmootherSeed: Sendable, Hashable {
    /// The first input is the first output (TongDaXin `EMA` and `SMA`, pandas `ewm(adjust=False)`).
    case firstValue
    /// The mean of the first `count` inputs is the first output, at the `count`-th input; the
    /// outputs before it are NaN (TA-Lib `EMA`, Wilder's RSI and ATR in TA-Lib).
    case mean(count: Int)
    /// A virtual previous output: the first output is already `value + α·(x − value)`
    /// (the textbook KDJ, where K and D start from 50).
    case constant(Double)
}
