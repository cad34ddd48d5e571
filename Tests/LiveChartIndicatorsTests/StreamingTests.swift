import LiveChartData
import LiveChartTestSupport
import Testing

@testable import LiveChartIndicators

/// Streaming engines replay series bar by bar with intra-bar updates and must equal a batch
/// recomputation of the same bars (the live bar as it stood) at every step.
@Suite struct StreamingTests {
    /// Replays `bars`: each bar arrives as four ticks (append, then three `updateLast`), and after
    /// every tick the engine's values must equal `compute` over the bars so far, live bar included.
    static func replay(_ name: String, convention: IndicatorConvention, bars: [Bar], checkEvery stride: Int = 1) {
        let registry = IndicatorRegistry.standard
        guard let fresh = try? registry.make(name, convention: convention) else {
            Issue.record("\(name) is not registered")
            return
        }
        var engine = IndicatorEngine(fresh)
        var history: [Bar] = []
        for (i, bar) in bars.enumerated() {
            for (t, tick) in SyntheticBars.ticks(toward: bar).enumerated() {
                let live = t == 0 ? engine.append(tick) : engine.updateLast(tick)
                guard i % stride == 0 || i == bars.count - 1 else { continue }
                let batch = fresh.compute(history + [tick])
                for l in live.indices {
                    let expected = batch[l][i]
                    let same = expected.isNaN ? live[l].isNaN : abs(live[l] - expected) <= 1e-12 * max(1, abs(expected))
                    #expect(same, "\(name) \(convention) line \(l) bar \(i) tick \(t): stream \(live[l]) batch \(expected)")
                    if !same { return }
                }
            }
            history.append(bar)
        }
        let batch = fresh.compute(bars)
        for l in batch.indices {
            #expect(maxDifference(engine.lines[l], batch[l]) == 0, "\(name) \(convention) kept history line \(l)")
        }
    }

    static let allNames = IndicatorRegistry.standard.names

    @Test(arguments: allNames, IndicatorConvention.allCases)
    func syntheticWalkWithAGap(name: String, convention: IndicatorConvention) {
        var bars = SyntheticBars.walk(count: 120)
        bars[50].close = .nan  // a missing close: windows blank, recurrences re-seed
        bars[51].high = .nan
        Self.replay(name, convention: convention, bars: bars)
    }

    @Test(.enabled(if: SharedData.isAvailable, "needs ../shared/data (golden/input_300.csv)"),
          arguments: allNames, IndicatorConvention.allCases)
    func goldenInputSeries(name: String, convention: IndicatorConvention) throws {
        Self.replay(name, convention: convention, bars: try CSVTable.goldenBars(), checkEvery: 3)
    }

    /// Batch (the column passes) against the per-bar recurrence, bit for bit, on a walk with gaps
    /// of every kind: NaN closes alone and in a run, a NaN high, low and volume, an infinite
    /// volume; 5,000 bars, so that the window passes' whole blocks and chunk scans are exercised
    /// on both sides of each gap.
    @Test(arguments: allNames, IndicatorConvention.allCases)
    func batchEqualsPerBarOnAGappyWalk(name: String, convention: IndicatorConvention) throws {
        var bars = SyntheticBars.walk(count: 5_000)
        for i in stride(from: 97, to: 5_000, by: 611) { bars[i].close = .nan }
        for i in 1_200..<1_204 { bars[i].close = .nan }
        bars[2_500].high = .nan
        bars[3_100].low = .nan
        bars[3_700].volume = .nan
        bars[4_300].volume = .infinity
        let indicator = try IndicatorRegistry.standard.make(name, convention: convention)
        let perBar = IndicatorEngine(indicator, history: bars).lines
        let batch = indicator.compute(bars)
        for l in batch.indices {
            let differing = batch[l].indices.first { i in
                batch[l][i].bitPattern != perBar[l][i].bitPattern && !(batch[l][i].isNaN && perBar[l][i].isNaN)
            }
            #expect(differing == nil, "\(name) \(convention) line \(l) bar \(differing ?? -1)")
        }
    }

    static let defaultPanes = ["MA", "VOL", "MACD", "KDJ", "RSI", "BOLL"]

    /// The Shanghai Composite, 3,332 real daily bars (`daily/000001.SH_D.csv`), checked every 97th bar (each tick of those bars).
    @Test(.enabled(if: SharedData.isAvailable, "needs ../shared/data/daily"), arguments: defaultPanes, IndicatorConvention.allCases)
    func shanghaiCompositeDaily(name: String, convention: IndicatorConvention) throws {
        let bars = try CSVTable.shared("daily/000001.SH_D.csv").bars(open: "open", high: "high", low: "low", close: "close", volume: "vol")
        Self.replay(name, convention: convention, bars: bars, checkEvery: 97)
    }

    /// Bittrex BTC/USDT daily (`daily/bittrex_btc-usdt.csv`): early one-price bars (O=H=L=C) on tiny volume.
    @Test(.enabled(if: SharedData.isAvailable, "needs ../shared/data/daily"), arguments: allNames, IndicatorConvention.allCases)
    func bittrexWithFlatBars(name: String, convention: IndicatorConvention) throws {
        let bars = try CSVTable.shared("daily/bittrex_btc-usdt.csv").bars(open: "open", high: "high", low: "low", close: "close", volume: "volume")
        Self.replay(name, convention: convention, bars: bars, checkEvery: 53)
    }
}
