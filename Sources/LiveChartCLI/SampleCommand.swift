import Foundation
import LiveChartCore
import LiveChartJobs

/// `livechart` with no arguments (or `livechart sample [-o FILE]`): the bundled AAPL sample as a K-line chart.
package enum SampleCommand {
    /// The bundled sample's path inside the executable's resource bundle.
    package static var samplePath: String? {
        Bundle.module.url(forResource: "sample", withExtension: "csv", subdirectory: "Resources")?.path
    }

    static func run(_ arguments: [String] = []) throws {
        guard let path = samplePath else {
            throw CommandFailure(code: .noInput, message: "the bundled sample is missing from the installation")
        }
        let args = try ParsedArguments(arguments, specs: KLineCommand.options)
        if args.flags.contains("help") {
            print(topUsage)
            return
        }
        var settings = try KLineSettings(args)
        if settings.chart.chartOptions.title == nil { settings.chart.chartOptions.title = "AAPL" }
        try KLineCommand.render(input: path, settings: settings)
        // On standard error: with `-o -` standard output is the image.
        let target = settings.output == "-" ? "standard output" : settings.output
        TerminalText.writeError("livechart: wrote \(target) from the bundled sample (AAPL daily, 2011-03-01 … 2013-02-28)")
    }
}
