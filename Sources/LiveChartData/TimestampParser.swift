import LiveChartCore

/// Turns the date and time texts vendors write into seconds since 1970, by hand and without Foundation
/// formatters (which manage about 20k dates a second).
///
/// Understood forms (surrounding spaces ignored):
/// - ISO 8601 `2020-07-01`, `2020-07-01 09:31`, `2020-07-01T09:31:00.999`, with an optional `Z`,
///   `+00:00` or `-0500` offset; an offset converts the wall clock to UTC. Also `2020/07/01`, `2020.07.01`.
/// - `YYYYMMDD`, `19991110.0`, `20110301 090100`.
/// - Numeric dates with the year last: `M/D/YYYY` or `M/D/YY` (day first when the reading says so),
///   `DD.MM.YYYY` (German) and `DD-MM-YYYY`, day first unless the reading says otherwise.
/// - Month names, English or Chinese (`Mar`, `March`, `Sept`, `三月`, `3月`): `D-Mon-YY`, `D-Month-YYYY`,
///   `23 Mar 2020`, `Mar 23, 2020`, `March 23 2020`, `23-三月-2020`.
/// - Chinese `2020年3月23日`, optionally with a time (`2020年03月23日 09:30`).
/// - Epoch numbers (9 to 19 integer digits, optional fraction), kept as UTC, in the reading's unit; without
///   one, by magnitude (≥ 10^11 means milliseconds).
/// Two-digit years follow POSIX `%y`: 69…99 are 19xx, 00…68 are 20xx. Any date may be followed by a
/// time (`T` or spaces, then `H:MM[:SS[.fff]]`, `HHMMSS` or `HHMM`) and an offset.
///
/// Times without an offset are wall-clock times and are kept as such; `parseStamp` says which kind a text
/// was (`StampZone`). Every function is O(text length).
struct TimestampParser {
    /// Raw pointer reads are inlined even in debug builds, where buffer subscripts are calls.
    let text: UnsafePointer<UInt8>
    var i: Int
    let end: Int
    /// How the text being parsed wrote its zone, found as it goes.
    var zone = StampZone.wallClock

    private init?(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard let text = buffer.baseAddress else { return nil }
        self.text = text
        var start = 0, stop = buffer.count
        while start < stop, text[start] == 0x20 || text[start] == 0x09 { start += 1 }
        while stop > start, text[stop - 1] == 0x20 || text[stop - 1] == 0x09 { stop -= 1 }
        i = start
        end = stop
    }

    /// Seconds since 1970-01-01 00:00:00 for a date or date-time in any form above, or `nil`.
    /// - Parameter dayFirst: read `A/B/Y` as day/month/year instead of month/day/year.
    static func parse(_ text: UnsafeBufferPointer<UInt8>, dayFirst: Bool) -> Int64? {
        parse(text, reading: .dayFirst(dayFirst))
    }

    /// Seconds since 1970-01-01 00:00:00 for a date or date-time read as `reading` decides, or `nil`.
    static func parse(_ text: UnsafeBufferPointer<UInt8>, reading: DateReading) -> Int64? {
        guard var p = TimestampParser(text) else { return nil }
        return p.dateTime(reading)
    }

    /// Seconds since 1970-01-01 00:00:00 for text matching `pattern` exactly (surrounding spaces ignored), or `nil`.
    static func parse(_ text: UnsafeBufferPointer<UInt8>, pattern: DatePattern) -> Int64? {
        guard var p = TimestampParser(text) else { return nil }
        return p.match(pattern)
    }

    /// The integer part of an epoch number (9 to 19 digits, an optional fraction), or `nil` for any other text.
    static func epochValue(_ text: UnsafeBufferPointer<UInt8>) -> Int64? {
        guard var p = TimestampParser(text), let (n, count) = p.longDigits(), count >= 9 else { return nil }
        if p.skip(".") { while p.i < p.end, p.text[p.i] >= 0x30 && p.text[p.i] <= 0x39 { p.i += 1 } }
        return p.i == p.end ? Int64(n) : nil
    }

