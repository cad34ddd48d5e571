import Foundation

/// Price and volume labels, locale-free and fast (no `NumberFormatter`).
public enum NumberFormat {
    /// `value` with exactly `decimals` digits after the point, e.g. `price(1234.5, decimals: 2)` = "1234.50".
    public static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "—" }
        let d = max(0, min(decimals, 12))
        let s = String(format: "%.\(d)f", value)
        return s == "-0" || s.hasPrefix("-0.") && Double(s) == 0 ? String(s.dropFirst()) : s
    }

    /// The number of decimals that shows prices of this magnitude and tick size distinctly:
    /// the decimals of `tickSize` when known, else enough for four significant digits of `magnitude`,
    /// at least 2 for values under 10 000. Tiny prices (≈2e-5) get as many as they need (up to 10).
    public static func priceDecimals(magnitude: Double, tickSize: Double? = nil) -> Int {
        if let tick = tickSize, tick > 0 { return NiceTicks.decimals(forStep: tick) }
        let m = abs(magnitude)
        guard m > 0, m.isFinite else { return 2 }
        if m >= 10_000 { return 0 }
        let digits = Int(floor(log10(m)))  // 3 for 1234, -5 for 2e-5
        return min(10, max(2, 3 - digits))
    }

    /// Whether values of this magnitude (the largest |value| a scale or series shows) need scientific
    /// notation: below 1e-6, where ten decimals leave fewer than four significant digits (1e-12 read
    /// "0.0000000000"), or from 1e12 on, where whole numbers run to 13 digits and more. O(1).
    public static func needsScientific(magnitude: Double) -> Bool {
        let m = abs(magnitude)
        return m.isFinite && m > 0 && (m < 1e-6 || m >= 1e12)
    }

    /// `value` in scientific notation with `significant` digits (1…17): "1.235e-12", "-4.5e+13"; "0" for zero,
    /// "—" when not finite.
    public static func scientific(_ value: Double, significant: Int) -> String {
        guard value.isFinite else { return "—" }
        if value == 0 { return "0" }
        return String(format: "%.\(max(0, min(significant, 17) - 1))e", value)
    }

    /// An axis tick `value` in scientific notation with as many digits as the ticks' `step` tells apart:
    /// 1.05e-12 beside 1.10e-12 for a step of 5e-14. O(1).
    public static func scientific(_ value: Double, step: Double) -> String {
        guard value.isFinite, value != 0, step > 0, step.isFinite else { return scientific(value, significant: 3) }
        let exponent = floor(log10(abs(value)))
        return scientific(value, significant: 1 + min(6, NiceTicks.decimals(forStep: step / pow(10, exponent))))
    }

    /// A price or value label: `fixed(value, decimals:)`, or four significant digits in scientific notation when
    /// the `magnitude` of what is shown needs it (`needsScientific`). O(1).
    public static func value(_ value: Double, decimals: Int, magnitude: Double) -> String {
        needsScientific(magnitude: magnitude) ? scientific(value, significant: 4) : fixed(value, decimals: decimals)
    }

    /// The smallest difference `value(_:decimals:magnitude:)` shows between two numbers near `magnitude`:
    /// `10^-decimals`, or the fourth significant digit in scientific notation (1e-12 for 4.1e-9). O(1).
    public static func labelUnit(decimals: Int, magnitude: Double) -> Double {
        needsScientific(magnitude: magnitude) ? pow(10, floor(log10(abs(magnitude))) - 3) : pow(10, -Double(decimals))
    }

    /// Volume with an abbreviated unit and three or four significant digits: "950", "12.3K", "4.56M",
    /// "789B" (English), or "950", "12.3万", "4.56亿", "1000万" with `chinese` units.
    public static func volume(_ value: Double, chinese: Bool = false) -> String {
        guard value.isFinite else { return "—" }
        let a = abs(value)
        let units: [(Double, String)] = chinese
            ? [(1e12, "万亿"), (1e8, "亿"), (1e4, "万")]
            : [(1e12, "T"), (1e9, "B"), (1e6, "M"), (1e3, "K")]
        for (size, suffix) in units where a >= size {
            let v = value / size
            let d = abs(v) >= 100 ? 0 : abs(v) >= 10 ? 1 : 2
            return fixed(v, decimals: d) + suffix
        }
        // Below the first unit: whole numbers from 100 on ("5396", not "5395.68"), cents below.
        return fixed(value, decimals: a == a.rounded() || a >= 100 ? 0 : 2)
    }

    /// A volume axis tick: `volume(_:chinese:)` without trailing zeros ("5.00B" → "5B", "2.50B" → "2.5B",
    /// "15.0亿" → "15亿"), since round ticks, not three significant digits, set the precision. O(1).
    public static func volumeTick(_ value: Double, chinese: Bool = false) -> String {
        let text = volume(value, chinese: chinese)
        guard let dot = text.firstIndex(of: ".") else { return text }
        // ASCII digits only: 万 and 亿 are numeric characters to Unicode (`isNumber`), which kept "15.0亿" whole.
        let isDigit: (Character) -> Bool = { $0.isASCII && $0.isNumber }
        let unit = text[text.index(after: dot)...].drop(while: isDigit)
        var digits = String(text[..<text.index(after: dot)]) + text[text.index(after: dot)...].prefix(while: isDigit)
        while digits.hasSuffix("0") { digits.removeLast() }
        if digits.hasSuffix(".") { digits.removeLast() }
        return digits + unit
    }

    /// A signed percentage such as "+1.23%" or "-0.50%"; from a million percent on, three significant digits in
    /// scientific notation ("+8.00e+14%": a stream's 9e14 over a previous close of 100 wrote 18 digits). O(1).
    public static func percent(_ fraction: Double, decimals: Int = 2) -> String {
        guard fraction.isFinite else { return "—" }
        let s = abs(fraction * 100) >= 1e6 ? scientific(fraction * 100, significant: 3) : fixed(fraction * 100, decimals: decimals)
        return (fraction > 0 && !s.hasPrefix("-") ? "+" : "") + s + "%"
    }
}
