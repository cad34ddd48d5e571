/// An expression as written, before names are resolved.
indirect enum FormulaExpression: Sendable {
    case number(Double, FormulaPosition)
    /// Quoted text (`'大阳线'`): an argument of the drawing functions and `STRCAT`, never a value.
    case text(String, FormulaPosition)
    /// A price series, parameter or variable.
    case name(String, FormulaPosition)
    /// A function call `NAME(arguments)`.
    case call(String, [FormulaExpression], FormulaPosition)
    /// `-x` (and `+x`, kept as `x`).
    case negate(FormulaExpression, FormulaPosition)
    case binary(FormulaOperator, FormulaExpression, FormulaExpression, FormulaPosition)

    var position: FormulaPosition {
        switch self {
        case .number(_, let p), .text(_, let p), .name(_, let p), .call(_, _, let p), .negate(_, let p), .binary(_, _, _, let p): p
        }
    }
}

/// The binary operators, from the loosest binding to the tightest: `OR` `||`; `AND` `&&`; the comparisons
/// `=` `==` `<>` `!=` `>` `<` `>=` `<=`; `+` `-`; `*` `/` (TongDaXin's precedence). All are left-associative.
enum FormulaOperator: String, Sendable, Hashable {
    case or, and, equal, notEqual, greater, less, greaterOrEqual, lessOrEqual, add, subtract, multiply, divide
    /// `POW(A,B)` and `MOD(A,B)`: functions, not written as operators.
    case power, modulo

    /// Binding strength: higher binds tighter.
    var precedence: Int {
        switch self {
        case .or: 1
        case .and: 2
        case .equal, .notEqual, .greater, .less, .greaterOrEqual, .lessOrEqual: 3
        case .add, .subtract: 4
        case .multiply, .divide, .power, .modulo: 5
        }
    }

    /// The operator a token spells, if any.
    init?(_ token: FormulaToken) {
        switch token.kind {
        case .symbol("||"): self = .or
        case .symbol("&&"): self = .and
        case .symbol("="), .symbol("=="): self = .equal
        case .symbol("<>"), .symbol("!="): self = .notEqual
        case .symbol(">"): self = .greater
        case .symbol("<"): self = .less
        case .symbol(">="): self = .greaterOrEqual
        case .symbol("<="): self = .lessOrEqual
        case .symbol("+"): self = .add
        case .symbol("-"): self = .subtract
        case .symbol("*"): self = .multiply
        case .symbol("/"): self = .divide
        case .name(let n) where n.uppercased() == "OR": self = .or
        case .name(let n) where n.uppercased() == "AND": self = .and
        default: return nil
        }
    }
}

/// One statement of a formula.
enum FormulaStatement: Sendable {
    /// `NAME:expr,ATTR…;` (a drawn line) or `expr,ATTR…;` (a drawn line without a name).
    case output(name: String?, FormulaExpression, attributes: [(String, FormulaPosition)], FormulaPosition)
    /// `NAME:=expr;`: a value used by later statements, not drawn (attributes after it, which brokers accept,
    /// are read and ignored).
    case intermediate(name: String, FormulaExpression, FormulaPosition)
    /// `INPUT:N(9,1,100),M(3);` or a parameter table's line `参数 N 2 100 12` (name, minimum, maximum, default):
    /// parameters with a default and an optional range.
    case input([FormulaParameterDeclaration])
    /// A statement that did not parse (its error is reported); `name` is the name it defined, if it got that far,
    /// so later statements reading it are not reported too.
    case broken(name: String?)
    /// `OVERLAY;`: the lines are drawn over the price pane.
    case overlay(FormulaPosition)
}

/// `N(9,1,100)`: a parameter, its default and its optional minimum and maximum.
struct FormulaParameterDeclaration: Sendable {
    var name: String
    var defaultValue: Double
    var range: ClosedRange<Double>?
    var position: FormulaPosition
}
