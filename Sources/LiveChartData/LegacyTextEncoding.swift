import Foundation

/// Text files that are not UTF-8: Chinese vendors' exports are often GBK (TongDaXin's "数据导出", older East Money
/// and TongHuaShun files), read here as GB18030, the national standard that contains GBK; European ones are often
/// Windows-1252 (a German `Datum;Eröffnung;…` saved by Excel); Excel's "Unicode Text" is UTF-16 with a BOM.
///
/// A file is UTF-8 when every byte sequence is (checked over the whole file, ASCII runs eight bytes at a time, no
/// copy). Otherwise the 64 KiB from the line of its first byte above 0x7F decide: more well-formed UTF-8
/// characters above U+007F there than bad bytes make it a UTF-8 file with bad bytes (an error at the first one's
/// line, or skipped lines under `.lenient`), so a stray `é` or rows pasted in another encoding are never read as
/// mojibake. Else its bytes above 0x7F choose GB18030 or Windows-1252 (`TextBytes.looksLikeGB18030`), and the
/// file is decoded by Foundation a block of lines at a time (no line end occurs inside a character in either),
/// each block re-encoded as UTF-8 for the readers; a line that does not decode, or that is UTF-8 in such a file,
/// is an error naming it, or under `.lenient` a skipped line. Line numbers stay the file's: a skipped line is
/// left empty, not removed.
enum LegacyTextEncoding {
    /// Bytes of the file's start that decide its encoding.
    static let probeBytes = 64 * 1024
    /// Bytes decoded at once (cut at a line end): the readers' record cap, so a block always holds a whole line.
    static let blockBytes = CSVScanner.maxRecordBytes

    /// What a file was read as.
    enum Encoding: String, Sendable {
        case utf8 = "UTF-8"
        case gb18030 = "GB18030 (GBK)"
        case windows1252 = "Windows-1252 (Latin-1)"
        case utf16 = "UTF-16"

        var foundation: String.Encoding {
            switch self {
            case .utf8: .utf8
            case .gb18030: String.Encoding(rawValue: 0x8000_0632)  // kCFStringEncodingGB_18030_2000 as an NSStringEncoding
            case .windows1252: .windowsCP1252
            case .utf16: .utf16
            }
        }
    }

    /// A file's text as UTF-8, what it was read as, and the lines left empty because they did not decode.
    struct Decoded {
        var text: [UInt8]
        var encoding: Encoding
        var skippedLines: [Int]

        /// The notes a read adds: which encoding, and the lines skipped (first few, then a count).
        func notes(file: String) -> [String] {
            var notes: [String] = []
            if encoding != .utf8 { notes.append("\(file): not UTF-8: read as \(encoding.rawValue)") }
            if let first = skippedLines.first {
                let listed = skippedLines.prefix(BarAssembler.listedProblems).map(String.init).joined(separator: ", ")
                let more = skippedLines.count > BarAssembler.listedProblems ? ", …" : ""
                let lines = skippedLines.count == 1 ? "line" : "lines"
                notes.append("\(file):\(first): skipped \(skippedLines.count) \(lines) whose bytes are not \(encoding.rawValue) (\(lines) \(listed)\(more))")
            }
            return notes
        }
    }

