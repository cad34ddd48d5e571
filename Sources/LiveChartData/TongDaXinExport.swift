/// A TongDaXin (通达信) export: the text file its "数据导出" writes, after `LegacyTextEncoding` has turned its GBK
/// into UTF-8. It is delimited text with three extra lines:
///
///     601006 大秦铁路 日线 前复权
///           日期	    开盘	    最高	    最低	    收盘	    成交量	    成交额
///     2006/08/01,0.54,0.54,-0.35,-0.32,614436357,3525562368.00
///     …
///     数据来源:通达信
///
/// a title (code, name, period, adjustment), a header of space-padded names between tabs whatever separates the
/// rows (commas, tabs, semicolons or spaces), and a footer naming the source. `recognise` blanks the title and
/// footer (the scanner skips blank lines, so every line keeps its number in messages), rewrites the header with
/// the rows' separator, and turns runs of spaces between fields into commas in a space-separated export.
/// Reference: the layout of real exports, e.g. mootdx's test fixtures (Tests/Fixtures/SOURCES.md).
struct TongDaXinExport: Sendable {
    /// The title's words: the code (`601006`), the name (`大秦铁路`), the period (`日线`, `5分钟线`, …) and the
    /// adjustment (`前复权` forward, `后复权` backward, `不复权` or absent: none).
    let code: String, name: String, period: String, adjustment: String?

    /// The longest title line looked for (a code, a name, a period and an adjustment take some 40 bytes).
    private static let titleBytes = 256

    /// Adjustments a title may name.
    private static let adjustments: Set<String> = ["前复权", "后复权", "不复权"]

    /// The export and its text as plain delimited text, or nil when `bytes` do not start with a TongDaXin title
    /// line followed by a header naming 日期. O(n).
    static func recognise(_ bytes: UnsafeBufferPointer<UInt8>) -> (export: TongDaXinExport, text: [UInt8])? {
        // The title first, from a short first line: any other file costs this look at its start.
        guard let end = bytes.prefix(titleBytes).firstIndex(of: 0x0A), title(text(bytes, 0..<end)) != nil else { return nil }
        let lines = Self.lines(bytes)
        guard lines.count >= 2, let export = title(text(bytes, lines[0])) else { return nil }
        let header = text(bytes, lines[1])
        guard header.contains("日期") else { return nil }
        let firstRow = lines.dropFirst(2).first { !isBlank(bytes[$0]) }.map { bytes[$0] } ?? bytes[0..<0]
        let separator: UInt8 = [0x2C, 0x09, 0x3B].first { firstRow.contains($0) } ?? 0x2C  // , tab ; (else spaces)
        let spaced = ![0x2C, 0x09, 0x3B].contains { firstRow.contains($0) }
        let footer = lines.lastIndex { !isBlank(bytes[$0]) }.flatMap { text(bytes, lines[$0]).hasPrefix("数据来源") ? $0 : nil }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        for (k, range) in lines.enumerated() {
            if k == 1 {
                let names = header.split(whereSeparator: { $0 == "\t" || $0 == " " || $0 == "\r" })
                out.append(contentsOf: names.joined(separator: String(UnicodeScalar(separator))).utf8)
            } else if k > 1 && k != footer {
                if spaced { appendSpaced(bytes[range], to: &out) } else { out.append(contentsOf: bytes[range]) }
            }
            out.append(0x0A)
        }
        return (export, out)
    }

    /// The export of a title line (`601006 大秦铁路 日线 前复权`): three or four words, no separators, a code
    /// of letters, digits, `#` or `.`, and a period ending in 线 (line).
    private static func title(_ line: String) -> TongDaXinExport? {
        guard !line.contains(where: { $0 == "," || $0 == ";" || $0 == "\t" }) else { return nil }
        let words = line.split(separator: " ").map(String.init)
        guard words.count == 3 || words.count == 4, words[2].hasSuffix("线"),
              words[0].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "#" || $0 == ".") }) else { return nil }
        if words.count == 4 && !adjustments.contains(words[3]) { return nil }
        return TongDaXinExport(code: words[0], name: words[1], period: words[2], adjustment: words.count == 4 ? words[3] : nil)
    }

    /// The byte ranges of the lines (without their LF or CR LF); a byte-order mark stays in the first.
    private static func lines(_ bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var lines: [Range<Int>] = [], start = 0
        for i in bytes.indices where bytes[i] == 0x0A {
            lines.append(start..<(i > start && bytes[i - 1] == 0x0D ? i - 1 : i))
            start = i + 1
        }
        if start < bytes.count { lines.append(start..<bytes.count) }
        return lines
    }

    private static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        var line = bytes[range]
        if line.starts(with: [0xEF, 0xBB, 0xBF]) { line = line.dropFirst(3) }
        return String(decoding: line, as: UTF8.self).trimmingSpaces
    }

    private static func isBlank(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> Bool { line.allSatisfy { $0 == 0x20 || $0 == 0x09 } }

    /// A space-separated row with its fields joined by commas.
    private static func appendSpaced(_ row: Slice<UnsafeBufferPointer<UInt8>>, to out: inout [UInt8]) {
        let fields = row.split(separator: 0x20)
        for (k, field) in fields.enumerated() {
            if k > 0 { out.append(0x2C) }
            out.append(contentsOf: field)
        }
    }

    /// Reads the rewritten `text` of this export: the bars under the title's code when the file names no symbol;
    /// a refused price below zero in a forward-adjusted export says why such prices occur.
    /// - Throws: `DataError` as `BarFileReader.parse`.
    func read(_ text: [UInt8], name file: String, options: BarReadOptions) throws(DataError) -> BarLoadResult {
        var result: BarLoadResult
        do {
            result = try text.withUnsafeBufferPointer { (buffer) throws(DataError) -> BarLoadResult in
                try CSVBarReader.read(buffer, name: file, options: options)
            }
        } catch {
            throw explained(error)
        }
        if result.series.symbol == nil { result.series.symbol = code }
        if adjustment == "前复权", let k = result.warnings.firstIndex(where: { $0.hasSuffix(Bar.notPositive + " (row skipped)") }) {
            result.warnings[k] += "; " + Self.forwardAdjustmentNote
        }
        return result
    }

    private static let forwardAdjustmentNote = "the file's title says 前复权: TongDaXin's forward adjustment takes a stock's "
        + "early prices below zero after large dividends; export 不复权 or 后复权 prices to keep them"

    private func explained(_ error: DataError) -> DataError {
        guard adjustment == "前复权", error.reason.hasSuffix(Bar.notPositive) else { return error }
        var error = error
        error.reason += " (" + Self.forwardAdjustmentNote + ", or skip those rows with --lenient)"
        return error
    }
}

private extension String {
    /// Without leading and trailing spaces, tabs and carriage returns.
    var trimmingSpaces: String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = firstIndex(where: { !blank($0) }), let last = lastIndex(where: { !blank($0) }) else { return "" }
        return String(self[first...last])
    }
}
