import Foundation

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

    /// The longest header line taken: a longer one is left to the CSV reader, which refuses it by its record cap.
    private static let headerBytes = 64 * 1024

    /// The export and its text as plain delimited text, or nil when `bytes` do not start with a TongDaXin title
    /// line followed by a header naming 日期. O(n), one pass, the text written once.
    static func recognise(_ bytes: UnsafeBufferPointer<UInt8>) -> (export: TongDaXinExport, text: [UInt8])? {
        // The title first, from a short first line: any other file costs this look at its start.
        guard let titleEnd = bytes.prefix(titleBytes).firstIndex(of: 0x0A), let export = title(text(bytes, 0..<titleEnd)) else { return nil }
        let headerEnd = bytes[(titleEnd + 1)...].firstIndex(of: 0x0A) ?? bytes.count
        guard headerEnd - titleEnd <= headerBytes else { return nil }
        let header = text(bytes, (titleEnd + 1)..<headerEnd)
        guard header.contains("日期") else { return nil }
        let rows = min(headerEnd + 1, bytes.count)..<bytes.count
        let firstRow = firstLine(bytes, in: rows) { !isBlank(bytes[$0]) }.map { bytes[$0] } ?? bytes[0..<0]
        let found: UInt8? = [0x2C, 0x09, 0x3B].first { firstRow.contains($0) }  // , tab ; (none: spaces)
        let separator = found ?? 0x2C, spaced = found == nil
        let footer = lastNonBlankLine(bytes, in: rows).flatMap { text(bytes, $0).hasPrefix("数据来源") ? $0 : nil }
        var out: [UInt8] = [0x0A]  // the title's line, left empty
        out.reserveCapacity(bytes.count + 1)
        let split: Character = ["\t", ",", ";"].first { header.contains($0) } ?? " "
        let names = header.split(separator: split).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        out.append(contentsOf: names.joined(separator: String(UnicodeScalar(separator))).utf8)
        out.append(0x0A)
        forEachLine(bytes, in: rows) { line in
            if line != footer && !isBlank(bytes[line]) {
                if spaced { appendSpaced(bytes[line], to: &out) } else { out.append(contentsOf: bytes[line]) }
            }
            out.append(0x0A)
        }
        return (export, out)
    }

    /// The export of a title line (`601006 大秦铁路 日线 前复权`, `000002 万 科Ａ 日线 不复权`): a code of letters, digits,
    /// `#` or `.`, a name (which may hold spaces: TongDaXin pads short names), a period ending in 线 (line), then
    /// perhaps an adjustment; no separators.
    private static func title(_ line: String) -> TongDaXinExport? {
        guard !line.contains(where: { $0 == "," || $0 == ";" || $0 == "\t" }) else { return nil }
        var words = line.split(separator: " ").map(String.init)
        let adjustment = words.count >= 4 && adjustments.contains(words[words.count - 1]) ? words.removeLast() : nil
        guard words.count >= 3, words[words.count - 1].hasSuffix("线"),
              words[0].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "#" || $0 == ".") }) else { return nil }
        return TongDaXinExport(code: words[0], name: words[1..<(words.count - 1)].joined(separator: " "),
                               period: words[words.count - 1], adjustment: adjustment)
    }

    /// Calls `body` with each line of `range` (without its LF or CR LF), in order.
    private static func forEachLine(_ bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>, _ body: (Range<Int>) -> Void) {
        var start = range.lowerBound
        for i in range where bytes[i] == 0x0A {
            body(line(bytes, start, i))
            start = i + 1
        }
        if start < range.upperBound { body(start..<range.upperBound) }
    }

    /// The first line of `range` that `accept` takes, stopping there.
    private static func firstLine(_ bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>, where accept: (Range<Int>) -> Bool) -> Range<Int>? {
        var start = range.lowerBound
        while start < range.upperBound {
            let end = bytes[start..<range.upperBound].firstIndex(of: 0x0A) ?? range.upperBound
            let found = line(bytes, start, end)
            if accept(found) { return found }
            start = end + 1
        }
        return nil
    }

    /// The last line of `range` that is not blank, found from the end.
    private static func lastNonBlankLine(_ bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>) -> Range<Int>? {
        guard let last = range.reversed().first(where: { !isBlankByte(bytes[$0]) && bytes[$0] != 0x0A && bytes[$0] != 0x0D }) else { return nil }
        let start = bytes[range.lowerBound...last].lastIndex(of: 0x0A).map { $0 + 1 } ?? range.lowerBound
        return line(bytes, start, bytes[last..<range.upperBound].firstIndex(of: 0x0A) ?? range.upperBound)
    }

    /// The line from `start` to `end` (its LF, or the end of the text), without a CR before the LF.
    private static func line(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Range<Int> {
        start..<(end > start && bytes[end - 1] == 0x0D ? end - 1 : end)
    }

    private static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        var line = bytes[range]
        if line.starts(with: [0xEF, 0xBB, 0xBF]) { line = line.dropFirst(3) }
        return String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Spaces, tabs, carriage returns and DOS's end-of-file mark (0x1A), which some exports end with.
    private static func isBlankByte(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x1A }
    private static func isBlank(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> Bool { line.allSatisfy(isBlankByte) }

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
    /// - Throws: `DataError` as `BarFileReader.parse`, and when `options.symbol` names neither the title's code nor
    ///   its name.
    func read(_ text: [UInt8], name file: String, options: BarReadOptions) throws(DataError) -> BarLoadResult {
        var options = options
        if let wanted = options.symbol {
            guard wanted == code || wanted == name else {
                throw DataError(file: file, line: 1, field: "symbol", reason: "the file is TongDaXin's export of \(code) \(name), not '\(wanted)'")
            }
            options.symbol = nil  // the title names the one instrument; its rows have no symbol column
        }
        var result: BarLoadResult
        do {
            result = try text.withUnsafeBufferPointer { (buffer) throws(DataError) -> BarLoadResult in
                try CSVBarReader.read(buffer, name: file, options: options)
            }
        } catch {
            throw explained(error)
        }
        if result.series.symbol == nil { result.series.symbol = code }
        result.instrumentName = result.instrumentName ?? InstrumentName.clean(name)
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
