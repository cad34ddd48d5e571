import Foundation
import LiveChartCore

/// Drawings as a JSON file (docs/drawings.md has the schema and docs/examples/drawings.json one of every tool):
///
/// ```json
/// {"drawings": [{"tool": "segment", "points": [{"time": "2020-03-23", "price": 218.26},
///                                              {"time": "2020-06-08", "price": 323.41}],
///                "color": "#2962FF", "text": ""}]}
/// ```
///
/// `tool` is a `Drawing.Tool` name; `points` holds exactly the tool's `pointCount` objects with a `time` (any
/// date or date-time the bar readers take, or epoch seconds or milliseconds) and a finite `price`; `color`
/// (a CSS name or hex) and `text` (at most 200 characters, no control characters) are optional. Errors name
/// the file, line and JSON path (`drawings[2].points[1].price`). Times are put on the chart's clock as markers'
/// are: an instant (epoch, `Z`, an offset) as the chart shows instants, a plain date or time as the wall clock of
/// the chart's zone. `json` writes what `parse` takes back on the same clock, and on any other (`--timezone`).
public enum DrawingFile {
    /// Most drawings one file may hold.
    public static let maxDrawings = 10_000

    /// Reads the file at `path`, its times put on `clock` (the chart's kind of time and zone; default as written).
    /// O(file size).
    /// - Throws: `DataError` (line 0) when it cannot be read, otherwise as `parse(bytes:name:clock:)`.
    public static func load(path: String, clock: ChartClock = ChartClock()) throws(DataError) -> [Drawing] {
        let data = try InputFile.contents(atPath: path)
        return try parse(bytes: [UInt8](data), name: path, clock: clock)
    }

