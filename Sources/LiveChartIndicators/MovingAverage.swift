/// Simple moving average MA(N) of a plain series (the chart's MA lines and volume MA).
///
/// Formula: `MA[i] = (x[i-N+1] + … + x[i]) / N` (TongDaXin `MA(X,N)`, TA-Lib `SMA`).
/// Warm-up: indices `0..<N-1` are NaN. A NaN input makes every window containing it NaN;
/// values resume N bars after it. Computed by `RollingMean`, the kernel the `MA` and `VOL`
/// indicators and their streaming engines use.
/// Complexity: O(n).
public enum MovingAverage {
    /// - Parameters:
    ///   - values: the input series, oldest first.
    ///   - period: N ≥ 1, in bars.
    /// - Returns: an array of the same length as `values`.
    public static func simple(_ values: [Double], period: Int) -> [Double] {
        precondition(period >= 1, "MA period must be at least 1")
        var kernel = RollingMean(period: period)
        return kernel.run(values)
    }
}
