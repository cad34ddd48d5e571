import LiveChartCore

/// One command-line option: its names, value placeholder, default and description, in one table
/// that both the parser and `--help` read (after mplfinance's `_arg_validators`).
package struct OptionSpec {
    package var name: String
    package var short: String?
    /// The value's placeholder in help ("WxH"); nil for a flag that takes no value.
    package var value: String?
    package var defaultValue: String?
    package var help: String
    /// Whether the option may be given several times (`--hline 300 --hline 310`); its values are in
    /// `ParsedArguments.lists` in order.
    package var repeatable = false
    /// What the option needs to have any effect: other options ("stream"), or an option's values
    /// ("style=renko|pnf|kagi"); given without any of them it is refused instead of ignored silently.
    package var onlyWith: [String] = []

    package init(name: String, short: String? = nil, value: String? = nil, defaultValue: String? = nil, help: String,
                 repeatable: Bool = false, onlyWith: [String] = []) {
        (self.name, self.short, self.value, self.defaultValue, self.help) = (name, short, value, defaultValue, help)
        (self.repeatable, self.onlyWith) = (repeatable, onlyWith)
    }

    /// The help line: "  -o, --output FILE   where to write … (default: chart.png)".
    var helpLine: String {
        var left = "  " + (short.map { "-\($0), " } ?? "    ") + "--\(name)"
        if let value { left += " \(value)" }
        let pad = String(repeating: " ", count: max(2, 30 - left.count))
        return left + pad + help + (repeatable ? "; repeatable" : "") + (defaultValue.map { " (default: \($0))" } ?? "")
    }
}

extension [OptionSpec] {
    /// The options' help lines in table order, `-h, --help` last.
    package var helpText: String {
        (filter { $0.name != "help" } + filter { $0.name == "help" }).map(\.helpLine).joined(separator: "\n")
    }
}

/// Parsed command-line arguments: positional words and option values by option name.
package struct ParsedArguments {
    package var positional: [String] = []
    package var values: [String: String] = [:]
    /// Every value of a repeatable option, in order (`values` holds the last).
    package var lists: [String: [String]] = [:]
    package var flags: Set<String> = []

    /// No options (the service fills them in from a request).
    init() {}

    /// Splits `arguments` by `specs`; `--name value`, `--name=value` and `-x value` are accepted.
    /// - Throws: `CommandFailure` with `.usage` for an unknown option or a missing value.
    /// - Parameter help: where an unknown option sends the user, e.g. "livechart kline --help".
    package init(_ arguments: [String], specs: [OptionSpec], help: String = "livechart --help") throws {
        var i = 0
        while i < arguments.count {
            let word = arguments[i]
            i += 1
            guard word.hasPrefix("-"), word.count > 1, Double(word) == nil else {
                positional.append(word)
                continue
            }
            var key = word.hasPrefix("--") ? String(word.dropFirst(2)) : String(word.dropFirst())
            var inline: String?
            if let eq = key.firstIndex(of: "=") {
                inline = String(key[key.index(after: eq)...])
                key = String(key[..<eq])
            }
            guard let spec = specs.first(where: { $0.name == key || $0.short == key }) else {
                let hint = closestName(to: key, among: specs.map(\.name)).map { " (did you mean '--\($0)'?)" } ?? ""
                throw CommandFailure(code: .usage, message: "unknown option '\(word)'\(hint); see '\(help)'")
            }
            if spec.value == nil {
                // '--watermark=no' would read as the flag itself.
                guard inline == nil else { throw CommandFailure(code: .usage, message: "option '--\(spec.name)' takes no value") }
                flags.insert(spec.name)
                continue
            }
            let value: String
            if let inline {
                value = inline
            } else if i < arguments.count, !Self.isOption(arguments[i], specs) {
                value = arguments[i]
                i += 1
            } else {
                throw CommandFailure(code: .usage, message: "option '--\(spec.name)' needs a value (\(spec.value ?? ""))")
            }
            // `-o a.png -o b.png` wrote one of them silently: an option that is not a list is given once.
            if !spec.repeatable, let earlier = values[spec.name] {
                throw CommandFailure(code: .usage, message: "--\(spec.name) is given twice ('\(earlier)' and '\(value)'); give it once")
            }
            values[spec.name] = value
            if spec.repeatable { lists[spec.name, default: []].append(value) }
        }
        try checkOnlyWith(specs)
    }

    /// Refuses an option given without what it needs (`OptionSpec.onlyWith`): `--reversal 5` on candles,
    /// `--fps 30` on a still and `--session us` without `--stream` were ignored silently. The service's
    /// specs, whose options are set directly, call it too.
    func checkOnlyWith(_ specs: [OptionSpec]) throws {
        for spec in specs where !spec.onlyWith.isEmpty && (values[spec.name] != nil || flags.contains(spec.name)) {
            let met = spec.onlyWith.contains { need in
                let parts = need.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2 else { return values[need] != nil || flags.contains(need) }
                return values[parts[0]].map { parts[1].split(separator: "|").map(String.init).contains($0) } ?? false
            }
            guard met else {
                let needs = spec.onlyWith.map { "--" + $0.replacingOccurrences(of: "=", with: " ") }.joined(separator: " or ")
                throw CommandFailure(code: .usage, message: "--\(spec.name) applies only with \(needs); without it, it would be ignored")
            }
        }
    }

    /// Whether `word` is an option rather than a value: any `--name` (a value that starts with "--" is
    /// given as `--option=--value`), or a short option of `specs` (`-o`). `-` (standard input or output)
    /// and negative numbers are values. Without this, `kline FILE --size --last 5` took '--last' as the
    /// size and said "kline takes exactly one input file".
    private static func isOption(_ word: String, _ specs: [OptionSpec]) -> Bool {
        guard word.count > 1, word.hasPrefix("-"), Double(word) == nil else { return false }
        if word.hasPrefix("--") { return word.count > 2 }
        let key = word.dropFirst().split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
        return specs.contains { $0.short == key }
    }
}
