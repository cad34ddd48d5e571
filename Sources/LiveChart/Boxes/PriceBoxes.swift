import LiveChartCore
import LiveChartData
import LiveChartIndicators

/// A box style's boxes over a chart's bars, kept current as the live bar moves.
///
/// The builder's state after the last *committed* bar is kept; the live bar is replayed from a copy of it,
/// so a tick that undoes a brick it had formed removes the brick again. Cost per live bar: O(boxes it
/// opens or revises), plus O(boxes) in the rare tick that takes back a box the previous tick drew.
struct PriceBoxes {
    /// The most boxes one bar may open, and (× 10) the most a whole history may make: a box size tiny
    /// against the prices would otherwise build millions of bricks (a million took 12–16 s a chart, too
    /// long for a service's render), where 100,000 still draw every bar's moves of any sane box size.
    static let maximumBoxes = 10_000
    /// Every box, oldest first; the last ones may belong to the live bar.
    private(set) var bars: [Bar] = []
    /// The resolved box size in price units: an ATR size in whole ticks of the bars' quoting.
    let boxSize: Double
    private var committed: any PriceBoxBuilder
    private var committedCount = 0
    private var committedLast: Bar?
    /// The builder after the live bar, which becomes `committed` when a newer bar opens.
    private var live: any PriceBoxBuilder

    /// Builds the boxes of `style` over `history` (O(n)); nil for a style that draws no boxes. Box edges stay on
    /// the tick the history is quoted in (`quotedDecimals`): an ATR size is rounded to whole ticks and Renko's
    /// first close to the tick, so a stock quoted in cents gets bricks in cents.
    init?(style: CandleStyle, options: PriceBoxOptions, history: [Bar], registry: IndicatorRegistry) {
        let tick = history.quotedDecimals
        guard let boxStyle = style.boxStyle, var size = PriceBoxes.size(options.boxSize, history: history, registry: registry, tickDecimals: tick)
        else { return nil }
        // A box takes at least its size of movement, so the closes' total movement over 10 × maximumBoxes
        // bounds the boxes the history makes; a smaller size is raised to that (up to a whole tick).
        let movement = zip(history, history.dropFirst()).reduce(0.0) { $0 + abs($1.1.close - $1.0.close) }
        let least = movement / Double(10 * PriceBoxes.maximumBoxes)
        if size < least { size = PriceBoxes.wholeTicks(least, decimals: tick, rule: .up) }
        boxSize = size
        let builder: any PriceBoxBuilder
        switch boxStyle {
        case .renko: builder = RenkoBuilder(brickSize: size, tickDecimals: PriceBoxes.holdsATick(size, decimals: tick) ? tick : nil)
        case .pointAndFigure: builder = PointAndFigureBuilder(boxSize: size, reversal: max(options.reversal, 1))
        case .kagi: builder = KagiBuilder(reversal: size)
        case .lineBreak: builder = LineBreakBuilder(lineCount: max(options.lineCount, 1))
        }
        committed = builder
        live = builder
        for bar in history.dropLast() { committed.add(bar).apply(to: &bars) }
        committedCount = bars.count
        committedLast = bars.last
        live = committed
        if let last = history.last { live.add(last).apply(to: &bars) }
    }

    /// How the box list changed, for the chart's indicator engines: the first index that differs from before.
    struct Change {
        /// Boxes `0..<kept` are as they were; everything after was replaced or is new.
        var kept: Int
        /// The box count before the change.
        var before: Int
        /// The box at `kept` before the change, when there was one (what engines held as their last bar).
        var previous: Bar?
    }

    /// Applies a live bar: `replacing` the live bar, or a newer bar (the live one is committed first).
    /// - Returns: nil when no box changed.
    mutating func update(_ bar: Bar, replacing: Bool) -> Change? {
        if !replacing {
            committed = live
            committedCount = bars.count
            committedLast = bars.last
        }
        // Only the boxes from the last committed one on can change: keep those (O(live boxes)), not a copy
        // of the whole list, which would make every tick O(boxes).
        let start = max(committedCount - 1, 0)
        let tail = Array(bars[start...]), before = bars.count
        bars.removeLast(bars.count - committedCount)
        if let committedLast, !bars.isEmpty { bars[bars.count - 1] = committedLast }
        live = committed
        live.add(bar).apply(to: &bars)
        var kept = start
        while kept < min(bars.count, before), bars[kept] == tail[kept - start] { kept += 1 }
        guard kept < bars.count || kept < before else { return nil }
        return Change(kept: kept, before: before, previous: kept < before ? tail[kept - start] : nil)
    }

    /// The size `box` asks for over `history`: a fixed size as given, an ATR one in whole ticks of
    /// `tickDecimals` decimals (`wholeTicks`); nil when it cannot be had (a fixed size ≤ 0, no finite ATR and no
    /// range to fall back on).
    static func size(_ box: PriceBoxOptions.BoxSize, history: [Bar], registry: IndicatorRegistry, tickDecimals: Int) -> Double? {
        switch box {
        case _ where !box.isValid: return nil
        case .fixed(let size): return size
        case .atr(let period):
            // The line named ATR: the indicator's first line is MTR, the newest bar's true range alone.
            let atr = try? registry.compute("ATR", parameters: [Double(period)], convention: .taLib, bars: history)
            var size = atr?["ATR"]?.values.last(where: \.isFinite) ?? .nan
            // Fewer bars than the period: the mean high-low range, else 1 % of the price.
            let ranges = history.map { $0.high - $0.low }.filter { $0.isFinite && $0 > 0 }
            if !(size > 0) { size = ranges.isEmpty ? abs(history.last?.close ?? 0) * 0.01 : ranges.reduce(0, +) / Double(ranges.count) }
            return size > 0 ? wholeTicks(size, decimals: tickDecimals, rule: .toNearestOrAwayFromZero) : nil
        }
    }

    /// `size` in whole ticks of `decimals` decimals (1.33341 → 1.33 for cents), rounded by `rule`; a size under
    /// one tick (prices quoted finer than their decimals tell, as far below 1e-8) stays as it is. O(1).
    static func wholeTicks(_ size: Double, decimals: Int, rule: FloatingPointRoundingRule) -> Double {
        holdsATick(size, decimals: decimals) ? PricePrecision.onTick(size, decimals: decimals, rule: rule) : size
    }

    /// Whether `size` is at least one tick of `decimals` decimals, so ticks are a grid boxes can keep to.
    static func holdsATick(_ size: Double, decimals: Int) -> Bool { PricePrecision.onTick(size, decimals: decimals, rule: .down) > 0 }
}
