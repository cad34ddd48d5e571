import Foundation

/// Reads named numeric columns of a CSV file with their row times: the extra columns of a bar file
/// (`signal`, `equity`) or a file of series to join on time.
///
/// The time is the first column named as a date (`date`, `datetime`, `timestamp`, … as bar files), plus a
/// `time` column of the time of day beside it; a file with no date column but an unnamed first column of
/// dates (a pandas index) uses that. Values read as the bar readers' numbers; a blank field or `NaN`,
/// `None`, `null`, `-` is a gap. Column names match exactly, then ignoring case.
public enum ColumnFileReader {
    /// Words that mean "no value here".
    static let gaps: Set<String> = ["", "nan", "none", "null", "-", "n/a", "na"]

    /// The columns `names` of the CSV file at `path`, in that order. O(file size).
    /// - Throws: `DataError` (line 0) when the file cannot be read; at the header when it has no time
    ///   column or lacks a column asked for (the reason lists those it has); at a row for a bad time or value.
    public static func load(path: String, columns names: [String]) throws(DataError) -> [TimedColumn] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw DataError(file: path, line: 0, reason: "cannot read the file")
        }
        let bytes = [UInt8](data)
        let outcome = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(DataError) in try read(buffer, name: path, columns: names) }
        }
        return try outcome.get()
    }

    private static func read(_ buffer: UnsafeBufferPointer<UInt8>, name: String, columns names: [String]) throws(DataError) -> [TimedColumn] {
        var scanner = CSVScanner(bytes: buffer, name: name)
        guard try scanner.next() else { throw DataError(file: name, line: 1, reason: "empty file: no header") }
        let header = scanner.texts()
        let headerLine = scanner.line
        let roles = header.map(BarRole.init(headerName:))
        var date = roles.firstIndex(of: .date)
        var timeOfDay = roles.firstIndex(of: .time)
        if date == nil { (date, timeOfDay) = (timeOfDay, nil) }
        if date == nil, header.first == "" { date = 0 }
        guard let date else {
            throw DataError(file: name, line: headerLine, reason: "no date or time column in header '\(header.joined(separator: ","))'")
        }
        var indices: [Int] = []
        for wanted in names {
            guard let k = header.firstIndex(of: wanted) ?? header.firstIndex(where: { $0.lowercased() == wanted.lowercased() }) else {
                let choices = header.enumerated().filter { $0.offset != date && $0.offset != timeOfDay && !$0.element.isEmpty }.map(\.element)
                throw DataError(file: name, line: headerLine, reason: "no column '\(wanted)'; the file has \(choices.joined(separator: ", "))")
            }
            indices.append(k)
        }
        var times: [Int64] = []
        var values = [[Double]](repeating: [], count: names.count)
        while try scanner.next() {
            let line = scanner.line
            guard date < scanner.count, var time = TimestampParser.parse(scanner.field(date), dayFirst: false) else {
                throw DataError(file: name, line: line, column: date + 1, field: header[date],
                                reason: "'\(date < scanner.count ? scanner.text(date) : "")' is not a date or time")
            }
            if let t = timeOfDay {
                guard t < scanner.count, let clock = TimestampParser.timeOfDay(scanner.field(t)) else {
                    throw DataError(file: name, line: line, column: t + 1, field: header[t], reason: "not a time of day")
                }
                time += clock
            }
            times.append(time)
            for (n, k) in indices.enumerated() {
                if k >= scanner.count || gaps.contains(scanner.text(k).lowercased()) {
                    values[n].append(.nan)
                } else if let v = scanner.number(k), v.isFinite {
                    values[n].append(v)
                } else {
                    throw DataError(file: name, line: line, column: k + 1, field: header[k], reason: "'\(scanner.text(k))' is not a finite number")
                }
            }
        }
        return zip(names, values).map { TimedColumn(name: $0, times: times, values: $1) }
    }
}
