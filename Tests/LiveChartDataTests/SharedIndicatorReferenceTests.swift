import Testing
import LiveChartData
import LiveChartTestSupport

/// The StockCharts worked examples in ../shared/data/indicator_reference are not bar files, but the
/// ones with full OHLC must load (they carry the "Microsoft Date" header, `M/D/YY` dates and pandas
/// index columns), and the close-only ones load as closes. Values from each file's lines.
@Suite(.enabled(if: SharedData.isAvailable, "needs ../shared/data"))
struct SharedIndicatorReferenceTests {
    @Test func ohlcExamplesLoad() throws {
        let cci = Bar(time: at(2010, 8, 24), open: 23.9429, high: 24.2013, low: 23.8534, close: 23.8932)
        let cciLast = Bar(time: at(2010, 10, 5), open: 23.9131, high: 24.3007, low: 23.764, close: 24.2013)
        try expectShared("indicator_reference/cs-cci.csv", count: 30, first: cci, last: cciLast)
        try expectShared("indicator_reference/cs-psar.csv", count: 30, first: cci, last: cciLast)
        try expectShared("indicator_reference/cs-wma.csv", count: 40,
                         first: Bar(time: at(2020, 4, 9), open: 562.09, high: 575.1818, low: 557.11, close: 573.0, volume: 13_650_000),
                         last: Bar(time: at(2020, 6, 5), open: 877.84, high: 886.52, low: 866.2, close: 885.66, volume: 7_811_917))
    }

    /// Close-only files load as a close series since issue 15's item 6 (they failed at the header before).
    @Test func closeOnlyExamplesLoadAsCloses() throws {
        let result = try BarFileReader.load(path: SharedData.path("indicator_reference/cs-macd.csv"))
        #expect(result.fields == .close)
        #expect(result.series.count == 124)
        // cs-macd.csv's first and last lines: 11-Feb-09,30.2,… and 07-Aug-09,39.75,…
        #expect(result.series.bars.first.map { ($0.time, $0.close) } ?? (0, 0) == (at(2009, 2, 11), 30.2))
        #expect(result.series.bars.last.map { ($0.time, $0.close) } ?? (0, 0) == (at(2009, 8, 7), 39.75))
    }
}
