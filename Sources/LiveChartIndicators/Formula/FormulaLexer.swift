/// Splits a formula's text into tokens (TongDaXin syntax).
///
/// Names are letters (any script), digits and `_`, not starting with a digit; numbers are decimal
/// (`12`, `0.015`, `.5`, no exponent, as TongDaXin writes them); comments are `{ … }` (may span lines) and
/// `// …` to the end of the line. Columns count characters, from 1.
/// - Complexity: O(length of the text).
enum FormulaLexer {
    /// The longest text read, in UTF-8 bytes: far above any published formula, small enough that a hostile
    /// one costs nothing.
    static let maxBytes = 65_536
    /// The longest name or number, in characters.
    static let maxTokenLength = 64

    private static let symbols = [":=", ">=", "<=", "<>", "!=", "==", "&&", "||", ":", ";", ",", "(", ")", "+", "-", "*", "/", ">", "<", "="]

    /// The tokens of `text`, ending with `.end`.
    /// - Throws: `FormulaError` at an unexpected character, an unterminated comment, a malformed or too long
    ///   number or name, or a text over `maxBytes`.
    static func tokens(_ text: String) throws(FormulaError) -> [FormulaToken] {
        guard text.utf8.count <= maxBytes else {
            throw FormulaError(line: 1, column: 1, reason: "the formula is \(text.utf8.count) bytes; at most \(maxBytes) are read")
        }
        let chars = Array(text)
        var tokens: [FormulaToken] = []
        var i = 0, line = 1, lineStart = 0
        func here() -> FormulaPosition { FormulaPosition(line: line, column: i - lineStart + 1) }
        while i < chars.count {
            let c = chars[i]
            if c == "\n" || c == "\r\n" || c == "\r" {
                i += 1
                line += 1
                lineStart = i
            } else if c.isWhitespace {
                i += 1
            } else if c == "{" {
                let start = here()
                i += 1
                while i < chars.count, chars[i] != "}" {
                    if chars[i].isNewline { line += 1; lineStart = i + 1 }
                    i += 1
                }
                guard i < chars.count else { throw start.error("the comment opened here is never closed with '}'") }
                i += 1
            } else if c == "/", i + 1 < chars.count, chars[i + 1] == "/" {
                while i < chars.count, !chars[i].isNewline { i += 1 }
            } else if c.isASCII && c.isNumber || c == "." {
                let start = here()
                var j = i
                while j < chars.count, chars[j].isASCII && (chars[j].isNumber || chars[j] == ".") { j += 1 }
                let literal = String(chars[i..<j])
                guard j - i <= maxTokenLength, let value = Double(literal), value.isFinite, literal.filter({ $0 == "." }).count <= 1 else {
                    throw start.error("'\(literal.prefix(maxTokenLength))' is not a number")
                }
                if j < chars.count, chars[j].isLetter || chars[j] == "_" {
                    throw start.error("'\(literal)\(chars[j])' is not a number or a name (a name cannot start with a digit)")
                }
                tokens.append(FormulaToken(kind: .number(value), position: start))
                i = j
            } else if c.isLetter || c == "_" {
                let start = here()
                var j = i
                while j < chars.count, chars[j].isLetter || chars[j] == "_" || chars[j].isASCII && chars[j].isNumber { j += 1 }
                guard j - i <= maxTokenLength else { throw start.error("a name is \(j - i) characters long; at most \(maxTokenLength)") }
                tokens.append(FormulaToken(kind: .name(String(chars[i..<j])), position: start))
                i = j
            } else if let symbol = symbols.first(where: { matches($0, chars, at: i) }) {
                tokens.append(FormulaToken(kind: .symbol(symbol), position: here()))
                i += symbol.count
            } else if c == "'" || c == "\"" {
                throw here().error("text in quotes is for drawing functions (DRAWTEXT), which are not supported")
            } else {
                throw here().error("unexpected character '\(printable(c))'")
            }
        }
        tokens.append(FormulaToken(kind: .end, position: here()))
        return tokens
    }

    private static func matches(_ symbol: String, _ chars: [Character], at i: Int) -> Bool {
        var k = i
        for s in symbol {
            guard k < chars.count, chars[k] == s else { return false }
            k += 1
        }
        return true
    }

    /// A character as a message may show it: control and format characters as `U+XXXX`.
    static func printable(_ c: Character) -> String {
        c.unicodeScalars.allSatisfy({ $0.properties.generalCategory != .control && $0.properties.generalCategory != .format })
            ? String(c) : c.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
    }
}
