import Foundation
import LiveChartData
import LiveChartTestSupport

/// A CSV file read as numeric columns by header name (a test helper; the readers module is
/// elsewhere). Lines starting with `#` are comments. Empty and non-numeric cells (dates, "NaN")
/// become NaN; quotes are not supported, which the reference files do not need.
struct CSVTable {
    let header: [String]
    let rows: [[String]]

    init(path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var lines = text.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.hasPrefix("#") }
        header = lines.removeFirst().split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        rows = lines.map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
    }

    /// A shared-data file, e.g. `shared("golden/macd.csv")`.
    static func shared(_ relative: String) throws -> CSVTable { try CSVTable(path: SharedData.path(relative)) }

    /// The column called `name` as numbers (exact: `Double(String)` round-trips the golden files).
    func column(_ name: String) -> [Double] {
        guard let index = header.firstIndex(of: name) else {
            fatalError("no column \(name) in \(header)")
        }
        return rows.map { index < $0.count ? Double($0[index].trimmingCharacters(in: .whitespaces)) ?? .nan : .nan }
    }

    /// Bars from the named price columns (missing open/high/low repeat the close; missing volume
    /// is 0); bar i is labelled i days after 1970-01-01.
    func bars(open o: String = "Open", high h: String = "High", low l: String = "Low", close c: String = "Close", volume v: String = "Volume") -> [Bar] {
        let close = column(c)
        let pick = { (name: String, fallback: [Double]) in header.contains(name) ? column(name) : fallback }
        let open = pick(o, close)
        let high = pick(h, close)
        let low = pick(l, close)
        let volume = pick(v, [Double](repeating: 0, count: close.count))
        return close.indices.map {
            Bar(time: Int64($0) * 86_400, open: open[$0], high: high[$0], low: low[$0], close: close[$0], volume: volume[$0])
        }
    }

    /// The golden input: 300 daily bars, `golden/input_300.csv`.
    static func goldenBars() throws -> [Bar] { try shared("golden/input_300.csv").bars() }
}
