/// Parses decimal numbers straight from UTF-8 bytes, without building a `String` per field.
///
/// Accepts surrounding spaces and tabs, a sign, digits with an optional fraction and an optional
/// exponent (`-1.40E-05`), and, when `grouping` is on, commas as thousands separators (`"1,234.5"`).
/// The words `nan`, `inf` and `infinity` give the non-finite values, so callers can report them as
/// such. Results are correctly rounded: plain decimals of at most 15 digits use Clinger's exact fast
/// path (an integer below 2^53 divided by an exact power of ten); everything else goes through the
/// standard library's parser.
enum DecimalParser {
    /// The number in `buffer`, or `nil` when it is empty or not a number. O(length).
    static func parse(_ buffer: UnsafeBufferPointer<UInt8>, grouping: Bool = false) -> Double? {
        // Raw pointer reads and wrapping arithmetic keep this fast path cheap even in debug builds.
        guard let p = buffer.baseAddress else { return nil }
        var i = 0, end = buffer.count
        while i < end && (p[i] == 0x20 || p[i] == 0x09) { i &+= 1 }
        while end > i && (p[end &- 1] == 0x20 || p[end &- 1] == 0x09) { end &-= 1 }
        let start = i
        let negative = i < end && p[i] == 0x2D
        if i < end && (p[i] == 0x2D || p[i] == 0x2B) { i &+= 1 }
        var mantissa: UInt64 = 0, digits = 0, fraction = 0
        while i < end {
            let d = p[i] &- 0x30
            if d > 9 { break }
            mantissa = mantissa &* 10 &+ UInt64(d)
            digits &+= 1
            i &+= 1
        }
        if i < end && p[i] == 0x2E {
            i &+= 1
            while i < end {
                let d = p[i] &- 0x30
                if d > 9 { break }
                mantissa = mantissa &* 10 &+ UInt64(d)
                digits &+= 1
                fraction &+= 1
                i &+= 1
            }
        }
        // Clinger's fast path: at most 15 digits (< 2^53) divided by an exact power of ten is correctly rounded.
        guard i == end, digits > 0, digits <= 15 else { return slowParse(buffer, from: start, to: end, grouping: grouping) }
        var scale = 1.0
        while fraction > 0 {
            scale *= 10
            fraction &-= 1
        }
        let v = Double(mantissa) / scale
        return negative ? -v : v
    }

    /// Exponents, long mantissas, grouping commas and the words `nan` / `inf`, through the standard
    /// library's correctly rounded parser. Only decimal notation gets there: the library parser would also
    /// take hexadecimal floats ("0x1p6" as 64) and stop at a NUL byte ("1\0999" as 1), so any byte other
    /// than digits, a sign, a point, an exponent mark (and grouping commas) refuses the field.
    private static func slowParse(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, grouping: Bool) -> Double? {
        guard start < end else { return nil }
        let bytes = buffer[start..<end]
        var text = String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self)
        let word = text.lowercased().trimmingPrefix { $0 == "+" || $0 == "-" }
        if !["nan", "inf", "infinity"].contains(String(word)) {
            let allowed: Set<UInt8> = Set(Array("0123456789+-.eE".utf8) + (grouping ? [UInt8(ascii: ",")] : []))
            guard bytes.allSatisfy(allowed.contains) else { return nil }
        }
        if grouping { text.removeAll { $0 == "," } }
        return Double(text)
    }

    /// Whether `field` holds nothing but spaces and tabs.
    static func isBlank(_ field: UnsafeBufferPointer<UInt8>) -> Bool {
        for c in field where c != 0x20 && c != 0x09 { return false }
        return true
    }
}
