import Foundation

/// A small recursive-descent JSON reader (RFC 8259) over bytes that records line numbers.
///
/// Nesting deeper than `maxDepth`, strings over `maxStringBytes` and numbers over `maxNumberLength` are
/// refused so hostile input fails with a located error instead of exhausting the stack or memory.
/// Syntax errors carry the 1-based line and the 1-based byte column within it. A key repeated in one
/// object is an error too (RFC 8259 leaves its meaning open; readers disagreed — the first won in bar
/// files, the last in streams and themes), so every reader refuses it the same way.
/// O(bytes).
package struct JSONParser {
    /// Deepest nesting of arrays and objects accepted.
    static let maxDepth = 64
    /// Longest string accepted, in bytes after unescaping (1 MiB), like the CSV reader's record cap.
    static let maxStringBytes = 1 << 20
    /// Longest number accepted, in characters; no bar value needs more.
    static let maxNumberLength = 1024

    private let bytes: UnsafeBufferPointer<UInt8>
    private let name: String
    private var i: Int
    private var line = 1
    private var lineStart: Int
    private var depth = 0
    /// The keys seen so far in the object open at each depth.
    private var objectKeys: [Int: Set<String>] = [:]
    /// Longest string this parse accepts: `maxStringBytes`, unless a caller whose whole input is bounded asks.
    private var stringLimit = JSONParser.maxStringBytes

    /// Parses one JSON document (an optional UTF-8 byte-order mark, then a value, then only white space).
    /// - Throws: `DataError` at the line and column of the first syntax error.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, name: String, maxStringBytes: Int = maxStringBytes) throws(DataError) -> JSONValue {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var p = JSONParser(bytes: bytes, name: name, i: start, lineStart: start)
        p.stringLimit = maxStringBytes
        let value = try p.value()
        p.skipSpace()
        guard p.i == bytes.count else { throw p.error("unexpected text after the JSON value") }
        return value
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, name: String, i: Int, lineStart: Int) {
        self.bytes = bytes
        self.name = name
        self.i = i
        self.lineStart = lineStart
    }

    /// Checks `data` by this reader's rules (syntax, limits, no repeated key) for a caller that decodes it
    /// with another parser (theme files and the chart service's specs through `JSONSerialization`), so
    /// repeated keys are refused there too. `maxStringBytes` raises the string limit for an input already
    /// bounded as a whole (a request body, whose inline CSV may be as long as the body).
    /// - Throws: `DataError` at the line and column of the first problem.
    package static func validate(_ data: Data, name: String, maxStringBytes: Int = JSONParser.maxStringBytes) throws(DataError) {
        let result: Result<JSONValue, DataError> = data.withUnsafeBytes { raw in
            Result { () throws(DataError) in try parse(raw.bindMemory(to: UInt8.self), name: name, maxStringBytes: maxStringBytes) }
        }
        _ = try result.get()
    }

    private func error(_ reason: String) -> DataError {
        DataError(file: name, line: line, column: i - lineStart + 1, reason: reason)
    }

    private mutating func skipSpace() {
        while i < bytes.count {
            switch bytes[i] {
            case 0x0A: line += 1; i += 1; lineStart = i
            case 0x20, 0x09, 0x0D: i += 1
            default: return
            }
        }
    }

    private mutating func value() throws(DataError) -> JSONValue {
        skipSpace()
        guard i < bytes.count else { throw error("unexpected end of input") }
        switch bytes[i] {
        case UInt8(ascii: "{"): return try container(close: UInt8(ascii: "}")) { (p: inout JSONParser) throws(DataError) in
            let line = p.line
            guard p.i < p.bytes.count, p.bytes[p.i] == UInt8(ascii: "\"") else { throw p.error("expected a quoted key") }
            let key = try p.string()
            guard p.objectKeys[p.depth, default: []].insert(key).inserted else { throw p.error("duplicate key '\(key)'") }
            p.skipSpace()
            guard p.i < p.bytes.count, p.bytes[p.i] == UInt8(ascii: ":") else { throw p.error("expected ':'") }
            p.i += 1
            return (key, try p.value(), line)
        }
        case UInt8(ascii: "["): return try container(close: UInt8(ascii: "]")) { (p: inout JSONParser) throws(DataError) in
            let line = p.line
            return ("", try p.value(), line)
        }
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default: return try number()
        }
    }

    /// An object or array: `element` reads one member (objects) or element (arrays, with an empty key).
    private mutating func container(close: UInt8, element: (inout JSONParser) throws(DataError) -> (String, JSONValue, Int)) throws(DataError) -> JSONValue {
        depth += 1
        guard depth <= Self.maxDepth else { throw error("nested deeper than \(Self.maxDepth) levels") }
        let level = depth
        objectKeys[level] = nil  // a new container: its keys start empty
        defer { objectKeys[level] = nil }
        i += 1
        var items: [(String, JSONValue, Int)] = []
        skipSpace()
        if i < bytes.count && bytes[i] == close {
            i += 1
        } else {
            while true {
                skipSpace()
                items.append(try element(&self))
                skipSpace()
                guard i < bytes.count else { throw error("unexpected end of input") }
                i += 1
                if bytes[i - 1] == close { break }
                guard bytes[i - 1] == UInt8(ascii: ",") else { i -= 1; throw error("expected ',' or '\(Character(Unicode.Scalar(close)))'") }
            }
        }
        depth -= 1
        if close == UInt8(ascii: "]") { return .array(values: items.map(\.1), lines: items.map(\.2)) }
        return .object(keys: items.map(\.0), values: items.map(\.1), lines: items.map(\.2))
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws(DataError) -> JSONValue {
        guard bytes[i...].starts(with: word.utf8) else { throw error("unexpected character") }
        i += word.utf8.count
        return value
    }

    private mutating func number() throws(DataError) -> JSONValue {
        let start = i
        let limit = min(bytes.count, start + Self.maxNumberLength + 1)  // never scan past the cap
        while i < limit, Self.isNumberByte(bytes[i]) { i += 1 }
        guard i - start <= Self.maxNumberLength else {
            i = start
            throw error("number longer than \(Self.maxNumberLength) characters")
        }
        guard i > start, let v = DecimalParser.parse(UnsafeBufferPointer(rebasing: bytes[start..<i])) else {
            i = start
            throw error("unexpected character")
        }
        return .number(v)
    }

    /// Whether `c` can appear in a JSON number: a digit, a sign, a point or an exponent mark.
    private static func isNumberByte(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): true
        default: false
        }
    }

    private mutating func string() throws(DataError) -> String {
        i += 1
        var out: [UInt8] = []
        while true {
            guard i < bytes.count, bytes[i] != 0x0A else { throw error("string is never closed") }
            guard out.count <= stringLimit else { throw error("string longer than \(stringLimit) bytes") }
            let c = bytes[i]
            i += 1
            if c == UInt8(ascii: "\"") { return String(decoding: out, as: UTF8.self) }
            guard c == UInt8(ascii: "\\") else { out.append(c); continue }
            guard i < bytes.count else { throw error("string is never closed") }
            let e = bytes[i]
            i += 1
            switch e {
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"): out.append(contentsOf: try unicodeEscape().utf8)
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
            default: i -= 1; throw error("bad escape in string")
            }
        }
    }

    /// The character of a `\uXXXX` escape (a surrogate pair takes two); U+FFFD for a lone surrogate.
    /// A high surrogate followed by an escape that is not a low surrogate leaves that escape to be read on its own.
    private mutating func unicodeEscape() throws(DataError) -> String {
        let high = try hex4()
        var scalar = UInt32(high)
        if (0xD800..<0xDC00).contains(high), bytes[i...].starts(with: "\\u".utf8) {
            let mark = i
            i += 2
            let low = try hex4()
            if (0xDC00..<0xE000).contains(low) {
                scalar = 0x10000 + (UInt32(high) - 0xD800) << 10 + (UInt32(low) - 0xDC00)
            } else {
                i = mark
            }
        }
        return String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}"))
    }

    /// Exactly four hexadecimal digits (no sign, no prefix), as a value in 0...0xFFFF.
    private mutating func hex4() throws(DataError) -> Int {
        guard i + 4 <= bytes.count else { throw error("bad \\u escape") }
        var v = 0
        for c in bytes[i..<i + 4] {
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): v = v << 4 | Int(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): v = v << 4 | Int(c - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): v = v << 4 | Int(c - UInt8(ascii: "A") + 10)
            default: throw error("bad \\u escape")
            }
        }
        i += 4
        return v
    }
}
