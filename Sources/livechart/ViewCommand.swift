import Foundation
import LiveChart
import LiveChartViewer

/// `livechart view FILE`: the interactive desktop viewer; `--simulate` animates a live last bar.
enum ViewCommand {
    static let options: [OptionSpec] = [
        OptionSpec(name: "simulate", help: "update the last bar every second from a seeded random walk"),
        OptionSpec(name: "size", value: "WxH", defaultValue: "1280x800", help: "window size in points"),
        OptionSpec(name: "frames", value: "N", help: "quit after drawing N frames (scripted or headless runs)"),
        OptionSpec(name: "screenshot", value: "FILE.png", help: "where S saves the window (and a --frames run ends)"),
        OptionSpec(name: "frame-time", help: "show the time each frame took"),
        OptionSpec(name: "lazy", value: "N", help: "load only the newest N bars and fetch older ones as you scroll back (a demo of lazy history)"),
    ] + ChartSettings.options

    static var usage: String {
        "usage: livechart view [FILE] [options]\n\nOpens a window with a K-line chart of FILE (the bundled sample when omitted).\n"
            + "Drag to pan, fling to glide, wheel or pinch to zoom, hover for the crosshair; arrows, +/-, Home/End;\n"
            + "F frame time, S screenshot, Q quit. Set SDL_VIDEODRIVER=dummy to run without a display.\n\noptions:\n"
            + options.map(\.helpLine).joined(separator: "\n")
    }

    static func run(_ arguments: [String]) throws {
        let args = try ParsedArguments(arguments, specs: options)
        if args.flags.contains("help") {
            print(usage)
            return
        }
        guard args.positional.count <= 1 else { throw CommandFailure(code: .usage, message: "view takes at most one input file\n\n" + usage) }
        var settings = try ChartSettings(args)
        if args.positional.isEmpty && settings.chartOptions.title == nil { settings.chartOptions.title = "AAPL" }
        guard let input = args.positional.first ?? SampleCommand.samplePath else {
            throw CommandFailure(code: .noInput, message: "the bundled sample is missing from the installation")
        }
        var viewerOptions = ChartViewer.Options()
        if let s = args.values["size"] {
            let size = try KLineSettings.parseSize(s)
            viewerOptions.width = Int(size.width)
            viewerOptions.height = Int(size.height)
        }
        if let f = args.values["frames"] {
            guard let n = Int(f), n >= 1 else { throw CommandFailure(code: .usage, message: "--frames '\(f)' must be a whole number ≥ 1") }
            viewerOptions.maxFrames = n
        }
        viewerOptions.screenshotPath = args.values["screenshot"]
        viewerOptions.showFrameTime = args.flags.contains("frame-time")
        var series = try settings.loadSeries(input)
        var history: HistoryLoader?
        if let l = args.values["lazy"] {
            guard let n = Int(l), n >= 10 else { throw CommandFailure(code: .usage, message: "--lazy '\(l)' must be a whole number ≥ 10") }
            history = InMemoryHistoryLoader(bars: series.bars, delay: 0.3)
            series = series.slice(max(0, series.count - n)..<series.count)
        }
        let chart = KLineChart(series: series, options: settings.chartOptions)
        let source: LiveSource? = args.flags.contains("simulate") ? RandomWalkSource() : nil
        do {
            try ChartViewer(chart: chart, source: source, history: history, options: viewerOptions).run()
        } catch {
            throw CommandFailure(code: .ioError, message: "viewer: \(error)")
        }
    }
}
