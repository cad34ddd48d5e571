import Foundation

/// Splits delimited text into records and fields in one pass over its bytes, without copying them.
///
/// Handles a UTF-8 byte-order mark, LF / CRLF / CR line ends, blank lines (skipped), fields in double
/// quotes with `""` for a quote and line breaks inside, and a separator sniffed from the first line
/// (the most frequent of comma, semicolon and tab outside quotes; comma on a tie or when none occurs).
/// Records longer than `maxRecordBytes` or with more than `maxFields` fields throw a located
/// `DataError`, so hostile input fails early. Lines are physical, 1-based; fields are 1-based in errors.
struct CSVScanner {
    /// Longest record accepted, in bytes (1 MiB).
    static let maxRecordBytes = 1 << 20
    /// Most fields accepted in one record.
    static let maxFields = 1024

    let bytes: UnsafeBufferPointer<UInt8>
    let name: String
    let separator: UInt8
    /// What ends a record: LF (also covering CRLF), or CR for old Mac files whose first break is a lone CR.
    let terminator: UInt8
    private var position: Int
    private var nextLine = 1
    /// The physical line on which the current record starts.
    private(set) var line = 0
    /// Owner of the field storage below; plain copies share it, so copy with `fork()`.
    private var table: CSVFieldTable
    private var starts: UnsafeMutablePointer<Int>
    private var ends: UnsafeMutablePointer<Int>
    private var quotedFlags: UnsafeMutablePointer<Bool>
    /// The number of fields in the current record.
    private(set) var count = 0
    /// How `number(_:)` reads fields: decimal points, comma thousands and units unless a reader decides
    /// otherwise for its file (`NumberEvidence`).
    var numbers = NumberDialect.point

    /// Starts before the first record; O(length of the first line) to sniff the separator.
    init(bytes: UnsafeBufferPointer<UInt8>, name: String) {
        self.bytes = bytes
        self.name = name
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        position = bytes.starts(with: bom) ? 3 : 0
        separator = Self.sniffSeparator(bytes, from: position)
        terminator = Self.sniffTerminator(bytes, from: position)
        table = CSVFieldTable(capacity: Self.maxFields)
        (starts, ends, quotedFlags) = (table.starts, table.ends, table.quoted)
    }

    /// A copy at the same position with its own field table, to read ahead without moving this one.
    func fork() -> CSVScanner {
        var copy = self
        copy.table = CSVFieldTable(capacity: Self.maxFields)
        (copy.starts, copy.ends, copy.quotedFlags) = (copy.table.starts, copy.table.ends, copy.table.quoted)
        copy.starts.update(from: starts, count: count)
        copy.ends.update(from: ends, count: count)
        copy.quotedFlags.update(from: quotedFlags, count: count)
        return copy
    }

