import Foundation
import LiveChart
import LiveChartCore
import LiveChartData
import LiveChartTestSupport
import Testing

/// The appearance every family's options share: one declaration, one generic setter, the same defaults.
@Suite struct ChartAppearanceTests {
    /// Any family's options made dark, Chinese, red-up and titled through the shared protocol.
    func styled<O: ChartOptions>(_ options: O) -> O {
        var o = options
        o.theme = .dark
        o.locale = .zh
        o.colors = .cn
        o.title = "标题"
        return o
    }

    @Test func everyFamilyTakesTheSameAppearanceThroughOneProtocol() throws {
        let context = RenderContext(size: CGSize(width: 600, height: 400), measurer: EmWidthMeasurer())
        let kline = try KLineChart(options: styled(KLineOptions()))
        let timeline = TimelineChart(bars: [], session: .aShare, options: styled(TimelineOptions()))
        let curve = CurveChart(values: [1, 2, 3], options: styled(CurveOptions()))
        let score = ScoreChart(context: context, options: styled(ScoreOptions()))
        let charts: [Chart] = [kline, timeline, curve, score]
        for chart in charts {
            #expect(chart.background == Theme.dark.background)
            let list = chart.displayList(in: context)
            let texts = list.items.compactMap { item -> String? in if case .text(let run) = item { return run.text } else { return nil } }
            #expect(texts.contains { $0.contains("标题") }, "\(type(of: chart)) draws the shared title: \(texts.prefix(5))")
        }
    }

    @Test func theDefaultsAreTheSameForEveryFamily() {
        let all = [KLineOptions().appearance, TimelineOptions().appearance, CurveOptions().appearance, ScoreOptions().appearance]
        #expect(all.allSatisfy { $0 == ChartAppearance() })
        #expect(TimelineOptions.defaults(for: .aShare, symbol: "600000").colors == .cn, "A-share sessions still default to red up")
    }
}
