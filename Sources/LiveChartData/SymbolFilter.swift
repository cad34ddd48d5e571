import LiveChartCore

/// Tracks the tickers a long (multi-instrument) file names and keeps the rows of the wanted one.
///
/// Symbols are compared after trimming spaces and leading apostrophes (NetEase writes `'600519`).
struct SymbolFilter {
    private let wanted: [UInt8]?
    private let wantedText: String?
    private(set) var symbols: [String] = []
    private var last: [UInt8] = []
    private var matched = 0

    /// - Parameter wanted: `BarReadOptions.symbol`.
    init(wanted: String?) {
        wantedText = wanted
        self.wanted = wanted.map { Array(Self.clean($0.utf8)) }
    }

    /// Notes a row's ticker and says whether the row belongs to the wanted one (every row does when none is wanted).
    /// O(symbol length) when the ticker repeats the previous row's, O(tickers seen) otherwise.
    mutating func accept<C: Collection<UInt8>>(_ raw: C) -> Bool {
        let symbol = Self.clean(raw)
        if !symbol.elementsEqual(last) {
            last = Array(symbol)
            let text = String(decoding: symbol, as: UTF8.self)
            if !symbols.contains(text) { symbols.append(text) }
        }
        guard let wanted else { return true }
        guard symbol.elementsEqual(wanted) else { return false }
        matched += 1
        return true
    }

    /// The series' symbol once every row was seen.
    /// - Throws: `DataError` at `line`/`column` when a wanted ticker is absent from a file with a symbol
    ///   column, when a ticker is wanted from a file without one (its bars would be drawn under a name they
    ///   do not have), or when the file holds several tickers and none was chosen; the reason lists them.
    func resolve(hasColumn: Bool, file: String, line: Int, column: Int, field: String?) throws(DataError) -> String? {
        if let wantedText, !hasColumn {
            throw DataError(file: file, line: line, column: column, field: field,
                            reason: "no symbol column to choose '\(wantedText)' from: the file holds one instrument, whose name it does not give")
        }
        let found = "the file holds \(symbols.count) tickers: \(symbols.joined(separator: ", "))"
        if let wantedText, hasColumn, matched == 0 {
            throw DataError(file: file, line: line, column: column, field: field, reason: "no rows for symbol '\(wantedText)'; \(found)")
        }
        if wanted == nil && symbols.count > 1 {
            throw DataError(file: file, line: line, column: column, field: field, reason: "\(found); choose one (livechart: --symbol TICKER)")
        }
        let symbol = wanted.map { String(decoding: $0, as: UTF8.self) } ?? symbols.first
        // The symbol becomes the title: a control character in it made an SVG that no XML parser reads.
        if let symbol, !LabelText.isValid(symbol, limit: 200) {
            throw DataError(file: file, line: line, column: column, field: field,
                            reason: "the symbol '\(symbol)' holds a control character or a line break, or is over 200 characters")
        }
        return symbol
    }

    private static func clean<C: Collection<UInt8>>(_ s: C) -> C.SubSequence {
        var lo = s.startIndex, hi = s.endIndex
        while lo < hi, s[lo] == 0x20 || s[lo] == UInt8(ascii: "'") { lo = s.index(after: lo) }
        while hi > lo, s[s.index(hi, offsetBy: -1)] == 0x20 { hi = s.index(hi, offsetBy: -1) }
        return s[lo..<hi]
    }
}
