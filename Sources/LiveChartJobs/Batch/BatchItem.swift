import Foundation
import LiveChartCore
import LiveChartData

/// One chart of a batch: where it came from (a manifest line or a file the glob matched), the spec, and the
/// output's file name inside `--out`.
struct BatchItem {
    /// How messages name the item: `MANIFEST:LINE` or the data file's path.
    let label: String
    /// The spec, or why the manifest line is not one (reported as the item's failure).
    let spec: Result<ChartSpec, CommandFailure>
    /// The output's file name, extension included.
    let output: String
    /// The manifest the item is a line of (nil for a glob's file): no output may replace it.
    var manifest: String?

    /// The items of a JSON-lines manifest: one spec a line (the service's format) with an optional `"name"` for
    /// the output (without extension; default the data file's name, else `line-N`). Blank lines are skipped.
    /// - Throws: `CommandFailure(.noInput)` when the manifest cannot be read as UTF-8 text.
    static func manifest(_ path: String, defaults: [(name: String, value: String?)], kind: ChartKind) throws -> [BatchItem] {
        guard let text = try CommandFailure.text(of: path) else {
            throw CommandFailure(code: .noInput, message: "\(path): cannot read the manifest (UTF-8 JSON lines)")
        }
        var items: [BatchItem] = []
        for (n, line) in TextLines.of(text).enumerated()
        where !line.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            let label = "\(path):\(n + 1)"
            var name = "line-\(n + 1)"
            let spec = Result<ChartSpec, Error> {
                // Our parser first, as for the service's bodies: a repeated key is refused, not resolved.
                do throws(DataError) { try JSONParser.validate(Data(line.utf8), name: label, maxStringBytes: line.utf8.count) } catch {
                    throw CommandFailure(code: .usage, message: "not a spec: \(error.reason) (column \(error.column))")
                }
                guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                    throw CommandFailure(code: .usage, message: "a manifest line is a JSON object: {\"file\": …, \"options\": {…}}")
                }
                var fields = object
                if let given = fields.removeValue(forKey: "name") {
                    guard let text = given as? String, isFileName(text) else {
                        throw CommandFailure(code: .usage, message: "'name' must be a file name without '/', control or format characters (such as a right-to-left override) or a leading '.'")
                    }
                    name = text
                } else if let file = fields["file"] as? String {
                    name = stem(file)
                }
                return try ChartSpec(object: fields, defaults: defaults, defaultsKind: kind)
            }.mapError { error in
                (error as? CommandFailure).map { CommandFailure(code: $0.code, message: "\(label): \($0.message)") }
                    ?? CommandFailure(code: .usage, message: "\(label): not a JSON object: \(QuotedName.shown(String(line.prefix(60))))")
            }
            items.append(BatchItem(label: label, spec: spec, output: name + "." + ((try? spec.get())?.extensionName ?? "png"), manifest: path))
        }
        return items
    }

    /// One item per data file: the shared options over each. Files of one stem in different folders (a glob cannot
    /// name its outputs) are written as `STEM`, `STEM-2`, `STEM-3`…, in the glob's sorted order, with a note.
    static func files(_ paths: [String], defaults: [(name: String, value: String?)], kind: ChartKind, format: String) -> [BatchItem] {
        var used: Set<String> = []
        return paths.map { path in
            let spec = Result<ChartSpec, Error> {
                var object: [String: Any] = ["type": kind.rawValue, "format": format]
                if !(kind == .curve && defaults.contains { $0.name == "values" }) { object["file"] = path }
                return try ChartSpec(object: object, defaults: defaults, defaultsKind: kind)
            }.mapError { error in
                let failure = error as? CommandFailure ?? CommandFailure(code: .usage, message: "\(error)")
                return CommandFailure(code: failure.code, message: "\(path): \(failure.message)")
            }
            let base = stem(path)
            var name = base, n = 1
            while used.contains(name) { n += 1; name = "\(base)-\(n)" }
            used.insert(name)
            if n > 1 { TerminalText.writeError("livechart: batch: note: \(path) has the name of an earlier file; written as \(name)") }
            return BatchItem(label: path, spec: spec, output: name + "." + ((try? spec.get())?.extensionName ?? format))
        }
    }

    /// A file's name without its folder and extension.
    static func stem(_ path: String) -> String {
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return isFileName(name) ? name : "chart"
    }

    private static func isFileName(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 200 && !text.hasPrefix(".") && !text.contains("/")
            && !text.unicodeScalars.contains { [.control, .format, .lineSeparator, .paragraphSeparator].contains($0.properties.generalCategory) }
    }
}

extension ChartSpec {
    /// The output's extension: the format's, `txt` for a description.
    var extensionName: String { describe ? "txt" : format }
}
