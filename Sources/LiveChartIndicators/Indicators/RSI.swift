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
    /// One pass over the close per period: bars go through `update`/`advance` while the averages
    /// seed or after a gap; in between, both Wilder/SMA steps run with their values in registers.
    public func compute(_ columns: BarColumns) -> [[Double]] {
        if periods.count > 1 {
            return periods.flatMap { RSI(periods: [$0], convention: convention).compute(columns) }
        }
        return run(columns) { rsi, start, bars, out in
            let pair = rsi.averages.head
            guard start >= 1, var g = pair.gains.runningOutput, var m = pair.moves.runningOutput else { return 0 }
            let close = bars.close, rsiLine = out[0]
            var i = start
            // One loop per convention, so that neither tests the convention per bar.
            @inline(__always) func steps(_ convention: IndicatorConvention) {
                while i < close.count {
                    let change = close[i] - close[i - 1]
                    if change.isNaN { break }  // a gap: update/advance re-seed
                    let (gain, move) = Self.parts(change: change, convention)
                    let g1 = pair.gains.step(from: g, gain), m1 = pair.moves.step(from: m, move)
                    if g1.isNaN || m1.isNaN { break }
                    (g, m) = (g1, m1)
                    rsiLine[i] = Self.value(gain: g, move: m, convention)
                    i += 1
                }
            }
            switch rsi.convention {
            case .tdx: steps(.tdx)
            case .taLib: steps(.taLib)
            }
            rsi.averages.head.gains.resume(at: g)
            rsi.averages.head.moves.resume(at: m)
            rsi.previousClose.resume(committing: UnsafeBufferPointer(rebasing: close[start..<i]))
            return i - start
        }
    }
}

extension RSI: StorageClaiming {
    mutating func claimStorage() {
        previousClose.claimStorage()
        averages.claimStorage()
    }
}
