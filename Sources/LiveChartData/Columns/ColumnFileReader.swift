import Foundation
import LiveChartCore

/// Reads named numeric columns of a CSV file with their row times: the extra columns of a bar file
/// (`signal`, `equity`) or a file of series to join on time.
///
/// A bar file's columns are laid out as the bar reader lays them out (`CSVColumns`: a `Time` beside the
/// date, an unnamed time field in rows one longer than the header, a pandas index), and its `symbol` column
/// filters rows as `--symbol` does; another file needs a column named as a date (`date`, `datetime`,
/// `timestamp`, …, an unnamed first column of dates) and may have a `time` column of the time of day.
/// Dates are read as the bar reader reads them (`CSVColumnProbe`: slash dates day first when a first number is
/// over 12, else month first with a note; `--date-format` settles it). Values read
/// as the bar readers' numbers within ±1e15, and refused with their reasons (`NumberEvidence.refusal`: an ambiguous
/// or foreign decimal mark); a blank field or `NaN`, `None`, `null`, `-` is a gap. Every row
/// must have the header's fields. Column names match exactly, then ignoring case. Times are put on the chart's
/// clock as markers' are: an instant (epoch, `Z`, an offset) as the chart shows instants, a plain date or time
/// as the wall clock of the chart's zone.
public enum ColumnFileReader {
    /// Words that mean "no value here".
    static let gaps: Set<String> = ["", "nan", "none", "null", "-", "n/a", "na"]

