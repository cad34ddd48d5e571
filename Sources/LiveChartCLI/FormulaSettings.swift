import Foundation
import LiveChartIndicators

/// `--formula FILE.tdx|TEXT` of the chart commands and `livechart indicators`: TongDaXin formulas compiled and
/// registered beside the built-ins, so `--panes` and `--only` can name them and the chart draws each one as a
/// pane (or over the price pane when the formula says `OVERLAY;`) unless those options already place it.
enum FormulaSettings {
    static let option = OptionSpec(
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
    static func formulas(_ args: ParsedArguments) throws -> [Formula] {
        let values = args.lists["formula"] ?? []
        guard values.count <= maxFormulas else {
            throw CommandFailure(code: .usage, message: "--formula: at most \(maxFormulas) formulas")
        }
        var formulas: [Formula] = []
        for value in values {
            let formula = try load(value)
            if IndicatorRegistry.standard.definition(named: formula.name) != nil {
                throw CommandFailure(code: .usage, message: "--formula \(value): '\(formula.name)' is a built-in indicator's name; rename the file")
            }
            if formulas.contains(where: { $0.name == formula.name }) {
                throw CommandFailure(code: .usage, message: "--formula \(value): a formula named '\(formula.name)' is already given")
            }
            formulas.append(formula)
        }
        return formulas
    }

    /// `registry` with `formulas` added.
    static func registry(adding formulas: [Formula], to registry: IndicatorRegistry = .standard) -> IndicatorRegistry {
        var registry = registry
        for formula in formulas { registry.register(formula) }
        return registry
    }

    /// One formula: a file when the value ends in `.tdx`, else the formula's own text.
    static func load(_ value: String) throws -> Formula {
        guard value.lowercased().hasSuffix(".tdx") else {
            do {
                return try Formula(value)
            } catch {
                throw CommandFailure(code: .usage, message: "--formula:\(error)")
            }
        }
        let text = try read(value)
        do {
            return try Formula(text, name: name(ofFile: value))
        } catch {
            throw CommandFailure(code: .dataError, message: "\(value):\(error)")
        }
    }

    /// The indicator name of a formula file: its name without `.tdx`, upper-cased, when that is letters,
    /// digits and `_` (`kdj-fast.tdx` → `KDJ_FAST`).
    static func name(ofFile path: String) -> String {
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent.uppercased()
        let cleaned = String(stem.map { $0.isLetter || $0.isNumber ? $0 : "_" }.prefix(32))
        return cleaned.first.map { $0.isLetter } == true ? cleaned : "F" + cleaned
    }

    /// The text of a formula file: a regular file of at most `FormulaLexer`'s limit, in UTF-8 or GB 18030
    /// (TongDaXin's own export encoding).
    private static func read(_ path: String) throws -> String {
        let url = URL(fileURLWithPath: path)
        guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true,
              let handle = try? FileHandle(forReadingFrom: url) else {
            throw CommandFailure(code: .noInput, message: "\(path): no such readable formula file (a regular file is needed)")
        }
        defer { try? handle.close() }
        let limit = Formula.maxSourceBytes
        let data = (try? handle.read(upToCount: limit + 1)) ?? Data()
        guard data.count <= limit else { throw CommandFailure(code: .dataError, message: "\(path): over \(limit) bytes; a formula is at most \(limit)") }
        if let text = String(data: data, encoding: .utf8) { return text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text }
        if let text = String(data: data, encoding: gb18030) { return text }
        throw CommandFailure(code: .dataError, message: "\(path): not UTF-8 or GB 18030 text")
    }

    private static let gb18030 = String.Encoding(rawValue: 0x8000_0632)
}
