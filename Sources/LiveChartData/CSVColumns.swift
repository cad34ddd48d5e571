/// Which field of a CSV row holds what, decided from the header (or, for a headerless file, from the
/// shape of the first row).
///
/// Rules, in order: names map through `BarRole`; the first column of each role wins. A `Time` column
/// beside a date column is the time of day, alone it is the date-time. When every row has one field
/// more than the header and the field after the date is a time of day, that field is taken as an
/// unnamed time column (backtrader's `Date,Open,…` header over `date,time,open,…` rows). When no column
/// is named as a date, an empty-named first column whose first value reads as a date is the date
/// (pandas writes dates as an unnamed index). A file with no recognisable header whose first row is
/// `datetime,O,H,L,C[,V…]` or `date,time,O,H,L,C[,V…]` is read without one.
///
/// A file with a close and no open, high or low is close-only (`Date,Close`, investing.com's `Price`,
/// `Date,Value`, and FRED's `DATE,SP500`, whose one column beside the date is the series): open, high and
/// low read the close's field, and `fields` says the file has none of them.
struct CSVColumns {
    var date: Int
    var timeOfDay: Int?
    var open: Int, high: Int, low: Int, close: Int
    var volume: Int?
    var amount: Int?
    var symbol: Int?
    /// The instrument's name (`BarRole.name`), read from the first bar's row.
    var name: Int?
    /// Column names for messages, one per field of a data row ("" where the header names none).
    var names: [String]
    /// Whether the first record was a header (and so is not data).
    var hasHeader: Bool
    /// The values the file holds; `.close` (and `.volume`, `.amount`) for a close-only file.
    var fields: BarFields = .ohlcv

    /// Whether the file has a close and no open, high or low.
    var isCloseOnly: Bool { !fields.contains(.open) }

    /// The 0-based fields holding prices, volumes and amounts, whose numbers tell the file's decimal mark.
    var numericFields: [Int] { Array(Set([open, high, low, close])).sorted() + [volume, amount].compactMap { $0 } }

    /// The fewest fields a data row must have to hold every column used.
    var requiredFields: Int { [date, timeOfDay ?? 0, open, high, low, close, volume ?? 0, amount ?? 0, symbol ?? 0].max()! + 1 }

    /// The 1-based column (0 when the role has none) and the header name of `role`'s field, for `DataError`.
    func locate(_ role: BarRole) -> (column: Int, field: String?) {
        let index: Int? = switch role {
        case .date: date
        case .time: timeOfDay
        case .open: open
        case .high: high
        case .low: low
        case .close: close
        case .volume: volume
        case .amount: amount
        case .symbol: symbol
        case .name: name
        }
        guard let index, index < names.count else { return (index.map { $0 + 1 } ?? 0, nil) }
        return (index + 1, names[index].isEmpty ? nil : names[index])
    }

