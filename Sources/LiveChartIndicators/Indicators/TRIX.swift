import LiveChartData

/// TRIX: the one-bar rate of change of a triple EMA, in percent, and its MA (TongDaXin `TRIX`).
///
/// Formula: `TR = EMA(EMA(EMA(C,N),N),N)`, `TRIX = (TR − REF(TR,1)) / REF(TR,1) · 100`,
/// `MATRIX = MA(TRIX,M)`. EMAs follow the convention: `tdx` seeds each with its first input
/// (TRIX from bar 1); `taLib` seeds each with the mean of its first N inputs, so TRIX starts at
/// bar 3(N − 1) + 1 as TA-Lib `TRIX`. Lines: `TRIX`, `MATRIX`. Defaults N = 12, M = 9.
public struct TRIX: BarIndicator {
    var first: ExponentialSmoother
    var second: ExponentialSmoother
    var third: ExponentialSmoother
    var previous = Lag(periods: 1)
    var mean: RollingMean

    /// Creates the indicator with N, M ≥ 1.
    public init(period: Int = 12, maPeriod: Int = 9, convention: IndicatorConvention = .tdx) {
        first = .ema(period: period, convention: convention)
        second = .ema(period: period, convention: convention)
        third = .ema(period: period, convention: convention)
        mean = RollingMean(period: maPeriod)
    }

    /// `["TRIX", "MATRIX"]`.
    public var lineNames: [String] { ["TRIX", "MATRIX"] }

    /// Computes TRIX and its MA for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        let tr = third.update(second.update(first.update(bar.close)))
        let trix = Self.rate(tr, before: previous.update(tr))
        values[0] = trix
        values[1] = mean.update(trix)
    }

    /// `(TR − REF(TR,1)) / REF(TR,1) · 100`, in that order (TongDaXin's published text; ROC's multiplies first).
    @inline(__always) static func rate(_ tr: Double, before: Double) -> Double { (tr - before) / before * 100 }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        first.advance()
        second.advance()
        third.advance()
        previous.advance()
        mean.advance()
    }
}

extension TRIX {
    /// One pass for TRIX: bars go through `update`/`advance` while an EMA seeds or after a gap;
    /// in between, the three EMA steps and the rate run in registers. Then MATRIX in one window
    /// pass over the TRIX line (replacing what the per-bar steps wrote, as the fast steps skip
    /// the MA kernel).
    public func compute(_ columns: BarColumns) -> [[Double]] {
        var lines = run(columns) { trix, start, bars, out in
            guard var e1 = trix.first.runningOutput, var e2 = trix.second.runningOutput,
                var e3 = trix.third.runningOutput
            else { return 0 }
            let close = bars.close, line = out[0]
            var i = start
            while i < close.count {
                let a = trix.first.step(from: e1, close[i])
                let b = trix.second.step(from: e2, a)
                let t = trix.third.step(from: e3, b)
                if t.isNaN { break }  // a gap: update/advance re-seed
                line[i] = Self.rate(t, before: e3)  // REF(TR,1): the last committed triple EMA
                (e1, e2, e3) = (a, b, t)
                i += 1
            }
            trix.first.resume(at: e1)
            trix.second.resume(at: e2)
            trix.third.resume(at: e3)
            trix.previous.resume(count: i - start, last: e3)
            return i - start
        }
        lines[0].withUnsafeBufferPointer { trixLine in
            lines[1].withUnsafeMutableBufferPointer { ma in
                guard let base = ma.baseAddress else { return }
                mean.column(trixLine, into: base)
            }
        }
        return lines
    }
}

extension TRIX: StorageClaiming {
    mutating func claimStorage() {
        previous.claimStorage()
        mean.claimStorage()
    }
}
