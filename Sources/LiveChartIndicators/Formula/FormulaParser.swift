/// Reads statements from tokens (TongDaXin grammar, as brokers accept it):
///
/// ```
/// formula    = { statement ( ";" | line break ) } [ statement ]
/// statement  = NAME ":" expression { "," ATTRIBUTE }      drawn line
///            | NAME ":=" expression { "," ATTRIBUTE }     intermediate (attributes ignored)
///            | expression { "," ATTRIBUTE }               drawn line without a name
///            | "INPUT" ":" NAME "(" default [ "," min "," max ] ")" { "," … }
///            | "参数" NAME [ min max ] default               a parameter table's line
///            | "OVERLAY"
/// expression = binary operators by `FormulaOperator.precedence` over
/// unary      = ( "-" | "+" ) unary | NUMBER | TEXT | NAME | NAME "(" expression { "," expression } ")" | "(" expression ")"
/// ```
/// A complete statement followed by a token on a later line ends there, as if `;` were written. A statement
/// that does not parse is reported and skipped to its `;`, so one reading finds every syntax error.
/// - Complexity: O(tokens); nesting is limited to `maxDepth` so a hostile text cannot exhaust the stack.
struct FormulaParser {
    /// The deepest nesting of parentheses, calls and unary signs accepted.
    static let maxDepth = 100
    /// The deepest expression tree accepted, counting each operator of a chain (`1+1+…+1` of 300 terms is 300
    /// deep): compiling and freeing the tree recurse through it, and 22,000 terms overflowed the stack.
    static let maxTreeDepth = 256
    /// The most statements read.
    static let maxStatements = 1_000
    /// The words that open a parameter table's line.
    static let tableWords: Set<String> = ["参数", "参数表"]

    private let tokens: [FormulaToken]
    private var at = 0
    private var depth = 0

    init(_ tokens: [FormulaToken]) { self.tokens = tokens }

    /// Every statement of the text, a `.broken` one where a statement did not parse, and every error found.
    /// - Throws: `FormulaError` only for a text over `FormulaLexer.maxBytes` or more than `maxStatements`.
    static func statements(_ text: String) throws(FormulaError) -> (statements: [FormulaStatement], errors: [FormulaError]) {
        let (tokens, lexical) = try FormulaLexer.tokens(text)
        var parser = FormulaParser(tokens)
        var syntax: [FormulaError] = []
        let statements = try parser.formula(&syntax)
        // A line with a lexical error (a skipped character) reports that, not what its skipping did to the grammar.
        let lines = Set(lexical.map(\.line))
        return (statements, Array((lexical + syntax.filter { !lines.contains($0.line) }).prefix(FormulaLexer.maxErrors)))
    }

    private var token: FormulaToken { tokens[at] }
    private var next: FormulaToken { tokens[min(at + 1, tokens.count - 1)] }

    /// Whether the current token starts a later line than the token before it.
    private var onNewLine: Bool { at > 0 && token.position.line > tokens[at - 1].position.line }

    private mutating func formula(_ errors: inout [FormulaError]) throws(FormulaError) -> [FormulaStatement] {
        var statements: [FormulaStatement] = []
        while token.kind != .end {
            if token.isSymbol(";") { at += 1; continue }  // an empty statement
            guard statements.count < Self.maxStatements else { throw token.position.error("more than \(Self.maxStatements) statements") }
            let start = at
            do throws(FormulaError) {
                let statement = try statement()
                guard token.isSymbol(";") || token.kind == .end || onNewLine else {
                    throw token.position.error("expected ';' after the statement, found \(token.quoted)")
                }
                statements.append(statement)
            } catch {
                errors.append(error)
                depth = 0
                var name: String?
                if case .name(let n) = tokens[start].kind, tokens[min(start + 1, tokens.count - 1)].isSymbol(":") || tokens[min(start + 1, tokens.count - 1)].isSymbol(":=") { name = n }
                statements.append(.broken(name: name))
                while !token.isSymbol(";"), token.kind != .end { at += 1 }
            }
        }
        return statements
    }

