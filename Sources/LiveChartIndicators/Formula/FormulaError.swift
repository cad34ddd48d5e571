/// Why a formula could not be read or compiled: the place (1-based line and column, in characters) and the
/// reason of its first problem, e.g. `3:14: unknown function 'EMAA'; did you mean EMA?`, and every further
/// problem found in the same reading (`more`), so one refusal lists them all.
public struct FormulaError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The line of the offending token, from 1.
    public var line: Int
    /// The column of the offending token's first character, from 1.
    public var column: Int
    /// What is wrong, naming the token.
    public var reason: String
    /// The other problems of the same text, in the order of the text (each without `more` of its own).
    public var more: [FormulaError] = []

    /// Creates an error at `line`:`column`.
    public init(line: Int, column: Int, reason: String) {
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// The errors `errors` as one, in the order of the text, the same place and reason listed once; nil for none.
    static func combining(_ errors: [FormulaError]) -> FormulaError? {
        var seen = Set<String>(), list: [FormulaError] = []
        for e in errors.flatMap(\.all).sorted(by: { ($0.line, $0.column) < ($1.line, $1.column) }) where seen.insert(e.first).inserted {
            list.append(e)
        }
        guard var first = list.first else { return nil }
        first.more = Array(list.dropFirst())
        return first
    }

    /// This error and the ones after it, each on its own.
    public var all: [FormulaError] {
        var head = self
        head.more = []
        return [head] + more.flatMap(\.all)
    }

    private var first: String { "\(line):\(column): \(reason)" }

    /// `LINE:COLUMN: reason`, one line per problem; a caller reading a file puts the file's name in front of
    /// each (`described(in:)`).
    public var description: String { all.map(\.first).joined(separator: "\n") }

    /// Every problem as `PREFIX:LINE:COLUMN: reason`, one per line (`kdj.tdx:3:14: …`).
    public func described(in prefix: String) -> String { all.map { "\(prefix):\($0.first)" }.joined(separator: "\n") }
}

/// A position in the formula's text, carried by tokens and syntax nodes for error messages.
struct FormulaPosition: Sendable, Hashable {
    var line: Int
    var column: Int

    func error(_ reason: String) -> FormulaError { FormulaError(line: line, column: column, reason: reason) }
}