    /// As `parse`, with how the text wrote its zone: an instant (epoch, `Z`, an offset) or a wall-clock time.
    static func parseStamp(_ text: UnsafeBufferPointer<UInt8>, reading: DateReading) -> (seconds: Int64, zone: StampZone)? {
        guard var p = TimestampParser(text) else { return nil }
        return p.dateTime(reading).map { ($0, p.zone) }
    }

    /// As `parse(_:pattern:)`, with how the text wrote its zone.
    static func parseStamp(_ text: UnsafeBufferPointer<UInt8>, pattern: DatePattern) -> (seconds: Int64, zone: StampZone)? {
        guard var p = TimestampParser(text) else { return nil }
        return p.match(pattern).map { ($0, p.zone) }
    }

    /// As `parseStamp(_:reading:)`, reading `A/B/Y` day first when `dayFirst`.
    static func parseStamp(_ text: UnsafeBufferPointer<UInt8>, dayFirst: Bool) -> (seconds: Int64, zone: StampZone)? {
        parseStamp(text, reading: .dayFirst(dayFirst))
    }

    /// As `fromNumber`, with its kind: `YYYYMMDD` is a wall-clock date, anything else an epoch.
    static func stampFromNumber(_ v: Double, unit: EpochUnit? = nil) -> (seconds: Int64, zone: StampZone)? {
        fromNumber(v, unit: unit).map { ($0, v < 100_000_000 ? .wallClock : .epoch) }
    }

    /// A numeric time as JSON carries it: an integral `YYYYMMDD` (10000101…99991231) or epoch seconds or
    /// milliseconds (≥ 10^8; fractions of a second dropped). `nil` for anything else.
    /// - Parameter unit: the column's epoch unit; nil decides by magnitude.
    static func fromNumber(_ v: Double, unit: EpochUnit? = nil) -> Int64? {
        guard v.isFinite, v >= 10_000_101, v < (unit == nil ? 100_000_000_000_000 : 9.2e18) else { return nil }
        if v < 100_000_000 {
            guard v == v.rounded(.down) else { return nil }
            let n = Int(v)
            let date = CivilTime(year: n / 10_000, month: n / 100 % 100, day: n % 100)
            return date.isValid ? date.secondsSince1970 : nil
        }
        return epoch(Int64(v), unit: unit)
    }

    /// `n` in `unit` as seconds; without a unit, seconds below 10^11 and milliseconds from there
    /// (10^11 s would be the year 5138) — the per-value rule for values with no column to decide from.
    static func epoch(_ n: Int64, unit: EpochUnit?) -> Int64 {
        guard let unit else { return n < 100_000_000_000 ? n : n / 1000 }
        return n >= 0 ? n / unit.perSecond : -((-n + unit.perSecond - 1) / unit.perSecond)
    }

    /// Seconds after midnight for `09:01:00`, `9:30`, `09:30:00.5`, `090100` or `0930`, or `nil`; with `unpadded`,
    /// also `935` and `93000`: HHMM and HHMMSS a tool wrote as numbers, their leading zero lost (a minute file's
    /// time column saved from a spreadsheet or an integer column). Three or five digits can be nothing else.
    /// Column detection passes `unpadded: false`: a bare number beside a date is not taken for a time by its looks.
    static func timeOfDay(_ text: UnsafeBufferPointer<UInt8>, unpadded: Bool = true) -> Int64? {
        guard var p = TimestampParser(text) else { return nil }
        if let t = fixedClock(p.text + p.i, p.end - p.i) { return t }
        let start = p.i
        if unpadded, let (v, n) = p.digits(), p.i == p.end, n == 3 || n == 5 {
            let (h, m, s) = n == 3 ? (v / 100, v % 100, 0) : (v / 10_000, v / 100 % 100, v % 100)  // h ≤ 9
            return m < 60 && s < 60 ? Int64(h * 3600 + m * 60 + s) : nil
        }
        p.i = start
        guard let t = p.clock(), p.i == p.end else { return nil }
        return t
    }

