/// Parses decimal numbers straight from UTF-8 bytes, without building a `String` per field.
///
/// Accepts surrounding spaces and tabs, a sign, digits with an optional fraction after the dialect's
/// decimal mark and an optional exponent (`-1.40E-05`). A dialect with `grouping` also takes thousands
/// separators, but only in valid groups: one to three leading digits, then groups of exactly three
/// (`1,234,567.5` yes; `1,23` and `12,34,567` no). A dialect with `units` also takes a suffix, after an
/// optional space: `K` (10³), `M` (10⁶), `B` (10⁹), `万` (10⁴), `亿` (10⁸), applied exactly through the
/// exponent, and `%`, read in percent (`-1.23%` is −1.23). The words `nan`, `inf` and `infinity` give
/// the non-finite values, so callers can report them as such. Everything else — hexadecimal floats
/// (`0x1p6`), a NUL or other control byte (`1\0999`), letters — is not a number.
///
/// Results are correctly rounded: plain decimals of at most 15 digits use Clinger's exact fast path (an
/// integer below 2^53 divided by an exact power of ten) with no allocation; everything else is normalised
/// into ASCII on the stack and goes through the standard library's parser.
enum DecimalParser {
    /// The number in `buffer` as `dialect` writes numbers, or `nil` when it is empty or not a number.
    /// A dialect that is not `proven` refuses any field holding its decimal or grouping mark (see
    /// `NumberDialect.proven`). O(length).
    static func parse(_ buffer: UnsafeBufferPointer<UInt8>, dialect: NumberDialect = .plain) -> Double? {
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
        if i < end && p[i] == dialect.decimal && dialect.proven {
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
        guard i == end, digits > 0, digits <= 15 else { return slowParse(p + start, end - start, dialect: dialect) }
        var scale = 1.0
        while fraction > 0 {
            scale *= 10
            fraction &-= 1
        }
        let v = Double(mantissa) / scale
        return negative ? -v : v
    }

    /// Exponents, long mantissas, thousands separators, units and the words `nan` / `inf`. The field is
    /// checked byte by byte against the grammar above and rewritten as plain ASCII (`-1234.5e6`), which the
    /// standard library's correctly rounded parser reads; that parser alone would also take hexadecimal
    /// floats and stop at a NUL byte, so nothing outside the grammar reaches it.
    private static func slowParse(_ p: UnsafePointer<UInt8>, _ n: Int, dialect: NumberDialect) -> Double? {
        guard n > 0 else { return nil }
        if let word = nonFinite(p, n) { return word }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: n + 8) { out -> Double? in
            var i = 0, o = 0
            func emit(_ c: UInt8) { out[o] = c; o += 1 }
            if p[i] == 0x2D || p[i] == 0x2B { emit(p[i]); i += 1 }
            // Integer digits, in groups when the dialect groups.
            var digits = 0, run = 0, grouped = false
            while i < n {
                let c = p[i]
                if c &- 0x30 <= 9 {
                    emit(c); digits += 1; run += 1; i += 1
                } else if let g = dialect.grouping, c == g, dialect.proven, i + 1 < n, p[i + 1] &- 0x30 <= 9 {
                    guard grouped ? run == 3 : (1...3).contains(run) else { return nil }
                    grouped = true; run = 0; i += 1
                } else {
                    break
                }
            }
            guard !grouped || run == 3 else { return nil }
            if i < n && p[i] == dialect.decimal {
                guard dialect.proven else { return nil }
                emit(0x2E); i += 1
                while i < n, p[i] &- 0x30 <= 9 { emit(p[i]); digits += 1; i += 1 }
            }
            guard digits > 0 else { return nil }
            var exponent = false
            if i < n && (p[i] | 0x20) == UInt8(ascii: "e") {
                emit(UInt8(ascii: "e")); i += 1
                if i < n && (p[i] == 0x2D || p[i] == 0x2B) { emit(p[i]); i += 1 }
                var expDigits = 0
                while i < n, p[i] &- 0x30 <= 9 { emit(p[i]); expDigits += 1; i += 1 }
                guard expDigits > 0 else { return nil }
                exponent = true
            }
            if i < n {
                guard dialect.units else { return nil }
                if p[i] == 0x20 { i += 1 }
                guard let (power, length) = unit(p + i, n - i), i + length == n else { return nil }
                i = n
                if power > 0 {
                    guard !exponent else { return nil }
                    emit(UInt8(ascii: "e"))
                    for c in String(power).utf8 { emit(c) }
                }
            }
            return Double(String(decoding: UnsafeBufferPointer(rebasing: out[0..<o]), as: UTF8.self))
        }
    }

    /// The suffix at `p` (exactly `n` bytes): its power of ten (0 for `%`) and length, or nil.
    private static func unit(_ p: UnsafePointer<UInt8>, _ n: Int) -> (Int, Int)? {
        switch p[0] {
        case UInt8(ascii: "K"), UInt8(ascii: "k"): return (3, 1)
        case UInt8(ascii: "M"): return (6, 1)
        case UInt8(ascii: "B"): return (9, 1)
        case UInt8(ascii: "%"): return (0, 1)
        default:
            guard n == 3 else { return nil }
            if p[0] == 0xE4 && p[1] == 0xB8 && p[2] == 0x87 { return (4, 3) }  // 万 U+4E07
            if p[0] == 0xE4 && p[1] == 0xBA && p[2] == 0xBF { return (8, 3) }  // 亿 U+4EBF
            return nil
        }
    }

    /// `nan`, `inf`, `infinity` in any case, with an optional sign; nil for anything else.
    private static func nonFinite(_ p: UnsafePointer<UInt8>, _ n: Int) -> Double? {
        var i = 0
        let negative = p[0] == 0x2D
        if p[0] == 0x2D || p[0] == 0x2B { i = 1 }
        guard i < n, p[i] | 0x20 == UInt8(ascii: "n") || p[i] | 0x20 == UInt8(ascii: "i") else { return nil }
        let word = String(decoding: UnsafeBufferPointer(start: p + i, count: n - i), as: UTF8.self).lowercased()
        switch word {
        case "nan": return .nan
        case "inf", "infinity": return negative ? -.infinity : .infinity
        default: return nil
        }
    }

    /// Whether `field` holds nothing but spaces and tabs.
    static func isBlank(_ field: UnsafeBufferPointer<UInt8>) -> Bool {
        for c in field where c != 0x20 && c != 0x09 { return false }
        return true
    }

    /// Whether `field` says "no value" the way vendors do: blank, or a lone `-` (investing.com's `Vol.`).
    static func isNone(_ field: UnsafeBufferPointer<UInt8>) -> Bool {
        var dashes = 0
        for c in field where c != 0x20 && c != 0x09 {
            guard c == UInt8(ascii: "-") else { return false }
            dashes += 1
        }
        return dashes <= 1
    }
}