    /// Field `k` (0-based) of the current record, quotes removed but `""` left doubled. O(1).
    func field(_ k: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: bytes.baseAddress! + starts[k], count: ends[k] - starts[k])
    }

    /// Field `k` as text, trimmed of spaces, with `""` turned into `"`. O(field length).
    func text(_ k: Int) -> String {
        let s = String(decoding: field(k), as: UTF8.self).trimmingCharacters(in: .whitespaces)
        return quotedFlags[k] ? s.replacingOccurrences(of: "\"\"", with: "\"") : s
    }

    /// All fields of the current record as text.
    func texts() -> [String] { (0..<count).map(text) }

    /// Field `k` as a number in the `numbers` dialect, or `nil` when it is not one.
    func number(_ k: Int) -> Double? {
        DecimalParser.parse(field(k), dialect: numbers)
    }

    /// Advances to the next non-blank record. O(record length).
    /// - Returns: `false` at the end of the input.
    /// - Throws: `DataError` for an unterminated quote, text after a closing quote, or a record over the caps.
    mutating func next() throws(DataError) -> Bool {
        while position < bytes.count {
            try scanRecord()
            let blank = count == 1 && !quotedFlags[0] && DecimalParser.isBlank(field(0))
            if !blank { return true }
        }
        return false
    }

    private mutating func scanRecord() throws(DataError) {
        line = nextLine
        count = 0
        let base = bytes.baseAddress!, total = bytes.count  // non-empty: `next()` checked position < total
        let recordStart = position
        var lineEnd = -1  // where the record's terminator is; found lazily, and again after a quoted field
        while true {
            guard count < Self.maxFields else {
                throw DataError(file: name, line: line, column: count + 1, reason: "more than \(Self.maxFields) fields in one record")
            }
            if position < total && base[position] == UInt8(ascii: "\"") {
                try scanQuoted(recordStart: recordStart)
                lineEnd = -1
            } else {
                // Looking no further than the cap keeps a huge line from being scanned past the point of failing.
                if lineEnd < 0 { lineEnd = Self.find(terminator, in: base, from: position, to: min(total, recordStart + Self.maxRecordBytes + 1)) }
                let start = position
                position = Self.find(separator, in: base, from: start, to: lineEnd)
                let crlf = position == lineEnd && position > start && base[position - 1] == 0x0D
                append(start, crlf ? position - 1 : position, quoted: false)
            }
            guard max(position, lineEnd) - recordStart <= Self.maxRecordBytes else {
                throw DataError(file: name, line: line, column: count, reason: "record longer than \(Self.maxRecordBytes) bytes")
            }
            guard position < total else { return }
            let c = base[position]
            position += 1
            if c == separator { continue }
            if c == 0x0D && position < total && base[position] == 0x0A { position += 1 }
            nextLine += 1
            return
        }
    }

    /// How many records the input can hold at most: its line breaks plus one. O(bytes), through `memchr`.
    func recordBound() -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        var count = 1, i = 0
        while i < bytes.count {
            i = Self.find(terminator, in: base, from: i, to: bytes.count) + 1
            count += 1
        }
        return count
    }

    /// The index of the first `byte` in `base[from..<to]`, or `to`. Uses C's `memchr`, which stays fast in debug builds.
    private static func find(_ byte: UInt8, in base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int {
        guard from < to, let hit = memchr(base + from, Int32(byte), to - from) else { return to }
        return UnsafeRawPointer(hit) - UnsafeRawPointer(base)
    }

    /// Reads a quoted field, stopping at the record cap so a stray quote cannot run through a huge file.
    private mutating func scanQuoted(recordStart: Int) throws(DataError) {
        let column = count + 1
        let start = position + 1
        let limit = min(bytes.count, recordStart + Self.maxRecordBytes + 1)
        position = start
        while true {
            guard position < limit else {
                let reason = limit < bytes.count ? "record longer than \(Self.maxRecordBytes) bytes" : "quoted field is never closed"
                throw DataError(file: name, line: line, column: column, reason: reason)
            }
            let c = bytes[position]
            if c == UInt8(ascii: "\"") {
                if position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "\"") {
                    position += 2
                    continue
                }
                break
            }
            if c == 0x0A { nextLine += 1 }
            position += 1
        }
        append(start, position, quoted: true)
        position += 1
        while position < bytes.count && bytes[position] == 0x20 { position += 1 }
        if position < bytes.count {
            let c = bytes[position]
            guard c == separator || c == 0x0A || c == 0x0D else {
                throw DataError(file: name, line: line, column: column, reason: "unexpected text after a closing quote")
            }
        }
    }

    private mutating func append(_ start: Int, _ end: Int, quoted: Bool) {
        starts[count] = start
        ends[count] = end
        quotedFlags[count] = quoted
        count += 1
    }

    private static func sniffTerminator(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> UInt8 {
        let window = bytes[start..<min(bytes.count, start + maxRecordBytes + 1)]  // a longer first record fails anyway
        guard let k = window.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return 0x0A }
        return bytes[k] == 0x0D && (k + 1 == bytes.count || bytes[k + 1] != 0x0A) ? 0x0D : 0x0A
    }

    private static func sniffSeparator(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> UInt8 {
        var counts = (comma: 0, semicolon: 0, tab: 0)
        var inQuotes = false, sawText = false
        var i = start
        while i < bytes.count && i - start < maxRecordBytes {
            let c = bytes[i]
            if c == UInt8(ascii: "\"") { inQuotes.toggle() }
            if !inQuotes {
                if c == 0x0A && sawText { break }
                sawText = sawText || (c != 0x0A && c != 0x0D && c != 0x20)
                if c == UInt8(ascii: ",") { counts.comma += 1 }
                if c == UInt8(ascii: ";") { counts.semicolon += 1 }
                if c == 0x09 { counts.tab += 1 }
            }
            i += 1
        }
        if counts.semicolon > counts.comma && counts.semicolon >= counts.tab { return UInt8(ascii: ";") }
        if counts.tab > counts.comma && counts.tab > counts.semicolon { return 0x09 }
        return UInt8(ascii: ",")
    }
}
