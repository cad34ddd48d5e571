/// Reads bars from delimited text: header or not, any column order, one or many tickers.
///
/// See `CSVScanner` for the text layer, `CSVColumns` for how columns are found, `CSVColumnProbe` for what
/// is decided once per column (date order, epoch unit, decimal mark), `TimestampParser` for dates and
/// `BarAssembler` for checks and ordering.
struct CSVBarReader {
    private var scanner: CSVScanner
    private var columns: CSVColumns
    private var assembler: BarAssembler
    private var symbols: SymbolFilter
    private var probe: CSVColumnProbe
    /// Copied out of `probe` and `columns` for the per-row path: trivial values, read without a copy of the probe.
    private let reading: DateReading, pattern: DatePattern?
    /// Whether the file is close-only, and whether dates follow `pattern`: plain flags for the per-row checks.
    private let rowFlags: (closeOnly: Bool, pattern: Bool)
    /// Rows of a close-only file with no value (FRED writes `.` on holidays): how many, and the first few lines.
    private var missing: (count: Int, lines: [Int]) = (0, [])
    /// The name column's text on the first row of the instrument read, nil without one.
    private var instrumentName: String?

    /// Reads a whole CSV text. O(bytes).
    /// - Throws: `DataError` located at the offending line and column (see `BarFileReader`).
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, name: String, options: BarReadOptions) throws(DataError) -> BarLoadResult {
        var scanner = CSVScanner(bytes: bytes, name: name)
        let start = scanner.fork()
        guard try scanner.next() else { throw DataError(file: name, line: 1, reason: "the file is empty") }
        let headerLine = scanner.line
        let first = scanner.texts()
        var lookahead = scanner.fork()
        let second = try lookahead.next() ? lookahead.texts() : nil
        let columns = try CSVColumns.resolve(first: first, second: second, file: name, line: headerLine)
        if !columns.hasHeader { scanner = start }
        let probe = try CSVColumnProbe.run(scanner, date: columns.date, dateField: columns.locate(.date).field,
                                           numeric: columns.numericFields, format: options.dateFormat,
                                           germanHeader: columns.names.contains(where: BarRole.isGerman))
        scanner.numbers = probe.numbers
        var reader = CSVBarReader(scanner: scanner, columns: columns,
                                  assembler: BarAssembler(file: name, policy: options.policy, epochDayZone: options.timeZone),
                                  symbols: SymbolFilter(wanted: options.symbol), probe: probe,
                                  reading: probe.reading, pattern: probe.pattern,
                                  rowFlags: (columns.isCloseOnly, probe.pattern != nil))
        reader.assembler.reserveCapacity(scanner.recordBound())  // one allocation, not a doubling series
        try reader.readRows()
        return try reader.finish(options: options, headerLine: headerLine)
    }

    private mutating func readRows() throws(DataError) {
        let required = columns.requiredFields
        while try scanner.next() {
            let line = scanner.line
            guard scanner.count >= required else {
                let missing = scanner.count < columns.names.count && !columns.names[scanner.count].isEmpty ? columns.names[scanner.count] : nil
                try assembler.reject(DataError(file: scanner.name, line: line, column: scanner.count + 1, field: missing,
                                               reason: "row has \(scanner.count) fields, \(required) needed"))
                continue
            }
            // A field more than the header names shifts nothing the reader sees but says the row is not what it
            // looks like: an unquoted thousands separator (`1,234`) or decimal comma (`12,5`) splits a number in two.
            guard scanner.count <= columns.names.count else {
                try assembler.reject(DataError(file: scanner.name, line: line, column: columns.names.count + 1,
                                               reason: "row has \(scanner.count) fields, the header \(columns.names.count): an unquoted thousands "
                                                   + "separator or decimal comma splits a number (quote it: \"1,234\"), or a stray value"))
                continue
            }
            if let s = columns.symbol, !symbols.accept(scanner.field(s)) { continue }
            if instrumentName == nil, let k = columns.name, k < scanner.count { instrumentName = InstrumentName.clean(scanner.text(k)) }
            if rowFlags.closeOnly, Self.isMissingValue(scanner.field(columns.close)) {
                missing.count += 1
                if missing.lines.count < BarAssembler.listedProblems { missing.lines.append(line) }
                continue
            }
            guard let (time, zone) = try time(line: line), let open = try price(columns.open, .open, line),
                  let high = try price(columns.high, .high, line), let low = try price(columns.low, .low, line),
                  let close = try price(columns.close, .close, line),
                  let volume = try optional(columns.volume, .volume, line, absent: 0),
                  let amount = try optional(columns.amount, .amount, line, absent: .nan) else { continue }
            let bar = Bar(time: time, open: open, high: high, low: low, close: close, volume: volume, amount: amount)
            try assembler.add(bar, line: line, zone: zone) { columns.locate($0) }
        }
    }

    /// A series' "no observation": blank, `-`, or FRED's `.`.
    private static func isMissingValue(_ field: UnsafeBufferPointer<UInt8>) -> Bool {
        DecimalParser.isNone(field) || field.count == 1 && field[0] == UInt8(ascii: ".")
    }

    private mutating func time(line: Int) throws(DataError) -> (Int64, StampZone)? {
        let field = scanner.field(columns.date)
        guard let stamp = rowFlags.pattern ? TimestampParser.parseStamp(field, pattern: pattern!) : TimestampParser.parseStamp(field, reading: reading) else {
            let form = pattern.map { " matching --date-format '\($0)'" } ?? " this reader knows"
            try reject(columns.date, .date, line, "'\(scanner.text(columns.date))' is not a date\(form)")
            return nil
        }
        if let k = columns.timeOfDay {
            guard let seconds = TimestampParser.timeOfDay(scanner.field(k)) else {
                try reject(k, .time, line, "'\(scanner.text(k))' is not a time of day")
                return nil
            }
            return (stamp.seconds + seconds, stamp.zone)
        }
        return stamp
    }

    private mutating func price(_ k: Int, _ role: BarRole, _ line: Int) throws(DataError) -> Double? {
        if let v = scanner.number(k) { return v }
        let text = scanner.text(k)
        try reject(k, role, line, text.isEmpty ? "empty, a number is needed"
                   : NumberEvidence.refusal(of: String(text.prefix(40)), in: probe.numbers, shownBy: probe.numberEvidence))
        return nil
    }

    /// An optional column's value: `absent` when the column is missing or the field is empty, `nil` when rejected.
    private mutating func optional(_ k: Int?, _ role: BarRole, _ line: Int, absent: Double) throws(DataError) -> Double? {
        guard let k else { return absent }
        if let v = scanner.number(k) { return v }
        return DecimalParser.isNone(scanner.field(k)) ? absent : try price(k, role, line)
    }

    private mutating func reject(_ k: Int, _ role: BarRole, _ line: Int, _ reason: String) throws(DataError) {
        try assembler.reject(DataError(file: scanner.name, line: line, column: k + 1, field: columns.locate(role).field, reason: reason))
    }

    private mutating func finish(options: BarReadOptions, headerLine: Int) throws(DataError) -> BarLoadResult {
        let (column, field) = columns.locate(.symbol)
        let symbol = try symbols.resolve(hasColumn: columns.symbol != nil, file: scanner.name, line: headerLine, column: column, field: field)
        var result = try assembler.finish(symbol: symbol, timeLocation: columns.locate(.date))
        var notes = probe.notes
        if columns.isCloseOnly {
            let names = columns.names.filter { !$0.isEmpty }.joined(separator: ",")
            notes.append("\(scanner.name):\(headerLine): only \(names): no open, high or low; bars are the close alone (open = high = low = close)")
        }
        if missing.count > 0 {
            let more = missing.count > missing.lines.count ? ", …" : ""
            notes.append("\(scanner.name):\(missing.lines[0]): skipped \(missing.count) rows with no value ('.', '-' or empty), "
                + "on lines \(missing.lines.map(String.init).joined(separator: ", "))\(more)")
        }
        result.warnings = notes + result.warnings
        result.skippedRows += missing.count
        result.fields = columns.fields
        result.columnNames = columns.names
        result.dateOrder = probe.provenOrder
        result.instrumentName = instrumentName
        return result
    }
}
