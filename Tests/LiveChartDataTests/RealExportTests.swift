import Testing
import LiveChartData
import LiveChartTestSupport

/// Real exports committed in Tests/Fixtures (origins in Tests/Fixtures/SOURCES.md), so they run in any
/// clone. Expected values are the files' own lines.
@Suite struct RealExportTests {
    /// FRED's `DATE,DCOILWTICO`: one series column beside the date, and `.` on the 11 holidays of its
    /// first 299 rows. A close-only series: bars are the close, and the holidays are skipped with a note.
    @Test func fredSeriesWithMissingObservations() throws {
        let path = SharedData.fixture("fred-DCOILWTICO-2014.csv")
        let result = try BarFileReader.load(path: path)
        let bars = result.series.bars
        #expect(bars.count == 299 - 11 && result.skippedRows == 11)
        #expect(bars.first == Bar(time: at(2014, 1, 2), open: 95.14, high: 95.14, low: 95.14, close: 95.14))
        #expect(bars.last == Bar(time: at(2015, 2, 24), open: 48.48, high: 48.48, low: 48.48, close: 48.48))
        #expect(bars.map(\.close).min() == 44.08 && bars.map(\.close).max() == 107.95)
        #expect(result.fields == .close)
        #expect(result.warnings == [
            "\(path):1: only DATE,DCOILWTICO: no open, high or low; bars are the close alone (open = high = low = close)",
            "\(path):14: skipped 11 rows with no value ('.', '-' or empty), on lines 14, 34, 78, 104, 133, …",
        ])
    }
}
