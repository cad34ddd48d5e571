/// Why a formula could not be read or compiled: the place (1-based line and column, in characters) and the
/// reason, e.g. `3:14: unknown function 'EMAA'; did you mean EMA?`.
public struct FormulaError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The line of the offending token, from 1.
    public var line: Int
    /// The column of the offending token's first character, from 1.
    public var column: Int
    /// What is wrong, naming the token.
    public var reason: String

    /// Creates an error at `line`:`column`.
    public init(line: Int, column: Int, reason: String) {
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// `LINE:COLUMN: reason`; a caller reading a file puts the file's name in front.
    public var description: String { "\(line):\(column): \(reason)" }
}

/// A position in the formula's text, carried by tokens and syntax nodes for error messages.
struct FormulaPosition: Sendable, Hashable {
    var line: Int
    var column: Int

    func error(_ reason: String) -> FormulaError { FormulaError(line: line, column: column, reason: reason) }
}
