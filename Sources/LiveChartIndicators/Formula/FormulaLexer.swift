/// Splits a formula's text into tokens (TongDaXin syntax, as brokers accept it).
///
/// Names are letters (any script), digits and `_`, not starting with a digit, and may hold the full-width
/// brackets and symbols brokers allow in line names (`【主力】`, `买入★`); numbers are decimal (`12`, `0.015`, `.5`,
/// no exponent, as TongDaXin writes them); text is in single or double quotes (straight or curly) on one line;
/// comments are `{ … }` (may span lines) and `// …` to the end of the line. Full-width punctuation and digits
/// (`：` `；` `，` `（` `）` `１２`) read as their ASCII forms. Columns count characters, from 1.
/// - Complexity: O(length of the text).
enum FormulaLexer {
    /// The longest text read, in UTF-8 bytes: far above any published formula, small enough that a hostile
    /// one costs nothing.
    static let maxBytes = 65_536
    /// The longest name, number or text, in characters.
    static let maxTokenLength = 64
    /// The most errors one text reports; the rest are counted.
    static let maxErrors = 50

    private static let symbols = [":=", ">=", "<=", "<>", "!=", "==", "&&", "||", ":", ";", ",", "(", ")", "+", "-", "*", "/", ">", "<", "="]
    /// Brackets that may open or close a line's name (`【主力】`).
    private static let nameBrackets: Set<Character> = ["【", "】", "〖", "〗", "「", "」", "『", "』"]
    private static let quotes: [Character: Character] = ["'": "'", "\"": "\"", "“": "”", "‘": "’"]

    /// The tokens of `text`, ending with `.end`, and every lexical error found on the way (each skipped: an
    /// unexpected character, a malformed or too long number, name or text, an unclosed quote). An unclosed `{`
    /// comment ends the text.
    /// - Throws: `FormulaError` only for a text over `maxBytes`.
    static func tokens(_ text: String) throws(FormulaError) -> (tokens: [FormulaToken], errors: [FormulaError]) {
        guard text.utf8.count <= maxBytes else {
            throw FormulaError(line: 1, column: 1, reason: "the formula is \(text.utf8.count) bytes; at most \(maxBytes) are read")
        }
        let written = Array(text)
        let chars = written.map(halfWidth)
        var tokens: [FormulaToken] = [], errors: [FormulaError] = []
        var i = 0, line = 1, lineStart = 0
        func here() -> FormulaPosition { FormulaPosition(line: line, column: i - lineStart + 1) }
        func isNameCharacter(_ c: Character) -> Bool {
            c.isLetter || c == "_" || c.isASCII && c.isNumber || nameBrackets.contains(c) || isSymbolInName(c)
        }
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
                guard i < chars.count else {
                    errors.append(start.error("the comment opened here is never closed with '}'"))
                    break
                }
                i += 1
            } else if c == "/", i + 1 < chars.count, chars[i + 1] == "/" {
                while i < chars.count, !chars[i].isNewline { i += 1 }
            } else if c.isASCII && c.isNumber || c == "." {
                let start = here()
                var j = i
                while j < chars.count, chars[j].isASCII && (chars[j].isNumber || chars[j] == ".") { j += 1 }
                let literal = String(chars[i..<j])
                if j < chars.count, chars[j].isLetter || chars[j] == "_" {
                    errors.append(start.error("'\(literal.prefix(maxTokenLength))\(chars[j])' is not a number or a name (a name cannot start with a digit)"))
                    while j < chars.count, isNameCharacter(chars[j]) { j += 1 }
                } else if j - i <= maxTokenLength, let value = Double(literal), value.isFinite, literal.filter({ $0 == "." }).count <= 1 {
                    tokens.append(FormulaToken(kind: .number(value), position: start))
                } else {
                    errors.append(start.error("'\(literal.prefix(maxTokenLength))' is not a number"))
                }
                i = j
            } else if isNameCharacter(c) {
                let start = here()
                var j = i
                while j < chars.count, isNameCharacter(chars[j]) { j += 1 }
                if j - i <= maxTokenLength {
                    tokens.append(FormulaToken(kind: .name(String(chars[i..<j])), position: start))
                } else {
                    errors.append(start.error("a name is \(j - i) characters long; at most \(maxTokenLength)"))
                }
                i = j
            } else if let close = quotes[written[i]] {
                let start = here()
                var j = i + 1
                while j < chars.count, written[j] != close, !chars[j].isNewline { j += 1 }
                if j < chars.count, written[j] == close {
                    if j - i - 1 <= 4 * maxTokenLength {
                        tokens.append(FormulaToken(kind: .text(String(written[(i + 1)..<j])), position: start))
                    } else {
                        errors.append(start.error("a text is \(j - i - 1) characters long; at most \(4 * maxTokenLength)"))
                    }
                    i = j + 1
                } else {
                    errors.append(start.error("the text opened here with \(written[i]) is not closed on its line"))
                    i = j
                }
            } else if let symbol = symbols.first(where: { matches($0, chars, at: i) }) {
                tokens.append(FormulaToken(kind: .symbol(symbol), position: here()))
                i += symbol.count
            } else {
                errors.append(here().error("unexpected character '\(printable(written[i]))'"))
                i += 1
            }
        }
        tokens.append(FormulaToken(kind: .end, position: here()))
        return (tokens, errors)
    }

    /// A full-width form (U+FF01…U+FF5E: `：` `；` `（` `１`) as its ASCII character; the ideographic space as a space.
    static func halfWidth(_ c: Character) -> Character {
        guard c.unicodeScalars.count == 1, let scalar = c.unicodeScalars.first else { return c }
        if scalar.value == 0x3000 { return " " }
        guard (0xFF01...0xFF5E).contains(scalar.value), let ascii = Unicode.Scalar(scalar.value - 0xFEE0) else { return c }
        return Character(ascii)
    }

    /// A non-ASCII symbol brokers let into a line's name (`★`, `▲`, `●`), not an operator or punctuation.
    private static func isSymbolInName(_ c: Character) -> Bool {
        guard !c.isASCII, let scalar = c.unicodeScalars.first, c.unicodeScalars.count == 1 else { return false }
        return scalar.properties.generalCategory == .otherSymbol
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
