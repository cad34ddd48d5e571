import LiveChartData

/// RSI: relative strength index of the close, for several periods.
///
/// - `tdx` (TongDaXin `RSI`): `LC = REF(C,1)`; `RSI = SMA(MAX(C−LC,0),N,1) / SMA(ABS(C−LC),N,1) · 100`.
///   Both SMAs are seeded with the first change (bar 1); bar 0 is NaN (no previous close).
/// - `taLib` (TA-Lib `RSI`, Wilder): average gain and loss seeded with the simple mean of the
///   first N changes, then `avg = avg' + (x − avg')/N`; `RSI = 100·gain/(gain + loss)`;
///   NaN for the first N bars.
/// - No losses in the window: 100 in both. A flat history (no gains, no losses, 0/0): 50 in
///   `tdx` (our decision: the neutral midpoint rather than a gap), 0 in `taLib` (what TA-Lib's
///   C code returns).
/// - A NaN close gives NaN changes for it and the next bar; the averages re-seed after them.
/// Lines: `RSI{N}`. Defaults 6, 12, 24.
public struct RSI: BarIndicator {
    /// The periods, one line each.
    public let periods: [Int]
    /// The convention in force.
    public let convention: IndicatorConvention
    var previousClose: Lag
    var averages: KernelBank<GainLossAverages>

    /// Creates the indicator; every period must be ≥ 1.
    public init(periods: [Int] = [6, 12, 24], convention: IndicatorConvention = .tdx) {
        self.periods = periods
        self.convention = convention
        previousClose = Lag(periods: 1)
        let make: (Int) -> ExponentialSmoother = { n in
            ExponentialSmoother(alpha: 1 / Double(n), seed: convention == .tdx ? .firstValue : .mean(count: n))
        }
        averages = KernelBank(periods.map { GainLossAverages(make($0)) })
    }

    /// `RSI6`, `RSI12`, … in period order.
    public var lineNames: [String] { periods.map { "RSI\($0)" } }

    /// Computes each RSI for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        let convention = convention
        let parts = Self.parts(change: bar.close - previousClose.update(bar.close), convention)
        averages.forEach { pair, k in
            let (g, m) = pair.update(parts)
            values[k] = Self.value(gain: g, move: m, convention)
        }
    }

    /// A change's gain and move (`tdx`: |change|; `taLib`: the loss); NaN for a NaN change.
    @inline(__always) static func parts(change: Double, _ convention: IndicatorConvention) -> (gain: Double, move: Double) {
        let gain = change.isNaN ? .nan : max(change, 0)
        let move = convention == .tdx ? abs(change) : (change.isNaN ? .nan : max(-change, 0))
        return (gain, move)
    }

    /// RSI from the averaged gain and move (see the type's doc for 0/0).
    @inline(__always) static func value(gain g: Double, move m: Double, _ convention: IndicatorConvention) -> Double {
        switch convention {
        case .tdx: m > 0 ? g / m * 100 : (m == 0 ? 50 : .nan)
        case .taLib: g + m > 0 ? 100 * g / (g + m) : (g + m == 0 ? 0 : .nan)
        }
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        previousClose.advance()
        averages.advance()
    }
}

extension RSI {
    /// The gains and moves once, then for each period two smoothing passes
    /// (`ExponentialSmoother.column`) and the ratio.
    public func compute(_ columns: BarColumns) -> [[Double]] {
        let n = columns.count
        return OutputColumns.make(lines: periods.count, count: n) { out in
            ScratchColumns.with(lines: 3, count: n) { scratch in
                let gains = scratch[0], moves = scratch[1], averageMoves = scratch[2]
                columns.close.withUnsafeBufferPointer { close in
                    previousClose.column(close, into: gains)
                    for i in 0..<n { (gains[i], moves[i]) = Self.parts(change: close[i] - gains[i], convention) }
                }
                for k in periods.indices {
                    let pair = averages[k], rsi = out[k]
                    pair.gains.column(UnsafeBufferPointer(start: gains, count: n), into: rsi)
                    pair.moves.column(UnsafeBufferPointer(start: moves, count: n), into: averageMoves)
                    for i in 0..<n { rsi[i] = Self.value(gain: rsi[i], move: averageMoves[i], convention) }
                }
            }
        }
    }
}

extension RSI: StorageClaiming {
    mutating func claimStorage() {
        previousClose.claimStorage()
        averages.claimStorage()
    }
}
