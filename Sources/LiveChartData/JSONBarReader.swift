/// Reads bars from JSON: an array of bar objects, or an object holding such an array under `bars`, `data` or `observations` (FRED).
/// Objects with a close (`close`, `price` or `value`) and no open, high or low in the whole file make a
/// close-only series, as a `Date,Close` CSV does (`BarLoadResult.fields`).
///
/// Keys may come in any order and use the same names as CSV headers (see `BarRole`). Prices and
/// volumes may be numbers or numeric strings (with units: `"1.23M"`). A time may be a number (an epoch
/// number, whose unit the largest in the file decides as `EpochUnit` says, or `YYYYMMDD`) or any text
/// `TimestampParser` reads. Errors about a bar carry the line its
/// key is on, the key's 1-based position in its object as the column, and the key's path as the field:
/// `bars[812345].high` (`[812345].high` in a top-level array), so a one-line file of a million bars still
/// says which bar.
struct JSONBarReader {
    /// One bar object's members, with the key found for each role and the object's index in the bar array.
    private typealias Members = (keys: [String], values: [JSONValue], lines: [Int], roles: [BarRole: Int], index: Int)

    private var assembler: BarAssembler
    private var symbols: SymbolFilter
    private let name: String
    /// The key holding the bar array (`bars`, `data`, `observations`), or "" for a top-level array: the head of every path.
    private var container = ""
    private var reading: DateReading
    private let pattern: DatePattern?

