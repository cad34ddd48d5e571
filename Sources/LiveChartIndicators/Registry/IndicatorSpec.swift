import Foundation

/// An indicator asked for by name with optional parameters, parsed once: `MACD`, `RSI(6,12,24)`, `BOLL(20,2)`.
///
/// A spec only names; whether the name exists, takes those parameters or may be drawn where it is asked
/// (a pane or over price) is checked against an `IndicatorRegistry` by `IndicatorRegistry.validate(_:placement:)`.
public struct IndicatorSpec: Sendable, Hashable, CustomStringConvertible {
    /// The registry name, upper-cased (`MACD`).
    public var name: String
    /// Positional parameter values; empty for the definition's defaults.
    public var parameters: [Double]

    /// A spec of `name` (upper-cased) with `parameters`.
    public init(_ name: String, parameters: [Double] = []) {
        self.name = name.uppercased()
        self.parameters = parameters
    }

    /// Parses `NAME` or `NAME(P1,P2,…)`; spaces around names and values are ignored.
    /// - Throws: `IndicatorError.malformedSpec` for an empty name, unbalanced parentheses, a value that is not
    ///   a finite number, or text after the closing parenthesis.
    public init(parsing text: String) throws(IndicatorError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let open = trimmed.firstIndex(of: "(") else {
            guard !trimmed.isEmpty, !trimmed.contains(")"), !trimmed.contains(",") else { throw .malformedSpec(text) }
            self.init(trimmed)
            return
        }
        let name = trimmed[..<open].trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, trimmed.hasSuffix(")") else { throw .malformedSpec(text) }
        let inner = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        guard !inner.contains("("), !inner.contains(")") else { throw .malformedSpec(text) }
        let fields = inner.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        var values: [Double] = []
        for field in fields where !(fields.count == 1 && field.isEmpty) {
            guard let value = Double(field), value.isFinite else { throw .malformedSpec(text) }
            values.append(value)
        }
        self.init(name, parameters: values)
    }

    /// Parses a comma-separated list, splitting only at commas outside parentheses:
    /// `"VOL,MACD,RSI(6,12,24)"` gives three specs; `"none"` and `""` give none.
    /// - Throws: `IndicatorError.malformedSpec` for the first item that does not parse.
    public static func list(parsing text: String) throws(IndicatorError) -> [IndicatorSpec] {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || trimmed.lowercased() == "none" { return [] }
        var items: [String] = [], current = "", depth = 0
        for ch in trimmed {
            if ch == "(" { depth += 1 } else if ch == ")" { depth -= 1 }
            if ch == ",", depth == 0 {
                items.append(current)
                current = ""
            } else {
                current.append(ch)
            }
        }
        items.append(current)
        var specs: [IndicatorSpec] = []
        for item in items { specs.append(try IndicatorSpec(parsing: item)) }
        return specs
    }

    /// `NAME` or `NAME(P1,P2,…)` with whole numbers written without a fraction, the form `init(parsing:)` reads.
    public var description: String {
        guard !parameters.isEmpty else { return name }
        return "\(name)(\(parameters.map(IndicatorSpec.format).joined(separator: ",")))"
    }

    /// A parameter as a title shows it: `12`, `2.5`.
    public static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}

extension IndicatorSpec: ExpressibleByStringLiteral {
    /// A spec written in code: `options.panes = ["VOL", "MACD", "RSI(6,12,24)"]`. Text that does not parse
    /// becomes a spec of that whole name, which a chart then refuses as an unknown indicator (never a trap).
    public init(stringLiteral text: String) {
        self = (try? IndicatorSpec(parsing: text)) ?? IndicatorSpec(text)
    }
}
