import CFusedKernels
import LiveChartData

/// SAR (Wilder's parabolic stop and reverse), drawn as dots on the price pane.
///
/// Recurrence: `SAR = SAR' + AF·(EP − SAR')`, EP the extreme price of the trend, AF starting at
/// `step` and growing by `step` (to `limit`) with each new extreme; in an up trend SAR may not
/// exceed the two previous lows (down trend: not below the two previous highs); a bar crossing
/// SAR reverses the trend: SAR becomes the old EP, EP the bar's extreme, AF resets.
/// - `tdx`: as StockCharts' worked example and the `ta` package: an up trend is assumed from
///   bar 0, SAR' = close of bar 1, EP = high of bar 0; a low *below* SAR reverses; values from
///   bar 2. (TongDaXin's own N-bar start is not reproduced.)
/// - `taLib` (TA-Lib `SAR`): the first direction is down when bar 1 has a minus directional
///   movement, else up; SAR' is bar 0's low (up) or high (down) and EP bar 1's extreme; a low
///   *at or below* SAR reverses, and the reversed SAR is kept outside the last two bars' range;
///   values from bar 1.
/// A NaN price blanks that bar and restarts the recurrence after it.
/// Line: `SAR`. Defaults step 0.02, limit 0.2 (TongDaXin `SAR(10,2,20)` in percent).
public struct SAR: BarIndicator {
    let step: Double
    let limit: Double
    let convention: IndicatorConvention
    var state = SARState()
    var live = SARState()
    var bars = 0  // finite bars since the start or the last gap
    var liveBar = Bar(time: 0, open: .nan, high: .nan, low: .nan, close: .nan)
    var high1 = Double.nan, high2 = Double.nan, low1 = Double.nan, low2 = Double.nan
    var close1 = Double.nan

    /// Creates the indicator with 0 < step ≤ limit.
    public init(step: Double = 0.02, limit: Double = 0.2, convention: IndicatorConvention = .tdx) {
        self.step = step
        self.limit = limit
        self.convention = convention
    }

    /// `["SAR"]`.
    public var lineNames: [String] { ["SAR"] }

    /// Computes SAR for the live bar.
    public mutating func update(_ bar: Bar, into values: LineValues) {
        liveBar = bar
        live = state
        let gap = bar.high.isNaN || bar.low.isNaN || bar.close.isNaN
        switch convention {
        case .tdx:
            if gap || bars < 2 {
                if bars == 0 { live = SARState(up: true, sar: .nan, af: step, upHigh: bar.high, downLow: bar.low) }
                values[0] = .nan
                return
            }
            values[0] = live.stockChartsStep(bar, previousSAR: bars == 2 ? close1 : state.sar, lows: (low1, low2), highs: (high1, high2), step: step, limit: limit)
        case .taLib:
            if gap || bars < 1 {
                values[0] = .nan
                return
            }
            if bars == 1 {
                let minusMove = low1 - bar.low
                let up = !(minusMove > 0 && bar.high - high1 < minusMove)
                live = SARState(up: up, sar: up ? low1 : high1, af: step, upHigh: up ? bar.high : bar.low, downLow: .nan)
                values[0] = live.taLibStep(bar, previous: (bar.high, bar.low), step: step, limit: limit)
            } else {
                values[0] = live.taLibStep(bar, previous: (high1, low1), step: step, limit: limit)
            }
        }
    }

    /// Commits the live bar.
    public mutating func advance() {
        let bar = liveBar
        if bar.high.isNaN || bar.low.isNaN || bar.close.isNaN {
            bars = 0
            state = SARState()
            return
        }
        state = live
        bars += 1
        high2 = high1
        high1 = bar.high
        low2 = low1
        low1 = bar.low
        close1 = bar.close
    }
}

extension SAR {
    /// One pass: bars go through `update`/`advance` while a trend starts or after a gap; in
    /// between, the same step rule runs on a local copy of the state (`taLib`: in the loop of `lc_sar_run`,
    /// CFusedKernels).
    public func compute(_ columns: BarColumns) -> [[Double]] {
        run(columns) { sar, start, bars, out in
            // Running: the rule needs the two previous bars (tdx: and a SAR of its own, from bar 3).
            guard sar.bars >= (sar.convention == .tdx ? 3 : 2) else { return 0 }
            let high = bars.high, low = bars.low, close = bars.close, line = out[0]
            var state = sar.state
            var i = start
            switch sar.convention {
            case .tdx:
                while i < close.count {
                    let bar = bars.bar(i)
                    // A gap (or infinities, which update/advance then handle exactly): one test for three.
                    if (bar.high + bar.low + bar.close).isNaN { break }
                    let (i1, i2) = (i &- 1, i &- 2)  // ≥ 0: two bars were committed before `start`
                    line[i] = state.stockChartsStep(bar, previousSAR: state.sar, lows: (low[i1], low[i2]),
                                                    highs: (high[i1], high[i2]), step: sar.step, limit: sar.limit)
                    i += 1
                }
            case .taLib:
                guard let highs = high.baseAddress, let lows = low.baseAddress, let closes = close.baseAddress else { return 0 }
                var running = [state.sar, state.af, state.upHigh]
                var rising: Int32 = state.up ? 1 : 0
                i += lc_sar_run(highs, lows, closes, line, start, close.count, &running, &rising, sar.step, sar.limit)
                (state.sar, state.af, state.upHigh, state.up) = (running[0], running[1], running[2], rising != 0)
            }
            guard i > start else { return 0 }
            (sar.state, sar.live, sar.bars, sar.liveBar) = (state, state, sar.bars + i - start, bars.bar(i - 1))
            (sar.high1, sar.high2, sar.low1, sar.low2, sar.close1) = (high[i - 1], high[i - 2], low[i - 1], low[i - 2], close[i - 1])
            return i - start
        }
    }
}
