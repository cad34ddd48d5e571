import Foundation
@testable import LiveChart
import LiveChartCore
import LiveChartData
import LiveChartTestSupport
import Testing

/// Prices and values whose magnitude fixed decimals cannot show (issue 17, item 13): labels switch to
/// scientific notation, values a scale cannot hold are refused with a located error.
@Suite struct ExtremeMagnitudeTests {
    private let context = RenderContext(size: CGSize(width: 800, height: 500), measurer: EmWidthMeasurer())

    private func chart(scale: Double) throws -> KLineChart {
        let bars = (0..<40).map { i -> Bar in
            let b = (1 + 0.1 * sin(Double(i) / 3)) * scale
            return Bar(time: 1_577_836_800 + Int64(i) * 86_400, open: b, high: b * 1.03, low: b * 0.97, close: b * 1.01, volume: 1000)
        }
        return try KLineChart(series: BarSeries(bars: bars))
    }

    private func texts(_ chart: KLineChart, _ name: String) -> [String] {
        ((chart.makeLayerTree(in: context).firstLayer(named: name) as? TextLayer)?.runs ?? []).map(\.text)
    }

    @Test func tinyPricesAreLabelledScientifically() throws {
        let tiny = try chart(scale: 1e-12)
        let axis = texts(tiny, "axes.labels").filter { $0.contains("e-1") }
        #expect(axis.count >= 3, "price ticks: \(texts(tiny, "axes.labels"))")
        #expect(Set(axis).count == axis.count && axis.allSatisfy { Double($0).map { $0 > 5e-13 && $0 < 2e-12 } ?? false }, "\(axis)")
        let frame = KLineFrame(chart: tiny, context: context)
        #expect(frame.price(1.0123e-12) == "1.012e-12")
        #expect(tiny.accessibleText?.description.contains("e-12") == true && tiny.accessibleText?.description.contains("0.0000000000") == false)
        // Ordinary prices keep their decimals.
        #expect(KLineFrame(chart: try chart(scale: 100), context: context).price(101.25) == "101.25")
    }

    @Test func pricesFromOneTrillionAreLabelledScientifically() throws {
        let big = try chart(scale: 1e14)
        let axis = texts(big, "axes.labels").filter { $0.contains("e+1") }
        #expect(axis.count >= 3 && axis.allSatisfy { $0.count <= 9 }, "\(texts(big, "axes.labels"))")
    }

    @Test func aCurveValueBeyondTheScalesLimitIsALocatedError() {
        #expect(throws: DataError(file: "--values", line: 1, column: 7, reason: "'1e308' is beyond ±1e15, too large to draw")) {
            try CurveData.parse("10,25,1e308,22", source: "--values")
        }
        #expect(CurveData.value("1e15") == 1e15 && CurveData.value("-1e16") == nil && CurveData.value("nan") == nil)
    }

    @Test func aCurveOfTinyValuesHasReadableTicks() throws {
        let curve = CurveChart(values: [1e-12, 2e-12, 3e-12])
        let tree = curve.makeLayerTree(in: context)
        let labels = tree.firstLayer(named: CurveLayerNames.valueLabels)?.sublayers.compactMap { ($0 as? TextLayer)?.runs.first?.text } ?? []
        #expect(labels.count >= 3 && Set(labels).count == labels.count && labels.allSatisfy { $0.contains("e-12") || $0 == "0" }, "\(labels)")
    }

    /// The timeline labelled every price with fixed decimals: a stock at 4.1e-9 read "0.0000000041" on five axis
    /// ticks in a row, and its change "+0.0000000000".
    @Test func aTimelineOfTinyPricesHasDistinctLabels() {
        let open = CivilTime(year: 2024, month: 3, day: 1, hour: 9, minute: 31).secondsSince1970
        let bars = (0..<120).map { i -> Bar in
            let p = 4.1e-9 * (1 + 0.01 * sin(Double(i) / 9))
            return Bar(time: open + Int64(i) * 60, open: p, high: p * 1.001, low: p * 0.999, close: p, volume: 100)
        }
        let chart = TimelineChart(bars: bars, session: .aShare)
        let tree = chart.makeLayerTree(in: context)
        let axis = ((tree.firstLayer(named: "timeline.axes.labels") as? TextLayer)?.runs ?? []).map(\.text).filter { $0.contains("e-09") }
        #expect(axis.count >= 5 && Set(axis).count == axis.count, "\(axis)")
        let all = chart.displayList(in: context).items.compactMap { item -> String? in if case .text(let run) = item { run.text } else { nil } }
        #expect(!all.contains { $0.contains("0.00000000") }, "\(all.filter { $0.contains("0.0000") })")
        #expect(chart.accessibleText?.description.contains("e-09") == true)
    }
}