    private mutating func statement() throws(FormulaError) -> FormulaStatement {
        let start = token.position
        if case .name(let name) = token.kind {
            if next.isSymbol(":") && name.uppercased() == "INPUT" {
                at += 2
                return .input(try parameters())
            }
            if Self.tableWords.contains(name), case .name = next.kind, next.position.line == start.line {
                at += 1
                return .input([try tableLine()])
            }
            if name.uppercased() == "OVERLAY", next.isSymbol(";") || next.kind == .end || next.position.line > start.line {
                at += 1
                return .overlay(start)
            }
            if next.isSymbol(":=") {
                at += 2
                let value = try expression()
                _ = try attributes()  // brokers accept them after ':='; nothing is drawn
                return .intermediate(name: name, value, start)
            }
            if next.isSymbol(":") {
                at += 2
                let value = try expression()
                return .output(name: name, value, attributes: try attributes(), start)
            }
        }
        let value = try expression()
        if token.isSymbol(":") || token.isSymbol(":=") {
            throw token.position.error("\(token.quoted) must follow a name (NAME:expression or NAME:=expression)")
        }
        return .output(name: nil, value, attributes: try attributes(), start)
    }

    /// `, COLORRED, LINETHICK2, …` after a drawn line's expression.
    private mutating func attributes() throws(FormulaError) -> [(String, FormulaPosition)] {
        var list: [(String, FormulaPosition)] = []
        while token.isSymbol(",") {
            at += 1
            guard case .name(let name) = token.kind else {
                throw token.position.error("expected a drawing attribute (COLORRED, LINETHICK2, STICK, …) after ',', found \(token.quoted)")
            }
            list.append((name, token.position))
            at += 1
            if token.isSymbol("(") { throw list[list.count - 1].1.error("unknown drawing attribute '\(name)(…)'") }
        }
        return list
    }

    /// `N 2 100 12` (name, minimum, maximum, default) or `N 12` after `参数`, to the end of the line: TongDaXin's
    /// parameter table (参数, 最小, 最大, 缺省) as formulas are posted with it.
    private mutating func tableLine() throws(FormulaError) -> FormulaParameterDeclaration {
        guard case .name(let name) = token.kind else { throw token.position.error("expected a parameter's name, found \(token.quoted)") }
        let position = token.position
        at += 1
        var values: [Double] = []
        while !token.isSymbol(";"), token.kind != .end, token.position.line == position.line {
            values.append(try signedNumber())
        }
        switch values.count {
        case 1: return FormulaParameterDeclaration(name: name, defaultValue: values[0], range: nil, position: position)
        case 3: return try declaration(name, [values[2], values[0], values[1]], at: position)
        default:
            throw position.error("parameter '\(name)' has \(values.count) values; a table's line gives the default, or the minimum, maximum and default")
        }
    }

    /// `N(9,1,100), M(3)` after `INPUT:`.
    private mutating func parameters() throws(FormulaError) -> [FormulaParameterDeclaration] {
        var list: [FormulaParameterDeclaration] = []
        repeat {
            if !list.isEmpty { at += 1 }  // the ','
            guard case .name(let name) = token.kind else { throw token.position.error("expected a parameter's name, found \(token.quoted)") }
            let position = token.position
            at += 1
            try expect("(", "after the parameter's name (N(default) or N(default,min,max))")
            var values: [Double] = []
            repeat {
                if !values.isEmpty { at += 1 }
                values.append(try signedNumber())
            } while token.isSymbol(",")
            try expect(")", "after the parameter's values")
            guard values.count == 1 || values.count == 3 else {
                throw position.error("parameter '\(name)' has \(values.count) values; give the default, or the default, minimum and maximum")
            }
            list.append(try declaration(name, values, at: position))
        } while token.isSymbol(",")
        return list
    }

