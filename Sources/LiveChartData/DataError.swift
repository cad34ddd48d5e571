import LiveChartCore

/// A problem in input data, located to the file, line and column (field) it came from.
///
/// Lines and columns are 1-based; `column` is 0 when the problem concerns a whole line or file.
public struct DataError: Error, Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    /// The field's header name when known.
    public var field: String?
    public var reason: String
    /// Whether the input itself could not be read (missing, a directory, a device, a pipe without a
    /// writer): the CLI's exit 66, not 65. Set by `DataError.cannotRead(_:_:)`.
    public var cannotRead = false

    public init(file: String, line: Int, column: Int = 0, field: String? = nil, reason: String) {
        self.file = file
        self.line = line
        self.column = column
        self.field = field
        self.reason = reason
    }

    /// `file:line:column: field 'High': reason` — the form compilers use, so editors can jump to it; a whole-file
    /// error (line 0: the file cannot be read) is `file: reason`.
    /// Control characters of the input it quotes (an ANSI escape, a line feed) are escaped (`TerminalText`).
    public var description: String { TerminalText.escaped(plainDescription, keepingNewlines: false) }

    private var plainDescription: String {
        guard line > 0 else { return "\(file): " + (field.map { "field '\($0)': " } ?? "") + reason }
        var s = "\(file):\(line)"
        if column > 0 { s += ":\(column)" }
        s += ": "
        if let field { s += "field '\(field)': " }
        return s + reason
    }
}