    /// The two leading numbers of a numeric date with the year last (`A/B/Y…`, `A.B.Y`, `A-B-Y`) and its
    /// separator, used to tell day-first columns from month-first ones.
    static func numericPrefix(_ text: UnsafeBufferPointer<UInt8>) -> (a: Int, b: Int, separator: UInt8)? {
        guard var p = TimestampParser(text), let (a, n) = p.digits(), n <= 2, p.i < p.end else { return nil }
        let sep = p.text[p.i]
        guard sep == UInt8(ascii: "/") || sep == UInt8(ascii: ".") || sep == UInt8(ascii: "-") else { return nil }
        p.i += 1
        guard let (b, m) = p.digits(), m <= 2, p.i < p.end, p.text[p.i] == sep else { return nil }
        return (a, b, sep)
    }

    private mutating func dateTime(_ reading: DateReading) -> Int64? {
        let n = end - i
        if n >= 10, let day = Self.fixedDate(text + i) {
            if n == 10 { return day }
            if n == 16 || n == 19, text[i + 10] == 0x20 || text[i + 10] == 0x54, let t = Self.fixedClock(text + i + 11, n - 11) {
                return day + t
            }
        }
        guard i < end else { return nil }
        guard text[i] >= 0x30 && text[i] <= 0x39 else {
            guard let date = namedMonthFirst() else { return nil }
            return clockAndOffset(after: date)
        }
        let mark = i
        guard let (first, n) = longDigits() else { return nil }
        var date: CivilTime
        if n == 4, i < end, text[i] == UInt8(ascii: "-") || text[i] == UInt8(ascii: "/") || text[i] == UInt8(ascii: ".") {
            let sep = text[i]
            i += 1
            guard let (m, mn) = digits(), mn <= 2, i < end, text[i] == sep else { return nil }
            i += 1
            guard let (d, dn) = digits(), dn <= 2 else { return nil }
            date = CivilTime(year: first, month: m, day: d)
        } else if n == 4, let chinese = chineseDate(year: first) {
            date = chinese
        } else if n <= 2, i < end, text[i] == UInt8(ascii: "-") || text[i] == UInt8(ascii: "/") || text[i] == UInt8(ascii: ".") || text[i] == 0x20 {
            let sep = text[i]
            i += 1
            if sep == 0x20 { while i < end, text[i] == 0x20 { i += 1 } }
            if i < end, text[i] >= 0x30 && text[i] <= 0x39, sep != 0x20 {
                guard let (b, bn) = digits(), bn <= 2, skip(sep), let (c, cn) = digits(), cn == 2 || cn == 4 else { return nil }
                date = Self.numeric(first, b, c, yearDigits: cn, separator: sep, order: reading.order)
            } else {
                guard let month = monthName(), skipDateSeparator(), let (y, yn) = digits(), yn == 2 || yn == 4 else { return nil }
                date = CivilTime(year: yn == 2 ? Self.century(y) : y, month: month, day: first)
            }
        } else if n == 8 {
            date = CivilTime(year: first / 10_000, month: first / 100 % 100, day: first % 100)
            if skip(".") { while i < end, text[i] == UInt8(ascii: "0") { i += 1 } }
        } else if n >= 9 && n <= (reading.epoch == nil ? 15 : 19) {
            if skip(".") { while i < end, text[i] >= 0x30 && text[i] <= 0x39 { i += 1 } }
            guard i == end else { return nil }
            zone = .epoch
            return Self.epoch(Int64(first), unit: reading.epoch)
        } else {
            i = mark
            return nil
        }
        return clockAndOffset(after: date)
    }

