import LiveChartData

/// ADOSC: the Chaikin oscillator, `EMA(AD,FAST) − EMA(AD,SLOW)` of the `AD` line (TA-Lib `ADOSC`;
/// StockCharts ChartSchool "Chaikin Oscillator").
///
/// Both EMAs are seeded with the first AD value (TA-Lib's own seed for ADOSC, not the mean).
/// Warm-up: `taLib` — NaN for the first max(FAST, SLOW) − 1 bars of a run of finite AD values, as
/// TA-Lib returns it; `tdx` — none. A NaN AD value gives NaN and re-seeds both EMAs after it.
/// Line: `ADOSC`. Defaults 3, 10.
/// - Complexity: O(1) per bar.
public struct ADOSC: BarIndicator {
    var ad = AD()
    var fast: ExponentialSmoother
    var slow: ExponentialSmoother
    let warmUp: Int
    var run = 0  // finite AD values committed since the start or the last NaN
    var liveAD = Double.nan

    /// Creates the indicator with periods ≥ 1.
    public init(fast: Int = 3, slow: Int = 10, convention: IndicatorConvention = .tdx) {
        self.fast = ExponentialSmoother(alpha: 2 / Double(fast + 1), seed: .firstValue)
        self.slow = ExponentialSmoother(alpha: 2 / Double(slow + 1), seed: .firstValue)
        warmUp = convention == .taLib ? max(fast, slow) - 1 : 0
    }

    /// `["ADOSC"]`.
    public var lineNames: [String] { ["ADOSC"] }

    /// Computes the oscillator for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        liveAD = ad.update(bar, lines: 1) { $0[0] }
        let value = fast.update(liveAD) - slow.update(liveAD)
        values[0] = run >= warmUp ? value : .nan
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        ad.advance()
        fast.advance()
        slow.advance()
        run = liveAD.isNaN ? 0 : run + 1
    }
}

extension ADOSC {
    /// One pass: AD's column into the output, then both EMAs over it in one loop with their values
    /// in registers (`ExponentialSmoother.step`) while both are running (as `ExponentialSmoother.column`); seeding and gaps go
    /// through `update`/`advance` (as RSI's pass does).
    public func compute(_ columns: BarColumns) -> [[Double]] {
        OutputColumns.make(lines: 1, count: columns.count) { out in
            let line = out[0], n = columns.count
            columns.withReaders { ad.column($0, into: line) }
            var fast = self.fast, slow = self.slow, run = self.run
            var i = 0
            while i < n {
                if var f = fast.runningOutput, var s = slow.runningOutput {
                    while i < n {
                        let x = line[i]
                        if x.isNaN { break }
                        f = fast.step(from: f, x)
                        s = slow.step(from: s, x)
                        line[i] = run >= warmUp ? f - s : .nan
                        run += 1
                        i += 1
                        if f.isNaN || s.isNaN { break }  // through infinities: update/advance re-seed
                    }
                    fast.resume(at: f)
                    slow.resume(at: s)
                    if i == n { break }
                }
                let x = line[i]
                let value = fast.update(x) - slow.update(x)
                line[i] = run >= warmUp ? value : .nan
                fast.advance()
                slow.advance()
                run = x.isNaN ? 0 : run + 1
                i += 1
            }
        }
    }
}
