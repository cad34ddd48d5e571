/// Parses decimal numbers straight from UTF-8 bytes, without building a `String` per field.
///
/// Accepts surrounding spaces, a sign, digits with an optional fraction and an optional exponent
/// (`-1.40E-05`), and, when `grouping` is on, commas inside the integer part (`"1,234.5"`).
/// The words `nan`, `inf` and `infinity` (any case, signed) give the non-finite values so callers can
/// report them as such. Results are correctly rounded: mantissas up to 2^53 with a power of ten up to
/// 22 use Clinger's exact fast path; anything longer goes through the standard library's parser.
enum DecimalParser {
    /// 10^0 … 10^22, each exactly representable in a Double.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// The number in `field`, or `nil` when it is empty or not a number. O(field length).
    static func parse(_ buffer: UnsafeBufferPointer<UInt8>, grouping: Bool = false) -> Double? {
        // Raw pointer reads are inlined even in debug builds, where buffer subscripts are calls.
        guard let field = buffer.baseAddress else { return nil }
        var i = 0, end = buffer.count
        while i < end, field[i] == 0x20 || field[i] == 0x09 { i += 1 }
        while end > i, field[end - 1] == 0x20 || field[end - 1] == 0x09 { end -= 1 }
        guard i < end else { return nil }
        let start = i
        var negative = false
        if field[i] == 0x2D || field[i] == 0x2B {
            negative = field[i] == 0x2D
            i += 1
        }
        var mantissa: UInt64 = 0, digits = 0, exponent = 0, sawDigit = false, grouped = false
        while i < end {
            let c = field[i]
            if c >= 0x30 && c <= 0x39 {
                sawDigit = true
                if mantissa == 0 && c == 0x30 {
                } else if digits < 19 {
                    mantissa = mantissa * 10 + UInt64(c - 0x30)
                    digits += 1
                } else {
                    exponent += 1
                    digits += 1
                }
            } else if c == 0x2C && grouping && sawDigit {
                grouped = true
            } else {
                break
            }
            i += 1
        }
        if i < end && field[i] == 0x2E {
            i += 1
            while i < end, field[i] >= 0x30 && field[i] <= 0x39 {
                sawDigit = true
                if mantissa == 0 && field[i] == 0x30 {
                    exponent -= 1
                } else if digits < 19 {
                    mantissa = mantissa * 10 + UInt64(field[i] - 0x30)
                    digits += 1
                    exponent -= 1
                } else {
                    digits += 1
                }
                i += 1
            }
        }
        guard sawDigit else { return nonFinite(buffer, from: start, to: end) }
        if i < end && (field[i] | 0x20) == 0x65 {
            i += 1
            var expNegative = false
            if i < end && (field[i] == 0x2D || field[i] == 0x2B) {
                expNegative = field[i] == 0x2D
                i += 1
            }
            var e = 0, expDigits = 0
            while i < end, field[i] >= 0x30 && field[i] <= 0x39 {
                if e < 100_000 { e = e * 10 + Int(field[i] - 0x30) }
                expDigits += 1
                i += 1
            }
            guard expDigits > 0 else { return nil }
            exponent += expNegative ? -e : e
        }
        guard i == end else { return nil }
        if digits <= 19, mantissa <= 1 << 53, exponent >= -22, exponent <= 22 {
            let m = Double(mantissa)
            let v = exponent >= 0 ? m * powersOfTen[exponent] : m / powersOfTen[-exponent]
            return negative ? -v : v
        }
        var text = String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
        if grouped { text.removeAll { $0 == "," } }
        return Double(text)
    }

    /// Whether `field` holds nothing but spaces and tabs.
    static func isBlank(_ field: UnsafeBufferPointer<UInt8>) -> Bool {
        for c in field where c != 0x20 && c != 0x09 { return false }
        return true
    }

    /// `nan`, `inf` or `infinity` (any case, optionally signed) as the matching value; otherwise `nil`.
    private static func nonFinite(_ field: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Double? {
        var i = start
        var negative = false
        if field[i] == UInt8(ascii: "-") || field[i] == UInt8(ascii: "+") {
            negative = field[i] == UInt8(ascii: "-")
            i += 1
        }
        let word = String(decoding: UnsafeBufferPointer(rebasing: field[i..<end]), as: UTF8.self).lowercased()
        switch word {
        case "nan": return .nan
        case "inf", "infinity": return negative ? -.infinity : .infinity
        default: return nil
        }
    }
}
