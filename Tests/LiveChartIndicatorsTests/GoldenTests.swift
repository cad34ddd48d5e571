import LiveChartData
import LiveChartTestSupport
import Testing

@testable import LiveChartIndicators

/// Every column of `../shared/data/golden` (see its README): `talib_` with `.taLib`, `tdx_`
/// with `.tdx`, `cn50_` with KDJ's 50 seed. Tolerance 1e-12 absolute, the peers' own agreement.
@Suite(.enabled(if: SharedData.isAvailable, "needs ../shared/data (golden reference values)"))
struct GoldenTests {
    let bars: [Bar]
    init() throws { bars = try CSVTable.goldenBars() }

    @Test func smaMatchesTaLibSMA() throws {
        let golden = try CSVTable.shared("golden/sma.csv")
        let lines = MA(periods: [5, 10, 20]).compute(bars)
        for (k, n) in [5, 10, 20].enumerated() {
            expectMatch(lines[k], golden.column("talib_SMA_\(n)"), tolerance: 1e-12, "talib_SMA_\(n)")
            expectMatch(MovingAverage.simple(bars.map(\.close), period: n), golden.column("talib_SMA_\(n)"), tolerance: 1e-12, "MovingAverage.simple \(n)")
        }
    }

    @Test func emaMatchesTaLibAndTongDaXin() throws {
        let golden = try CSVTable.shared("golden/ema.csv")
        let taLib = EMA(periods: [12, 26], convention: .taLib).compute(bars)
        let tdx = EMA(periods: [12, 26], convention: .tdx).compute(bars)
        for (k, n) in [12, 26].enumerated() {
            expectMatch(taLib[k], golden.column("talib_EMA_\(n)"), tolerance: 1e-12, "talib_EMA_\(n)")
            expectMatch(tdx[k], golden.column("plain_EMA_\(n)"), tolerance: 1e-12, "plain_EMA_\(n) (= TDX EMA)")
        }
    }

    @Test func macdMatchesTaLibSeedingQuirkAndTongDaXin() throws {
        let golden = try CSVTable.shared("golden/macd.csv")
        let taLib = MACD(convention: .taLib).compute(bars)
        expectMatch(taLib[0], golden.column("talib_MACD"), tolerance: 1e-12, "talib_MACD")
        expectMatch(taLib[1], golden.column("talib_MACD_signal"), tolerance: 1e-12, "talib_MACD_signal")
        expectMatch(taLib[2], golden.column("talib_MACD_hist"), tolerance: 1e-12, "talib_MACD_hist")
        let emaDifference = EMA(periods: [12, 26], convention: .taLib).compute(bars)
        expectMatch(zip(emaDifference[0], emaDifference[1]).map(-), golden.column("talib_EMA12_minus_EMA26"), tolerance: 1e-12, "talib_EMA12_minus_EMA26")
        let tdx = MACD(convention: .tdx).compute(bars)
        expectMatch(tdx[0], golden.column("tdx_DIF"), tolerance: 1e-12, "tdx_DIF")
        expectMatch(tdx[1], golden.column("tdx_DEA"), tolerance: 1e-12, "tdx_DEA")
        expectMatch(tdx[2], golden.column("tdx_MACD_bar"), tolerance: 1e-12, "tdx_MACD_bar")
    }

    @Test func rsiMatchesTaLibWilderAndTongDaXinSMA() throws {
        let golden = try CSVTable.shared("golden/rsi.csv")
        let periods = [6, 12, 14, 24]
        let taLib = RSI(periods: periods, convention: .taLib).compute(bars)
        let tdx = RSI(periods: periods, convention: .tdx).compute(bars)
        for (k, n) in periods.enumerated() {
            expectMatch(taLib[k], golden.column("talib_RSI_\(n)"), tolerance: 1e-12, "talib_RSI_\(n)")
            expectMatch(tdx[k], golden.column("tdx_RSI_\(n)"), tolerance: 1e-12, "tdx_RSI_\(n)")
        }
    }

    @Test func kdjMatchesFiftySeedAndFirstValueSeed() throws {
        let golden = try CSVTable.shared("golden/kdj.csv")
        let fifty = KDJ(seed: .fifty).compute(bars)
        let first = KDJ(seed: .firstValue).compute(bars)
        for (k, line) in ["K", "D", "J"].enumerated() {
            expectMatch(fifty[k], golden.column("cn50_\(line)"), tolerance: 1e-12, "cn50_\(line)")
            expectMatch(first[k], golden.column("tdx_\(line)"), tolerance: 1e-12, "tdx_\(line) (MyTT seed)")
        }
    }

    @Test func bollMatchesPopulationAndSampleDeviation() throws {
        let golden = try CSVTable.shared("golden/boll.csv")
        let taLib = BOLL(convention: .taLib).compute(bars)
        expectMatch(taLib[0], golden.column("talib_BB_middle"), tolerance: 1e-12, "talib_BB_middle")
        expectMatch(taLib[1], golden.column("talib_BB_upper"), tolerance: 1e-12, "talib_BB_upper")
        expectMatch(taLib[2], golden.column("talib_BB_lower"), tolerance: 1e-12, "talib_BB_lower")
        let tdx = BOLL(convention: .tdx).compute(bars)
        expectMatch(tdx[0], golden.column("talib_BB_middle"), tolerance: 1e-12, "MID = MA20")
        expectMatch(tdx[1], golden.column("sample_BB_upper"), tolerance: 1e-12, "sample_BB_upper")
        expectMatch(tdx[2], golden.column("sample_BB_lower"), tolerance: 1e-12, "sample_BB_lower")
    }
}