    /// Parses drawings held in memory; `name` names the input in errors; times are put on `clock`.
    public static func parse(bytes: [UInt8], name: String, clock: ChartClock = ChartClock()) throws(DataError) -> [Drawing] {
        let outcome = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(DataError) in try JSONParser.parse(buffer, name: name) }
        }
        let root = try outcome.get()
        guard case .object(let keys, let values, let keyLines) = root, let k = keys.firstIndex(of: "drawings"),
              case .array(let elements, let lines) = values[k] else {
            throw DataError(file: name, line: 1, reason: "expected an object holding the drawings in an array under \"drawings\"")
        }
        // One rule for every JSON input (drawings, markers, themes): a key the reader does not know is refused with
        // its path, never ignored; at the top, as inside a drawing or a point (a top-level key was taken silently).
        for (n, key) in keys.enumerated() where key != "drawings" {
            throw DataError(file: name, line: keyLines[n], field: key, reason: "unknown key; a drawings file has only \"drawings\"")
        }
        guard elements.count <= maxDrawings else { throw DataError(file: name, line: 1, reason: "more than \(maxDrawings) drawings") }
        var drawings: [Drawing] = []
        for (n, (element, line)) in zip(elements, lines).enumerated() {
            drawings.append(try drawing(element, line: line, path: "drawings[\(n)]", name: name, clock: clock))
        }
        return drawings
    }

    private static func drawing(_ value: JSONValue, line: Int, path: String, name: String, clock: ChartClock) throws(DataError) -> Drawing {
        guard case .object(let keys, let values, let keyLines) = value else {
            throw DataError(file: name, line: line, field: path, reason: "expected a drawing object")
        }
        func fail(_ key: String, _ reason: String, at l: Int? = nil) -> DataError {
            DataError(file: name, line: l ?? keys.firstIndex(of: key).map { keyLines[$0] } ?? line, field: "\(path).\(key)", reason: reason)
        }
        for (k, key) in keys.enumerated() where !["tool", "points", "color", "text"].contains(key) {
            throw fail(key, "unknown key; a drawing has tool, points, color, text", at: keyLines[k])
        }
        guard let t = keys.firstIndex(of: "tool"), case .string(let toolName) = values[t] else { throw fail("tool", "missing, or not a string") }
        guard let tool = Drawing.Tool(rawValue: toolName) else {
            throw fail("tool", "'\(toolName)' must be \(Drawing.Tool.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard let p = keys.firstIndex(of: "points"), case .array(let pointValues, let pointLines) = values[p] else {
            throw fail("points", "missing, or not an array")
        }
        guard pointValues.count == tool.pointCount else {
            throw fail("points", "\(tool.rawValue) takes \(tool.pointCount) point\(tool.pointCount == 1 ? "" : "s"), not \(pointValues.count)")
        }
        var points: [Drawing.Anchor] = []
        for (m, (point, pointLine)) in zip(pointValues, pointLines).enumerated() {
            points.append(try anchor(point, line: pointLine, path: "\(path).points[\(m)]", name: name, clock: clock))
        }
        var color: Color?
        if let c = keys.firstIndex(of: "color") {
            switch values[c] {
            case .string(let text) where text.isEmpty: break
            case .string(let text):
                guard let parsed = Color(named: text) else { throw fail("color", "'\(text)' is not a colour name or #RRGGBB[AA]") }
                color = parsed
            case .null: break
            default: throw fail("color", "expected a string")
            }
        }
        var text = ""
        if let k = keys.firstIndex(of: "text") {
            guard case .string(let s) = values[k] else { throw fail("text", "expected a string") }
            guard LabelText.isValid(s, limit: 200) else {
                throw fail("text", "at most 200 characters without control characters")
            }
            text = s
        }
        return Drawing(tool: tool, points: points, color: color, text: text)
    }

    private static func anchor(_ value: JSONValue, line: Int, path: String, name: String, clock: ChartClock) throws(DataError) -> Drawing.Anchor {
        guard case .object(let keys, let values, let keyLines) = value else {
            throw DataError(file: name, line: line, field: path, reason: "expected a point {\"time\": …, \"price\": …}")
        }
        func fail(_ key: String, _ reason: String) -> DataError {
            DataError(file: name, line: keys.firstIndex(of: key).map { keyLines[$0] } ?? line, field: "\(path).\(key)", reason: reason)
        }
        for key in keys where key != "time" && key != "price" { throw fail(key, "unknown key; a point has time and price") }
        let stamp: (seconds: Int64, zone: StampZone)?
        switch keys.firstIndex(of: "time").map({ values[$0] }) {
        case .string(var s)?: stamp = s.withUTF8 { TimestampParser.parseStamp($0, dayFirst: false) }
        case .number(let n)?: stamp = TimestampParser.stampFromNumber(n)
        default: throw fail("time", "missing, or not a date string or epoch number")
        }
        guard let time = stamp.map({ clock.fileTime($0.seconds, written: $0.zone) }) else { throw fail("time", "not a date, date-time or epoch time") }
        guard case .number(let price)? = keys.firstIndex(of: "price").map({ values[$0] }), price.isFinite else {
            throw fail("price", "missing, or not a finite number")
        }
        guard ValueLimits.accepts(price) else { throw fail("price", "\(price) is beyond ±1e15") }
        return Drawing.Anchor(time: time, price: price)
    }

    /// The drawings as the file's JSON, one drawing per line, times as the chart on `clock` holds them: instants
    /// in UTC with a `Z`; wall-clock times plain, a date alone at midnight.
    public static func json(_ drawings: [Drawing], clock: ChartClock = ChartClock()) -> String {
        func time(_ t: Int64) -> String {
            let c = CivilTime(secondsSince1970: t)
            if clock.basis == .instant { return c.isoDate + "T" + c.clockTime + "Z" }
            return t % 86_400 == 0 ? c.isoDate : c.isoDate + "T" + c.clockTime
        }
        func quoted(_ s: String) -> String {
            var out = "\""
            for ch in s.unicodeScalars {
                switch ch {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                default: out.unicodeScalars.append(ch)
                }
            }
            return out + "\""
        }
        let items = drawings.map { d -> String in
            let points = d.points.map { "{\"time\": \(quoted(time($0.time))), \"price\": \($0.price)}" }.joined(separator: ", ")
            var fields = ["\"tool\": \(quoted(d.tool.rawValue))", "\"points\": [\(points)]"]
            if let c = d.color { fields.append("\"color\": \(quoted(c.hexString))") }
            if !d.text.isEmpty { fields.append("\"text\": \(quoted(d.text))") }
            return "  {" + fields.joined(separator: ", ") + "}"
        }
        return "{\"drawings\": [\n" + items.joined(separator: ",\n") + (items.isEmpty ? "" : "\n") + "]}\n"
    }
}