    /// A numeric date `a sep b sep c` whose year is not a leading four-digit number, in `order` (nil: by separator).
    private static func numeric(_ a: Int, _ b: Int, _ c: Int, yearDigits: Int, separator: UInt8, order: DateReading.Order?) -> CivilTime {
        let resolved = order ?? (separator == UInt8(ascii: "/") ? .mdy : .dmy)
        switch resolved {
        case .mdy: return CivilTime(year: yearDigits == 2 ? century(c) : c, month: a, day: b)
        case .dmy: return CivilTime(year: yearDigits == 2 ? century(c) : c, month: b, day: a)
        case .ymd: return yearDigits == 2 ? CivilTime(year: century(a), month: b, day: c) : CivilTime(year: 0, month: 0, day: 0)
        }
    }

    /// The rest of a date-time after its date: nothing, or `T`/spaces, a clock and an optional offset.
    /// `nil` when the date is invalid or anything else follows.
    mutating func clockAndOffset(after date: CivilTime) -> Int64? {
        guard date.isValid else { return nil }
        var seconds = date.secondsSince1970
        if i < end {
            guard text[i] == UInt8(ascii: "T") || text[i] == 0x20 else { return nil }
            i += 1
            while i < end, text[i] == 0x20 { i += 1 }
            guard let t = clock() else { return nil }
            seconds += t
            while i < end, text[i] == 0x20 { i += 1 }
            guard let offset = zoneOffset() else { return nil }
            seconds -= offset
        }
        return i == end ? seconds : nil
    }

    // Fixed-position fast paths for the shapes most files use. They exist for speed in debug builds,
    // where each helper call of the general parser costs far more than the arithmetic; anything they
    // do not accept falls through to the general parser, which accepts it or not on its own.

    /// Exactly `YYYY-MM-DD` in the 10 bytes at `t`, as seconds at midnight.
    private static func fixedDate(_ t: UnsafePointer<UInt8>) -> Int64? {
        guard t[4] == 0x2D && t[7] == 0x2D else { return nil }
        let y0 = t[0] &- 0x30, y1 = t[1] &- 0x30, y2 = t[2] &- 0x30, y3 = t[3] &- 0x30
        let m0 = t[5] &- 0x30, m1 = t[6] &- 0x30, d0 = t[8] &- 0x30, d1 = t[9] &- 0x30
        guard y0 <= 9 && y1 <= 9 && y2 <= 9 && y3 <= 9 && m0 <= 1 && m1 <= 9 && d0 <= 3 && d1 <= 9 else { return nil }
        let year = Int(y0) * 1000 + Int(y1) * 100 + Int(y2) * 10 + Int(y3)
        let month = Int(m0) * 10 + Int(m1), day = Int(d0) * 10 + Int(d1)
        guard month >= 1 && month <= 12 && day >= 1 && (day <= 28 || day <= CivilTime.daysInMonth(year, month)) else { return nil }
        return Int64(CivilTime.days(fromCivil: year, month, day)) * 86_400
    }

    /// Exactly `HH:MM` (`n` = 5) or `HH:MM:SS` (`n` = 8) at `t`, as seconds after midnight.
    private static func fixedClock(_ t: UnsafePointer<UInt8>, _ n: Int) -> Int64? {
        guard (n == 5 || n == 8) && t[2] == 0x3A && (n == 5 || t[5] == 0x3A) else { return nil }
        let h0 = t[0] &- 0x30, h1 = t[1] &- 0x30, m0 = t[3] &- 0x30, m1 = t[4] &- 0x30
        let s0 = n == 8 ? t[6] &- 0x30 : 0, s1 = n == 8 ? t[7] &- 0x30 : 0
        guard h0 <= 2 && h1 <= 9 && m0 <= 5 && m1 <= 9 && s0 <= 5 && s1 <= 9 && h0 * 10 + h1 < 24 else { return nil }
        return Int64(h0 * 10 + h1) * 3600 + Int64(m0 * 10 + m1) * 60 + Int64(s0 * 10 + s1)
    }

