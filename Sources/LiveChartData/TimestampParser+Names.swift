import LiveChartCore

/// Dates written with month names (`Mar 23, 2020`, `23-Mar-2020`, `23-三月-2020`) and Chinese dates
/// (`2020年3月23日`), for `TimestampParser`.
extension TimestampParser {
    /// An English month name or a prefix of one of at least three letters (`Jan`, `June`, `Sept`), or a
    /// Chinese one (`三月`, `十二月`), as 1…12.
    mutating func monthName() -> Int? {
        if let chinese = chineseMonthName() { return chinese }
        var word: [UInt8] = []
        while i < end, (text[i] | 0x20) >= UInt8(ascii: "a"), (text[i] | 0x20) <= UInt8(ascii: "z") {
            word.append(text[i] | 0x20)
            i += 1
        }
        guard word.count >= 3 else { return nil }
        return Self.months.firstIndex { $0.utf8.starts(with: word) }.map { $0 + 1 }
    }

    private static let months = ["january", "february", "march", "april", "may", "june", "july",
                                 "august", "september", "october", "november", "december"]

    /// 一月 … 十二月, longest first so 十一月 is not read as 十 and a stray 一月.
    private static let chineseMonths: [(bytes: [UInt8], month: Int)] = {
        let names = ["十一月", "十二月", "一月", "二月", "三月", "四月", "五月", "六月", "七月", "八月", "九月", "十月"]
        let months = [11, 12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
        return zip(names, months).map { (Array($0.utf8), $1) }
    }()

    private mutating func chineseMonthName() -> Int? {
        guard i < end, text[i] >= 0xE4 else { return nil }
        for (bytes, month) in Self.chineseMonths where end - i >= bytes.count {
            if (0..<bytes.count).allSatisfy({ text[i + $0] == bytes[$0] }) {
                i += bytes.count
                return month
            }
        }
        return nil
    }

    /// What stands between a month name and the next number: `-`, `/`, `.` or spaces, after an optional comma.
    mutating func skipDateSeparator() -> Bool {
        let start = i
        _ = skip(",")
        if i < end, text[i] == UInt8(ascii: "-") || text[i] == UInt8(ascii: "/") || text[i] == UInt8(ascii: ".") {
            i += 1
        }
        while i < end, text[i] == 0x20 { i += 1 }
        return i > start
    }

    /// `Mar 23, 2020`, `March 23 2020`, `Mar-23-2020`, `三月 23, 2020`: month name, day, year (four digits,
    /// or two after a dash). The cursor is at the name.
    mutating func namedMonthFirst() -> CivilTime? {
        guard let month = monthName(), skipDateSeparator(), let (day, dn) = digits(), dn <= 2, skipDateSeparator(),
              let (y, yn) = digits(), yn == 4 || yn == 2 else { return nil }
        return CivilTime(year: yn == 2 ? Self.century(y) : y, month: month, day: day)
    }

    /// After a four-digit year: `年M月D日` (`2020年3月23日`, `2020年03月23日`), or nil with the cursor unmoved.
    mutating func chineseDate(year: Int) -> CivilTime? {
        let mark = i
        guard skip(Self.nian), let (m, mn) = digits(), mn <= 2, skip(Self.yue), let (d, dn) = digits(), dn <= 2, skip(Self.ri) else {
            i = mark
            return nil
        }
        return CivilTime(year: year, month: m, day: d)
    }

    private static let nian = Array("年".utf8), yue = Array("月".utf8), ri = Array("日".utf8)

    /// Skips `bytes` when the text continues with them.
    private mutating func skip(_ bytes: [UInt8]) -> Bool {
        guard end - i >= bytes.count, (0..<bytes.count).allSatisfy({ text[i + $0] == bytes[$0] }) else { return false }
        i += bytes.count
        return true
    }
}
