import Foundation
import LiveChartData
import LiveChartIndicators

// LiveChartBench: times every built-in indicator over N bars (batch) and the default chart set's
// cost per live-bar update (streaming). Usage: LiveChartBench [--bars N] [--write-data PATH];
// `LiveChartBench frame` times K-line frames and file output instead (see FrameBench); `LiveChartBench live`
// times a live bar through KLineChart.update as history grows (see LiveBench); `LiveChartBench markers` times
// panning frames with 10,000 markers against none (see MarkerBench); `LiveChartBench formula` times compiled
// formulas against the built-ins (see FormulaBench); `LiveChartBench feed PYTHON` times a flooded WebSocket feed
// into a chart (see FeedBench); `LiveChartBench crosshair` times pointer moves over a K-line chart (see CrosshairBench).
// Output lines: `batch<TAB>NAME<TAB>best ms<TAB>median ms` (of 5 runs), `stream<TAB>NAME<TAB>µs per update`.
// BENCH_ONLY=LABEL in the environment times one batch case; BENCH_SKIP_STREAM skips streaming;
// BENCH_FRESH_PAGES keeps glibc's default of returning freed output arrays to the kernel.

if CommandLine.arguments.dropFirst().first == "score" { ScoreBench.run(); exit(0) }
if CommandLine.arguments.dropFirst().first == "live" { LiveBench.run(); exit(0) }
if CommandLine.arguments.dropFirst().first == "markers" { MarkerBench.run(); exit(0) }
if CommandLine.arguments.dropFirst().first == "formula" { FormulaBench.run(); exit(0) }
if CommandLine.arguments.dropFirst().first == "feed" {
    // `LiveChartBench feed PYTHON`: PYTHON has the `websockets` package (scripts/bench-feed.sh makes its venv).
    guard CommandLine.arguments.count == 3 else {
        print("usage: LiveChartBench feed PYTHON")
        exit(64)
    }
    FeedBench.run(python: CommandLine.arguments[2])
    exit(0)
}
if CommandLine.arguments.dropFirst().first == "csv" {
    // `LiveChartBench csv N PATH`: the benchmark bars as a CSV file a user's tool reads (scripts/bench-viewer.sh).
    let args = Array(CommandLine.arguments.dropFirst(2))
    guard args.count == 2, let n = Int(args[0]), n >= 1 else {
        print("usage: LiveChartBench csv BARS PATH")
        exit(64)
    }
    try BenchBars.writeCSV(BenchBars.make(count: n), to: args[1])
    exit(0)
}
if CommandLine.arguments.dropFirst().first == "crosshair" { CrosshairBench.run(); exit(0) }
if CommandLine.arguments.dropFirst().first == "frame" {
    FrameBench.run()
    exit(0)
}

var count = 1_000_000
var dataPath: String?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--bars": count = Int(arguments.next() ?? "") ?? count
    case "--write-data": dataPath = arguments.next()
    default:
        print("usage: LiveChartBench [--bars N] [--write-data PATH]")
        exit(64)
    }
}

let bars = BenchBars.make(count: count)
if let dataPath { try BenchBars.write(bars, to: dataPath) }

/// Cases timed in batch: label, registry name, parameters, convention.
let cases: [(String, String, [Double], IndicatorConvention)] = [
    ("SMA20", "MA", [20], .taLib), ("EMA12", "EMA", [12], .taLib), ("MACD", "MACD", [], .taLib),
    ("RSI14", "RSI", [14], .taLib), ("BOLL", "BOLL", [], .taLib), ("KDJ", "KDJ", [], .tdx),
    ("WMA10", "WMA", [10], .taLib), ("ATR14", "ATR", [14], .taLib), ("OBV", "OBV", [], .taLib),
    ("SAR", "SAR", [], .taLib), ("DMI", "DMI", [], .taLib), ("CCI14", "CCI", [14], .taLib),
    ("ROC12", "ROC", [], .taLib), ("MTM12", "MTM", [], .taLib), ("TRIX12", "TRIX", [], .taLib),
    ("WR10", "WR", [10], .taLib), ("MACD_tdx", "MACD", [], .tdx), ("RSI_tdx_6_12_24", "RSI", [], .tdx),
    ("BOLL_tdx", "BOLL", [], .tdx), ("VOL", "VOL", [], .tdx), ("MA_5_10_20_60", "MA", [], .tdx),
    ("SMA_cn", "SMA", [], .tdx), ("BIAS", "BIAS", [], .tdx), ("PSY", "PSY", [], .tdx), ("BBI", "BBI", [], .tdx),
    ("DMA", "DMA", [], .tdx), ("VR", "VR", [], .tdx), ("BRAR", "BRAR", [], .tdx), ("CR", "CR", [], .tdx),
    ("EMV", "EMV", [], .tdx), ("AVG", "AVG", [], .tdx),
    // The TradingView set, in TA-Lib's convention where TA-Lib has the indicator (bench-indicators-talib.py).
    ("STOCH", "STOCH", [14, 3, 3], .taLib), ("STOCHF", "STOCHF", [14, 3], .taLib), ("STOCHRSI", "STOCHRSI", [14, 14, 3, 3], .taLib),
    ("MFI14", "MFI", [14], .taLib), ("ADX14", "ADX", [14], .taLib), ("DX14", "DX", [14], .taLib),
    ("AROON14", "AROON", [14], .taLib), ("AROONOSC14", "AROONOSC", [14], .taLib), ("ULTOSC", "ULTOSC", [7, 14, 28], .taLib),
    ("CMO14", "CMO", [14], .taLib), ("PPO", "PPO", [12, 26, 9], .taLib), ("APO", "APO", [12, 26], .taLib),
    ("NATR14", "NATR", [14], .taLib), ("BOP", "BOP", [], .taLib), ("KAMA10", "KAMA", [10], .taLib),
    ("DEMA9", "DEMA", [9], .taLib), ("TEMA9", "TEMA", [9], .taLib), ("T3", "T3", [5, 0.7], .taLib),
    ("TRIMA20", "TRIMA", [20], .taLib), ("AD", "AD", [], .taLib), ("ADOSC", "ADOSC", [3, 10], .taLib),
    // Not in TA-Lib; Wilder's ATR (TA-Lib convention) stepped bar by bar through `update`.
    ("KC", "KC", [], .taLib), ("SUPERTREND", "SUPERTREND", [], .taLib), ("CHANDELIER", "CHANDELIER", [], .taLib),
]

