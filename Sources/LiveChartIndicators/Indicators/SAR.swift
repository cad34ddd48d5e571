import LiveChartData

/// SAR (Wilder's parabolic stop and reverse), drawn as dots on the price pane.
///
/// Recurrence: `SAR = SAR' + AF·(EP − SAR')`, EP the extreme price of the trend, AF starting at
/// `step` and growing by `step` (to `limit`) with each new extreme. In an up trend SAR may not
/// exceed the two previous lows (down trend: not below the two previous highs); a bar crossing
/// SAR reverses the trend: SAR becomes the old EP, EP the bar's extreme, AF resets.
/// Start: as StockCharts' worked example and the `ta` package: an up trend is assumed from bar 0,
/// SAR' = close of bar 1, EP = high (or low) of bar 0; values begin at bar 2 (bars 0–1 NaN).
/// Both conventions compute this; TongDaXin's N-bar start and TA-Lib's directional start differ
/// until the first reversal. A NaN price blanks that bar and restarts the recurrence after it.
/// Line: `SAR`. Defaults step 0.02, limit 0.2 (TongDaXin `SAR(10,2,20)` in percent).
public struct SAR: BarIndicator {
    struct State: Sendable {
        var up = true
        var sar = Double.nan
        var af = 0.0
        var upHigh = Double.nan
        var downLow = Double.nan
    }

    let step: Double
    let limit: Double
    var state = State()
    var live = State()
    var bars = 0  // finite bars since the start or the last gap
    var liveBar = Bar(time: 0, open: .nan, high: .nan, low: .nan, close: .nan)
    var high1 = Double.nan, high2 = Double.nan, low1 = Double.nan, low2 = Double.nan
    var close1 = Double.nan

    /// Creates the indicator with 0 < step ≤ limit.
    public init(step: Double = 0.02, limit: Double = 0.2) {
        self.step = step
        self.limit = limit
    }

    /// `["SAR"]`.
    public var lineNames: [String] { ["SAR"] }

    /// Computes SAR for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        liveBar = bar
        live = state
        if bar.high.isNaN || bar.low.isNaN || bar.close.isNaN || bars < 2 {
            if bars == 0 {
                live = State(up: true, sar: .nan, af: step, upHigh: bar.high, downLow: bar.low)
            }
            values[0] = .nan
            return
        }
        let previous = bars == 2 ? close1 : state.sar
        if state.up {
            live.sar = previous + state.af * (state.upHigh - previous)
            if bar.low < live.sar {
                live = State(up: false, sar: state.upHigh, af: step, upHigh: state.upHigh, downLow: bar.low)
            } else {
                if bar.high > state.upHigh {
                    live.upHigh = bar.high
                    live.af = min(state.af + step, limit)
                }
                live.sar = min(live.sar, low1, low2)
            }
        } else {
            live.sar = previous - state.af * (previous - state.downLow)
            if bar.high > live.sar {
                live = State(up: true, sar: state.downLow, af: step, upHigh: bar.high, downLow: state.downLow)
            } else {
                if bar.low < state.downLow {
                    live.downLow = bar.low
                    live.af = min(state.af + step, limit)
                }
                live.sar = max(live.sar, high1, high2)
            }
        }
        values[0] = live.sar
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        let bar = liveBar
        if bar.high.isNaN || bar.low.isNaN || bar.close.isNaN {
            bars = 0
            state = State()
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