    /// `H:MM[:SS[.fff]]`, `HHMMSS` or `HHMM` as seconds after midnight.
    mutating func clock() -> Int64? {
        guard let (a, n) = digits() else { return nil }
        var h = a, m = 0, s = 0
        if n <= 2, skip(":") {
            guard let (mm, mn) = digits(), mn == 2 else { return nil }
            m = mm
            if skip(":") {
                guard let (ss, sn) = digits(), sn == 2 else { return nil }
                s = ss
                if skip(".") { while i < end, text[i] >= 0x30 && text[i] <= 0x39 { i += 1 } }
            }
        } else if n == 6 {
            (h, m, s) = (a / 10_000, a / 100 % 100, a % 100)
        } else if n == 4 {
            (h, m) = (a / 100, a % 100)
        } else {
            return nil
        }
        guard h < 24, m < 60, s < 60 else { return nil }
        return Int64(h * 3600 + m * 60 + s)
    }

    /// Nothing, `Z`, or `±HH[:MM]` / `±HHMM`, as seconds east of UTC; `nil` when malformed. Records the kind in `zone`.
    private mutating func zoneOffset() -> Int64? {
        guard i < end else { return 0 }
        if skip("Z") {
            zone = .offset(0)
            return 0
        }
        guard text[i] == UInt8(ascii: "+") || text[i] == UInt8(ascii: "-") else { return nil }
        let sign: Int64 = text[i] == UInt8(ascii: "-") ? -1 : 1
        i += 1
        guard let (a, n) = digits() else { return nil }
        var h = a, m = 0
        if n == 4 {
            (h, m) = (a / 100, a % 100)
        } else if n == 2 {
            if skip(":") {
                guard let (mm, mn) = digits(), mn == 2 else { return nil }
                m = mm
            }
        } else {
            return nil
        }
        guard h <= 18, m < 60 else { return nil }
        zone = .offset(Int32(sign) * Int32(h * 3600 + m * 60))
        return sign * Int64(h * 3600 + m * 60)
    }

    /// A run of ASCII digits as (value, digit count); `nil` when there is none or it exceeds 15 digits.
    mutating func digits() -> (Int, Int)? {
        guard let (v, n) = longDigits(), n <= 15 else { return nil }
        return (v, n)
    }

    /// A run of up to 19 ASCII digits (an epoch in nanoseconds) that fits an `Int64`, or `nil`.
    mutating func longDigits() -> (Int, Int)? {
        var v = 0, n = 0
        while i < end, text[i] >= 0x30 && text[i] <= 0x39 {
            let (times10, o1) = v.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times10.addingReportingOverflow(Int(text[i] - 0x30))
            guard !o1 && !o2 else { return nil }
            v = sum
            n += 1
            i += 1
        }
        return n > 0 && n <= 19 ? (v, n) : nil
    }

    mutating func skip(_ c: Unicode.Scalar) -> Bool { skip(UInt8(ascii: c)) }

    mutating func skip(_ c: UInt8) -> Bool {
        guard i < end, text[i] == c else { return false }
        i += 1
        return true
    }

    static func century(_ yy: Int) -> Int { yy >= 69 ? 1900 + yy : 2000 + yy }
}

/// How a time text wrote its zone.
enum StampZone: Sendable, Equatable {
    /// No zone: a date or a wall-clock time of the exchange (`2020-07-01 09:31`).
    case wallClock
    /// Epoch seconds or milliseconds: an instant with no written zone.
    case epoch
    /// `Z` (0) or an offset in seconds east of UTC (`+11:00` is 39 600): an instant, with the wall clock it was written in.
    case offset(Int32)

    /// Whether the time is an instant rather than a wall-clock time.
    var isInstant: Bool { self != .wallClock }
}
