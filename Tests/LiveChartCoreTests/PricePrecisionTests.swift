import Testing
@testable import LiveChartCore

@Suite struct PricePrecisionTests {
    @Test func decimalsFollowTheQuoting() {
        #expect(PricePrecision.decimals(of: [1818.18, 1850.22, 1803.4, 1830]) == 2)      // A-share, 0.01 tick
        #expect(PricePrecision.decimals(of: [0.009469, 0.009596, 0.009467]) == 6)       // JPY/USD (barchart file)
        #expect(PricePrecision.decimals(of: [3578, 3605, 3604]) == 0)                   // index points
        #expect(PricePrecision.decimals(of: [93381.01, 96515.5]) == 2)                  // BTC quoted in cents
        #expect(PricePrecision.decimals(of: [147.100006, 146.059998, 146.210007]) == 2) // Yahoo float noise
        #expect(PricePrecision.decimals(of: []) == 2)
    }
}

/// The broker-grade issue's second defect: one odd print among cents asked for four decimals
/// ("350.5800" on SPY 2020), while a 1999 chart in sixteenths does need four.
@Suite struct PricePrecisionVoteTests {
    @Test func aFewPrintsBetweenTicksAreOutvoted() {
        // SPY_D.csv 2019: "290.345" and "298.2579" among cents (96 % of 2019–2020's prices have two decimals).
        let cents = (0..<96).map { 290 + Double($0) / 100 }
        #expect(PricePrecision.decimals(of: cents + [290.345, 298.2579, 291.115, 292.0625]) == 2)
        // 1999 in sixteenths: 135.5625, 137.0, 135.5 … — a quarter need two decimals, half three.
        let sixteenths = (0..<64).map { 130 + Double($0) / 16 }
        #expect(PricePrecision.decimals(of: sixteenths) == 4)
    }
}
