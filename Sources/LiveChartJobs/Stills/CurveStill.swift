import Foundation
import LiveChart
import LiveChartCairo
import LiveChartCore
import LiveChartData

/// What draws smooth trend curves (monotone by default) with a gradient fill, value axis, x axis when the file
/// has x values, and a legend for named columns, from the options of `livechart curve` (`options`: one table for
/// the command, the service's and the batch tool's `curve` specs).
package enum CurveStill {
    package static let options: [OptionSpec] = [
        OptionSpec(name: "output", short: "o", value: "FILE", defaultValue: "curve.png", help: "output file; .png, .pdf or .svg picks the format"),
        OptionSpec(name: "values", value: "N,N,…", help: "the values on the command line instead of a FILE"),
        OptionSpec(name: "interpolation", value: "NAME", defaultValue: "monotone",
                   help: "linear, quadratic, cubic, monotone, catmull-rom or catmull-rom:T (tension 0…1)"),
        OptionSpec(name: "size", value: "WxH", defaultValue: "800x400", help: "canvas size in points"),
        OptionSpec(name: "scale", value: "N", defaultValue: "1", help: "PNG pixels per point (2 for HiDPI)"),
        OptionSpec(name: "theme", value: "light|dark", defaultValue: "light", help: "colour theme"),
        OptionSpec(name: "title", value: "TEXT", help: "title line"),
        OptionSpec(name: "unit", value: "TEXT", help: "unit of the values, shown above the value axis"),
        OptionSpec(name: "markers", value: "automatic|always|never", defaultValue: "automatic", help: "point markers"),
        OptionSpec(name: "no-fill", help: "no gradient under the curves"),
        OptionSpec(name: "view", help: "show the curve in a window, animated, instead of writing a file"),
        OptionSpec(name: "stream", value: "FILE|-", help: "with --view: append values from lines of FILE (followed as it grows) or stdin"),
        OptionSpec(name: "window", value: "N", defaultValue: "60", help: "with --stream: how many of the newest values are shown", onlyWith: ["stream"]),
        OptionSpec(name: "frames", value: "N", help: "with --view: quit after N frames (headless runs with SDL_VIDEODRIVER=dummy)", onlyWith: ["view"]),
        OptionSpec(name: "screenshot", value: "FILE.png", help: "with --view: where S (and the end of a --frames run) saves the window", onlyWith: ["view"]),
        OptionSpec(name: "help", short: "h", help: "show this help"),
    ]

    /// The still `args` ask for (FILE, the one positional argument, or `--values`), ready to write or send, of at
    /// most `maxValues` values in all its series.
    /// - Throws: `CommandFailure` carrying the sysexits code.
    static func make(_ args: ParsedArguments, maxValues: Int? = nil) throws -> ChartStill {
        let data = try load(args)
        let total = data.series.reduce(0) { $0 + $1.values.count }
        if let maxValues, total > maxValues {
            throw CommandFailure(code: .dataError, message: "\(args.positional.first ?? "--values"): \(total) values; at most \(maxValues) are drawn here (--max-bars)")
        }
        let (chart, shared) = try curve(data, args)
        return still(chart, shared)
    }

    package static func still(_ chart: CurveChart, _ shared: KLineSettings) -> ChartStill {
        let list = chart.displayList(in: RenderContext(size: shared.size, pixelRatio: shared.pixelRatio, measurer: PangoTextMeasurer()))
        return ChartStill(list: list, format: shared.format, scale: shared.scale)
    }

    /// The chart of `data` with the options of `args`, and the output settings shared with `kline`.
    package static func curve(_ data: CurveData, _ args: ParsedArguments) throws -> (CurveChart, KLineSettings) {
        var args = args
        var chartOptions = CurveOptions()
        if let name = args.values["interpolation"] {
            guard let mode = CurveInterpolation(name: name) else {
                throw CommandFailure(code: .usage, message: "--interpolation '\(name)' must be one of "
                    + CurveInterpolation.all.map(\.name).joined(separator: ", ") + " or catmull-rom:T with T in 0…1")
            }
            chartOptions.interpolation = mode
        }
        if let m = args.values["markers"] {
            guard let markers = CurveMarkers(rawValue: m) else { throw CommandFailure(code: .usage, message: "--markers '\(m)' must be automatic, always or never") }
            chartOptions.markers = markers
        }
        chartOptions.unit = args.values["unit"]
        chartOptions.showsFill = !args.flags.contains("no-fill")
        // Output, format, size, scale, theme and title are validated exactly as `kline` does.
        args.values["output"] = args.values["output"] ?? "curve.png"
        args.values["size"] = args.values["size"] ?? "800x400"
        let shared = try KLineSettings(args)
        chartOptions.theme = shared.chart.chartOptions.theme
        chartOptions.title = shared.chart.chartOptions.title
        return (CurveChart(series: data.series, xValues: data.xValues, options: chartOptions), shared)
    }

    /// The values from `--values` or the one input file, with at least one finite value.
    package static func load(_ args: ParsedArguments) throws -> CurveData {
        let list = args.values["values"]
        guard args.positional.count == (list == nil ? 1 : 0) else {
            throw CommandFailure(code: .usage, message: "curve takes one input FILE or --values, not both or neither")
        }
        let source = args.positional.first ?? "--values"
        var text = list ?? ""
        if let path = args.positional.first {
            guard let contents = try CommandFailure.text(of: path) else {
                throw CommandFailure(code: .dataError, message: "\(path): not UTF-8 text")
            }
            text = contents
        }
        let data: CurveData
        do {
            data = try CurveData.parse(text, source: source)
        } catch {
            throw CommandFailure(code: .dataError, message: "\(error)")
        }
        guard data.series.contains(where: { $0.values.contains(where: \.isFinite) }) else {
            throw CommandFailure(code: .dataError, message: "\(source): no values to draw")
        }
        return data
    }
}
