import LiveChartCore

/// Renko bricks of a fixed size from closing prices, with the classic two-brick reversal.
///
/// A brick forms when the close leaves the band one brick beyond the last brick: above its top by a
/// brick (a rising brick from the top) or below its bottom by a brick (a falling brick from the bottom),
/// so continuing takes one brick of movement and reversing two, as in mplfinance's `type='renko'` and
/// Nison, *Beyond Candlesticks* (1994), ch. 7. The first close, on the instrument's tick when one is given,
/// anchors the first brick. Only whole bricks are drawn; volume traded until a brick forms is carried by it,
/// and a bar that forms several bricks shares that volume evenly among them, so every brick of a fast day shows
/// its part and the bricks' volumes still sum to the bars'.
public struct RenkoBuilder: PriceBoxBuilder {
    /// The brick height in price units.
    public let brickSize: Double
    /// The decimals of the tick brick edges are kept on (with a brick size in whole ticks), if any.
    public let tickDecimals: Int?
    private var top = Double.nan, bottom = Double.nan
    private var volume = 0.0

    /// - Parameters:
    ///   - brickSize: the brick height in price units.
    ///   - tickDecimals: the instrument's tick as decimals (2 for 0.01): the first close is rounded to it, so a
    ///     history that began in sixteenths (135.5625) and is quoted in cents has its bricks on cents.
    /// - Precondition: `brickSize` is finite and > 0.
    public init(brickSize: Double, tickDecimals: Int? = nil) {
        precondition(brickSize.isFinite && brickSize > 0, "a brick has a positive finite size")
        self.brickSize = brickSize
        self.tickDecimals = tickDecimals
    }

    public mutating func add(_ bar: Bar) -> BoxChange {
        let close = bar.close
        volume += bar.volume
        guard close.isFinite else { return BoxChange() }
        if top.isNaN {
            top = tickDecimals.map { PricePrecision.onTick(close, decimals: $0) } ?? close
            bottom = top
            return BoxChange()
        }
        var change = BoxChange()
        while close >= top + brickSize {
            change.appended.append(.box(from: top, to: top + brickSize, time: bar.time, volume: 0))
            bottom = top
            top += brickSize
        }
        while close <= bottom - brickSize {
            change.appended.append(.box(from: bottom, to: bottom - brickSize, time: bar.time, volume: 0))
            top = bottom
            bottom -= brickSize
        }
        if !change.appended.isEmpty {
            let share = volume / Double(change.appended.count)
            for i in change.appended.indices { change.appended[i].volume = share }
            volume = 0
        }
        return change
    }
}
