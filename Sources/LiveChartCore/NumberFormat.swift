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

    /// A signed percentage such as "+1.23%" or "-0.50%".
    public static func percent(_ fraction: Double, decimals: Int = 2) -> String {
        guard fraction.isFinite else { return "—" }
        let s = fixed(fraction * 100, decimals: decimals)
        return (fraction > 0 && !s.hasPrefix("-") ? "+" : "") + s + "%"
    }
}