// Output arrays of one run reuse the previous run's pages (see HeapReuse), as numpy's do.
if ProcessInfo.processInfo.environment["BENCH_FRESH_PAGES"] == nil { HeapReuse.enable() }

let only = ProcessInfo.processInfo.environment["BENCH_ONLY"]
let registry = IndicatorRegistry.standard
let columns = BarColumns(bars)
var sink = 0.0
for (label, name, parameters, convention) in cases where only == nil || only == label {
    let indicator = try registry.make(name, parameters: parameters, convention: convention)
    let samples = Stopwatch.samples(runs: 5) {
        let lines = indicator.compute(columns)
        sink += lines[0][count - 1].isNaN ? 0 : 1
    }
    print("batch\t\(label)\t\(samples.min() ?? .nan)\t\(Stopwatch.median(samples))")
}

// Streaming: the default panes on a history of 10,000 bars; each round is three intra-bar
// updates of every engine and one new bar.
if ProcessInfo.processInfo.environment["BENCH_SKIP_STREAM"] != nil { exit(0) }
let defaultSet: [(String, [Double])] = [("MA", []), ("MACD", []), ("KDJ", []), ("RSI", []), ("BOLL", []), ("VOL", [])]
let warmUp = min(10_000, count / 2)  // a history before the live bars, whatever --bars says
var engines = try defaultSet.map { try registry.engine($0.0, parameters: $0.1, bars: Array(bars.prefix(warmUp))) }
let rounds = min(200_000, count - warmUp)
var updates = 0
let ms = Stopwatch.bestMilliseconds(runs: 1) {
    for r in 0..<rounds {
        let bar = bars[warmUp + r]
        for k in engines.indices { engines[k].append(bar) }
        var tick = bar
        for step in 1...3 {
            tick.close = bar.open + (bar.close - bar.open) * Double(step) / 3
            for k in engines.indices { sink += engines[k].updateLast(tick)[0] }
        }
        updates += 4
    }
}
print("stream\tdefault set (MA×4, MACD, KDJ, RSI×3, BOLL, VOL) per bar update\t\(ms * 1000 / Double(updates))")

// The indicators whose batch loops are in CFusedKernels stream through Swift's `addingProduct` (a call into libm's
// fma on a baseline x86-64 build): µs per update of one engine, rounds as above, after the same history.
let fusedSet: [(String, [Double])] = [("T3", [5, 0.7]), ("TEMA", [9]), ("AD", []), ("ADOSC", [3, 10]), ("ATR", [14]), ("NATR", [14]), ("KAMA", [10])]
for (name, parameters) in fusedSet {
    var engine = try registry.engine(name, parameters: parameters, convention: .taLib, bars: Array(bars.prefix(warmUp)))
    let fusedRounds = min(50_000, count - warmUp)
    let fusedMs = Stopwatch.bestMilliseconds(runs: 1) {
        for r in 0..<fusedRounds {
            let bar = bars[warmUp + r]
            engine.append(bar)
            var tick = bar
            for step in 1...3 {
                tick.close = bar.open + (bar.close - bar.open) * Double(step) / 3
                sink += engine.updateLast(tick)[0]
            }
        }
    }
    print("stream\t\(name) (TA-Lib convention) per bar update\t\(fusedMs * 1000 / Double(fusedRounds * 4))")
}
if sink == .infinity { print(sink) }
