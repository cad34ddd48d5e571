import LiveChartJobs

/// `livechart kline FILE -o OUT`: a candlestick chart with moving averages and volume.
enum KLineCommand: Subcommand {
    static var options: [OptionSpec] { KLineSettings.options }

    static var synopsis: String {
        "usage: livechart kline FILE [options]\n\nDraws a K-line (candlestick) chart of the bars in FILE (CSV or JSON).\n\noptions:\n"
    }

    /// Runs the command; prints warnings to standard error.
    /// - Throws: `CommandFailure` carrying the sysexits code.
    static func run(_ arguments: [String]) throws {
        guard let args = try parse(arguments) else { return }
        guard args.positional.count == 1, let input = args.positional.first else {
            throw CommandFailure(code: .usage, message: "kline takes exactly one input file\n\n" + usage)
        }
        let settings = try KLineSettings(args)
        try render(input: input, settings: settings)
    }

    /// Loads `input`, applies the date window and writes the chart.
    static func render(input: String, settings: KLineSettings) throws {
        for file in [input] + settings.chart.content.inputPaths { try OutputPath.checkDistinct(input: file, output: settings.output) }
        try ChartOutput.write(KLineStill.make(input: input, settings: settings), to: settings.output)
    }
}

