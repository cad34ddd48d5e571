import Foundation
@testable import LiveChart
import LiveChartCore
import LiveChartData
import LiveChartTestSupport
import Testing

/// A close-only series (`KLineOptions.fields == .close`, from a `Date,Close` file) names only its close in
/// the title and the tooltip: its open, high and low are copies of the close, not values of the file.
@Suite struct CloseOnlyLegendTests {
    func texts(_ layer: Layer?) -> [String] {
        guard let layer else { return [] }
        return ((layer as? TextLayer)?.runs.map(\.text) ?? []) + layer.sublayers.flatMap { texts($0) }
    }

    func chart(fields: BarFields) throws -> (KLineChart, RenderContext) {
        let closes = (0..<60).map { 100 + Double($0 % 7) }
        let bars = closes.enumerated().map { Bar(time: Int64($0.offset) * 86_400, open: $0.element, high: $0.element, low: $0.element, close: $0.element) }
        var options = KLineOptions()
        (options.style, options.panes, options.fields) = (.line, [], fields)
        let chart = try KLineChart(series: BarSeries(bars: bars, symbol: "WTI"), options: options)
        return (chart, RenderContext(size: CGSize(width: 1000, height: 600), measurer: EmWidthMeasurer()))
    }

    @Test func theTitleAndTooltipShowTheCloseAlone() throws {
        let (closeOnly, ctx) = try chart(fields: .close)
        let title = texts(closeOnly.makeLayerTree(in: ctx).firstLayer(named: "title"))
        #expect(title.contains { $0.hasPrefix("C ") } && !title.contains { $0.hasPrefix("O ") }, "\(title)")
        _ = closeOnly.placeCrosshair(atTime: 30 * 86_400)
        let tip = texts(closeOnly.makeLayerTree(in: ctx).firstLayer(named: "crosshair"))
        #expect(!tip.contains("O") && !tip.contains("H") && !tip.contains("Amplitude") && !tip.contains("VOL") && tip.contains("C"), "\(tip)")

        let (full, _) = try chart(fields: .ohlcv)
        #expect(texts(full.makeLayerTree(in: ctx).firstLayer(named: "title")).contains { $0.hasPrefix("O ") })
        _ = full.placeCrosshair(atTime: 30 * 86_400)
        #expect(texts(full.makeLayerTree(in: ctx).firstLayer(named: "crosshair")).contains("O"))
    }
}
