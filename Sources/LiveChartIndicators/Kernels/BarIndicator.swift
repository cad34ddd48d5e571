import LiveChartData

/// An indicator over bars: a fixed list of output lines computed by one causal recurrence.
///
/// Conformers hold their parameters and their running state. The same two calls serve batch
/// and streaming: `update(_:into:)` computes every line for the live bar from committed state,
/// `advance()` commits the live bar. `compute(_:)` runs them over a whole history;
/// `IndicatorEngine` drives them bar by bar. Conformers implement only `lineNames`,
/// `update(_:into:)` and `advance()`; the `compute` requirements have default implementations,
/// which the compiler specialises for each conformer (so batch loops inline the recurrence).
public protocol BarIndicator: Sendable {
    /// The output lines' names in order, e.g. `["DIF", "DEA", "MACD"]`.
    var lineNames: [String] { get }

    /// Computes every line for `bar` as the live (newest) bar.
    ///
    /// - Parameter values: receives one value per line, in `lineNames` order (`values.count` is
    ///   `lineNames.count`). NaN marks a missing value (warm-up, a gap). Write every line on
    ///   every call: in batch computation the slots are the output arrays' fresh elements.
    /// - Complexity: O(1) (CCI: O(N)).
    mutating func update(_ bar: Bar, into values: LineValues)

    /// Commits the bar given to the last `update(_:into:)`.
    /// - Complexity: amortised O(1).
    mutating func advance()

    /// Computes every line over `bars` (oldest first).
    ///
    /// Call it on a fresh indicator (as `IndicatorRegistry.make` returns it); the indicator is
    /// not changed. The values equal those of `update`/`advance` bar by bar, bit for bit.
    /// - Returns: one array per line, in `lineNames` order, each as long as `bars`.
    /// - Complexity: O(n).
    func compute(_ bars: [Bar]) -> [[Double]]

    /// Computes every line over column-wise bars; the fastest batch path. Conformers may
    /// override it with column passes of their kernels (`WindowKernel.column`,
    /// `ExponentialSmoother.column`), which run the same steps without the per-bar split.
    /// - Returns: one array per line, in `lineNames` order, each `columns.count` long.
    /// - Complexity: O(n).
    func compute(_ columns: BarColumns) -> [[Double]]
}

extension BarIndicator {
    /// Default: the column-wise computation, so both batch entry points give the same values.
    public func compute(_ bars: [Bar]) -> [[Double]] { compute(BarColumns(bars)) }

    /// Default: the one recurrence, run over every bar.
    public func compute(_ columns: BarColumns) -> [[Double]] {
        columns.withReaders { reader in run(count: columns.count) { reader.bar($0) } }
    }

    /// The batch loop: every bar's `update` writes straight into the output arrays (row = bar).
    @inline(__always)
    func run(count: Int, bar: (Int) -> Bar) -> [[Double]] {
        let lines = lineNames.count
        return OutputColumns.make(lines: lines, count: count) { outputs in
            // A private copy whose window writes need no uniqueness checks, held in a local of the
            // loop's own function, so its state can live in registers.
            var kernel = claimedCopy(of: self)
            outputs.withUnsafeBufferPointer { columns in
                guard let slots = columns.baseAddress else { return }  // no lines: nothing to write
                for i in 0..<count {
                    kernel.update(bar(i), into: LineValues(columns: slots, row: i, count: lines))
                    kernel.advance()
                }
            }
        }
    }
}
