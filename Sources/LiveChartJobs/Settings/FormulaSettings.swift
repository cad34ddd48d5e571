import Foundation
import LiveChartData
import LiveChartIndicators

/// `--formula FILE.tdx|TEXT` of the chart commands and `livechart indicators`: TongDaXin formulas compiled and
/// registered beside the built-ins, so `--panes` and `--only` can name them and the chart draws each one as a
/// pane (or over the price pane when the formula says `OVERLAY;`) unless those options already place it.
package enum FormulaSettings {
    package static let option = OptionSpec(
        name: "formula", value: "FILE.tdx|TEXT",
        help: "a TongDaXin formula, from a .tdx file (named after it) or inline (named FORMULA), drawn as a pane, "
            + "or over the price pane when it says OVERLAY; (see docs/formulas.md)",
        repeatable: true)

    /// The most formulas one command takes.
    static let maxFormulas = 8

    /// The formulas of every `--formula`, in order.
    /// - Throws: `CommandFailure`: `.usage` for a bad inline formula, a clash with a built-in's or another
    ///   formula's name, or too many; `.noInput` for a file that cannot be read; `.dataError` for a bad file
    ///   (`FILE:LINE:COLUMN: reason`).
    package static func formulas(_ args: ParsedArguments) throws -> [Formula] {
        let values = args.lists["formula"] ?? []
        guard values.count <= maxFormulas else {
            throw CommandFailure(code: .usage, message: "--formula: at most \(maxFormulas) formulas")
        }
        var formulas: [Formula] = []
        var inline = 0
        for value in values {
            let formula: Formula
            if isFile(value) {
                formula = try load(value, named: fileName(value))
            } else {
                inline += 1
                formula = try parse(value, name: inline == 1 ? "FORMULA" : "FORMULA\(inline)")
            }
            if IndicatorRegistry.standard.definition(named: formula.name) != nil {
                throw CommandFailure(code: .usage, message: "--formula \(value): '\(formula.name)' is a built-in indicator's name; rename the file")
            }
            if formulas.contains(where: { $0.name == formula.name }) {
                throw CommandFailure(code: .usage, message: "--formula: a formula named '\(formula.name)' is already given; rename one of the files")
            }
            formulas.append(formula)
        }
        return formulas
    }

    /// The message of `error`; a formula that reads a value the bars lack is pointed at where it first reads it,
    /// as other formula errors are ("FORMULA needs amount (FORMULA 2:5: AMOUNT); f.csv has only …").
    static func located(_ error: IndicatorError, in formulas: [Formula]) -> String {
        guard case .missingInputs(let name, let missing, let source) = error,
              let at = formulas.first(where: { $0.name == name })?.firstRead(of: missing) else { return "\(error)" }
        return "\(name) needs \(missing) (\(name) \(at)); \(source)"
    }

    /// `registry` with `formulas` added.
    package static func registry(adding formulas: [Formula], to registry: IndicatorRegistry = .standard) -> IndicatorRegistry {
        var registry = registry
        for formula in formulas { registry.register(formula) }
        return registry
    }

    /// Whether `value` names a formula file: it ends in `.tdx` and holds no `;` or line break (a formula's text
    /// always has one, even one ending in a comment `// kdj.tdx`).
    static func isFile(_ value: String) -> Bool {
        value.lowercased().hasSuffix(".tdx") && !value.contains(";") && !value.contains(where: \.isNewline)
    }

    /// An inline formula, named `name`.
    private static func parse(_ text: String, name: String) throws -> Formula {
        do {
            return try Formula(text, name: name)
        } catch {
            throw CommandFailure(code: .usage, message: error.described(in: "--formula"))
        }
    }

    /// The name of the formula in file `path`: its stem (`name(ofFile:)`), with `F` after it when that is a built-in's
    /// name, so `--formula kdj.tdx` draws the file's KDJ as `KDJF` beside the built-in KDJ instead of being refused.
    static func fileName(_ path: String) -> String {
        let stem = name(ofFile: path)
        return IndicatorRegistry.standard.definition(named: stem) == nil ? stem : stem + "F"
    }

    /// A formula file, named `name` (after the file unless told).
    static func load(_ value: String, named name: String? = nil) throws -> Formula {
        let text = try read(value)
        do {
            return try Formula(text, name: name ?? self.name(ofFile: value))
        } catch {
            throw CommandFailure(code: .dataError, message: error.described(in: value))
        }
    }

    /// The indicator name of a formula file: its name without `.tdx`, upper-cased, when that is letters,
    /// digits and `_` (`kdj-fast.tdx` → `KDJ_FAST`).
    static func name(ofFile path: String) -> String {
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent.uppercased()
        let cleaned = String(stem.map { $0.isLetter || $0.isNumber ? $0 : "_" }.prefix(32))
        return cleaned.first.map { $0.isLetter } == true ? cleaned : "F" + cleaned
    }

    /// The text of a formula file (links followed; directories, devices and pipes without a writer refused as
    /// every input is, by `InputFile`) of at most `Formula.maxSourceBytes`, in UTF-8 or GB 18030 (TongDaXin's own
    /// export encoding).
    private static func read(_ path: String) throws -> String {
        try CommandFailure.requireInput(path, what: "formula file: ")
        var info = stat()
        if stat(path, &info) == 0, info.st_size > Formula.maxSourceBytes {  // before reading a huge file whole
            throw CommandFailure(code: .dataError, message: "\(path): \(info.st_size) bytes; a formula is at most \(Formula.maxSourceBytes)")
        }
        let data: Data
        do { data = try InputFile.contents(atPath: path) } catch { throw CommandFailure(error) }
        let limit = Formula.maxSourceBytes
        guard data.count <= limit else { throw CommandFailure(code: .dataError, message: "\(path): over \(limit) bytes; a formula is at most \(limit)") }
        if let text = String(data: data, encoding: .utf8) { return text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text }
        if let text = String(data: data, encoding: gb18030) { return text }
        throw CommandFailure(code: .dataError, message: "\(path): not UTF-8 or GB 18030 text")
    }

    private static let gb18030 = String.Encoding(rawValue: 0x8000_0632)
}
