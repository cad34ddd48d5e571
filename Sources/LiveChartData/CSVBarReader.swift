/// Reads bars from delimited text: header or not, any column order, one or many tickers.
///
/// See `CSVScanner` for the text layer, `CSVColumns` for how columns are found, `TimestampParser` for
/// dates and `BarAssembler` for checks and ordering. Slash dates are read month first unless some row's
/// first number exceeds 12 and no row's second number does, which makes the whole file day first.
struct CSVBarReader {
    private var scanner: CSVScanner
    private var columns: CSVColumns
    private var assembler: BarAssembler
    private var symbols: SymbolFilter
    private var dayFirst = false

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
        var reader = CSVBarReader(scanner: scanner, columns: columns,
                                  assembler: BarAssembler(file: name, policy: options.policy, epochDayZone: options.timeZone),
                                  symbols: SymbolFilter(wanted: options.symbol))
        reader.assembler.reserveCapacity(scanner.recordBound())  // one allocation, not a doubling series
        try reader.decideDayOrder()
        try reader.readRows()
        return try reader.finish(options: options, headerLine: headerLine)
    }

    /// Scans the date column once when it holds slash dates, to tell D/M/Y from M/D/Y.
    private mutating func decideDayOrder() throws(DataError) {
        var probe = scanner.fork()
        guard try probe.next(), probe.count > columns.date, TimestampParser.slashPrefix(probe.field(columns.date)) != nil else { return }
        var dayOver12 = false, monthOver12 = false
        repeat {
            guard probe.count > columns.date, let (a, b) = TimestampParser.slashPrefix(probe.field(columns.date)) else { continue }
            dayOver12 = dayOver12 || a > 12
            monthOver12 = monthOver12 || b > 12
        } while try probe.next()
        dayFirst = dayOver12 && !monthOver12
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
            if let s = columns.symbol, !symbols.accept(scanner.field(s)) { continue }
            guard let (time, zone) = try time(line: line), let open = try price(columns.open, .open, line),
                  let high = try price(columns.high, .high, line), let low = try price(columns.low, .low, line),
                  let close = try price(columns.close, .close, line),
                  let volume = try optional(columns.volume, .volume, line, absent: 0),
                  let amount = try optional(columns.amount, .amount, line, absent: .nan) else { continue }
            let bar = Bar(time: time, open: open, high: high, low: low, close: close, volume: volume, amount: amount)
            try assembler.add(bar, line: line, zone: zone) { columns.locate($0) }
        }
    }

    private mutating func time(line: Int) throws(DataError) -> (Int64, StampZone)? {
        guard let stamp = TimestampParser.parseStamp(scanner.field(columns.date), dayFirst: dayFirst) else {
            try reject(columns.date, .date, line, "'\(scanner.text(columns.date))' is not a date this reader knows")
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
        try reject(k, role, line, text.isEmpty ? "empty, a number is needed" : "'\(text.prefix(40))' is not a number")
        return nil
    }

    /// An optional column's value: `absent` when the column is missing or the field is empty, `nil` when rejected.
    private mutating func optional(_ k: Int?, _ role: BarRole, _ line: Int, absent: Double) throws(DataError) -> Double? {
        guard let k else { return absent }
        if let v = scanner.number(k) { return v }
        return DecimalParser.isBlank(scanner.field(k)) ? absent : try price(k, role, line)
    }

    private mutating func reject(_ k: Int, _ role: BarRole, _ line: Int, _ reason: String) throws(DataError) {
        try assembler.reject(DataError(file: scanner.name, line: line, column: k + 1, field: columns.locate(role).field, reason: reason))
    }

    private mutating func finish(options: BarReadOptions, headerLine: Int) throws(DataError) -> BarLoadResult {
        let (column, field) = columns.locate(.symbol)
        let symbol = try symbols.resolve(hasColumn: columns.symbol != nil, file: scanner.name, line: headerLine, column: column, field: field)
        return try assembler.finish(symbol: symbol, timeLocation: columns.locate(.date))
    }
}
