import Foundation

/// Loads OHLCV bars from the CSV and JSON files vendors and libraries write, and TongDaXin's text exports
/// (`TongDaXinExport`); UTF-8, or GBK or Windows-1252 as Chinese and European vendors write (`LegacyTextEncoding`).
///
/// The format is sniffed from the content: a first non-blank character `[` or `{` means JSON, anything
/// else delimited text (comma, semicolon or tab). Headers are matched case-insensitively with many
/// aliases (English, Chinese, German, `<TICKER>`-style); a file with only a date and a close loads as bars
/// of the close (`BarLoadResult.fields`). Dates in every form `TimestampParser` lists (ISO 8601, `YYYYMMDD`,
/// `M/D/YYYY`, `23.03.2020`, `2020年3月23日`, month names, epoch numbers); the order of numeric dates and the
/// unit of epoch numbers are decided once per column, the decimal mark once per file (`CSVColumnProbe`),
/// or as `BarReadOptions.dateFormat` says. See `CSVColumns`, `TimestampParser`, `NumberEvidence` and
/// `BarAssembler` for the exact rules.
///
/// The result is oldest first with strictly increasing times (newest-first files are reversed).
/// Suspended-day rows (O=H=L=C=0, volume 0) are skipped with one warning. Every other row that
/// cannot be a valid bar is a `DataError` under `.strict`, or skipped and reported under `.lenient`.
///
/// All functions throw only `DataError`, whose `line` is 1-based and whose `column` is the 1-based
/// field index in CSV, the key's position within its object in JSON (0 when the problem concerns a
/// whole row), or the byte column for a JSON syntax error.
public enum BarFileReader {
    /// Reads and parses the file at `path`.
    ///
    /// - Parameters:
    ///   - path: a file system path; it also names the file in errors and warnings.
    ///   - options: policy and ticker choice; see `BarReadOptions`.
    /// - Returns: the series (oldest first; symbol from the file or `options.symbol`), warnings, and the skipped-row count.
    /// - Throws: `DataError` (line 0) when the file cannot be read, otherwise as `parse(bytes:name:options:)`.
    /// - Complexity: O(file size); the whole file is held in memory.
    public static func load(path: String, options: BarReadOptions = .init()) throws(DataError) -> BarLoadResult {
        let data = try InputFile.contents(atPath: path)
        // Parsed in place: copying into an array would double the peak memory of a large file.
        let outcome = data.withUnsafeBytes { raw in
            Result { () throws(DataError) in try parse(raw.bindMemory(to: UInt8.self), name: path, options: options) }
        }
        return try outcome.get()
    }

    /// Parses CSV or JSON bar data held in memory.
    ///
    /// - Parameters:
    ///   - bytes: UTF-8 text, with or without a byte-order mark, or GB18030 (GBK), Windows-1252 or UTF-16 (with
    ///     its byte-order mark) text (`LegacyTextEncoding`).
    ///   - name: what errors and warnings call the input (usually its path).
    ///   - options: policy and ticker choice; see `BarReadOptions`.
    /// - Returns: the series (oldest first), warnings, and the skipped-row count.
    /// - Throws: `DataError` naming `name`, the line, the column and the field: for a missing date or
    ///   OHLC column; a malformed number, date or bar (`.strict`); a duplicate or out-of-order time
    ///   (`.strict`); several tickers without `options.symbol` (the reason lists them) or a wanted ticker
    ///   that is absent; a record over 1 MiB or 1024 fields; JSON syntax errors; a number whose decimal mark
    ///   contradicts the file's or cannot be told; an epoch column mixing units; a byte that does not decode in
    ///   the file's encoding (`.strict`); or no valid bar at all.
    /// - Complexity: O(bytes.count), one pass plus a second over the date column for slash dates.
    public static func parse(bytes: [UInt8], name: String, options: BarReadOptions = .init()) throws(DataError) -> BarLoadResult {
        try bytes.withUnsafeBufferPointer { (buffer) throws(DataError) -> BarLoadResult in try parse(buffer, name: name, options: options) }
    }

    private static func parse(_ buffer: UnsafeBufferPointer<UInt8>, name: String, options: BarReadOptions) throws(DataError) -> BarLoadResult {
        guard let decoded = try LegacyTextEncoding.decode(buffer, name: name, policy: options.policy) else {
            return try parseText(buffer, name: name, options: options)
        }
        var result = try decoded.text.withUnsafeBufferPointer { (buffer) throws(DataError) -> BarLoadResult in
            try parseText(buffer, name: name, options: options)
        }
        result.warnings.insert(contentsOf: decoded.notes(file: name), at: 0)
        result.skippedRows += decoded.skippedLines.count
        return result
    }

    /// Parses UTF-8 text: JSON, a TongDaXin export, or other delimited text.
    private static func parseText(_ buffer: UnsafeBufferPointer<UInt8>, name: String, options: BarReadOptions) throws(DataError) -> BarLoadResult {
        if isJSON(buffer) {
            return try JSONBarReader.read(buffer, name: name, options: options)
        }
        if let (export, text) = TongDaXinExport.recognise(buffer) {
            return try export.read(text, name: name, options: options)
        }
        return try CSVBarReader.read(buffer, name: name, options: options)
    }

    /// Whether the first character that is not white space or a byte-order mark opens a JSON array or object.
    /// Only the first MiB is searched: text that starts later fails the CSV reader's record cap anyway.
    private static func isJSON(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let first = bytes.prefix(1 << 20).first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        return first == UInt8(ascii: "[") || first == UInt8(ascii: "{")
    }
}
