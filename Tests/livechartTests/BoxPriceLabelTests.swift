import Foundation
@testable import LiveChartJobs
import LiveChartCore
import LiveChartTestSupport
import Testing

/// Box charts label prices in the instrument's decimals (issue 46, item 3): `kline SPY_D.csv --style renko`, a
/// history that began in sixteenths and is quoted in cents since 2001, titled its last brick "O 346.3025 H
/// 348.8725" and tagged the last price "350.5800", as bricks anchored at the first close (135.5625) do; `--style pnf --box-size 500` on BTCUSDT, whose boxes are whole
/// multiples of 500, tagged the last price 62772.01 as "62772".
@Suite struct BoxPriceLabelTests {
    func texts(_ input: String, _ arguments: [String]) throws -> [String] {
        let args = try ParsedArguments([input] + arguments, specs: KLineSettings.options)
        let list = try KLineStill.displayList(input: input, settings: try KLineSettings(args))
        return list.items.compactMap { if case .text(let run) = $0 { run.text } else { nil } }
    }

    /// The decimals of every number in the title's OHLC group ("O 345.74  H 349.13  …").
    func ohlcDecimals(_ texts: [String]) throws -> Set<Int> {
        let group = try #require(texts.first { $0.hasPrefix("O ") && $0.contains("  C ") }, "\(texts)")
        return Set(group.split(separator: " ").filter { Double($0) != nil }.map { $0.split(separator: ".").dropFirst().first?.count ?? 0 })
    }

    @Test(.enabled(if: SharedData.isAvailable, "needs ../shared/data"))
    func renkoOnAHistoryFromSixteenthsIsInCents() throws {
        let spy = SharedData.path("daily/SPY_D.csv")
        // Bricks of 2.50 from the first close, 135.5625, all ended in .0625 or .5625.
        for box in [["--box-size", "2.5"], []] {
            let drawn = try texts(spy, ["--style", "renko"] + box)
            #expect(try ohlcDecimals(drawn) == [2], "\(box): \(drawn.prefix(4))")
            #expect(drawn.contains("350.58") && !drawn.contains("350.5800"), "the last price as quoted")
        }
        let crosshair = try texts(spy, ["--style", "renko", "--last", "60", "--crosshair", "2020-06-10"])
        #expect(try ohlcDecimals(crosshair) == [2])
    }

    @Test func boxesOnWholeNumbersKeepTheLastPricesCents() throws {
        let btc = SharedData.fixture("BTCUSDT_1d-2024H1.csv")
        for style in ["pnf", "renko"] {
            let drawn = try texts(btc, ["--style", style, "--box-size", "500"])
            #expect(drawn.contains("62772.01"), "\(style): the last close, to the cent")
            #expect(try ohlcDecimals(drawn) == [2], "\(style)")
        }
    }
}
