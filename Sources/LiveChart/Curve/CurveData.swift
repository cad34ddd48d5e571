import Foundation
import LiveChartData
import LiveChartCore

/// Values for a curve chart read from text: what `livechart curve FILE` and `--values` accept.
///
/// Accepted forms (UTF-8, an optional BOM, LF or CRLF; blank lines and lines starting with `#` are
/// skipped; fields separated by commas, semicolons, tabs or, failing those, spaces):
/// - one number per line: one series, spaced evenly;
/// - one line of several numbers (`10,25,30,22,40`): the same;
/// - columns `x, a, b, …`: x values, then one series per column. An optional header line (no
///   field a number) names the series.
///
/// An empty field is a missing value (the chart skips it). Anything else that is not a number is an
/// error naming the line and column.
public struct CurveData: Sendable, Equatable {
    /// The most series a file may hold (a legend entry and a path each). A wide row is one series of values,
    /// so this bounds only the columns of a table: 200,000 columns in three rows (1.2 MB) took two minutes and
    /// 1.4 GB to draw before it.
    public static let maxSeries = 64

    /// The shared x values, or nil for evenly spaced values.
    public var xValues: [Double]?
    /// One series per value column, named by the header when there is one.
    public var series: [CurveSeries]

    /// Data from values already in memory.
    public init(xValues: [Double]?, series: [CurveSeries]) {
        self.xValues = xValues
        self.series = series
    }

    /// Reads `text`; `source` names it in errors (a file path, or "--values").
    ///
    /// - Throws: `DataError` with the line and column of a field that is not a number, or of a row
    ///   whose field count differs from the first row's, or of a table with more than `maxSeries` series;
    ///   or line 0 when there is no value at all.
    /// - Complexity: O(text length).
    public static func parse(_ text: String, source: String) throws(DataError) -> CurveData {
        var body = Substring(text)
        if body.first == "\u{FEFF}" { body = body.dropFirst() }
        var lines: [(number: Int, text: Substring)] = []
        // "\r\n" is one Character in Swift, so split on every newline character, not on "\n".
        for (i, line) in body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            lines.append((i + 1, line))
        }
        guard let first = lines.first else { throw DataError(file: source, line: 0, reason: "no values") }
        let separator = [",", ";", "\t"].first { first.text.contains($0) }.map(Character.init)
        let rows = lines.map { (number: $0.number, fields: fields(of: $0.text, separator: separator)) }
        var header: [String]?
        var data = rows[...]
        if rows[0].fields.allSatisfy({ $0.text.isEmpty || Double($0.text)?.isFinite != true }) {
            header = rows[0].fields.map(\.text)
            data = rows.dropFirst()
        }
        let width = rows[0].fields.count
        let rowOfValues = header == nil && data.count == 1
        guard rowOfValues || width - 1 <= maxSeries else {
            throw DataError(file: source, line: rows[0].number, reason: "\(width) columns: x and at most \(maxSeries) series are drawn")
        }
        var columns = [[Double]](repeating: [], count: width)
        for row in data {
            guard row.fields.count == width else {
                throw DataError(file: source, line: row.number, reason: "expected \(width) fields, found \(row.fields.count)")
            }
            for (c, field) in row.fields.enumerated() {
                guard let v = field.text.isEmpty ? .nan : value(field.text) else {
                    throw DataError(file: source, line: row.number, column: field.column, field: header?[c],
                                    reason: Double(field.text)?.isFinite == true ? "'\(field.text)' is beyond ±1e15, too large to draw"
                                        : "'\(field.text)' is not a number")
                }
                columns[c].append(v)
            }
        }
        if rowOfValues { return CurveData(xValues: nil, series: [CurveSeries(values: columns.map { $0[0] })]) }
        guard !columns[0].isEmpty else { throw DataError(file: source, line: rows[0].number, reason: "a header but no values") }
        if width == 1 { return CurveData(xValues: nil, series: [CurveSeries(name: header?[0] ?? "", values: columns[0])]) }
        let series = (1..<width).map { CurveSeries(name: header?[$0] ?? "", values: columns[$0]) }
        return CurveData(xValues: columns[0], series: series)
    }

    /// The fields of a line with their 1-based character columns, trimmed of spaces.
    private static func fields(of line: Substring, separator: Character?) -> [(text: String, column: Int)] {
        var result: [(text: String, column: Int)] = []
        var column = 1
        let parts = separator.map { line.split(separator: $0, omittingEmptySubsequences: false) }
            ?? line.split(whereSeparator: { $0 == " " }).map { $0 }
        for part in parts {
            let lead = part.prefix { $0 == " " }.count
            let start = separator == nil ? line.distance(from: line.startIndex, to: part.startIndex) + 1 : column
            result.append((part.trimmingCharacters(in: .whitespaces), start + lead))
            column += part.count + 1
        }
        return result
    }

    /// The value `text` writes, when a curve can draw it: a decimal number (Swift's `Double` syntax) that is
    /// finite and within ±`ValueLimits.maxMagnitude` (1e15; one 1e308 made the scale's span overflow and the
    /// chart blank). "nan" and "inf" are not data. The files, `--values` and the viewer's stream share it. O(length).
    public static func value(_ text: String) -> Double? {
        guard let v = Double(text), ValueLimits.accepts(v) else { return nil }
        return v
    }
}