    /// The file as UTF-8 when it is not UTF-8 throughout; nil when it is (read its bytes as they are).
    /// - Throws: `DataError` at the line of the first byte that does not decode, unless `policy` is `.lenient`.
    /// - Complexity: O(n); a UTF-8 file is not copied, another is decoded into one new array (about 1.5 times
    ///   the file for Chinese text) plus a block at a time.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, name: String, policy: BarReadOptions.Policy) throws(DataError) -> Decoded? {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return try utf16(bytes, name: name) }
        var multibyte = 0
        guard let firstBad = TextBytes.firstInvalidUTF8(bytes, multibyte: &multibyte) else { return nil }
        // The window that decides: 64 KiB from the line of the first byte above 0x7F.
        let firstHigh = bytes.firstIndex { $0 >= 0x80 } ?? firstBad
        let from = bytes[..<firstHigh].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let window = from..<min(bytes.count, from + probeBytes)
        var windowMultibyte = 0, windowBad = 0, at = window.lowerBound
        let windowBytes = UnsafeBufferPointer(rebasing: bytes[..<window.upperBound])
        while at < window.upperBound, let bad = TextBytes.firstInvalidUTF8(windowBytes, from: at, multibyte: &windowMultibyte) {
            windowBad += 1
            at = bad + 1
        }
        let encoding: Encoding = windowMultibyte > windowBad ? .utf8
            : TextBytes.looksLikeGB18030(bytes, in: window) ? .gb18030 : .windows1252
        return try decodeLines(bytes, as: encoding, name: name, policy: policy)
    }

    /// Decodes block after block of whole lines; a block that fails, or that holds a line of UTF-8 in a file
    /// read in another encoding (rows pasted from elsewhere), is decoded line by line.
    private static func decodeLines(_ bytes: UnsafeBufferPointer<UInt8>, as encoding: Encoding, name: String,
                                    policy: BarReadOptions.Policy) throws(DataError) -> Decoded {
        var out: [UInt8] = []
        out.reserveCapacity(encoding == .gb18030 ? bytes.count + bytes.count / 2 : bytes.count + bytes.count / 8)
        var skipped: [Int] = [], start = 0, line = 1
        while start < bytes.count {
            var end = min(start + blockBytes, bytes.count)
            if end < bytes.count {
                // A line longer than a block is longer than the readers' record cap (`CSVScanner`): refused as they
                // would, before a character cut at the block's end could be taken for a bad byte.
                guard let lastEnd = bytes[start..<end].lastIndex(of: 0x0A) else {
                    throw DataError(file: name, line: line, column: 1, reason: "record longer than \(blockBytes) bytes")
                }
                end = lastEnd + 1
            }
            if !holdsUTF8Line(bytes, start..<end, encoding), let text = text(bytes, start..<end, encoding) {
                out.append(contentsOf: text)
                line += bytes[start..<end].count { $0 == 0x0A }
            } else {
                var from = start
                for k in start..<end where bytes[k] == 0x0A || k == end - 1 {
                    let piece = from..<(k + 1)
                    if !holdsUTF8Line(bytes, piece, encoding), let text = text(bytes, piece, encoding) {
                        out.append(contentsOf: text)
                    } else {
                        guard policy == .lenient else { throw refusal(bytes, piece, encoding, line: line, name: name) }
                        skipped.append(line)
                        if bytes[k] == 0x0A { out.append(0x0A) }
                    }
                    if bytes[k] == 0x0A { line += 1 }
                    from = k + 1
                }
            }
            start = end
        }
        return Decoded(text: out, encoding: encoding, skippedLines: skipped)
    }

    /// Whether, in a file read in a legacy encoding, some line of `range` is UTF-8 with characters above U+007F
    /// (GBK or Windows-1252 text is almost never well-formed UTF-8).
    private static func holdsUTF8Line(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ encoding: Encoding) -> Bool {
        guard encoding != .utf8 else { return false }
        var from = range.lowerBound
        for k in range where bytes[k] == 0x0A || k == range.upperBound - 1 {
            var multibyte = 0
            let line = UnsafeBufferPointer(rebasing: bytes[from..<(k + 1)])
            if TextBytes.firstInvalidUTF8(line, multibyte: &multibyte) == nil && multibyte > 0 { return true }
            from = k + 1
        }
        return false
    }

    /// `range` of `bytes` as UTF-8, or nil when it does not decode.
    private static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ encoding: Encoding) -> [UInt8]? {
        let slice = UnsafeBufferPointer(rebasing: bytes[range])
        var multibyte = 0
        if encoding == .utf8 { return TextBytes.firstInvalidUTF8(slice, multibyte: &multibyte) == nil ? Array(slice) : nil }
        return String(data: Data(buffer: slice), encoding: encoding.foundation).map { Array($0.utf8) }
    }

    /// The error for line `number` (`range`), naming its first byte that does not decode.
    private static func refusal(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ encoding: Encoding,
                                line number: Int, name: String) -> DataError {
        if holdsUTF8Line(bytes, range, encoding) {
            return DataError(file: name, line: number, reason: "the line is UTF-8 but the file's start is \(encoding.rawValue): "
                             + "one encoding per file; save the file as UTF-8, or skip the line with --lenient")
        }
        var unused = 0
        let bad: Int? = switch encoding {
        case .utf8: TextBytes.firstInvalidUTF8(UnsafeBufferPointer(rebasing: bytes[..<range.upperBound]), from: range.lowerBound, multibyte: &unused)
        case .gb18030: TextBytes.firstInvalidGB18030(bytes, in: range)
        case .windows1252: range.first { TextBytes.isUndefinedInWindows1252(bytes[$0]) }
        case .utf16: nil
        }
        let at = bad ?? range.first { bytes[$0] >= 0x80 } ?? range.lowerBound
        let hex = String(bytes[at], radix: 16, uppercase: true)
        let whole = encoding == .utf8 ? "as the rest of the file is" : "the encoding this file is read in"
        // No column: the line is not split into fields before it is decoded.
        return DataError(file: name, line: number,
                         reason: "byte 0x\(hex.count < 2 ? "0" + hex : hex) is not \(encoding.rawValue), \(whole); "
                            + "save the file as UTF-8, or skip the line with --lenient")
    }

    /// A file with a UTF-16 byte-order mark, decoded whole.
    private static func utf16(_ bytes: UnsafeBufferPointer<UInt8>, name: String) throws(DataError) -> Decoded {
        guard let text = String(data: Data(buffer: bytes), encoding: .utf16) else {
            throw DataError(file: name, line: 1, reason: "the file starts with a UTF-16 byte-order mark but is not UTF-16 text; save it as UTF-8")
        }
        return Decoded(text: Array(text.utf8), encoding: .utf16, skippedLines: [])
    }
}
