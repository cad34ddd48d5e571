import Foundation
import LiveChartCore

/// Reads bar markers from CSV or JSON.
///
/// - CSV: a header naming `time`, `position` and `shape`, and optionally `color`, `text` and `price`, in any
///   order (`time,position,shape,color,text[,price]` is lightweight-charts' order); one marker per row.
/// - JSON: an array of objects with those keys, or an object holding such an array under `markers`.
///
/// Values: `time` is any date or date-time the bar readers take (`2020-03-23`, `2020-03-23 14:30`, epoch
/// seconds or milliseconds); `position` is `above|below|inBar|atPrice` and `shape` `arrowUp|arrowDown|circle|square`
/// (any case); `color` a CSS name or `#RRGGBB[AA]`, empty for the default; `text` at most `maxTextLength`
/// characters without control characters; `price` a number, required by `atPrice`.
/// Every error names the file, line, column and field (a JSON error also names the element,
/// `markers[3].shape`); nothing is repaired.
public enum MarkerFileReader {
    /// Most markers one file may hold.
    public static let maxMarkers = 200_000
    /// Longest marker text, in characters.
    public static let maxTextLength = 200

    /// The keys a marker has, in lightweight-charts' order.
    static let keys = ["time", "position", "shape", "color", "text", "price"]

    /// Reads the file at `path`, its times put on `clock` (the chart's kind of time in its zone; default as written). O(file size).
    /// - Throws: `DataError` (line 0) when it cannot be read, otherwise as `parse(bytes:name:)`.
    public static func load(path: String, clock: ChartClock = ChartClock()) throws(DataError) -> [BarMarker] {
        let data = try InputFile.contents(atPath: path)
        return try parse(bytes: [UInt8](data), name: path, clock: clock)
    }

