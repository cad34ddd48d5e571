import Foundation
import LiveChartCairo
import LiveChartCore

/// The validated options of `livechart kline`: the shared chart settings plus the output file.
package struct KLineSettings {
    package static let options: [OptionSpec] = [
        OptionSpec(name: "output", short: "o", value: "FILE", defaultValue: "chart.png", help: "output file; .png, .pdf or .svg picks the format"),
        OptionSpec(name: "size", value: "WxH", defaultValue: "1200x800", help: "canvas size in points"),
        OptionSpec(name: "scale", value: "N", defaultValue: "1", help: "PNG pixels per point (2 for HiDPI)"),
        OptionSpec(name: "crosshair", value: "YYYY-MM-DD[THH:MM]", help: "draw the crosshair, tooltip and legends at the bar holding this time (UTC)"),
    ] + ChartSettings.options

    package var chart = ChartSettings()
    package var output = "chart.png"
    /// `--crosshair`, checked when the bars are known.
    var crosshair: String?
    var format = OutputFormat.png
    package var size = CGSize(width: 1200, height: 800)
    package var scale = 1.0

    /// - Throws: `CommandFailure(.usage)` naming the option and the accepted values.
    package init(_ args: ParsedArguments) throws {
        let v = args.values
        chart = try ChartSettings(args)
        if let o = v["output"] { output = o }
        crosshair = v["crosshair"]
        guard let f = ChartOutput.format(of: output) else {
            throw CommandFailure(code: .usage, message: "--output '\(output)' must end in .png, .pdf or .svg")
        }
        format = f
        if let s = v["size"] { size = try KLineSettings.parseSize(s) }
        if let s = v["scale"] {
            guard let n = Double(s), n >= 0.5, n <= 8 else {
                throw CommandFailure(code: .usage, message: "--scale '\(s)' must be a number from 0.5 to 8")
            }
            scale = n
        }
    }

    /// Device pixels per point of the output: the PNG scale; PDF and SVG are vector (1).
    package var pixelRatio: Double { format == .png ? scale : 1 }

    /// Parses `WxH` with each side 50…20000 points.
    package static func parseSize(_ s: String) throws -> CGSize {
        let parts = s.lowercased().split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2, parts.allSatisfy({ $0 >= 50 && $0 <= 20_000 }) else {
            throw CommandFailure(code: .usage, message: "--size '\(s)' must be WxH with each side 50…20000, e.g. 1200x800")
        }
        return CGSize(width: parts[0], height: parts[1])
    }
}
