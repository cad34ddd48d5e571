import Foundation
import LiveChartCairo
import LiveChartJobs

/// `livechart timeline FILE [--date YYYY-MM-DD] [--days 5] [--prev-close X] -o t.png`: the intraday
/// timeline (分时) of one session, or a five-day chart, from a file of minute bars (`TimelineStill` draws it);
/// `--simulate SEED --emit FILE|-` writes a simulated session's stream lines instead.
package enum TimelineCommand: Subcommand {
    package static var options: [OptionSpec] { TimelineStill.options }

    package static var synopsis: String {
        "usage: livechart timeline FILE [options]\n\nDraws the intraday timeline (price, average price, previous close, percent axis, volume) of one\n"
            + "session of minute bars in FILE, or several sessions side by side with --days.\n\noptions:\n"
    }

    /// Runs the command; prints warnings to standard error.
    /// - Throws: `CommandFailure` carrying the sysexits code.
    static func run(_ arguments: [String]) throws {
        guard let args = try parse(arguments) else { return }
        let v = args.values
        if v["simulate"] != nil {
            try TimelineStill.checkSimulation(args)
            if let emit = v["emit"] { return try emitSimulated(v, to: emit) }
        } else {
            guard args.positional.count == 1, let input = args.positional.first else {
                throw CommandFailure(code: .usage, message: "timeline takes exactly one input file\n\n" + usage)
            }
            try OutputPath.checkDistinct(input: input, output: v["output"] ?? "timeline.png")
        }
        try ChartOutput.write(TimelineStill.make(args), to: v["output"] ?? "timeline.png")
    }

    /// `--simulate SEED --emit FILE|-`: the simulated session's trades and order books as stream lines.
    private static func emitSimulated(_ v: [String: String], to emit: String) throws {
        let pace = try TimelineStill.number(v["pace"], option: "pace", range: 0.1...100_000)
        try emitLines(try TimelineStill.simulation(v).market.streamLines(), to: emit, pace: pace)
    }

    private static func emitLines(_ lines: [String], to path: String, pace: Double?) throws {
        // Only a regular file (or a new one) is written: creating the file over a device or a FIFO would
        // replace it (as root, '--emit /dev/full' left a regular file there).
        let target: String
        do {
            target = path == "-" ? path : try ChartFileWriter.regularTarget(of: path).path
        } catch {
            throw CommandFailure(code: .cannotCreate, message: "\(error)")
        }
        guard target == "-" || FileManager.default.createFile(atPath: target, contents: nil),
              let handle = target == "-" ? FileHandle.standardOutput : FileHandle(forWritingAtPath: target) else {
            throw CommandFailure(code: .cannotCreate, message: "\(path): cannot create the stream file")
        }
        for (n, line) in lines.enumerated() {
            do {
                try handle.write(contentsOf: Data((line + "\n").utf8))
            } catch {
                // A full disk or a closed reader: say so and stop (74), never carry on with lines lost.
                throw CommandFailure(code: .ioError, message: "\(path == "-" ? "standard output" : path): line \(n + 1) of \(lines.count) not written: \(ChartOutput.reason(error))")
            }
            if let pace { Thread.sleep(forTimeInterval: 1 / pace) }
        }
    }
}