    /// Parses markers held in memory; `name` names the input in errors; times are put on `clock` (a plain time read
    /// in the chart's zone, an instant shown in it).
    /// - Throws: `DataError` at the first bad header, row, element or value; for more than `maxMarkers`.
    public static func parse(bytes: [UInt8], name: String, clock: ChartClock = ChartClock()) throws(DataError) -> [BarMarker] {
        let outcome = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(DataError) in
                let start = buffer.firstIndex { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
                if let start, buffer[start] == UInt8(ascii: "[") || buffer[start] == UInt8(ascii: "{") {
                    return try json(buffer, name: name, clock: clock)
                }
                return try csv(buffer, name: name, clock: clock)
            }
        }
        return try outcome.get()
    }

    private static func csv(_ buffer: UnsafeBufferPointer<UInt8>, name: String, clock: ChartClock) throws(DataError) -> [BarMarker] {
        var scanner = CSVScanner(bytes: buffer, name: name)
        guard try scanner.next() else { throw DataError(file: name, line: 1, reason: "no header: expected time,position,shape,color,text[,price]") }
        let header = scanner.texts().map { $0.lowercased() }
        var column: [String: Int] = [:]
        for (k, key) in header.enumerated() {
            guard keys.contains(key) else {
                throw DataError(file: name, line: scanner.line, column: k + 1, field: key,
                                reason: "unknown column; a marker file has \(keys.joined(separator: ", "))")
            }
            guard column[key] == nil else { throw DataError(file: name, line: scanner.line, column: k + 1, field: key, reason: "column named twice") }
            column[key] = k
        }
        for key in keys.prefix(3) where column[key] == nil {
            throw DataError(file: name, line: scanner.line, reason: "no '\(key)' column in header '\(header.joined(separator: ","))'")
        }
        var markers: [BarMarker] = []
        while try scanner.next() {
            guard markers.count < maxMarkers else { throw DataError(file: name, line: scanner.line, reason: "more than \(maxMarkers) markers") }
            guard scanner.count <= header.count else {
                throw DataError(file: name, line: scanner.line, column: header.count + 1, reason: "\(scanner.count) fields but the header has \(header.count)")
            }
            var values: [String: Value] = [:]
            for (key, k) in column where k < scanner.count {
                // A price reads as the bar files' numbers do: thousands separators only inside quotes.
                values[key] = key == "price" ? scanner.number(k).map(Value.number) ?? .text(scanner.text(k)) : .text(scanner.text(k))
            }
            let line = scanner.line
            markers.append(try marker(values, clock: clock) { key, reason in
                DataError(file: name, line: line, column: (column[key] ?? -1) + 1, field: key, reason: reason)
            })
        }
        return markers
    }

    private static func json(_ buffer: UnsafeBufferPointer<UInt8>, name: String, clock: ChartClock) throws(DataError) -> [BarMarker] {
        var elements: [JSONValue] = [], lines: [Int] = []
        var path = ""
        switch try JSONParser.parse(buffer, name: name) {
        case .array(let values, let l):
            (elements, lines) = (values, l)
        case .object(let keys, let values, _):
            guard let k = keys.firstIndex(of: "markers"), case .array(let v, let l) = values[k] else {
                throw DataError(file: name, line: 1, reason: "a JSON object must hold the markers in an array under \"markers\"")
            }
            (elements, lines, path) = (v, l, "markers")
        default:
            throw DataError(file: name, line: 1, reason: "expected a JSON array of marker objects")
        }
        guard elements.count <= maxMarkers else { throw DataError(file: name, line: 1, reason: "more than \(maxMarkers) markers") }
        var markers: [BarMarker] = []
        markers.reserveCapacity(elements.count)
        for (n, (element, line)) in zip(elements, lines).enumerated() {
            let here = "\(path)[\(n)]"
            guard case .object(let names, let values, let keyLines) = element else {
                throw DataError(file: name, line: line, field: here, reason: "expected a marker object")
            }
            var fields: [String: Value] = [:], keyLine: [String: Int] = [:]
            for (k, key) in names.enumerated() {
                let field = "\(here).\(key)"
                guard keys.contains(key) else {
                    throw DataError(file: name, line: keyLines[k], field: field, reason: "unknown key; a marker has \(keys.joined(separator: ", "))")
                }
                switch values[k] {
                case .string(let s): fields[key] = .text(s)
                case .number(let v): fields[key] = .number(v)
                case .null: break
                default: throw DataError(file: name, line: keyLines[k], field: field, reason: "expected a string or a number")
                }
                keyLine[key] = keyLines[k]
            }
            markers.append(try marker(fields, clock: clock) { key, reason in
                DataError(file: name, line: keyLine[key] ?? line, field: "\(here).\(key)", reason: reason)
            })
        }
        return markers
    }

    /// A field as the file wrote it: CSV gives text, JSON also numbers.
    private enum Value {
        case text(String), number(Double)

        var text: String {
            switch self {
            case .text(let s): s
            case .number(let v): "\(v)"
            }
        }
    }

    /// One marker from its fields; `fail` locates an error at a key.
    private static func marker(_ v: [String: Value], clock: ChartClock, fail: (String, String) -> DataError) throws(DataError) -> BarMarker {
        func required(_ key: String) throws(DataError) -> Value {
            guard let value = v[key], value.text != "" else { throw fail(key, "missing") }
            return value
        }
        let stamp: (seconds: Int64, zone: StampZone)?
        switch try required("time") {
        case .number(let n): stamp = TimestampParser.stampFromNumber(n)
        case .text(var t): stamp = t.withUTF8 { TimestampParser.parseStamp($0, dayFirst: false) }
        }
        guard let time = stamp.map({ clock.fileTime($0.seconds, written: $0.zone) }) else { throw fail("time", "'\(v["time"]!.text)' is not a date, date-time or epoch time") }
        let p = try required("position").text, s = try required("shape").text
        guard let position = BarMarker.Position.allCases.first(where: { $0.rawValue.lowercased() == p.lowercased() }) else {
            throw fail("position", "'\(p)' must be \(BarMarker.Position.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard let shape = BarMarker.Shape.allCases.first(where: { $0.rawValue.lowercased() == s.lowercased() }) else {
            throw fail("shape", "'\(s)' must be \(BarMarker.Shape.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        var color: Color?
        if case .number? = v["color"] { throw fail("color", "expected a string") }
        if let c = v["color"]?.text, !c.isEmpty {
            guard let parsed = Color(named: c) else { throw fail("color", "'\(c)' is not a colour name or #RRGGBB[AA]") }
            color = parsed
        }
        guard case .text(let text) = v["text"] ?? .text("") else { throw fail("text", "expected a string") }
        guard text.count <= maxTextLength else { throw fail("text", "longer than \(maxTextLength) characters") }
        guard LabelText.isValid(text, limit: maxTextLength) else { throw fail("text", "holds a control character or a line break") }
        var price: Double?
        switch v["price"] {
        case .number(let n)?: price = n
        case .text(var t)? where !t.isEmpty:
            guard let n = t.withUTF8({ DecimalParser.parse($0) }) else { throw fail("price", "'\(t)' is not a number") }
            price = n
        default: break
        }
        if let price, !price.isFinite { throw fail("price", "'\(price)' is not a finite number") }
        if let price, !ValueLimits.accepts(price) { throw fail("price", "\(price) is beyond ±1e15") }
        if position == .atPrice, price == nil { throw fail("price", "an atPrice marker needs a price") }
        return BarMarker(time: time, position: position, shape: shape, color: color, text: text, price: price)
    }
}
