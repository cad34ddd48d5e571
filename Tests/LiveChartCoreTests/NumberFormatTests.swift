import Testing
@testable import LiveChartCore

@Suite struct NumberFormatTests {
    @Test func volumesInEnglishAndChineseUnits() {
        #expect(NumberFormat.volume(950) == "950")
        #expect(NumberFormat.volume(12_345) == "12.3K")
        #expect(NumberFormat.volume(4_560_000) == "4.56M")
        #expect(NumberFormat.volume(96_010_000) == "96.0M")
        #expect(NumberFormat.volume(7.89e9) == "7.89B")
        #expect(NumberFormat.volume(123_456, chinese: true) == "12.3万")
        #expect(NumberFormat.volume(10_000_000, chinese: true) == "1000万")
        #expect(NumberFormat.volume(4.56e8, chinese: true) == "4.56亿")
    }

    @Test func priceDecimalsFollowMagnitude() {
        #expect(NumberFormat.priceDecimals(magnitude: 266.86) == 2)
        #expect(NumberFormat.priceDecimals(magnitude: 108_364) == 0)
        #expect(NumberFormat.priceDecimals(magnitude: 0.0094) == 6)
        #expect(NumberFormat.priceDecimals(magnitude: 2.3e-5) == 8)
        #expect(NumberFormat.priceDecimals(magnitude: 1, tickSize: 0.25) == 2)
        #expect(NumberFormat.fixed(-0.0001, decimals: 2) == "0.00")
        #expect(NumberFormat.percent(0.0123) == "+1.23%" && NumberFormat.percent(-0.005) == "-0.50%")
    }

    /// Magnitudes fixed decimals cannot show (issue 17, item 13): 1e-12 read "0.0000000000".
    @Test func extremeMagnitudesAreWrittenScientifically() {
        #expect(NumberFormat.needsScientific(magnitude: 1e-12) && NumberFormat.needsScientific(magnitude: 3e14))
        #expect(!NumberFormat.needsScientific(magnitude: 2.3e-5) && !NumberFormat.needsScientific(magnitude: 108_364) && !NumberFormat.needsScientific(magnitude: 0))
        #expect(NumberFormat.scientific(1.23456e-12, significant: 4) == "1.235e-12" && NumberFormat.scientific(0, significant: 4) == "0")
        #expect(NumberFormat.scientific(1.05e-12, step: 5e-14) == "1.05e-12" && NumberFormat.scientific(2e14, step: 1e14) == "2e+14")
        #expect(NumberFormat.value(1.5e-12, decimals: 10, magnitude: 2e-12) == "1.500e-12")
        #expect(NumberFormat.value(0.0095, decimals: 6, magnitude: 0.0095) == "0.009500")
    }

    /// Axis ticks drop the trailing zeros three significant digits add: the timeline's volume axis read "15.0亿,
    /// 10.0亿, 5.00亿" over the Shanghai Composite's minutes of 2020-07-15 (../shared/data/intraday), the K-line's
    /// VOL pane "5.00B" before it had this rule, and "15.0亿" with Chinese units until 2026-12-06 (亿 counted as a
    /// digit).
    @Test func volumeTicksWithoutTrailingZeros() {
        #expect(NumberFormat.volumeTick(1.5e9, chinese: true) == "15亿")
        #expect(NumberFormat.volumeTick(5e8, chinese: true) == "5亿")
        #expect(NumberFormat.volumeTick(2e9) == "2B")
        #expect(NumberFormat.volumeTick(2.5e9) == "2.5B")
        #expect(NumberFormat.volumeTick(1_250) == "1.25K")
        #expect(NumberFormat.volumeTick(950) == "950")
        #expect(NumberFormat.volumeTick(0.5) == "0.5")
    }
}
