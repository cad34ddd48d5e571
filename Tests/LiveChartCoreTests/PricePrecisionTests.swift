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
