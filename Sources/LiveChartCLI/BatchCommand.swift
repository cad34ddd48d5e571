import Foundation
import LiveChartJobs

/// `livechart batch MANIFEST.jsonl|'GLOB' --out DIR [chart options]`: many charts at once, in parallel, into one
/// folder. A manifest holds one spec a line, in the service's JSON format (with an optional output `"name"`); a
/// glob names data files drawn with the shared options. Outputs already written from the same spec and inputs
/// are skipped (the folder's `.livechart-batch` records them); a failing item is reported and counted, and the
/// rest go on. Exits 65 when any item failed.
enum BatchCommand {
    static let batchOptions: [OptionSpec] = [
        OptionSpec(name: "out", value: "DIR", help: "the folder the charts are written into (made when missing)"),
        OptionSpec(name: "jobs", value: "N", help: "charts rendered at once (default: the cores)"),
        OptionSpec(name: "type", value: "kline|timeline|curve|score", defaultValue: "kline", help: "the chart of a glob's files; the chart options below are its command's"),
        OptionSpec(name: "format", value: "png|svg|pdf", defaultValue: "png", help: "the output format of a glob's files"),
        OptionSpec(name: "force", help: "render every item, even those up to date"),
        OptionSpec(name: "help", short: "h", help: "show this help (with --type, that chart's options)"),
    ]

    static func usage(_ kind: ChartKind) -> String {
        """
        usage: livechart batch MANIFEST.jsonl --out DIR [--jobs N] [chart options]
               livechart batch 'data/*.csv' --out DIR [--type kline] [--format png] [chart options]

        Renders many charts into DIR in parallel. MANIFEST.jsonl holds one spec a line, as 'livechart serve' takes
        them ({"type": "kline", "file": "SPY_D.csv", "format": "png", "options": {"last": 120}, "name": "spy"}; files
        relative to the manifest's folder); a GLOB (quoted) names data files, each drawn with the chart options
        given here. Chart options given here also apply to the manifest's items of --type, under their own.
        Items already written from the same spec and inputs are skipped; a failing item is reported and the others
        go on. Exit codes: 0 all written or up to date, 65 when any item failed, 64 usage.

        options:
        """ + "\n" + batchOptions.helpText + "\n\(kind.rawValue) chart options:\n" + kind.options.helpText
    }

    static func run(_ arguments: [String]) throws {
        let kind = try chartKind(arguments)
        let specs = batchOptions + kind.options.filter { option in !batchOptions.contains { $0.name == option.name } }
        let args = try ParsedArguments(arguments, specs: specs, help: "livechart batch --help")
        if args.flags.contains("help") {
            print(usage(kind))
            return
        }
        guard args.positional.count == 1, let source = args.positional.first else {
            throw CommandFailure(code: .usage, message: "batch takes one MANIFEST.jsonl or one quoted GLOB\n\n" + usage(kind))
        }
        guard let out = args.values["out"] else { throw CommandFailure(code: .usage, message: "batch needs --out DIR, the folder the charts go into") }
        let jobs = try args.values["jobs"].map { text in
            guard let n = Int(text), (1...256).contains(n) else { throw CommandFailure(code: .usage, message: "--jobs '\(text)' must be a whole number from 1 to 256") }
            return n
        } ?? ProcessInfo.processInfo.activeProcessorCount
        let format = args.values["format"] ?? "png"
        guard ["png", "svg", "pdf"].contains(format) else { throw CommandFailure(code: .usage, message: "--format '\(format)' must be png, svg or pdf") }
        let own = Set(batchOptions.map(\.name))
        let defaults = specs.filter { !own.contains($0.name) }.flatMap { option -> [(name: String, value: String?)] in
            if args.flags.contains(option.name) { return [(option.name, nil)] }
            if let list = args.lists[option.name] { return list.map { (option.name, $0) } }
            return args.values[option.name].map { [(option.name, $0)] } ?? []
        }
        let outcome = try BatchRun.run(source, into: out, kind: kind, format: format, defaults: defaults, jobs: jobs,
                                       force: args.flags.contains("force"))
        if outcome.failed > 0 { throw CommandFailure(code: .dataError, message: "batch: \(outcome.failed) of \(outcome.total) items failed (listed above)") }
    }

    /// The chart kind `--type` names (read before the options, whose table depends on it).
    private static func chartKind(_ arguments: [String]) throws -> ChartKind {
        var text: String?
        for (i, word) in arguments.enumerated() {
            if word == "--type", i + 1 < arguments.count { text = arguments[i + 1] }
            if word.hasPrefix("--type=") { text = String(word.dropFirst(7)) }
        }
        guard let text else { return .kline }
        guard let kind = ChartKind(rawValue: text) else {
            throw CommandFailure(code: .usage, message: "--type '\(text)' must be one of " + ChartKind.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return kind
    }
}
