/// One token of a formula's text.
struct FormulaToken: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// A name as written (`EMA`, `DIF`, `主力`); looked up case-insensitively.
        case name(String)
        /// A numeric literal (`12`, `0.015`, `.5`).
        case number(Double)
        /// Text in single or double quotes (`'大阳线'`), for the drawing functions and `STRCAT`.
        case text(String)
        /// Punctuation or an operator: `:` `:=` `;` `,` `(` `)` `+` `-` `*` `/` `>` `<` `>=` `<=` `=` `==` `<>`
        /// `!=` `&&` `||`.
        case symbol(String)
        /// The end of the text.
        case end
    }

    var kind: Kind
    var position: FormulaPosition

    /// The token as a message quotes it.
    var quoted: String {
        switch kind {
        case .name(let text): "'\(text)'"
        case .number(let value): "'\(IndicatorSpec.format(value))'"
        case .text(let text): "the text '\(text.prefix(20))'"
        case .symbol(let text): "'\(text)'"
        case .end: "the end of the formula"
        }
    }

    func isSymbol(_ text: String) -> Bool { kind == .symbol(text) }
}
