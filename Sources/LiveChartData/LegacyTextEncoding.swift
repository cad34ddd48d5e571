import Foundation

/// Text files that are not UTF-8: Chinese vendors' exports are often GBK (TongDaXin's "数据导出", older East Money
/// and TongHuaShun files), read here as GB18030, the national standard that contains GBK; European ones are often
/// Windows-1252 (a German `Datum;Eröffnung;…` saved by Excel or a broker's site).
///
/// Only the start of a file decides: the first 64 KiB (up to their last line end) are checked as UTF-8, so a
/// pure-ASCII or UTF-8 file costs one pass over that prefix and is never copied. When the prefix is not UTF-8,
/// its bytes above 0x7F tell the two apart: GBK writes each Chinese character as two such bytes (both from 0xA1
/// for the common GB2312 ones), Windows-1252 an accented letter as one between ASCII letters. The whole file is
/// then decoded by Foundation and re-encoded as UTF-8 for the readers.
enum LegacyTextEncoding {
    /// Bytes checked before the encoding is decided.
    static let probeBytes = 64 * 1024

    /// A text encoding other than UTF-8 that a file is read in.
    enum Legacy: String, Sendable {
        case gb18030 = "GB18030 (GBK), as Chinese vendors write"
        case windows1252 = "Windows-1252 (Latin-1), as European vendors write"

        var encoding: String.Encoding {
            switch self {
            case .gb18030: String.Encoding(rawValue: 0x8000_0632)  // kCFStringEncodingGB_18030_2000 as an NSStringEncoding
            case .windows1252: .windowsCP1252
            }
        }
    }

    /// The file as UTF-8, and the encoding it was read in, when its start is not UTF-8; nil when it is (read the
    /// bytes as they are).
    /// - Throws: `DataError` at the line of the first byte that is not UTF-8 when the file does not decode in the
    ///   encoding its bytes suggest either.
    /// - Complexity: O(64 KiB) for a UTF-8 file; O(n) time and a copy for another.
    static func utf8(_ bytes: UnsafeBufferPointer<UInt8>, name: String) throws(DataError) -> (text: [UInt8], encoding: Legacy)? {
        var prefix = bytes.prefix(probeBytes)
        if prefix.count < bytes.count {
            // Cut at the last line end, or (one long line, as JSON may be) before a character the cut split.
            if let lastEnd = prefix.lastIndex(of: 0x0A) {
                prefix = prefix[...lastEnd]
            } else {
                var end = prefix.endIndex
                while end > prefix.startIndex, bytes[end - 1] & 0xC0 == 0x80 { end -= 1 }
                if end > prefix.startIndex, bytes[end - 1] >= 0xC0 { end -= 1 }
                prefix = prefix[..<end]
            }
        }
        guard !prefix.allSatisfy({ $0 < 0x80 }), String(validating: prefix, as: UTF8.self) == nil else { return nil }
        let legacy = guess(prefix)
        if let text = String(data: Data(buffer: bytes), encoding: legacy.encoding) { return (Array(text.utf8), legacy) }
        let bad = firstInvalidUTF8(prefix)
        let line = 1 + prefix[..<bad].count { $0 == 0x0A }
        let shown = String(format: "0x%02X", prefix[bad])
        throw DataError(file: name, line: line, reason: "the file is not UTF-8 text (byte \(shown)), nor \(legacy == .gb18030 ? "GB18030 (GBK)" : "Windows-1252"); save it as UTF-8")
    }

    /// GB18030 when bytes above 0x7F come mostly as GB2312 pairs (two bytes from 0xA1), else Windows-1252.
    private static func guess(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Legacy {
        var pairs = 0, single = 0, i = bytes.startIndex
        while i < bytes.endIndex {
            if bytes[i] < 0x80 { i += 1; continue }
            if i + 1 < bytes.endIndex, bytes[i] >= 0xA1, bytes[i + 1] >= 0xA1 {
                pairs += 1
                i += 2
            } else {
                single += 1
                i += 1
            }
        }
        return pairs > single ? .gb18030 : .windows1252
    }

    /// The index of the first byte where `bytes` stop being UTF-8 (its end when they are).
    private static func firstInvalidUTF8(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int {
        var decoder = UTF8(), iterator = bytes.makeIterator(), at = bytes.startIndex
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): at += UTF8.width(scalar)
            case .emptyInput, .error: return min(at, bytes.endIndex - 1)
            }
        }
    }
}