    /// Reads a whole JSON text. O(bytes).
    /// - Throws: `DataError` for a syntax error, a document of the wrong shape, or (in `.strict` mode) a bad bar.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, name: String, options: BarReadOptions) throws(DataError) -> BarLoadResult {
        let root = try JSONParser.parse(bytes, name: name)
        var reader = JSONBarReader(assembler: BarAssembler(file: name, policy: options.policy, epochDayZone: options.timeZone),
                                   symbols: SymbolFilter(wanted: options.symbol), name: name,
                                   reading: DateReading(format: options.dateFormat), pattern: options.dateFormat.pattern)
        let (elements, lines, container) = try reader.barArray(in: root)
        reader.container = container
        var members: [(Members, Int)] = []
        members.reserveCapacity(elements.count)
        for (index, (element, line)) in zip(elements, lines).enumerated() {
            guard case .object(let keys, let values, let keyLines) = element else {
                try reader.assembler.reject(DataError(file: name, line: line, field: reader.path(index), reason: "expected a bar object"))
                continue
            }
            var roles: [BarRole: Int] = [:]
            for (k, key) in keys.enumerated() {
                if let role = BarRole(headerName: key), roles[role] == nil { roles[role] = k }
            }
            if roles[.date] == nil, let t = roles[.time] { (roles[.date], roles[.time]) = (t, nil) }
            if roles[.close] == nil, let k = keys.firstIndex(where: { ["price", "value"].contains($0.lowercased()) }) { roles[.close] = k }
            members.append(((keys, values, keyLines, roles, index), line))
        }
        // Close-only, as CSV's `Date,Close` (FRED's observations: `{"date":…,"value":…}`): no object has a
        // range, so open, high and low read the close, and a close of "." or "-" is a day without a value.
        let closeOnly = !members.isEmpty && members.allSatisfy { m in [BarRole.open, .high, .low].allSatisfy { m.0.roles[$0] == nil } }
        var missing: [Int] = []
        if closeOnly {
            for k in members.indices {
                let close = members[k].0.roles[.close]
                (members[k].0.roles[.open], members[k].0.roles[.high], members[k].0.roles[.low]) = (close, close, close)
            }
        }
        let note = try reader.decideEpochUnit(members)
        for (m, line) in members {
            if closeOnly, let c = m.roles[.close], case .string(let text) = m.values[c], [".", "-", ""].contains(text.trimmingCharacters(in: .whitespaces)) {
                missing.append(m.lines[c])
                continue
            }
            try reader.add(m, line: line)
        }
        let hasSymbol = members.contains { $0.0.roles[.symbol] != nil }
        let symbol = try reader.symbols.resolve(hasColumn: hasSymbol, file: name, line: 1, column: 0, field: "symbol")
        var result = try reader.assembler.finish(symbol: symbol, timeLocation: (0, "time"))
        let hasVolume = members.contains { $0.0.roles[.volume] != nil }, hasAmount = members.contains { $0.0.roles[.amount] != nil }
        result.fields = closeOnly ? BarFields.close : BarFields.ohlc
        if hasVolume { result.fields.insert(.volume) }
        if hasAmount { result.fields.insert(.amount) }
        var notes = note.map { [$0] } ?? []
        if !missing.isEmpty {
            let listed = missing.prefix(BarAssembler.listedProblems).map(String.init).joined(separator: ", ")
            notes.append("\(name):\(missing[0]): skipped \(missing.count) bars with no value ('.', '-' or empty), on lines \(listed)"
                + (missing.count > BarAssembler.listedProblems ? ", …" : ""))
            result.skippedRows += missing.count
        }
        result.warnings = notes + result.warnings
        return result
    }

    /// Decides the unit of the file's epoch times from all of them (see `EpochUnit`), unless the options
    /// gave one. O(bars).
    /// - Returns: the note saying which, or nil when the times are not epoch numbers.
    private mutating func decideEpochUnit(_ members: [(Members, Int)]) throws(DataError) -> String? {
        guard reading.epoch == nil, pattern == nil else { return nil }
        var largest: (value: Int64, line: Int)?, smallest: (value: Int64, line: Int)?, key = "time"
        for (m, _) in members {
            guard let k = m.roles[.date] else { continue }
            let value: Int64?
            switch m.values[k] {
            case .number(let v): value = v.isFinite && v >= 100_000_000 && v < 9.2e18 ? Int64(v) : nil
            case .string(var text): value = text.withUTF8 { TimestampParser.epochValue($0) }
            default: value = nil
            }
            guard let value else { continue }
            key = m.keys[k]
            if value > (largest?.value ?? .min) { largest = (value, m.lines[k]) }
            if value < (smallest?.value ?? .max) { smallest = (value, m.lines[k]) }
        }
        guard let largest, let smallest else { return nil }
        let (unit, note) = try EpochUnit.deciding(largest: largest, smallest: smallest, file: name, firstLine: members[0].0.lines.first ?? 1,
                                                  column: 0, field: key, columnName: "\"\(key)\"")
        reading.epoch = unit
        return note
    }

    /// The bar array's elements, their lines and the key holding it ("" for a top-level array).
    private func barArray(in root: JSONValue) throws(DataError) -> ([JSONValue], [Int], String) {
        switch root {
        case .array(let values, let lines):
            return (values, lines, "")
        case .object(let keys, let values, _):
            for (key, value) in zip(keys, values) where ["bars", "data", "observations"].contains(key.lowercased()) {
                if case .array(let elements, let lines) = value { return (elements, lines, key) }
            }
            throw DataError(file: name, line: 1, reason: "a JSON object must hold the bars in an array under \"bars\", \"data\" or \"observations\"")
        default:
            throw DataError(file: name, line: 1, reason: "expected a JSON array of bars")
        }
    }

    /// Turns one object into a bar for the assembler, or rejects it.
    private mutating func add(_ m: Members, line: Int) throws(DataError) {
        if let s = m.roles[.symbol], case .string(let text) = m.values[s], !symbols.accept(Array(text.utf8)) { return }
        guard let (written, zone) = try timestamp(m, line: line) else { return }
        var time = written
        if let k = m.roles[.time] {
            guard case .string(var text) = m.values[k], let t = text.withUTF8({ TimestampParser.timeOfDay($0) }) else {
                try reject(m, .time, "not a time of day")
                return
            }
            time += t
        }
        var values: [Double] = []
        for role in [BarRole.open, .high, .low, .close, .volume, .amount] {
            guard let v = try number(m, role, line) else { return }
            values.append(v)
        }
        let bar = Bar(time: time, open: values[0], high: values[1], low: values[2], close: values[3], volume: values[4], amount: values[5])
        let container = container
        try assembler.add(bar, line: m.roles[.open].map { m.lines[$0] } ?? line, zone: zone) { Self.locate(m, $0, in: container) }
    }

    private mutating func timestamp(_ m: Members, line: Int) throws(DataError) -> (Int64, StampZone)? {
        guard let k = m.roles[.date] else {
            try assembler.reject(DataError(file: name, line: line, field: path(m.index, "time"), reason: "the bar has no time key"))
            return nil
        }
        switch m.values[k] {
        case .number(let v):
            if let t = TimestampParser.stampFromNumber(v, unit: reading.epoch) { return t }
        case .string(var text):
            let (reading, pattern) = (reading, pattern)
            if let t = text.withUTF8({ bytes in pattern.map { TimestampParser.parseStamp(bytes, pattern: $0) } ?? TimestampParser.parseStamp(bytes, reading: reading) }) {
                return t
            }
        default:
            break
        }
        try reject(m, .date, "not a date or epoch time")
        return nil
    }

    /// A price, volume or amount; volume defaults to 0 and amount to NaN when missing or null. `nil` when rejected.
    private mutating func number(_ m: Members, _ role: BarRole, _ line: Int) throws(DataError) -> Double? {
        let absent: Double? = role == .volume ? 0 : role == .amount ? .nan : nil
        guard let k = m.roles[role] else {
            if absent == nil { try assembler.reject(DataError(file: name, line: line, field: path(m.index, role.displayName), reason: "missing")) }
            return absent
        }
        switch m.values[k] {
        case .number(let v): return v
        case .string(var text):
            if let v = text.withUTF8({ DecimalParser.parse($0, dialect: .point) }) { return v }
            if let absent, text.withUTF8({ DecimalParser.isNone($0) }) { return absent }
        case .null: if let absent { return absent }
        default: break
        }
        try reject(m, role, "not a number")
        return nil
    }

    /// The column (the key's position in its object) and the path of `role`'s key in bar `m`.
    private static func locate(_ m: Members, _ role: BarRole, in container: String) -> (column: Int, field: String?) {
        m.roles[role].map { ($0 + 1, path(container, m.index, m.keys[$0])) } ?? (0, path(container, m.index, role.displayName))
    }

    /// `bars[7].high`, `[7].high` in a top-level array, `bars[7]` without a key.
    private static func path(_ container: String, _ index: Int, _ key: String? = nil) -> String {
        "\(container)[\(index)]" + (key.map { ".\($0)" } ?? "")
    }

    private func path(_ index: Int, _ key: String? = nil) -> String { Self.path(container, index, key) }

    private mutating func reject(_ m: Members, _ role: BarRole, _ reason: String) throws(DataError) {
        let (column, field) = Self.locate(m, role, in: container)
        let line = m.roles[role].map { m.lines[$0] } ?? 0
        try assembler.reject(DataError(file: name, line: line, column: column, field: field, reason: reason))
    }
}
