import Foundation
@testable import LiveChart
import LiveChartCore
import LiveChartData
import LiveChartTestSupport
import Testing

/// Box styles at every zoom (issue 46, item 3): `kline BTCUSDT_1d.csv --last 400 --style kagi` drew loose
/// vertical strokes, one pixel column per line's high–low, without shoulders, waists or joins, and without the
/// thick/thin change. Kagi must stay a connected line of thick and thin strokes however many lines share a
/// pixel; bricks and columns a few pixels apart must stay wider than a wick.
@Suite struct BoxDensityTests {
    let context = RenderContext(size: CGSize(width: 1200, height: 800), measurer: FixedWidthMeasurer())
    let walk = SyntheticBars.walk(count: 6_000, seed: 5).map { Bar(time: $0.0, open: $0.1, high: $0.2, low: $0.3, close: $0.4, volume: $0.5) }

    func chart(_ style: CandleStyle, box: Double, reversal: Int = 3, visible: Int?) throws -> KLineChart {
        var options = KLineOptions()
        options.style = style
        options.boxes.boxSize = .fixed(box)
        options.boxes.reversal = reversal
        options.maPeriods = []
        options.panes = []
        let chart = try KLineChart(series: BarSeries(bars: walk), options: options)
        chart.visibleBarCount = visible
        return chart
    }

    /// Straight segments of a path (moves start a new sub-path).
    func segments(_ path: Path) -> [(CGPoint, CGPoint)] {
        var result: [(CGPoint, CGPoint)] = [], current: CGPoint?
        for element in path.elements {
            switch element {
            case .move(let p): current = p
            case .line(let p):
                if let c = current { result.append((c, p)) }
                current = p
            default: Issue.record("a Kagi path holds only moves and lines")
            }
        }
        return result
    }

    /// 40 lines (wide), 400 (the issue's 2.7 px), 1,100 (one a pixel) and every line (several a pixel).
    @Test(arguments: [40, 400, 1_100, nil])
    func kagiKeepsItsJoinsExtremesAndThicknessAtEveryDensity(visible: Int?) throws {
        let chart = try chart(.kagi, box: 0.6, visible: visible)
        let lines = chart.drawnBars
        #expect(lines.count > 1_500, "\(lines.count) lines")
        let frame = KLineFrame(chart: chart, context: context)
        let shown = try #require(frame.visible)
        let root = chart.makeLayerTree(in: context)
        let yang = try #require(root.firstLayer(named: "candles.kagi.yang") as? ShapeLayer, "Kagi drawn as lines at \(lines.count) / \(visible ?? lines.count)")
        let yin = try #require(root.firstLayer(named: "candles.kagi.yin") as? ShapeLayer)
        #expect(try #require(yang.stroke).lineWidth > (try #require(yin.stroke)).lineWidth, "yang thicker than yin")
        // Thick and thin both on screen, as the lines on screen are both.
        var state = KagiLine.startsYang(lines, at: shown.lowerBound), states: Set<Bool> = [state]
        for i in shown {
            if KagiLine.turn(lines, at: i, startsYang: state) != nil { state.toggle() }
            states.insert(state)
        }
        #expect(states == [true, false])
        #expect(!yang.path.isEmpty && !yin.path.isEmpty)
        let all = segments(yang.path) + segments(yin.path)
        // The horizontal joins run without a gap from the first line on screen to the last (thick and thin
        // strokes sit on grids half a pixel apart, which their widths cover).
        let joins = all.filter { $0.0.y == $0.1.y }.map { min($0.0.x, $0.1.x)...max($0.0.x, $0.1.x) }.sorted { $0.lowerBound < $1.lowerBound }
        var reach = try #require(joins.first).upperBound
        for join in joins.dropFirst() {
            #expect(join.lowerBound <= reach + 0.5 + 1e-9, "a join missing between x \(reach) and \(join.lowerBound)")
            reach = max(reach, join.upperBound)
        }
        #expect(reach >= frame.x(shown.upperBound) - 1, "joins reach the newest line")
        // The verticals reach the highest and the lowest price on screen, to the pixel.
        let ys = all.flatMap { [$0.0.y, $0.1.y] }
        let high = shown.map { lines[$0].high }.max()!, low = shown.map { lines[$0].low }.min()!
        #expect(abs(ys.min()! - frame.priceScale.y(for: high)) <= 1)
        #expect(abs(ys.max()! - frame.priceScale.y(for: low)) <= 1)
        // O(plot width), not O(lines), once lines share pixels.
        #expect(yang.path.elements.count + yin.path.elements.count <= 12 * Int(frame.layout.plot.width) + 12)
    }

    /// Bricks, line-break lines and P&F columns 2.7 px apart (`--last 400`) were one pixel wide, as thin as a
    /// wick; they are two, and candles at the same spacing stay one-pixel high–low columns.
    @Test(arguments: [CandleStyle.renko, .lineBreak, .pointAndFigure, .candles])
    func boxesAFewPixelsApartAreWiderThanAPixel(style: CandleStyle) throws {
        let chart = try chart(style, box: 0.4, reversal: 1, visible: 400)
        #expect(chart.drawnBars.count > 400)
        let frame = KLineFrame(chart: chart, context: context)
        #expect(frame.timeScale.barSpacing > 2.5 && frame.timeScale.barSpacing < 3)
        let root = chart.makeLayerTree(in: context)
        let rects = ["candles.up", "candles.down"].compactMap { (root.firstLayer(named: $0) as? ShapeLayer)?.path }
            .flatMap { Self.rectangles($0) }
        #expect(rects.count >= 400)
        let expected = style == .candles ? 1.0 : 2.0
        #expect(rects.allSatisfy { abs($0.width - expected) < 1e-9 }, "\(style): widths \(Set(rects.map(\.width)))")
    }

    /// The rectangles of a path made of `addRect` calls.
    static func rectangles(_ path: Path) -> [CGRect] {
        var rects: [CGRect] = [], corners: [CGPoint] = []
        for element in path.elements {
            switch element {
            case .move(let p): corners = [p]
            case .line(let p): corners.append(p)
            case .close:
                let xs = corners.map(\.x), ys = corners.map(\.y)
                rects.append(CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!))
            default: break
            }
        }
        return rects
    }
}
