/// Simple moving average MA(N): the mean of the last N values.
///
/// Formula: `MA[i] = (x[i-N+1] + … + x[i]) / N` (TongDaXin `MA(X,N)`, TA-Lib `SMA`).
/// Warm-up: indices `0..<N-1` are NaN. A NaN input makes every window containing it NaN;
/// values resume N bars after it.
/// Complexity: O(n) with a running sum that is re-based after each missing value.
public enum MovingAverage {
    /// - Parameters:
    ///   - values: the input series, oldest first.
    ///   - period: N ≥ 1, in bars.
    /// - Returns: an array of the same length as `values`.
    public static func simple(_ values: [Double], period: Int) -> [Double] {
        precondition(period >= 1, "MA period must be at least 1")
        var out = [Double](repeating: .nan, count: values.count)
        var sum = 0.0
        var valid = 0  // consecutive finite values ending at i
        for i in values.indices {
            let x = values[i]
            if x.isNaN {
                valid = 0
                sum = 0
                continue
            }
            valid += 1
            sum += x
            if valid > period { sum -= values[i - period] }
            if valid >= period { out[i] = sum / Double(period) }
        }
        return out
    }
}
