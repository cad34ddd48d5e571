import LiveChartData

/// EMA: exponential moving averages of the close for several periods.
///
/// Formula: `EMA = EMA' + α·(C − EMA')`, α = 2/(N+1).
/// Seed and warm-up: `tdx` — the first close (TongDaXin `EMA`, pandas `ewm(span=N, adjust=False)`),
/// no NaN; `taLib` — the mean of the first N closes at index N − 1, NaN before (TA-Lib `EMA`).
/// After a NaN close the average re-seeds the same way. Lines: `EMA{N}`. Defaults 12, 26.
public struct EMA: BarIndicator {
    /// The periods, one line each.
    public let periods: [Int]
    var smoothers: KernelBank<ExponentialSmoother>

    /// Creates the indicator; every period must be ≥ 1.
    public init(periods: [Int] = [12, 26], convention: IndicatorConvention = .tdx) {
        self.periods = periods
        smoothers = KernelBank(periods.map { ExponentialSmoother.ema(period: $0, convention: convention) })
    }

    /// `EMA12`, `EMA26`, … in period order.
    public var lineNames: [String] { periods.map { "EMA\($0)" } }

    /// Computes each EMA for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        smoothers.forEach { ema, k in values[k] = ema.update(bar.close) }
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        smoothers.advance()
    }
}

extension EMA {
    /// Each EMA line in one pass over the close column (`ExponentialSmoother.column`).
    public func compute(_ columns: BarColumns) -> [[Double]] {
        OutputColumns.make(lines: periods.count, count: columns.count) { out in
            columns.close.withUnsafeBufferPointer { close in
                smoothers.column(close, into: out[...])
            }
        }
    }
}

extension EMA: StorageClaiming {
    mutating func claimStorage() {
        smoothers.claimStorage()
    }
}
