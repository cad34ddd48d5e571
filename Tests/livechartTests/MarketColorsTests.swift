import Foundation
@testable import LiveChartJobs
import LiveChart
import LiveChartTestSupport
import Testing

/// Market conventions by market (the truth issue, item 2): an A-share K-line drew green up while the timeline of
/// the same market drew red up, as every Chinese broker does. The rule: `ColorConvention.marketDefault`.
@Suite struct MarketColorsTests {
    func colors(_ input: String, _ arguments: [String] = []) throws -> ColorConvention {
        let args = try ParsedArguments([input] + arguments, specs: KLineSettings.options)
        let settings = try KLineSettings(args)
        return try KLineStill.titled(settings.chart, try settings.chart.loadBars(input), input: input).colors
    }

    @Test func symbolsOfRedUpExchangesAreRecognised() {
        for symbol in ["000001.SH", "600519.ss", "000001.XSHG", "002032.SZ", "0700.HK", "2330.TW", "005930.KS", "SH601005", "sz000001", "601005"] {
            #expect(ColorConvention.isRedUpSymbol(symbol), "\(symbol)")
        }
        for symbol in ["SPY", "AAPL", "BTCUSDT", "SHOP", "SZ", "7203.T", "BRK.B", "12345", "SH60100"] {
            #expect(!ColorConvention.isRedUpSymbol(symbol), "\(symbol)")
        }
    }

    /// TongDaXin's export of 601005 (重庆钢铁), a Shanghai stock, is red up; SPY green up unless the locale is
    /// Chinese; `--colors` overrides either way.
    @Test func theMarketPicksTheDefaultAndColorsOverrides() throws {
        let ashare = SharedData.fixture("tdx-SH601005-2007.txt"), spy = SharedData.fixture("SPY_D-2019-2020.csv")
        #expect(try colors(ashare) == .cn)
        #expect(try colors(ashare, ["--colors", "us"]) == .us)
        #expect(try colors(spy) == .us)
        #expect(try colors(spy, ["--locale", "zh"]) == .cn)
        #expect(try colors(spy, ["--locale", "zh", "--colors", "us"]) == .us)
    }

    @Test(.enabled(if: SharedData.isAvailable, "needs ../shared/data"))
    func theTeamsShanghaiIndexIsRedUp() throws {
        #expect(try colors(SharedData.path("daily/000001.SH_D.csv")) == .cn)
        #expect(try colors(SharedData.path("daily/002032.csv")) == .cn, "a six-digit code in the file's name")
        #expect(try colors(SharedData.path("daily/BTCUSDT_1d.csv")) == .us)
    }
}
