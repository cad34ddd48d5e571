import Foundation

/// A chart request of the service turned into the command line's arguments, so the service and the CLI read
/// one option table (`KLineSettings.options`) with the same names, defaults and validation.
///
/// - `GET /v1/chart?file=SPY_D.csv&last=120&panes=VOL,MACD&format=svg`: each query argument is an option of
///   `livechart kline` by its long name; `file` names the data file, `format` is `png` (default), `svg` or `pdf`.
/// - `POST /v1/chart` with `{"type": "kline", "file": "SPY_D.csv", "options": {"last": 120, "panes": ["VOL", "MACD"]},
///   "format": "svg"}`; instead of `file`, `"csv": "date,open,…"` carries the bars inline. Option values are
///   strings, numbers, `true` for a flag, or arrays (joined with commas; a repeatable option such as `hline`
///   is given once per element).
struct ChartSpec {
    /// Options the service decides itself or does not take.
    static let refused: Set<String> = ["output", "help"]
    /// Options that name files: read from the data directory like `file`.
    static let fileOptions: Set<String> = ["markers", "join", "drawings", "compare"]

    var type = "kline"
    var file: String?
    var csv: String?
    var format = "png"
    /// `describe=1` (`"describe": true`): answer with the chart's text description instead of the image.
    var describe = false
    /// `--name value` pairs and flags, in order.
    var arguments: [String] = []

    /// From a query string's arguments.
    /// - Throws: `CommandFailure(.usage)` for a refused option or a bad format.
    init(query: [String: String]) throws {
        for (name, value) in query.sorted(by: { $0.key < $1.key }) {
            switch name {
            case "file": file = value
            case "type": type = value
            case "format": format = value
            case "describe": describe = value == "1" || value == "true"
            default: try add(name, [value])
            }
        }
        try check()
    }

    /// From a JSON body.
    /// - Throws: `CommandFailure(.usage)` for JSON that is not a spec object, or a refused option.
    init(json: Data) throws {
        guard let object = try? JSONSerialization.jsonObject(with: json) as? [String: Any] else {
            throw CommandFailure(code: .usage, message: "the body must be a JSON object: {\"type\": \"kline\", \"file\": …, \"options\": {…}}")
        }
        for (key, value) in object.sorted(by: { $0.key < $1.key }) {
            switch key {
            case "type", "file", "csv", "format":
                guard let text = value as? String else { throw CommandFailure(code: .usage, message: "'\(key)' must be a string") }
                switch key {
                case "type": type = text
                case "file": file = text
                case "csv": csv = text
                default: format = text
                }
            case "describe":
                describe = (value as? NSNumber)?.boolValue ?? false
            case "options":
                guard let options = value as? [String: Any] else { throw CommandFailure(code: .usage, message: "'options' must be an object") }
                for (name, v) in options.sorted(by: { $0.key < $1.key }) { try add(name, Self.texts(v, name: name)) }
            default:
                throw CommandFailure(code: .usage, message: "unknown key '\(DataDirectory.shown(key))'; a spec has type, file, csv, format, describe, options")
            }
        }
        try check()
    }

    private mutating func check() throws {
        guard type == "kline" else {
            throw CommandFailure(code: .usage, message: "type '\(DataDirectory.shown(type))': the service draws kline charts (timeline, curve and score come later)")
        }
        guard ["png", "svg", "pdf"].contains(format) else { throw CommandFailure(code: .usage, message: "format '\(DataDirectory.shown(format))' must be png, svg or pdf") }
        guard (file == nil) != (csv == nil) else { throw CommandFailure(code: .usage, message: "give the bars as 'file' (a data file's name) or as 'csv' (inline), one of them") }
    }

    private mutating func add(_ name: String, _ values: [String?]) throws {
        guard !Self.refused.contains(name) else { throw CommandFailure(code: .usage, message: "option '\(name)' is not taken by the service") }
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }), !name.isEmpty else {
            throw CommandFailure(code: .usage, message: "'\(DataDirectory.shown(name))' is not an option name")
        }
        for value in values {
            arguments.append("--" + name)
            if let value { arguments.append(value) }
        }
    }

    /// A JSON option value as argument values: nil for a flag (`true`), one per element of a repeatable option.
    private static func texts(_ value: Any, name: String) throws -> [String?] {
        // JSON's true and 1 both arrive as NSNumber (and both cast to Bool): a boolean is the one of type "c".
        if let n = value as? NSNumber, String(cString: n.objCType) == "c" {
            guard n.boolValue else { throw CommandFailure(code: .usage, message: "option '\(name)': false is no value; leave the flag out") }
            return [nil]
        }
        switch value {
        case let s as String: return [s]
        case let n as NSNumber: return [n.stringValue]
        case let list as [Any]:
            let items = try list.map { item -> String in
                guard let s = item as? String ?? (item as? NSNumber)?.stringValue else {
                    throw CommandFailure(code: .usage, message: "option '\(name)': array elements must be strings or numbers")
                }
                return s
            }
            return KLineSettings.options.first { $0.name == name }?.repeatable == true ? items : [items.joined(separator: ",")]
        default:
            throw CommandFailure(code: .usage, message: "option '\(name)' must be a string, a number, true or an array")
        }
    }
}
