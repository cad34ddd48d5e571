import Foundation
import LiveChartData
import LiveChartIndicators

/// `LiveChartBench formula`: compiled TongDaXin formulas against the built-ins computing the same lines, through
/// the public API a user calls (`Formula(…).indicator()`, `IndicatorRegistry.make`, `IndicatorEngine`).
///
/// Batch: MACD and KDJ over 1,000,000 bars, the two sides alternating run by run for 15 rounds; best and median of
/// each side, the ratio of the bests, and the median of the 15 rounds' ratios (the formula's time ÷ the built-in's
/// in the same round, so a machine that slows for a while slows both sides of a pair). Streaming: 2,000 live bars
/// (each an append and three intra-bar updates, through `IndicatorEngine`) after histories of 10,000, 100,000 and
/// 1,000,000 bars, in µs per update, to show the cost does not grow with history; 9 rounds alternating the sides
/// (a round feeds the same 2,000 bars again), reported as the batch cases. `BENCH_ONLY=MACD` (a case's name or its start) times one batch case;
/// `BENCH_SKIP_STREAM` skips streaming, as in the indicator benchmark.
enum FormulaBench {
    static let macd = """
        INPUT: SHORT(12), LONG(26), MID(9);
        DIF: EMA(CLOSE, SHORT) - EMA(CLOSE, LONG); DEA: EMA(DIF, MID); MACD: (DIF - DEA) * 2, COLORSTICK;
        """
    static let kdj = """
        INPUT: N(9), M1(3), M2(3);
        RSV := (CLOSE - LLV(LOW, N)) / (HHV(HIGH, N) - LLV(LOW, N)) * 100;
        K: SMA(RSV, M1, 1); D: SMA(K, M2, 1); J: 3*K - 2*D;
        """

    static func run() {
        let count = 1_000_000
        HeapReuse.enable()  // as the indicator benchmark: freed columns keep their pages between runs (the CLI's mallopt too)
        let bars = BenchBars.make(count: count)
        let columns = BarColumns(bars)
        var sink = 0.0
        print("formula benchmark: \(count) bars (batch); rounds alternate built-in and formula")
        print("kind\tcase\tbuilt-in best / median ms\tformula best / median ms\tratio of bests / median of paired ratios")
        let environment = ProcessInfo.processInfo.environment, only = environment["BENCH_ONLY"]
        for (name, source, builtIn) in [("MACD", macd, try! IndicatorRegistry.standard.make("MACD")), ("KDJ (first-value seed)", kdj, KDJ(seed: .firstValue) as any BarIndicator)]
        where only.map({ name.hasPrefix($0) }) ?? true {
            let formula = try! Formula(source, name: "F").indicator()
            var ours: [Double] = [], theirs: [Double] = []
            for _ in 0..<15 {
                theirs += Stopwatch.samples(runs: 1) { sink += builtIn.compute(columns)[0][count - 1] }
                ours += Stopwatch.samples(runs: 1) { sink += formula.compute(columns)[0][count - 1] }
            }
            let ratio = (ours.min() ?? .nan) / (theirs.min() ?? .nan), paired = Stopwatch.median(zip(ours, theirs).map { $0 / $1 })
            print("batch\t\(name)\t\(fmt(theirs.min())) / \(fmt(Stopwatch.median(theirs)))\t\(fmt(ours.min())) / \(fmt(Stopwatch.median(ours)))\t\(fmt(ratio))x / \(fmt(paired))x")
        }
        if environment["BENCH_SKIP_STREAM"] == nil {
            print("kind\tcase\tbuilt-in best / median µs per update\tformula best / median µs per update\tratio of bests / median of paired ratios")
        }
        for history in [10_000, 100_000, 1_000_000] where environment["BENCH_SKIP_STREAM"] == nil {
            var engines = [try! IndicatorRegistry.standard.make("MACD"), try! Formula(macd, name: "F").indicator()].map {
                IndicatorEngine($0, history: Array(bars.prefix(history - 2_000)), keepsHistory: true)
            }
            let live = bars[(history - 2_000)..<history]
            var samples: [[Double]] = [[], []]
            for _ in 0..<9 {
                for side in engines.indices {
                    samples[side] += Stopwatch.samples(runs: 1) {
                        for bar in live {
                            sink += engines[side].append(bar)[0]
                            var tick = bar
                            for step in 1...3 {
                                tick.close = bar.open + (bar.close - bar.open) * Double(step) / 3
                                sink += engines[side].updateLast(tick)[0]
                            }
                        }
                    }.map { $0 * 1000 / Double(live.count * 4) }
                }
            }
            let (theirs, ours) = (samples[0], samples[1])
            let ratio = (ours.min() ?? .nan) / (theirs.min() ?? .nan), paired = Stopwatch.median(zip(ours, theirs).map { $0 / $1 })
            print("stream\tMACD, \(history) bars of history\t\(fmt(theirs.min())) / \(fmt(Stopwatch.median(theirs)))\t\(fmt(ours.min())) / \(fmt(Stopwatch.median(ours)))\t\(fmt(ratio))x / \(fmt(paired))x")
        }
        if sink == .infinity { print(sink) }
    }

    private static func fmt(_ v: Double?) -> String { v.map { String(format: "%.3f", $0) } ?? "nan" }
}
