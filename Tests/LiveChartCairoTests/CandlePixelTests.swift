import CCairo
import Foundation
import LiveChart
import LiveChartCairo
import LiveChartCore
import Testing

/// The candle of `CandleGeometryTests` rasterised: its body and wick cover exactly the expected
/// pixel columns, with no anti-aliased bleed into the neighbours.
@Suite struct CandlePixelTests {
    @Test func snappedCandleIsCrisp() {
        let scale = PriceScale(range: 0...100, top: 0, bottom: 100)
        let g = CandleGeometry(centerX: 50.5, open: 40, high: 70, low: 30, close: 60, scale: scale, barSpacing: 10, pixelRatio: 1)
        var path = Path()
        path.addRect(g.wick)
        path.addRect(g.body)
        let red = Color(red: 1, green: 0, blue: 0)
        let list = DisplayList(size: CGSize(width: 100, height: 100), background: .white, items: [.fill(path, red)])
        let surface = ChartRenderer.renderImage(list)
        defer { cairo_surface_destroy(surface) }
        let full: (UInt8, UInt8, UInt8, UInt8) = (255, 0, 0, 255), paper: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)
        #expect(RenderHelpers.pixel(surface, 50, 35) == full)   // wick above the body
        #expect(RenderHelpers.pixel(surface, 49, 35) == paper)
        #expect(RenderHelpers.pixel(surface, 51, 35) == paper)
        #expect(RenderHelpers.pixel(surface, 47, 45) == full)   // body's left column
        #expect(RenderHelpers.pixel(surface, 46, 45) == paper)
        #expect(RenderHelpers.pixel(surface, 53, 45) == full)   // body's right column
        #expect(RenderHelpers.pixel(surface, 54, 45) == paper)
        #expect(RenderHelpers.pixel(surface, 50, 29) == paper && RenderHelpers.pixel(surface, 50, 69) == full)
    }
}
