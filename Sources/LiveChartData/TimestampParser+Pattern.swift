import LiveChartCore

/// Matching a user's `DatePattern` (`--date-format '%d.%m.%Y %H:%M'`), for `TimestampParser`.
extension TimestampParser {
    /// Seconds since 1970 for text matching `pattern` exactly, or `nil`.
    mutating func match(_ pattern: DatePattern) -> Int64? {
        var year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0
        for token in pattern.tokens {
            switch token {
            case .spaces:
                guard i < end, text[i] == 0x20 else { return nil }
                while i < end, text[i] == 0x20 { i += 1 }
            case .literal(let c):
                guard skip(c) else { return nil }
            case .field(let field):
                switch field {
                case .monthName:
                    guard let m = monthName() else { return nil }
                    month = m
                default:
                    let widths: ClosedRange<Int> = switch field {
                    case .year4: 4...4
                    case .year2, .minute, .second: 2...2
                    default: 1...2
                    }
                    guard let v = fixedDigits(widths) else { return nil }
                    switch field {
                    case .year4: year = v
                    case .year2: year = Self.century(v)
                    case .month: month = v
                    case .day: day = v
                    case .hour: hour = v
                    case .minute: minute = v
                    case .second: second = v
                    case .monthName: break
                    }
                }
            }
        }
        let date = CivilTime(year: year, month: month, day: day)
        guard i == end, date.isValid, hour < 24, minute < 60, second < 60 else { return nil }
        return date.secondsSince1970 + Int64(hour * 3600 + minute * 60 + second)
    }

    /// At most `widths.upperBound` digits, at least `widths.lowerBound`, so `%d%m` can read `2303`.
    private mutating func fixedDigits(_ widths: ClosedRange<Int>) -> Int? {
        var v = 0, n = 0
        while n < widths.upperBound, i < end, text[i] >= 0x30 && text[i] <= 0x39 {
            v = v * 10 + Int(text[i] - 0x30)
            n += 1
            i += 1
        }
        return widths.contains(n) ? v : nil
    }
}