    /// A parameter from `[default]` or `[default, minimum, maximum]`.
    private func declaration(_ name: String, _ values: [Double], at position: FormulaPosition) throws(FormulaError) -> FormulaParameterDeclaration {
        var range: ClosedRange<Double>?
        if values.count == 3 {
            guard values[1] <= values[2] else { throw position.error("parameter '\(name)': the minimum \(IndicatorSpec.format(values[1])) is above the maximum \(IndicatorSpec.format(values[2]))") }
            guard (values[1]...values[2]).contains(values[0]) else {
                throw position.error("parameter '\(name)': the default \(IndicatorSpec.format(values[0])) is outside \(IndicatorSpec.format(values[1]))…\(IndicatorSpec.format(values[2]))")
            }
            range = values[1]...values[2]
        }
        return FormulaParameterDeclaration(name: name, defaultValue: values[0], range: range, position: position)
    }

    private mutating func signedNumber() throws(FormulaError) -> Double {
        var sign = 1.0
        if token.isSymbol("-") { sign = -1; at += 1 }
        guard case .number(let value) = token.kind else { throw token.position.error("expected a number, found \(token.quoted)") }
        at += 1
        return sign * value
    }

    private mutating func expect(_ symbol: String, _ context: String) throws(FormulaError) {
        guard token.isSymbol(symbol) else { throw token.position.error("expected '\(symbol)' \(context), found \(token.quoted)") }
        at += 1
    }

    mutating func expression(binding minimum: Int = 1) throws(FormulaError) -> FormulaExpression {
        try tree(binding: minimum).expression
    }

    /// An expression and the depth of its tree.
    private mutating func tree(binding minimum: Int) throws(FormulaError) -> (expression: FormulaExpression, depth: Int) {
        var (left, depth) = try unary()
        while let op = FormulaOperator(token), op.precedence >= minimum {
            let position = token.position
            at += 1
            let right = try tree(binding: op.precedence + 1)
            depth = max(depth, right.depth) + 1
            guard depth <= Self.maxTreeDepth else {
                throw position.error("the expression is more than \(Self.maxTreeDepth) operations deep; split it with NAME:=…;")
            }
            left = .binary(op, left, right.expression, left.position)  // messages point at where the expression starts
        }
        return (left, depth)
    }

    private mutating func unary() throws(FormulaError) -> (FormulaExpression, Int) {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maxDepth else { throw token.position.error("the expression nests more than \(Self.maxDepth) levels deep") }
        let current = token
        switch current.kind {
        case .symbol("-"):
            at += 1
            let (inner, depth) = try unary()
            return (.negate(inner, current.position), depth + 1)
        case .symbol("+"):
            at += 1
            return try unary()
        case .symbol("("):
            at += 1
            let inner = try tree(binding: 1)
            try expect(")", "to close the '(' at \(current.position.line):\(current.position.column)")
            return inner
        case .number(let value):
            at += 1
            return (.number(value, current.position), 1)
        case .text(let text):
            at += 1
            return (.text(text, current.position), 1)
        case .name(let name):
            at += 1
            guard token.isSymbol("(") else { return (.name(name, current.position), 1) }
            at += 1
            var arguments: [FormulaExpression] = []
            var depth = 1
            if !token.isSymbol(")") {
                repeat {
                    if !arguments.isEmpty { at += 1 }
                    let argument = try tree(binding: 1)
                    arguments.append(argument.expression)
                    depth = max(depth, argument.depth + 1)
                } while token.isSymbol(",")
            }
            guard depth <= Self.maxTreeDepth else {
                throw current.position.error("the expression is more than \(Self.maxTreeDepth) operations deep; split it with NAME:=…;")
            }
            try expect(")", "to close the call of \(current.quoted)")
            return (.call(name, arguments, current.position), depth)
        default:
            throw current.position.error("expected a value, a name or '(', found \(current.quoted)")
        }
    }
}