    /// Resolves the layout. O(fields).
    /// - Parameters:
    ///   - first: the texts of the first record (header or data).
    ///   - second: the texts of the second record, if any.
    /// - Throws: `DataError` on line `line` when no date or no open/high/low/close column can be found.
    static func resolve(first: [String], second: [String]?, file: String, line: Int) throws(DataError) -> CSVColumns {
        var roles = first.map(BarRole.init(headerName:))
        guard roles.contains(where: { $0 != nil }) else {
            if let layout = headerless(first) { return layout }
            throw DataError(file: file, line: line, reason: "no header naming date and open/high/low/close columns, "
                + "and the first row is not date,open,high,low,close[,volume] either")
        }
        var names = first
        var date = roles.firstIndex(of: .date)
        var timeOfDay = roles.firstIndex(of: .time)
        if date == nil { (date, timeOfDay) = (timeOfDay, nil) }
        if let d = date, timeOfDay == nil, let row = second, row.count == first.count + 1, isTimeOfDay(row[d + 1]) {
            names.insert(BarRole.time.displayName, at: d + 1)
            roles.insert(.time, at: d + 1)
            timeOfDay = d + 1
        }
        if date == nil, first[0].isEmpty, let row = second, isDate(row[0]) { date = 0 }
        let header = first.joined(separator: ",")
        guard let date else {
            throw DataError(file: file, line: line, reason: "no date or time column in header '\(header)'")
        }
        let volume = roles.firstIndex(of: .volume), amount = roles.firstIndex(of: .amount)
        func required(_ role: BarRole) throws(DataError) -> Int {
            guard let i = roles.firstIndex(of: role) else {
                throw DataError(file: file, line: line, reason: "no \(role.displayName) column in header '\(header)'")
            }
            return i
        }
        var layout = CSVColumns(date: date, timeOfDay: timeOfDay, open: 0, high: 0, low: 0, close: 0, volume: volume,
                                amount: amount, symbol: roles.firstIndex(of: .symbol), name: roles.firstIndex(of: .name), names: names,
                                hasHeader: true)
        let hasRange = [BarRole.open, .high, .low].contains(where: roles.contains)
        if !hasRange, let close = closeColumn(roles, names: first) ?? seriesColumn(roles, names: first, date: date, timeOfDay: timeOfDay) {
            (layout.open, layout.high, layout.low, layout.close) = (close, close, close, close)
            layout.fields = .close
            if volume != nil { layout.fields.insert(.volume) }
            if amount != nil { layout.fields.insert(.amount) }
            return layout
        }
        guard let close = closeColumn(roles, names: first) else {
            throw DataError(file: file, line: line, reason: "no Close column in header '\(header)'")
        }
        (layout.open, layout.high, layout.low, layout.close) = (try required(.open), try required(.high), try required(.low), close)
        layout.fields = .ohlc
        if volume != nil { layout.fields.insert(.volume) }
        if amount != nil { layout.fields.insert(.amount) }
        return layout
    }

    /// The close: the `Close` column, else one named `Price` (investing.com) or `Value`.
    private static func closeColumn(_ roles: [BarRole?], names: [String]) -> Int? {
        roles.firstIndex(of: .close) ?? names.firstIndex { ["price", "value"].contains($0.lowercased().trimmingCharacters(in: .whitespaces)) }
    }

    /// The only named column beside the date and time, as the close of a series file (FRED's `DATE,SP500`).
    private static func seriesColumn(_ roles: [BarRole?], names: [String], date: Int, timeOfDay: Int?) -> Int? {
        let others = names.indices.filter { $0 != date && $0 != timeOfDay && !names[$0].trimmingCharacters(in: .whitespaces).isEmpty }
        return others.count == 1 && roles[others[0]] == nil ? others[0] : nil
    }

    /// The layout of a headerless `datetime,O,H,L,C[,V…]` or `date,time,O,H,L,C[,V…]` row, or `nil`.
    private static func headerless(_ row: [String]) -> CSVColumns? {
        guard row.count >= 5, isDate(row[0]) else { return nil }
        let t = row.count >= 6 && isTimeOfDay(row[1]) ? 1 : 0
        let o = 1 + t
        guard row.count >= o + 4, row[o..<o + 4].allSatisfy(isNumber) else { return nil }
        let v: Int? = row.count > o + 4 ? o + 4 : nil
        let roles: [BarRole] = t == 1 ? [.date, .time] : [.date]
        let names = (roles + [.open, .high, .low, .close, .volume]).map(\.displayName)
        return CSVColumns(date: 0, timeOfDay: t == 1 ? 1 : nil, open: o, high: o + 1, low: o + 2, close: o + 3,
                          volume: v, amount: nil, symbol: nil, names: names, hasHeader: false, fields: v == nil ? .ohlc : .ohlcv)
    }

    private static func isDate(_ text: String) -> Bool {
        var s = text
        return s.withUTF8 { TimestampParser.parse($0, dayFirst: false) ?? TimestampParser.parse($0, dayFirst: true) } != nil
    }

    private static func isNumber(_ text: String) -> Bool {
        var s = text
        return s.withUTF8 { DecimalParser.parse($0) } != nil
    }

    private static func isTimeOfDay(_ text: String) -> Bool {
        var s = text
        return s.withUTF8 { TimestampParser.timeOfDay($0, unpadded: false) } != nil
    }
}