    /// The columns `names` of the CSV file at `path`, in that order, of the rows of `symbol` when given. O(file size).
    /// - Parameters:
    ///   - clock: the chart's kind of time and zone, which the row times are put on (default: as written).
    ///   - dateFormat: how dates are read (`--date-format`); `.auto` decides from the column as the bar reader does.
    ///   - barDateOrder: the bar file's proven day/month order (`LoadedBars.dateOrder`), used when this file's
    ///     dates cannot tell (no number over 12), with a note.
    ///   - maxRows: the most rows read (of `symbol`'s); a file with more is refused at the first row past it,
    ///     before its values are held (a service's bar limit).
    /// - Returns: the columns, and the notes of what the column did not settle by itself (slash dates with no
    ///   number over 12 read month first; an epoch unit), each located at a line.
    /// - Throws: `DataError` (line 0) when the file cannot be read or is JSON; at the header when it has no
    ///   time column, lacks a column asked for (the reason lists those it has) or names one twice; at a row
    ///   for a bad time, a time an earlier row has (naming both lines), a bad value or a wrong number of fields, or
    ///   past `maxRows`; at the symbol column when
    ///   the file holds several tickers and none was chosen, or not the one chosen.
    public static func load(path: String, columns names: [String], symbol: String? = nil, clock: ChartClock = ChartClock(),
                            dateFormat: DateFormat = .auto, barDateOrder: DateFormat = .auto,
                            maxRows: Int = .max) throws(DataError) -> (columns: [TimedColumn], notes: [String]) {
        let data = try InputFile.contents(atPath: path)
        let bytes = [UInt8](data)
        if let first = bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }), first == UInt8(ascii: "[") || first == UInt8(ascii: "{") {
            throw DataError(file: path, line: 1, reason: "columns are read from CSV files; this one is JSON")
        }
        let outcome = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(DataError) in
                try read(buffer, name: path, columns: names, symbol: symbol, clock: clock, dateFormat: dateFormat,
                         barDateOrder: barDateOrder, maxRows: maxRows)
            }
        }
        return try outcome.get()
    }

    private static func read(_ buffer: UnsafeBufferPointer<UInt8>, name: String, columns names: [String], symbol: String?,
                             clock: ChartClock, dateFormat: DateFormat, barDateOrder: DateFormat,
                             maxRows: Int) throws(DataError) -> (columns: [TimedColumn], notes: [String]) {
        var scanner = CSVScanner(bytes: buffer, name: name)
        guard try scanner.next() else { throw DataError(file: name, line: 1, reason: "empty file: no header") }
        let first = scanner.texts()
        let headerLine = scanner.line
        var ahead = scanner.fork()
        let second = try ahead.next() ? ahead.texts() : nil
        let header: [String], date: Int, timeOfDay: Int?, symbolColumn: Int?
        if let layout = try? CSVColumns.resolve(first: first, second: second, file: name, line: headerLine), layout.hasHeader {
            (header, date, timeOfDay, symbolColumn) = (layout.names, layout.date, layout.timeOfDay, layout.symbol)
        } else {
            let roles = first.map(BarRole.init(headerName:))
            var d = roles.firstIndex(of: .date), t = roles.firstIndex(of: .time)
            if d == nil { (d, t) = (t, nil) }
            if d == nil, first.first == "" { d = 0 }
            guard let d else {
                throw DataError(file: name, line: headerLine, reason: "no date or time column in header '\(first.joined(separator: ","))'")
            }
            (header, date, timeOfDay, symbolColumn) = (first, d, t, roles.firstIndex(of: .symbol))
        }
        var indices: [Int] = []
        for wanted in names {
            let exact = header.indices.filter { header[$0] == wanted }
            let matches = exact.isEmpty ? header.indices.filter { header[$0].lowercased() == wanted.lowercased() } : exact
            guard matches.count <= 1 else {
                throw DataError(file: name, line: headerLine, column: matches[1] + 1, field: wanted, reason: "column named \(matches.count) times")
            }
            guard let k = matches.first else {
                let choices = header.enumerated().filter { $0.offset != date && $0.offset != timeOfDay && !$0.element.isEmpty }.map(\.element)
                throw DataError(file: name, line: headerLine, reason: "no column '\(wanted)'; the file has \(choices.joined(separator: ", "))")
            }
            indices.append(k)
        }
        // The bar reader's decisions, made the same way: the date order, the epoch unit and the decimal mark.
        let probe = try CSVColumnProbe.run(scanner, date: date, dateField: header[date], numeric: indices, format: dateFormat,
                                           germanHeader: header.contains(where: BarRole.isGerman), companionOrder: barDateOrder)
        scanner.numbers = probe.numbers
        var symbols = SymbolFilter(wanted: symbolColumn == nil ? nil : symbol)
        var stamps: [(seconds: Int64, zone: StampZone)] = [], rowLines: [Int] = []
        var values = [[Double]](repeating: [], count: names.count)
        while try scanner.next() {
            let line = scanner.line
            guard scanner.count == header.count else {
                throw DataError(file: name, line: line, column: min(scanner.count, header.count) + 1,
                                reason: "\(scanner.count) fields but the header has \(header.count)")
            }
            if let s = symbolColumn, !symbols.accept(scanner.field(s)) { continue }
            guard stamps.count < maxRows else {
                throw DataError(file: name, line: line, reason: "more than \(maxRows) rows; at most \(maxRows) are read here")
            }
            guard var stamp = probe.pattern.map({ TimestampParser.parseStamp(scanner.field(date), pattern: $0) })
                    ?? TimestampParser.parseStamp(scanner.field(date), reading: probe.reading) else {
                let form = probe.pattern.map { " matching --date-format '\($0)'" } ?? ""
                throw DataError(file: name, line: line, column: date + 1, field: header[date], reason: "'\(scanner.text(date))' is not a date or time\(form)")
            }
            if let t = timeOfDay {
                guard let seconds = TimestampParser.timeOfDay(scanner.field(t)) else {
                    throw DataError(file: name, line: line, column: t + 1, field: header[t], reason: "not a time of day")
                }
                stamp.seconds += seconds
            }
            stamps.append(stamp)
            rowLines.append(line)
            for (n, k) in indices.enumerated() {
                if gaps.contains(scanner.text(k).lowercased()) {
                    values[n].append(.nan)
                } else if let v = scanner.number(k) {
                    guard ValueLimits.accepts(v) else {
                        throw DataError(file: name, line: line, column: k + 1, field: header[k], reason: "'\(scanner.text(k))' is outside ±1e15")
                    }
                    values[n].append(v)
                } else {  // why, as the bar reader says it: an ambiguous or foreign decimal mark, a misplaced separator
                    let reason = NumberEvidence.refusal(of: String(scanner.text(k).prefix(40)), in: probe.numbers, shownBy: probe.numberEvidence)
                    throw DataError(file: name, line: line, column: k + 1, field: header[k], reason: reason)
                }
            }
        }
        if let s = symbolColumn {
            _ = try symbols.resolve(hasColumn: true, file: name, line: headerLine, column: s + 1, field: header[s])
        }
        let (times, folded) = chartTimes(stamps, clock: clock)
        // Two rows of one time would both claim a bar and one would win silently: an error naming both lines.
        var seen: [Int64: Int] = [:]
        for (k, t) in times.enumerated() {
            if let earlier = seen[t] {
                let c = CivilTime(secondsSince1970: stamps[k].seconds)
                let shown = stamps[k].seconds % 86_400 == 0 ? c.isoDate : c.isoDate + " " + c.clockTime
                throw DataError(file: name, line: rowLines[k], column: date + 1, field: header[date],
                                reason: "\(shown) is the time of line \(earlier) too; one row a time")
            }
            seen[t] = rowLines[k]
        }
        var notes = probe.notes
        if let (k, count) = folded {
            let wall = CivilTime(secondsSince1970: stamps[k].seconds)
            notes.append("\(name):\(rowLines[k]): \(count) plain time\(count == 1 ? "" : "s") such as '\(wall.isoDate) \(wall.clockTime)' "
                + "fall in an hour the clocks go back over, which happens twice: read in file order, the first pass then the second; "
                + "write offsets (…-04:00) or epochs where the rows are not in time order")
        }
        return (zip(names, values).map { TimedColumn(name: $0, times: times, values: $1) }, notes)
    }

    /// The rows' times on `clock` (`ChartClock.fileTime`). A series is in time order, so on a chart of instants a
    /// plain time that repeats or goes back on the wall clock inside a fall-back hour (New York's 01:00–02:00 on
    /// 2024-11-03, written twice) starts the hour's second pass: it and the hour's later rows are the later
    /// instants; in a newest-first file (its plain times fall more often than they rise), the same read from
    /// the oldest row. On daily charts, epochs name their UTC date when every epoch of the file is at midnight
    /// UTC, as the bar reader decides for a bar file. O(rows × log transitions).
    /// - Returns: the times, and the first row in a repeated hour written plainly with how many such rows.
    static func chartTimes(_ stamps: [(seconds: Int64, zone: StampZone)], clock: ChartClock) -> (times: [Int64], folded: (row: Int, count: Int)?) {
        let midnights = stamps.allSatisfy { if case .epoch = $0.zone { $0.seconds % 86_400 == 0 } else { true } }
        var times = stamps.map { clock.fileTime($0.seconds, written: $0.zone, epochsAtMidnightUTC: midnights) }
        guard clock.basis == .instant, stamps.count > 1 else { return (times, nil) }
        var rises = 0, falls = 0
        for k in stamps.indices.dropFirst() where stamps[k].zone == .wallClock && stamps[k - 1].zone == .wallClock {
            if stamps[k].seconds > stamps[k - 1].seconds { rises += 1 } else if stamps[k].seconds < stamps[k - 1].seconds { falls += 1 }
        }
        let newestFirst = falls > rises
        var folded: (row: Int, count: Int)?
        var previousWall: Int64?, secondPass = false
        for k in newestFirst ? Array(stamps.indices.reversed()) : Array(stamps.indices) {
            let stamp = stamps[k]
            guard stamp.zone == .wallClock else { (previousWall, secondPass) = (nil, false); continue }
            if clock.zone.wallTimeRepeats(at: times[k]) {
                folded = (folded.map { newestFirst ? k : $0.row } ?? k, (folded?.count ?? 0) + 1)
                // Back to a wall time already passed: the second pass, which goes on to the hour's end.
                if let previous = previousWall, stamp.seconds <= previous { secondPass = true }
                if secondPass { times[k] = clock.zone.laterInstant(ofWallTime: stamp.seconds) }
            } else {
                secondPass = false
            }
            previousWall = stamp.seconds
        }
        return (times, folded)
    }
}
