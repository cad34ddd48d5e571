import Testing
import LiveChartData
import LiveChartTestSupport

/// The StockCharts worked examples in ../shared/data/indicator_reference are not bar files, but the
/// ones with full OHLC must load (they carry the "Microsoft Date" header, `M/D/YY` dates and pandas
/// index columns), and the close-only ones must fail at the header. Values from each file's lines.
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

    @Test func closeOnlyExamplesFailAtTheHeader() {
        let error = loadError(SharedData.path("indicator_reference/cs-macd.csv"))
        #expect(error?.line == 1)
        #expect(error?.reason == "no Open column in header 'Date,Close,short_ema,long_ema,MACD_line,MACD_signal,MACD_diff'")
    }
}
