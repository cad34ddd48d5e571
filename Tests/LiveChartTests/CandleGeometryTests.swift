import Foundation
@testable import LiveChart
import LiveChartCore
import Testing

/// Candle pixels for a known bar on a known scale, worked out by hand from the rules in
/// `PixelSnapping.bodyWidthPixels` (80 % of the spacing, wick parity) and `CandleGeometry`.
@Suite struct CandleGeometryTests {
    // y = 100 − price: price 70 → y 30, price 30 → y 70.
    let scale = PriceScale(range: 0...100, top: 0, bottom: 100)

    @Test func knownBarLandsOnExpectedPixelsAtScale1() {
        let g = CandleGeometry(centerX: 50.5, open: 40, high: 70, low: 30, close: 60, scale: scale, barSpacing: 10, pixelRatio: 1)
        #expect(g.wick == CGRect(x: 50, y: 30, width: 1, height: 40))
        // 80 % of 10 px is 8; 8 − 1 is odd, so 7: three pixels either side of the wick.
        #expect(g.body == CGRect(x: 47, y: 40, width: 7, height: 20))
        #expect(g.body.minX + (g.body.width - g.wick.width) / 2 == g.wick.minX)
    }

    @Test func wickStaysCentredAtScale2And3() {
        for ratio in [2.0, 3.0] {
            for spacing in stride(from: 2.0, through: 30, by: 0.7) {
                let g = CandleGeometry(centerX: 123.37, open: 55, high: 80, low: 20, close: 45, scale: scale,
                                       barSpacing: spacing, pixelRatio: ratio)
                let leftGap = (g.wick.minX - g.body.minX) * ratio, rightGap = (g.body.maxX - g.wick.maxX) * ratio
                #expect(abs(leftGap - rightGap) < 1e-9, "spacing \(spacing) ratio \(ratio)")
                #expect(abs((g.body.minX * ratio).rounded() - g.body.minX * ratio) < 1e-9)
                let least = g.wick.width * ratio + 2
                #expect(g.body.width * ratio <= max(spacing * ratio - 1, least) + 1e-9, "a pixel of gap unless at the minimum body")
                #expect(g.body.width * ratio >= least - 1e-9, "the body shows beside the wick")
            }
        }
    }

    /// The broker-grade issue's first defect: at 2.5–4 px per bar (280–450 daily bars on the default canvas)
    /// bodies were one pixel wide, the wick's width, so only wicks showed.
    @Test func bodiesStayThreePixelsWideWhereTheyUsedToVanish() {
        for spacing in stride(from: 3.0, through: 4.0, by: 0.1) {
            let g = CandleGeometry(centerX: 50, open: 40, high: 70, low: 30, close: 60, scale: scale, barSpacing: spacing, pixelRatio: 1)
            #expect(g.body.width == 3 && g.wick.width == 1 && g.body.minX + 1 == g.wick.minX, "spacing \(spacing)")
        }
        #expect(PixelSnapping.candlesNeedColumns(barSpacing: 2.9, pixelRatio: 1), "too close for a 3-pixel body: columns")
        #expect(!PixelSnapping.candlesNeedColumns(barSpacing: 3, pixelRatio: 1))
        #expect(PixelSnapping.candlesNeedColumns(barSpacing: 1.9, pixelRatio: 2) && !PixelSnapping.candlesNeedColumns(barSpacing: 2, pixelRatio: 2))
    }

    @Test func dojiBodyIsOneDevicePixelTall() {
        let g = CandleGeometry(centerX: 10, open: 50, high: 60, low: 40, close: 50, scale: scale, barSpacing: 8, pixelRatio: 2)
        #expect(g.body.height == 0.5)
        #expect(g.wick.minY == 40 && g.wick.maxY == 60)
    }
}
