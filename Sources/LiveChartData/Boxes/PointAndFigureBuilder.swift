/// Point-and-figure columns from closing prices: X columns rise, O columns fall, in whole boxes, and a
/// column turns only after the close moves `reversal` boxes against it (Dorsey, *Point and Figure Charting*,
/// 3rd ed. (2007), ch. 2: the 3-box reversal; mplfinance's `type='pnf'` with `reversal`).
///
/// Box edges are multiples of the box size. Each column is one box-`Bar` from its first box to its last
/// (close above open for an X column); the newest column grows in place (`BoxChange.revisedLast`).
public struct PointAndFigureBuilder: PriceBoxBuilder {
    /// The box height in price units.
    public let boxSize: Double
    /// Boxes against the column that start a new one (≥ 1).
    public let reversal: Int
    /// +1 in an X column, −1 in an O column, 0 before the first.
    private var direction = 0
    private var high = Double.nan, low = Double.nan
    private var column: Bar?

    /// - Precondition: `boxSize` is finite and > 0, `reversal` ≥ 1.
    public init(boxSize: Double, reversal: Int = 3) {
        precondition(boxSize.isFinite && boxSize > 0 && reversal >= 1, "a positive box and a reversal of at least one box")
        self.boxSize = boxSize
        self.reversal = reversal
    }

    public mutating func add(_ bar: Bar) -> BoxChange {
        let close = bar.close
        guard close.isFinite else { return BoxChange() }
        if high.isNaN {
            high = (close / boxSize).rounded(.down) * boxSize
            low = high
        }
        let up = ((close - high) / boxSize).rounded(.down), down = ((low - close) / boxSize).rounded(.down)
        switch direction {
        case 0 where up >= 1, 1 where up >= 1:
            high += up * boxSize
            return grow(bar, opening: direction == 0, rising: true)
        case 0 where down >= 1, -1 where down >= 1:
            low -= down * boxSize
            return grow(bar, opening: direction == 0, rising: false)
        case 1 where ((high - close) / boxSize).rounded(.down) >= Double(reversal):
            let boxes = ((high - close) / boxSize).rounded(.down)
            high -= boxSize
            low = high - (boxes - 1) * boxSize
            return grow(bar, opening: true, rising: false)
        case -1 where ((close - low) / boxSize).rounded(.down) >= Double(reversal):
            let boxes = ((close - low) / boxSize).rounded(.down)
            low += boxSize
            high = low + (boxes - 1) * boxSize
            return grow(bar, opening: true, rising: true)
        default:
            guard var current = column else { return BoxChange() }
            current.volume += bar.volume
            column = current
            return BoxChange(revisedLast: current)
        }
    }

    /// Opens a column (rising or falling) or extends the current one to `low…high`.
    private mutating func grow(_ bar: Bar, opening: Bool, rising: Bool) -> BoxChange {
        direction = rising ? 1 : -1
        if opening || column == nil {
            let opened = Bar.box(from: rising ? low : high, to: rising ? high : low, time: bar.time, volume: bar.volume)
            column = opened
            return BoxChange(appended: [opened])
        }
        var current = column!
        current = .box(from: rising ? low : high, to: rising ? high : low, time: current.time, volume: current.volume + bar.volume)
        column = current
        return BoxChange(revisedLast: current)
    }
}
