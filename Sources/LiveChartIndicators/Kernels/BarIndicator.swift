import LiveChartData

/// An indicator over bars: a fixed list of output lines computed by one causal recurrence.
///
/// Conformers hold their parameters and their running state. The same two calls serve batch
/// and streaming: `update(_:into:)` computes every line for the live bar from committed state,
/// `advance()` commits the live bar. `compute(_:)` runs them over a whole history;
/// `IndicatorEngine` drives them bar by bar.
public protocol BarIndicator: Sendable {
    /// The output lines' names in order, e.g. `["DIF", "DEA", "MACD"]`.
    var lineNames: [String] { get }

    /// Computes every line for `bar` as the live (newest) bar.
    ///
    /// - Parameter values: receives one value per line, in `lineNames` order; its count is
    ///   `lineNames.count` on entry. NaN marks a missing value (warm-up, a gap).
    /// - Complexity: O(1) (CCI: O(N)).
    mutating func update(_ bar: Bar, into values: inout [Double])

    /// Commits the bar given to the last `update(_:into:)`.
    /// - Complexity: amortised O(1).
    mutating func advance()
}

extension BarIndicator {
    /// Computes every line over `bars` (oldest first) from a fresh state.
    ///
    /// - Returns: one array per line, in `lineNames` order, each as long as `bars`.
    /// - Complexity: O(n).
    public func compute(_ bars: [Bar]) -> [[Double]] {
        var kernel = self
        let lines = lineNames.count
        var scratch = [Double](repeating: .nan, count: lines)
        var columns = [[Double]](repeating: [Double](repeating: .nan, count: bars.count), count: lines)
        for i in bars.indices {
            kernel.update(bars[i], into: &scratch)
            kernel.advance()
            for l in 0..<lines { columns[l][i] = scratch[l] }
        }
        return columns
    }
}
