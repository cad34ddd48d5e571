import Foundation
import LiveChartCore
import LiveChartData

/// A chart request of the service (and a line of a `livechart batch` manifest) as the command line's parsed
/// options, so the service and the CLI read one option table (`ChartKind.options`: the command's) with the same
/// names, defaults and validation. Values are set on the
/// parsed options directly, never re-parsed as arguments: a value such as `--markers=/etc/passwd` stays a value.
///
/// - `GET /v1/chart?file=SPY_D.csv&last=120&panes=VOL,MACD&format=svg`: each query argument is an option of
///   `livechart kline` by its long name (a flag as `watermark=` or `watermark=1`; a repeatable option such as
///   `hline` may repeat); `file` names the data file, `format` is `png` (default), `svg` or `pdf`, `describe=1`
///   asks for the description instead of the image.
/// - `POST /v1/chart` with `{"type": "kline", "file": "SPY_D.csv", "options": {"last": 120, "panes": ["VOL", "MACD"]},
///   "format": "svg"}`; instead of `file`, `"csv": "date,open,…"` carries the file's text inline (CSV bars, curve
///   values, or a score's play-by-play JSON), or `"bars": [{"date": "2024-01-02", "open": 1, …}, …]` the bars as
///   JSON. Option values are strings, numbers, `true` for a flag, or arrays (joined with commas; a repeatable
///   option once per element).
/// - `type` is `kline` (default), `timeline`, `curve` or `score`, each with its command's options.
package struct ChartSpec {
    package var kind = ChartKind.kline
    var file: String?
    /// The data file's text, inline.
    var csv: String?
    /// Bars as JSON objects, one a line (bar N on line N), inline: what a JSON client sends.
    var bars: String?
    var format = "png"
    var describe = false
    /// The options as the parser would have made them.
    package var options = ParsedArguments()
    /// The options as (name, value) pairs in a canonical order, for the ETag.
    var canonical: [[String]] = []

    /// From a query string's arguments.
    /// - Throws: `CommandFailure(.usage)` for an unknown or refused option, a value where none belongs, a
    ///   non-repeatable option given twice, a bad format.
    package init(query: [(name: String, value: String)]) throws {
        if let type = query.last(where: { $0.name == "type" })?.value { try setKind(type) }
        for (name, value) in query {
            switch name {
            case "file": file = value
            case "type": continue
            case "format": format = value
            case "describe": describe = ["1", "true", ""].contains(value)
            default: try add(name, value, flagGiven: ["", "1", "true"].contains(value))
            }
        }
        try check()
    }

    /// From a JSON body.
    /// - Throws: `CommandFailure(.usage)` for JSON that is not a spec object, or an option as for a query.
    package init(json: Data) throws {
        // Our own parser first: it refuses a repeated key (which JSONSerialization would quietly resolve, and
        // differently from the bar files), deep nesting and huge strings, with the line and column.
        do {
            try JSONParser.validate(json, name: "body", maxStringBytes: json.count)
        } catch {
            throw CommandFailure(code: .usage, message: "the body is not a spec: \(error)")
        }
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: json)
        } catch {
            throw CommandFailure(code: .usage, message: "the body is not JSON (\(QuotedName.shown("\(error.localizedDescription)")))")
        }
        guard let object = parsed as? [String: Any] else {
            throw CommandFailure(code: .usage, message: "the body must be a JSON object: {\"type\": \"kline\", \"file\": …, \"options\": {…}}")
        }
        try self.init(object: object)
    }

    /// From a parsed JSON object, over `defaults` (options a batch gives every item of `defaultsKind`, as
    /// (name, value) pairs with nil for a flag; an option the object sets itself wins).
    /// - Throws: as `init(json:)`.
    package init(object: [String: Any], defaults: [(name: String, value: String?)] = [], defaultsKind: ChartKind = .kline) throws {
        if let type = object["type"] {
            guard let text = type as? String else { throw CommandFailure(code: .usage, message: "'type' must be a string") }
            try setKind(text)
        }
        for (key, value) in object.sorted(by: { $0.key < $1.key }) {
            switch key {
            case "type": continue
            case "bars":
                guard let list = value as? [Any], !list.isEmpty, list.allSatisfy({ $0 is [String: Any] }) else {
                    throw CommandFailure(code: .usage, message: "'bars' must be an array of bar objects ({\"date\": …, \"open\": …, …})")
                }
                let lines = list.map { (try? JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys])).map { String(decoding: $0, as: UTF8.self) } ?? "{}" }
                bars = "[" + lines.joined(separator: ",\n") + "]\n"
            case "file", "csv", "format":
                guard let text = value as? String else { throw CommandFailure(code: .usage, message: "'\(key)' must be a string") }
                switch key {
                case "file": file = text
                case "csv": csv = text
                default: format = text
                }
            case "describe":
                guard let n = value as? NSNumber, Self.isBoolean(n) else { throw CommandFailure(code: .usage, message: "'describe' must be true or false") }
                describe = n.boolValue
            case "options":
                guard let options = value as? [String: Any] else { throw CommandFailure(code: .usage, message: "'options' must be an object") }
                for (name, v) in options.sorted(by: { $0.key < $1.key }) {
                    if let n = v as? NSNumber, Self.isBoolean(n) {
                        guard n.boolValue else { throw CommandFailure(code: .usage, message: "option '\(name)': false is no value; leave the flag out") }
                        try add(name, nil, flagGiven: true)
                    } else {
                        for text in try texts(v, name: name) { try add(name, text, flagGiven: false) }
                    }
                }
            default:
                throw CommandFailure(code: .usage, message: "unknown key '\(QuotedName.shown(key))'; a spec has type, file, csv, bars, format, describe, options")
            }
        }
        if kind == defaultsKind {
            let given = Set(options.values.keys).union(options.flags)
            for (name, value) in defaults where !given.contains(name) { try add(name, value, flagGiven: value == nil) }
        }
        try check()
    }

    /// JSON's true and 1 both arrive as NSNumber (and both cast to Bool): a boolean is the one of type "c".
    private static func isBoolean(_ n: NSNumber) -> Bool { String(cString: n.objCType) == "c" }

    private mutating func setKind(_ type: String) throws {
        guard let kind = ChartKind(rawValue: type) else {
            throw CommandFailure(code: .usage, message: "type '\(QuotedName.shown(type))' must be one of " + ChartKind.allCases.map(\.rawValue).joined(separator: ", "))
        }
        self.kind = kind
    }

    private mutating func check() throws {
        guard ["png", "svg", "pdf"].contains(format) else { throw CommandFailure(code: .usage, message: "format '\(QuotedName.shown(format))' must be png, svg or pdf") }
        let sources = [file, csv, bars].compactMap { $0 }.count
        guard sources == 1 || (sources == 0 && kind.needsNoFile(options)) else {
            throw CommandFailure(code: .usage, message: "give the data as 'file' (a data file's name), 'csv' (its text) or 'bars' (JSON objects), one of them")
        }
        guard bars == nil || [.kline, .timeline].contains(kind) else { throw CommandFailure(code: .usage, message: "'bars' is for kline and timeline charts") }
        try options.checkOnlyWith(kind.options)
        options.values["output"] = "chart." + format
        canonical.append(["type", kind.rawValue])
        canonical.sort { $0.lexicographicallyPrecedes($1) }
    }

    /// Sets option `name` (a long name of `KLineSettings.options`) to `value`, or as a flag.
    private mutating func add(_ name: String, _ value: String?, flagGiven: Bool) throws {
        guard !kind.refused.contains(name) else { throw CommandFailure(code: .usage, message: "option '\(name)' is not taken in a spec (\(kind.rawValue))") }
        guard let option = kind.options.first(where: { $0.name == name }) else {
            let hint = closestName(to: name, among: kind.options.map(\.name)).map { " (did you mean '\($0)'?)" } ?? ""
            throw CommandFailure(code: .usage, message: "unknown option '\(QuotedName.shown(name))' of a \(kind.rawValue) chart\(hint); see docs/service.md")
        }
        if option.value == nil {
            guard flagGiven else { throw CommandFailure(code: .usage, message: "option '\(name)' is a flag: give it as \(name)=1 or true") }
            options.flags.insert(name)
            canonical.append([name])
            return
        }
        guard let value else { throw CommandFailure(code: .usage, message: "option '\(name)' needs a value (\(option.value ?? ""))") }
        if option.repeatable {
            options.lists[name, default: []].append(value)
        } else if options.values[name] != nil {
            throw CommandFailure(code: .usage, message: "option '\(name)' is given twice")
        }
        options.values[name] = value
        canonical.append([name, value])
    }

    /// A JSON option value as texts: one, or one per element of a repeatable option's array (else joined with commas).
    private func texts(_ value: Any, name: String) throws -> [String] {
        switch value {
        case let s as String: return [s]
        case let n as NSNumber: return [n.stringValue]
        case let list as [Any]:
            let items = try list.map { item -> String in
                guard let s = item as? String ?? (item as? NSNumber).flatMap({ Self.isBoolean($0) ? nil : $0.stringValue }) else {
                    throw CommandFailure(code: .usage, message: "option '\(name)': array elements must be strings or numbers")
                }
                return s
            }
            return kind.options.first { $0.name == name }?.repeatable == true ? items : [items.joined(separator: ",")]
        default:
            throw CommandFailure(code: .usage, message: "option '\(name)' must be a string, a number, true or an array")
        }
    }
}
