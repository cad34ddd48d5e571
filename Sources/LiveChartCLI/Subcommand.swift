import LiveChartJobs

/// A `livechart` command: its option table and the text above it in `--help`.
package protocol Subcommand {
    /// Every option, in the order help lists them.
    static var options: [OptionSpec] { get }
    /// Usage line and description, ending with "options:" and a line break.
    static var synopsis: String { get }
}

extension Subcommand {
    /// "livechart COMMAND --help", COMMAND read from the synopsis' usage line.
    package static var helpCommand: String {
        let words = synopsis.split(separator: " ", maxSplits: 3)
        return words.count > 2 && words[1] == "livechart" ? "livechart \(words[2]) --help" : "livechart --help"
    }

    /// The synopsis followed by one help line per option.
    package static var usage: String { synopsis + options.helpText }

    /// Parses `arguments` by `options`; prints the usage and returns nil for `--help`.
    /// - Throws: `CommandFailure(.usage)` for an unknown option or a missing value.
    package static func parse(_ arguments: [String]) throws -> ParsedArguments? {
        let args = try ParsedArguments(arguments, specs: options, help: helpCommand)
        if args.flags.contains("help") {
            print(usage)
            return nil
        }
        return args
    }
}
