import Foundation

/// A chart request of the service as the command line's parsed options, so the service and the CLI read one
/// option table (`KLineSettings.options`) with the same names, defaults and validation. Values are set on the
/// parsed options directly, never re-parsed as arguments: a value such as `--markers=/etc/passwd` stays a value.
///
/// - `GET /v1/chart?file=SPY_D.csv&last=120&panes=VOL,MACD&format=svg`: each query argument is an option of
///   `livechart kline` by its long name (a flag as `watermark=` or `watermark=1`; a repeatable option such as
///   `hline` may repeat); `file` names the data file, `format` is `png` (default), `svg` or `pdf`, `describe=1`
///   asks for the description instead of the image.
/// - `POST /v1/chart` with `{"type": "kline", "file": "SPY_D.csv", "options": {"last": 120, "panes": ["VOL", "MACD"]},
///   "format": "svg"}`; instead of `file`, `"csv": "date,open,…"` carries the bars inline. Option values are
///   strings, numbers, `true` for a flag, or arrays (joined with commas; a repeatable option once per element).
struct ChartSpec {
    /// Options the service decides itself or does not take.
    static let refused: Set<String> = ["output", "help"]
    /// Options that name files: read from the data directory like `file` (and `theme` when it names a .json file).
    static let fileOptions: Set<String> = ["markers", "join", "drawings", "compare"]

    var type = "kline"
    var file: String?
    var csv: String?
    var format = "png"
    var describe = false
    /// The options as the parser would have made them.
    var options = ParsedArguments()
    /// The options as (name, value) pairs in a canonical order, for the ETag.
    var canonical: [[String]] = []

    /// From a query string's arguments.
    /// - Throws: `CommandFailure(.usage)` for an unknown or refused option, a value where none belongs, a
    ///   non-repeatable option given twice, a bad format.
    init(query: [(name: String, value: String)]) throws {
        for (name, value) in query {
            switch name {
            case "file": file = value
            case "type": type = value
            case "format": format = value
            case "describe": describe = ["1", "true", ""].contains(value)
            default: try add(name, value, flagGiven: ["", "1", "true"].contains(value))
            }
        }
        try check()
    }

    /// From a JSON body.
    /// - Throws: `CommandFailure(.usage)` for JSON that is not a spec object, or an option as for a query.
    init(json: Data) throws {
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: json)
        } catch {
            throw CommandFailure(code: .usage, message: "the body is not JSON (\(DataDirectory.shown("\(error.localizedDescription)")))")
        }
        guard let object = parsed as? [String: Any] else {
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
                guard let n = value as? NSNumber, Self.isBoolean(n) else { throw CommandFailure(code: .usage, message: "'describe' must be true or false") }
                describe = n.boolValue
            case "options":
                guard let options = value as? [String: Any] else { throw CommandFailure(code: .usage, message: "'options' must be an object") }
                for (name, v) in options.sorted(by: { $0.key < $1.key }) {
                    if let n = v as? NSNumber, Self.isBoolean(n) {
                        guard n.boolValue else { throw CommandFailure(code: .usage, message: "option '\(name)': false is no value; leave the flag out") }
                        try add(name, nil, flagGiven: true)
                    } else {
                        for text in try Self.texts(v, name: name) { try add(name, text, flagGiven: false) }
                    }
                }
            default:
                throw CommandFailure(code: .usage, message: "unknown key '\(DataDirectory.shown(key))'; a spec has type, file, csv, format, describe, options")
            }
        }
        try check()
    }

    /// JSON's true and 1 both arrive as NSNumber (and both cast to Bool): a boolean is the one of type "c".
    private static func isBoolean(_ n: NSNumber) -> Bool { String(cString: n.objCType) == "c" }

    private mutating func check() throws {
        guard type == "kline" else {
            throw CommandFailure(code: .usage, message: "type '\(DataDirectory.shown(type))': the service draws kline charts (timeline, curve and score come later)")
        }
        guard ["png", "svg", "pdf"].contains(format) else { throw CommandFailure(code: .usage, message: "format '\(DataDirectory.shown(format))' must be png, svg or pdf") }
        guard (file == nil) != (csv == nil) else { throw CommandFailure(code: .usage, message: "give the bars as 'file' (a data file's name) or as 'csv' (inline), one of them") }
        options.values["output"] = "chart." + format
        canonical.sort { $0.lexicographicallyPrecedes($1) }
    }

    /// Sets option `name` (a long name of `KLineSettings.options`) to `value`, or as a flag.
    private mutating func add(_ name: String, _ value: String?, flagGiven: Bool) throws {
        guard !Self.refused.contains(name) else { throw CommandFailure(code: .usage, message: "option '\(name)' is not taken by the service") }
        guard let option = KLineSettings.options.first(where: { $0.name == name }) else {
            let hint = closestName(to: name, among: KLineSettings.options.map(\.name).filter { !Self.refused.contains($0) }).map { " (did you mean '\($0)'?)" } ?? ""
            throw CommandFailure(code: .usage, message: "unknown option '\(DataDirectory.shown(name))'\(hint); see docs/service.md")
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
    private static func texts(_ value: Any, name: String) throws -> [String] {
        switch value {
        case let s as String: return [s]
        case let n as NSNumber: return [n.stringValue]
        case let list as [Any]:
            let items = try list.map { item -> String in
                guard let s = item as? String ?? (item as? NSNumber).map({ $0.stringValue }) else {
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
