import LiveChartData
import LiveChartTestSupport
import Testing

@testable import LiveChartIndicators

/// The `taLib` convention against TA-Lib itself (C library 0.8.1 from the PyPI wheel 0.8.2) on
/// 400 synthetic bars kept in `Tests/Fixtures/talib-synthetic-400.csv`, so these run in a fresh
/// clone without shared data. Tolerance 1e-9 absolute (values are O(1…1e6)); warm-up NaNs must match.
@Suite struct TaLibFixtureTests {
    let table: CSVTable
    let bars: [Bar]

    init() throws {
        table = try CSVTable(path: SharedData.fixture("talib-synthetic-400.csv"))
        bars = table.bars()
    }

    func check(_ actual: [Double], _ column: String, tolerance: Double = 1e-9, sourceLocation: SourceLocation = #_sourceLocation) {
        expectMatch(actual, table.column(column), tolerance: tolerance, "TA-Lib \(column)", sourceLocation: sourceLocation)
    }

    @Test func averagesAndMACDAndBands() {
        check(MA(periods: [20]).compute(bars)[0], "SMA20")
        check(EMA(periods: [12], convention: .taLib).compute(bars)[0], "EMA12")
        check(WMA(periods: [10]).compute(bars)[0], "WMA10")
        let macd = MACD(convention: .taLib).compute(bars)
        check(macd[0], "MACD")
        check(macd[1], "MACD_signal")
        check(macd[2], "MACD_hist")
        let boll = BOLL(convention: .taLib).compute(bars)
        check(boll[0], "BB_middle")
        check(boll[1], "BB_upper")
        check(boll[2], "BB_lower")
    }

    @Test func oscillators() {
        check(RSI(periods: [14], convention: .taLib).compute(bars)[0], "RSI14")
        check(CCI(period: 14).compute(bars)[0], "CCI14")
        check(WR(periods: [10]).compute(bars)[0].map { -$0 }, "WILLR10")
        check(ROC(period: 12).compute(bars)[0], "ROC12")
        check(MTM(period: 12).compute(bars)[0], "MOM12")
        check(TRIX(period: 12, convention: .taLib).compute(bars)[0], "TRIX12")
    }

    @Test func rangesAndVolume() {
        let atr = ATR(convention: .taLib).compute(bars)
        check(atr[0], "TRANGE")
        check(atr[1], "ATR14")
        check(OBV(convention: .taLib).compute(bars)[0], "OBV")
    }

    @Test func directionalMovement() {
        let dmi = DMI(convention: .taLib).compute(bars)
        check(dmi[0], "PLUS_DI14")
        check(dmi[1], "MINUS_DI14")
        check(dmi[2], "ADX14")
        check(dmi[3], "ADXR14")
    }

    @Test func parabolicSAR() {
        check(SAR(convention: .taLib).compute(bars)[0], "SAR")
    }
}
