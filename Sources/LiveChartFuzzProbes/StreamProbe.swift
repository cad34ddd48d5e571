import Foundation
import LiveChart
import LiveChartCairo
import LiveChartCore
import LiveChartData

/// The live path for the fuzzers (`fuzz/`, target FuzzStreamLine): untrusted bytes as stream lines, applied the
/// way `livechart view --stream` applies them, to a K-line chart (minute buckets) and to an A-share timeline,
/// then drawn. Any input must end in charts that equal the same bars drawn in one go, never a trap.
@_spi(Fuzzing) public enum StreamProbe {
    /// The canvas the charts are drawn on, in points.
    static let size = CGSize(width: 640, height: 400)

    /// Feeds every line of `bytes` through `LiveFeed` into a `KLineChart` (VOL, MACD and KDJ panes, a BOLL
    /// overlay) with `update` and into a `TimelineChart` with `apply`, then compares each with a chart built
    /// from the feed's bars in one go and draws both.
    /// - Returns: what broke an invariant, for a person; empty when the live path held.
    /// - Complexity: O(lines) to feed, O(bars) for the batch charts.
    public static func run(_ bytes: Data) -> [String] {
        let text = String(decoding: bytes, as: UTF8.self)
        var options = KLineOptions()
        options.panes = ["VOL", "MACD", "KDJ"]
        options.overlays = ["BOLL"]
        guard let kline = try? KLineChart(options: options) else { return ["the empty chart could not be made"] }
        let timeline = TimelineChart(bars: [], session: .aShare)
        // Replayed bounds: a fuzzed time is judged against the stream, not this machine's clock (repeatable runs).
        var minutes = LiveFeed(builder: LiveBarBuilder(bounds: .replay))
        var session = LiveFeed(builder: LiveBarBuilder(session: .aShare, bounds: .replay))
        var problems: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            switch minutes.feed(line) {
            case .appended(let bar), .updatedLast(let bar):
                do { try kline.update(bar) } catch { problems.append("the chart refused the builder's bar at \(bar.time): \(error)") }
            case .book, .skipped, nil: break
            }
            if let change = session.feed(line) { timeline.apply(change) }
        }
        if kline.series.bars != minutes.series.bars { problems.append("the chart's bars differ from the builder's") }
        if let batch = try? KLineChart(series: minutes.series, options: options) {
            problems += differences(kline.paneContents + kline.overlayContents, batch.paneContents + batch.overlayContents)
        } else {
            problems.append("the builder's bars could not be drawn in one go")
        }
        let batchTimeline = TimelineChart(bars: session.series.bars, session: .aShare)
        if timeline.days != batchTimeline.days || timeline.averages != batchTimeline.averages {
            problems.append("the live timeline differs from the one built in one go")
        }
        let context = RenderContext(size: size, measurer: PangoTextMeasurer())
        if kline.displayList(in: context).items.isEmpty { problems.append("the live K-line chart drew nothing") }
        if timeline.displayList(in: context).items.isEmpty { problems.append("the live timeline drew nothing") }
        return problems
    }

    /// Indicator lines that differ beyond rounding: 1e-7 of the line's largest magnitude (the live engines
    /// add in another order than the batch passes only where a formula says so).
    private static func differences(_ live: [PaneContent], _ batch: [PaneContent]) -> [String] {
        guard live.count == batch.count else { return ["\(live.count) live panes, \(batch.count) in one go"] }
        var found: [String] = []
        for (p, q) in zip(live, batch) {
            for (s, t) in zip(p.series, q.series) {
                let scale = max(1, t.values.lazy.filter(\.isFinite).map(abs).max() ?? 1)
                let same = s.values.count == t.values.count && zip(s.values, t.values).allSatisfy { a, b in
                    (a.isNaN && b.isNaN) || abs(a - b) <= 1e-7 * scale
                }
                if !same { found.append("\(p.title) \(s.name): live values differ from those computed in one go") }
            }
        }
        return found
    }
}
