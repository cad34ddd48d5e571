import CCairo
import Foundation
@testable import LiveChart
import LiveChartCairo
import LiveChartCore
import LiveChartData
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

/// The broker-grade issue's first defect, in real pixels: 300 daily bars on the default 1200x800 canvas
/// (about 3.6 px per bar) drew wicks only. Every drawn candle with a body taller than 3 px must show a
/// run of at least 3 body pixels across its middle.
@Suite struct CandleBodyPixelTests {
    @Test func threeHundredDailyBarsShowTheirBodies() throws {
        let bars = (0..<300).map { k -> Bar in
            let open = 100 + Double(k % 7) * 2, close = open + (k % 2 == 0 ? 6 : -6)
            return Bar(time: 1_600_000_000 + Int64(k) * 86_400, open: open, high: max(open, close) + 1, low: min(open, close) - 1,
                       close: close, volume: 1000)
        }
        var options = KLineOptions()
        options.maPeriods = []
        options.panes = []
        let chart = try KLineChart(series: BarSeries(bars: bars), options: options)
        let context = RenderContext(size: CGSize(width: 1200, height: 800), measurer: PangoTextMeasurer())
        let image = try ChartRenderer.rgba(chart.displayList(in: context))
        let frame = KLineFrame(chart: chart, context: context)
        #expect(frame.timeScale.barSpacing > 3 && frame.timeScale.barSpacing < 4)
        let visible = try #require(frame.visible)
        var checked = 0
        for i in visible where i % 10 == 3 {
            let b = bars[i]
            let y = Int(frame.priceScale.y(for: (b.open + b.close) / 2))
            let cx = Int(frame.x(i))
            let background = image[2, y]
            let run = (cx - 3...cx + 3).filter { image[$0, y] != background }.count
            #expect(run >= 3, "bar \(i): \(run) body pixels across its middle")
            checked += 1
        }
        #expect(checked > 20)
    }
}
