import Foundation

/// A calendar date and wall-clock time without a time zone, convertible to seconds since
/// 1970-01-01 00:00:00 on the same (proleptic Gregorian, UTC-like) clock.
///
/// Bars carry wall-clock times of their exchange encoded this way, so an A-share bar at 09:31
/// is 09:31 whatever the machine's zone. Conversions use Howard Hinnant's `days_from_civil` /
/// `civil_from_days` algorithms (http://howardhinnant.github.io/date_algorithms.html); O(1), no Foundation calendar.
public struct CivilTime: Sendable, Equatable, Hashable, Comparable {
    public var year: Int
    /// 1…12
    public var month: Int
    /// 1…31
    public var day: Int
    public var hour: Int
    public var minute: Int
    public var second: Int

    public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// Decomposes seconds since 1970-01-01 00:00:00.
    public init(secondsSince1970 t: Int64) {
        let days = Int(t >= 0 ? t / 86_400 : (t - 86_399) / 86_400)
        let rem = Int(t - Int64(days) * 86_400)
        let (y, m, d) = CivilTime.civil(fromDays: days)
        self.init(year: y, month: m, day: d, hour: rem / 3600, minute: rem % 3600 / 60, second: rem % 60)
    }

    /// Seconds since 1970-01-01 00:00:00.
    public var secondsSince1970: Int64 {
        Int64(CivilTime.days(fromCivil: year, month, day)) * 86_400 + Int64(hour * 3600 + minute * 60 + second)
    }

    /// The date as ISO 8601 writes it: `2020-03-23`.
    public var isoDate: String { String(format: "%04d-%02d-%02d", year, month, day) }

    /// The time of day as `09:31:00`.
    public var clockTime: String { String(format: "%02d:%02d:%02d", hour, minute, second) }

    /// Days since 1970-01-01 of this date.
    public var daysSince1970: Int { CivilTime.days(fromCivil: year, month, day) }

    /// ISO weekday: 1 = Monday … 7 = Sunday.
    public var isoWeekday: Int {
        let d = daysSince1970
        return ((d % 7 + 7 + 3) % 7) + 1
    }

    /// Whether the fields name a real date and time (month 1…12, day within the month, 0…23:59:59; a leap second is refused).
    public var isValid: Bool {
        month >= 1 && month <= 12 && day >= 1 && day <= CivilTime.daysInMonth(year, month)
            && hour >= 0 && hour < 24 && minute >= 0 && minute < 60 && second >= 0 && second < 60
    }

    public static func < (a: CivilTime, b: CivilTime) -> Bool { a.secondsSince1970 < b.secondsSince1970 }

    public static func daysInMonth(_ year: Int, _ month: Int) -> Int {
        switch month {
        case 1, 3, 5, 7, 8, 10, 12: return 31
        case 4, 6, 9, 11: return 30
        default: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        }
    }

    public static func days(fromCivil y0: Int, _ m: Int, _ d: Int) -> Int {
        let y = m <= 2 ? y0 - 1 : y0
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    public static func civil(fromDays z0: Int) -> (Int, Int, Int) {
        let z = z0 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let y = yoe + era * 400
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (m <= 2 ? y + 1 : y, m, d)
    }
}
