import Foundation

/// Reads the columns of a CSV bar file that `BarFileReader` leaves out: split ratios, cash dividends and
/// the vendor's adjusted close.
///
/// Header names are matched ignoring case, spaces, `_`, `.` and `-`: `Split Ratio` (Quandl WIKI),
/// `split coefficient` (Alpha Vantage), `Stock Splits` (yfinance, where 0 means none); `Ex-Dividend`
/// (Quandl), `dividend amount` (Alpha Vantage), `Dividends` (yfinance); `Adj Close`, `Adj. Close`,
/// `adjusted close`, `adjClose`; `前收盘`, `pre_close`, `preclose`, `prev close` (the exchange's reference
/// previous close). Dates are read as `BarFileReader` reads them (ISO, `YYYYMMDD`, month-first
/// slash dates, …). Empty cells mean no action. Rows of other tickers are skipped when `options.symbol`
/// is set. JSON files and files without these columns give empty data.
public enum AdjustmentDataReader {
    /// Reads the file at `path`.
    ///
    /// - Parameters:
    ///   - path: the bar file; it also names the file in errors.
    ///   - options: `symbol` selects one ticker of a long file; the policy is ignored (bad cells always throw).
    /// - Throws: `DataError` with file, line, column and field for an unreadable file, a date or number that
    ///   does not parse in a row that carries an action, a split ratio that is not a finite number above 0
///   (`CorporateAction.splitRatioProblem`; yfinance's `Stock Splits` may be 0, meaning none), or a dividend or
///   adjusted close that is not a finite number ≥ 0.
    /// - Complexity: O(file size).
    public static func load(path: String, options: BarReadOptions = .init()) throws(DataError) -> AdjustmentData {
        let data = try InputFile.contents(atPath: path)
        return try [UInt8](data).withUnsafeBufferPointer { (bytes) throws(DataError) -> AdjustmentData in
            try read(bytes, name: path, symbol: options.symbol, format: options.dateFormat)
        }
    }

    private static let splitNames: Set<String> = ["splitratio", "splitcoefficient", "stocksplits", "split"]
    private static let dividendNames: Set<String> = ["exdividend", "dividendamount", "dividends", "dividend"]
    private static let adjustedNames: Set<String> = ["adjclose", "adjustedclose"]
    private static let referenceNames: Set<String> = ["前收盘", "preclose", "prevclose", "previousclose"]

    private static func read(_ bytes: UnsafeBufferPointer<UInt8>, name: String, symbol: String?, format: DateFormat) throws(DataError) -> AdjustmentData {
        let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        guard first != UInt8(ascii: "["), first != UInt8(ascii: "{") else { return AdjustmentData() }
        var scanner = CSVScanner(bytes: bytes, name: name)
        guard try scanner.next() else { return AdjustmentData() }
        let header = scanner.texts()
        let keys = header.map(BarRole.key)
        let roles = header.map(BarRole.init(headerName:))
        guard let date = roles.firstIndex(of: .date) else { return AdjustmentData() }
        let split = keys.firstIndex { splitNames.contains($0) }
        let dividend = keys.firstIndex { dividendNames.contains($0) }
        let adjusted = keys.firstIndex { adjustedNames.contains($0) }
        let reference = keys.firstIndex { referenceNames.contains($0) }
        let ticker = symbol == nil ? nil : roles.firstIndex(of: .symbol)
        var tickers = SymbolFilter(wanted: symbol)
        var result = AdjustmentData(hasActionColumns: split != nil || dividend != nil)
        result.file = name
        result.splitField = split.map { ($0 + 1, header[$0]) }
        result.dividendField = dividend.map { ($0 + 1, header[$0]) }
        // yfinance's `Stock Splits` writes 0 for "no split"; elsewhere (Quandl's `Split Ratio`) 1 does, and 0 is an error.
        let zeroMeansNoSplit = split.map { keys[$0] == "stocksplits" } ?? false
        guard result.hasActionColumns || adjusted != nil || reference != nil else { return result }
        // The bar reader's decisions, made the same way, so the actions land on the same bars: the date order,
        // the epoch unit and the decimal mark (a ';' file's "0,5" split is a half).
        let probe = try CSVColumnProbe.run(scanner, date: date, dateField: header[date], numeric: [split, dividend, adjusted, reference].compactMap { $0 },
                                           format: format, germanHeader: header.contains(where: BarRole.isGerman))
        scanner.numbers = probe.numbers
        while try scanner.next() {
            if let ticker, ticker < scanner.count, !tickers.accept(scanner.field(ticker)) { continue }
            func value(_ k: Int?, absent: Double, check: (Double) -> String? = { $0.isFinite && $0 >= 0 ? nil : "" }) throws(DataError) -> Double {
                guard let k, k < scanner.count, !DecimalParser.isBlank(scanner.field(k)) else { return absent }
                guard let v = scanner.number(k) else {
                    throw DataError(file: name, line: scanner.line, column: k + 1, field: header[k], reason: "'\(scanner.text(k))' is not a number ≥ 0")
                }
                if let problem = check(v) {
                    throw DataError(file: name, line: scanner.line, column: k + 1, field: header[k],
                                    reason: problem.isEmpty ? "'\(scanner.text(k))' is not a finite number ≥ 0" : problem)
                }
                return v
            }
            let s = try value(split, absent: 1) { zeroMeansNoSplit && $0 == 0 ? nil : CorporateAction.splitRatioProblem($0) }
            let d = try value(dividend, absent: 0) { CorporateAction.dividendProblem($0) }
            let a = try value(adjusted, absent: .nan)
            // A reference close that is not a number (NetEase writes "None" on some rows) is skipped, not an error.
            let r = reference.flatMap { $0 < scanner.count ? scanner.number($0) : nil } ?? .nan
            let hasAction = (s != 1 && s != 0) || d != 0
            guard hasAction || !a.isNaN || !r.isNaN else { continue }
            guard date < scanner.count, let time = probe.pattern.map({ TimestampParser.parse(scanner.field(date), pattern: $0) })
                    ?? TimestampParser.parse(scanner.field(date), reading: probe.reading) else {
                throw DataError(file: name, line: scanner.line, column: date + 1, field: header[date],
                                reason: "'\(date < scanner.count ? scanner.text(date) : "")' is not a date this reader knows")
            }
            if hasAction {
                result.actions.append(CorporateAction(time: time, splitRatio: s == 0 ? 1 : s, cashDividend: d))
                result.actionLines.append(scanner.line)
            }
            if !a.isNaN { result.adjustedCloses.append((time, a)) }
            if !r.isNaN { result.referencePreviousCloses.append((time, r)) }
        }
        let order = result.actions.indices.sorted { result.actions[$0].time < result.actions[$1].time }
        (result.actions, result.actionLines) = (order.map { result.actions[$0] }, order.map { result.actionLines[$0] })
        result.adjustedCloses.sort { $0.time < $1.time }
        result.referencePreviousCloses.sort { $0.time < $1.time }
        return result
    }
}
