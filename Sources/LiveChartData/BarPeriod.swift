import Foundation

/// A bar period: 1m … 60m, 1d, 1w, 1M, 1Q, 1Y.
public struct BarPeriod: Sendable, Equatable, Hashable, CustomStringConvertible {
    public enum Unit: String, Sendable, Equatable, Hashable {
        case minute = "m", day = "d", week = "w", month = "M", quarter = "Q", year = "Y"
    }

    public var unit: Unit
    /// Multiple of the unit, ≥ 1 (5 for 5m).
    public var count: Int

    public init(_ count: Int, _ unit: Unit) {
        self.count = count
        self.unit = unit
    }

    /// The nominal length in seconds (a month counts 30 days, a quarter 91, a year 365).
    public var nominalSeconds: Int64 {
        let base: Int64
        switch unit {
        case .minute: base = 60
        case .day: base = 86_400
        case .week: base = 7 * 86_400
        case .month: base = 30 * 86_400
        case .quarter: base = 91 * 86_400
        case .year: base = 365 * 86_400
        }
        return base * Int64(count)
    }

    /// Whether bars of this period fall within one day.
    public var isIntraday: Bool { unit == .minute }

    /// The usual notation: "1m", "60m", "1d", "1w", "1M", "1Q", "1Y".
    public var description: String { "\(count)\(unit.rawValue)" }

    /// Parses the notation of `description` (also "1h" for 60m and "1D"/"1W" in upper case).
    /// Counts run to a year of minutes (525,600m, 8,760h), ten years of days (3,650d), 520w, 120M, 40Q
    /// and 100Y; nil beyond, so no later arithmetic on the period can overflow.
    public init?(_ text: String) {
        let t = text.trimmingCharacters(in: .whitespaces)
        guard let unitChar = t.last, let n = Int(t.dropLast()), n >= 1 else { return nil }
        let limits: [Character: Int] = ["m": 525_600, "h": 8_760, "H": 8_760, "d": 3_650, "D": 3_650, "w": 520, "W": 520,
                                        "M": 120, "Q": 40, "q": 40, "Y": 100, "y": 100]
        guard n <= limits[unitChar] ?? 0 else { return nil }
        switch unitChar {
        case "m": self.init(n, .minute)
        case "h", "H": self.init(n * 60, .minute)
        case "d", "D": self.init(n, .day)
        case "w", "W": self.init(n, .week)
        case "M": self.init(n, .month)
        case "Q", "q": self.init(n, .quarter)
        case "Y", "y": self.init(n, .year)
        default: return nil
        }
    }

    /// The period of a series from the median gap between consecutive bar times, snapped to the
    /// nearest standard period (gaps over weekends and holidays do not move a median).
    ///
    /// - Returns: nil for fewer than two bars. O(n log n).
    public static func infer(fromTimes times: [Int64]) -> BarPeriod? {
        guard times.count >= 2 else { return nil }
        var gaps = zip(times.dropFirst(), times).map { $0 - $1 }.filter { $0 > 0 }
        guard !gaps.isEmpty else { return nil }
        gaps.sort()
        let median = gaps[gaps.count / 2]
        let standard: [BarPeriod] = [BarPeriod(1, .minute), BarPeriod(5, .minute), BarPeriod(15, .minute), BarPeriod(30, .minute),
                                     BarPeriod(60, .minute), BarPeriod(120, .minute), BarPeriod(240, .minute), BarPeriod(1, .day),
                                     BarPeriod(1, .week), BarPeriod(1, .month), BarPeriod(1, .quarter), BarPeriod(1, .year)]
        return standard.min { abs(Double($0.nominalSeconds) / Double(median)).logDistance < abs(Double($1.nominalSeconds) / Double(median)).logDistance }
    }
}

private extension Double {
    /// |log(x)|: how far a ratio is from 1 on a multiplicative scale.
    var logDistance: Double { abs(log(self)) }
}
