import LiveChartData

/// MACD: DIF (fast EMA − slow EMA of the close), DEA (EMA of DIF) and the MACD bar.
///
/// - `tdx` (TongDaXin `MACD`): every EMA seeded with its first input; `DIF = EMA(C,12) − EMA(C,26)`,
///   `DEA = EMA(DIF,9)`, `MACD = 2·(DIF − DEA)`; no warm-up NaN (DIF 0.5, DEA 0.3 give a bar of 0.4).
/// - `taLib` (TA-Lib `MACD`, including its seeding): both EMAs start at index slow − 1; the slow
///   EMA is seeded with the mean of the first `slow` closes, the fast one with the mean of the
///   `fast` closes ending there (not with its own earlier recursion); DEA is TA-Lib `EMA(signal)`
///   of DIF, seeded with the mean of its first `signal` values; `MACD = DIF − DEA`. All three
///   lines are NaN for the first `slow + signal − 2` bars.
/// - A NaN close breaks every recurrence; they re-seed after it as at the start.
/// Lines: `DIF`, `DEA`, `MACD`. Defaults 12, 26, 9.
public struct MACD: BarIndicator {
    /// The convention in force.
    public let convention: IndicatorConvention
    var fast: ExponentialSmoother
    var slow: ExponentialSmoother
    var signal: ExponentialSmoother
    let fastDelay: Int  // taLib: closes of a run withheld from the fast EMA
    var run = 0  // finite closes committed since the start or the last NaN
    var liveClose = Double.nan

    /// Creates the indicator with periods ≥ 1.
    public init(fast: Int = 12, slow: Int = 26, signal: Int = 9, convention: IndicatorConvention = .tdx) {
        self.convention = convention
        self.fast = .ema(period: fast, convention: convention)
        self.slow = .ema(period: slow, convention: convention)
        self.signal = .ema(period: signal, convention: convention)
        fastDelay = convention == .taLib ? max(0, slow - fast) : 0
    }

    /// `["DIF", "DEA", "MACD"]`.
    public var lineNames: [String] { ["DIF", "DEA", "MACD"] }

    /// Computes DIF, DEA and the bar for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        let c = bar.close
        liveClose = c
        let dif = fast.update(fastInput(c, run: run)) - slow.update(c)
        (values[0], values[1], values[2]) = lines(dif: dif, dea: signal.update(dif))
    }

    /// The close as the fast EMA sees it: withheld (NaN) for the first `fastDelay` closes of a
    /// run of finite closes (`taLib`), `run` being how many precede it.
    @inline(__always) func fastInput(_ close: Double, run: Int) -> Double { run >= fastDelay ? close : .nan }

    /// The three lines from DIF and DEA: the bar is `2·(DIF − DEA)` (`tdx`) or `DIF − DEA`
    /// (`taLib`, whose DIF is also missing until DEA exists).
    @inline(__always) func lines(dif: Double, dea: Double) -> (Double, Double, Double) {
        switch convention {
        case .tdx: (dif, dea, 2 * (dif - dea))
        case .taLib: (dea.isNaN ? .nan : dif, dea, dif - dea)
        }
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        fast.advance()
        slow.advance()
        signal.advance()
        run = liveClose.isNaN ? 0 : run + 1
    }
}

extension MACD {
    /// One pass over the close: bars go through `update`/`advance` while an EMA seeds or after a
    /// gap; in between, the three EMA steps run with their values in registers.
    public func compute(_ columns: BarColumns) -> [[Double]] {
        run(columns) { macd, start, bars, out in
            guard macd.run >= macd.fastDelay, var f = macd.fast.runningOutput, var s = macd.slow.runningOutput,
                var d = macd.signal.runningOutput
            else { return 0 }
            let close = bars.close
            var i = start
            while i < close.count {
                let c = close[i]
                let f1 = macd.fast.step(from: f, c), s1 = macd.slow.step(from: s, c)
                let dif = f1 - s1
                let d1 = macd.signal.step(from: d, dif)
                if d1.isNaN { break }  // a gap: update/advance re-seed
                (f, s, d) = (f1, s1, d1)
                (out[0][i], out[1][i], out[2][i]) = macd.lines(dif: dif, dea: d)
                i += 1
            }
            macd.fast.resume(at: f)
            macd.slow.resume(at: s)
            macd.signal.resume(at: d)
            macd.run += i - start
            return i - start
        }
    }
}
