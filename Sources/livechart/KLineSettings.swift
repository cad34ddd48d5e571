import Foundation
import LiveChart
import LiveChartCairo
import LiveChartCore
import LiveChartData

/// The validated options of `livechart kline`.
struct KLineSettings {
    var output = "chart.png"
    var format = OutputFormat.png
    var size = CGSize(width: 1200, height: 800)
    var scale = 1.0
    var last: Int?
    var window = TimeWindow()
    var symbol: String?
    var policy = BarReadOptions.Policy.strict
    var chartOptions = KLineOptions()

    init() {}

    /// - Throws: `CommandFailure(.usage)` naming the option and the accepted values.
    init(_ args: ParsedArguments) throws {
        let v = args.values
        if let o = v["output"] { output = o }
        guard let f = OutputFormat(path: output) else {
            throw usage("--output '\(output)' must end in .png, .pdf or .svg")
        }
        format = f
        if let s = v["size"] {
            let parts = s.lowercased().split(separator: "x").compactMap { Double($0) }
            guard parts.count == 2, parts.allSatisfy({ $0 >= 50 && $0 <= 20_000 }) else {
                throw usage("--size '\(s)' must be WxH with each side 50…20000, e.g. 1200x800")
            }
            size = CGSize(width: parts[0], height: parts[1])
        }
        if let s = v["scale"] {
            guard let n = Double(s), n >= 0.5, n <= 8 else { throw usage("--scale '\(s)' must be a number from 0.5 to 8") }
            scale = n
        }
        if let s = v["last"] {
            guard let n = Int(s), n >= 1 else { throw usage("--last '\(s)' must be a whole number ≥ 1") }
            last = n
        }
        window = try TimeWindow(from: v["from"], to: v["to"])
        symbol = v["symbol"]
        if args.flags.contains("lenient") { policy = .lenient }
        try applyChartOptions(v)
        chartOptions.pixelRatio = format == .png ? scale : 1
    }

    private mutating func applyChartOptions(_ v: [String: String]) throws {
        if let t = v["theme"] {
            switch t {
            case "light": chartOptions.theme = .light
            case "dark": chartOptions.theme = .dark
            default: throw usage("--theme '\(t)' must be light or dark")
            }
        }
        if let c = v["colors"] {
            guard let convention = ColorConvention(rawValue: c) else { throw usage("--colors '\(c)' must be cn or us") }
            chartOptions.colors = convention
        }
        if let l = v["locale"] {
            guard let locale = ChartLocale(rawValue: l) else { throw usage("--locale '\(l)' must be en or zh") }
            chartOptions.locale = locale
        }
        chartOptions.title = v["title"]
        if let m = v["ma"] {
            let periods = m.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
            guard !periods.isEmpty, periods.allSatisfy({ ($0 ?? 0) >= 1 && ($0 ?? 0) <= 1000 }) else {
                throw usage("--ma '\(m)' must be periods 1…1000 separated by commas, e.g. 5,10,20")
            }
            chartOptions.maPeriods = periods.compactMap { $0 }
        }
    }

    private func usage(_ message: String) -> CommandFailure { CommandFailure(code: .usage, message: message) }
}
