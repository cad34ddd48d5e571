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

    /// Bars each line is drawn ahead of the bar that computes it (negative: behind), in `lineNames` order;
    /// TradingView's plot `offset`. Values stay at the computing bar, so every line remains causal and
    /// streaming equals batch; a chart draws `values[i]` at bar `i + offset` (beyond the newest bar for a
    /// positive offset: Ichimoku's cloud ahead). Empty (the default) means no line is displaced.
    var lineOffsets: [Int] { get }

    /// The period its sums restart on, as a key of a bar's time (seconds, on the clock the indicator is fed) that
    /// changes exactly when a new period begins: VWAP's session, week or month. A chart breaks the lines between
    /// two bars of different keys, so a value is never joined to the previous period's. nil (the default): the
    /// lines run on.
    var restartKey: (@Sendable (Int64) -> Int64)? { get }

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
    /// Default: no line is displaced.
    public var lineOffsets: [Int] { [] }

    /// Default: the lines never restart.
    public var restartKey: (@Sendable (Int64) -> Int64)? { nil }

    /// The offset of line `k` in bars: its entry of `lineOffsets`, else 0.
    public func lineOffset(_ k: Int) -> Int { k < lineOffsets.count ? lineOffsets[k] : 0 }

    /// Default: the column-wise computation, so both batch entry points give the same values.
    public func compute(_ bars: [Bar]) -> [[Double]] { compute(BarColumns(bars)) }

    /// Default: the one recurrence, run over every bar.
    public func compute(_ columns: BarColumns) -> [[Double]] {
        run(columns) { _, _, _, _ in 0 }
    }

    /// The batch loop: bars go through `update`/`advance` one at a time (writing straight into
    /// the output arrays, row = bar), except where `fastRun` takes over.
    ///
    /// `fastRun(&indicator, i, columns, outputs)` may compute bars `i, i+1, …` itself — with the
    /// indicator's running state held in registers, applying the same steps `update`/`advance`
    /// would — leave the indicator exactly as they would, and return how many bars it did; it
    /// returns 0 where it cannot (seeding, a gap), and the bar goes through `update`/`advance`.
    @inline(__always)
    func run(
        _ columns: BarColumns,
        fastRun: (inout Self, Int, ColumnReader, UnsafePointer<UnsafeMutablePointer<Double>>) -> Int
    ) -> [[Double]] {
        let lines = lineNames.count, count = columns.count
        return OutputColumns.make(lines: lines, count: count) { outputs in
            // A private copy whose window writes need no uniqueness checks, held in a local of the
            // loop's own function, so its state can live in registers.
            var kernel = claimedCopy(of: self)
            columns.withReaders { reader in
                outputs.withUnsafeBufferPointer { slotColumns in
                    guard let slots = slotColumns.baseAddress else { return }  // no lines: nothing to write
                    var i = 0
                    while i < count {
                        let done = fastRun(&kernel, i, reader, slots)
                        if done > 0 {
                            i += done
                            continue
                        }
                        kernel.update(reader.bar(i), into: LineValues(columns: slots, row: i, count: lines))
                        kernel.advance()
                        i += 1
                    }
                }
            }
        }
    }
}
