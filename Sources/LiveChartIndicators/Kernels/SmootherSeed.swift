/// How an exponential recurrence obtains its first value (and its first value again after a NaN).
public enum SmootherSeed: Sendable, Hashable {
    /// The first input is the first output (TongDaXin `EMA` and `SMA`, pandas `ewm(adjust=False)`).
    case firstValue
    /// The mean of the first `count` inputs is the first output, at the `count`-th input; the
    /// outputs before it are NaN (TA-Lib `EMA`, Wilder's RSI and ATR in TA-Lib).
    case mean(count: Int)
    /// The first `count` inputs (outputs NaN) make a virtual previous output `α·Σ`, and the next
    /// input gives the first output `α·Σ + α·(x − α·Σ)`: TA-Lib's smoothing of directional
    /// movement and true range (N − 1 values summed, then Wilder steps), expressed as an average.
    case primedSum(count: Int)
    /// A virtual previous output: the first output is already `value + α·(x − value)`
    /// (the textbook KDJ, where K and D start from 50).
    case constant(Double)
}
