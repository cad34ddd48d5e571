/// Byte-level checks of text in the encodings `LegacyTextEncoding` reads: where UTF-8 stops being valid, where
/// a GB18030 or Windows-1252 byte sequence is malformed, and which of the two a text's bytes above 0x7F suggest.
/// No allocation; ASCII runs are skipped eight bytes at a time.
enum TextBytes {
    /// The index of the first byte at or after `start` that begins an ill-formed UTF-8 sequence (RFC 3629
    /// table: no overlong forms, no surrogates, nothing above U+10FFFF), or nil.
    /// - Complexity: O(n), about a byte per cycle on ASCII.
    static func firstInvalidUTF8(_ b: UnsafeBufferPointer<UInt8>, from start: Int = 0, multibyte: inout Int) -> Int? {
        var i = start
        let n = b.count
        while i < n {
            if b[i] < 0x80 {
                i = skipASCII(b, from: i)
                continue
            }
            let width = utf8SequenceWidth(b, at: i)
            if width == 0 { return i }
            multibyte += 1
            i += width
        }
        return nil
    }

    /// The first index at or after `i` whose byte is above 0x7F (or the end).
    @inline(__always) private static func skipASCII(_ b: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var i = start
        let n = b.count, base = UnsafeRawPointer(b.baseAddress!)
        while i + 8 <= n, base.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 { i += 8 }
        while i < n, b[i] < 0x80 { i += 1 }
        return i
    }

    /// The length of the well-formed UTF-8 sequence at `i` (whose byte is above 0x7F), or 0.
    private static func utf8SequenceWidth(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        let lead = b[i], n = b.count
        func continuation(_ k: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool { i + k < n && b[i + k] >= low && b[i + k] <= high }
        switch lead {
        case 0xC2...0xDF: return continuation(1) ? 2 : 0
        case 0xE0: return continuation(1, 0xA0) && continuation(2) ? 3 : 0
        case 0xED: return continuation(1, 0x80, 0x9F) && continuation(2) ? 3 : 0
        case 0xE1...0xEF: return continuation(1) && continuation(2) ? 3 : 0
        case 0xF0: return continuation(1, 0x90) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4: return continuation(1, 0x80, 0x8F) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        default: return 0
        }
    }

    /// The index of the first byte of `range` that starts a malformed GB18030 sequence (one byte to 0x7F; two:
    /// 0x81–0xFE then 0x40–0x7E or 0x80–0xFE; four: 0x81–0xFE, 0x30–0x39, 0x81–0xFE, 0x30–0x39), or nil.
    static func firstInvalidGB18030(_ b: UnsafeBufferPointer<UInt8>, in range: Range<Int>) -> Int? {
        var i = range.lowerBound
        while i < range.upperBound {
            let width = gb18030Width(b, at: i, end: range.upperBound)
            if width == 0 { return i }
            i += width
        }
        return nil
    }

    private static func gb18030Width(_ b: UnsafeBufferPointer<UInt8>, at i: Int, end: Int) -> Int {
        let lead = b[i]
        if lead < 0x80 { return 1 }
        guard lead >= 0x81 && lead <= 0xFE, i + 1 < end else { return 0 }
        let second = b[i + 1]
        if (second >= 0x40 && second <= 0x7E) || (second >= 0x80 && second <= 0xFE) { return 2 }
        guard second >= 0x30 && second <= 0x39, i + 3 < end, b[i + 2] >= 0x81 && b[i + 2] <= 0xFE,
              b[i + 3] >= 0x30 && b[i + 3] <= 0x39 else { return 0 }
        return 4
    }

    /// The bytes Windows-1252 leaves undefined.
    static func isUndefinedInWindows1252(_ byte: UInt8) -> Bool { byte == 0x81 || byte == 0x8D || byte == 0x8F || byte == 0x90 || byte == 0x9D }

    /// Whether the bytes above 0x7F in `range` read better as GB18030 than as Windows-1252: its characters
    /// written as two such bytes in a row (every GB2312 character, most others) outnumber both the bytes a Western
    /// text would have alone between ASCII ones (`é` in `Société`) and the bytes GB18030 cannot start a character
    /// with (a stray byte or two does not turn a GBK file into Windows-1252).
    static func looksLikeGB18030(_ b: UnsafeBufferPointer<UInt8>, in range: Range<Int>) -> Bool {
        var paired = 0, isolated = 0, malformed = 0, i = range.lowerBound
        while i < range.upperBound {
            if b[i] < 0x80 { i += 1; continue }
            let width = gb18030Width(b, at: i, end: range.upperBound)
            if width == 0 { malformed += 1 }
            if width == 2 && b[i + 1] >= 0x80 { paired += 1 }
            let before = i == range.lowerBound || b[i - 1] < 0x80, after = i + 1 == range.upperBound || b[i + 1] < 0x80
            if before && after { isolated += 1 }
            i += max(width, 1)
        }
        return paired > 0 && paired >= isolated && paired > malformed
    }
}
