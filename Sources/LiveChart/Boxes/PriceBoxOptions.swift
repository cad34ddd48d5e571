/// How the box styles (Renko, point and figure, Kagi, line break) build their boxes.
public struct PriceBoxOptions: Sendable, Equatable {
    /// The box size: a Renko brick, a point-and-figure box, the move that turns a Kagi line.
    public enum BoxSize: Sendable, Equatable {
        /// A fixed size in price units (> 0).
        case fixed(Double)
        /// The average true range (Wilder, period in bars) of the bars when the chart is built, as mplfinance's
        /// `'atr'`; it stays fixed while live bars arrive, so drawn boxes never change size.
        case atr(period: Int)

        /// Whether the size can make boxes: a fixed size that is a finite number > 0, an ATR period of 1…1000 bars.
        public var isValid: Bool {
            switch self {
            case .fixed(let size): size.isFinite && size > 0
            case .atr(let period): (1...1000).contains(period)
            }
        }
    }

    /// The size of one box; ATR(14) by default. A size so small that the history would make more than a
    /// million boxes is raised to the least that does not (`KLineChart.boxSize` says the size in use), and a
    /// live bar that would open more than 10,000 boxes at once is refused.
    public var boxSize: BoxSize = .atr(period: 14)
    /// Point and figure: boxes against a column that turn it (3, Dorsey's classic).
    public var reversal = 3
    /// Line break: lines a reversal must break (3: three-line break).
    public var lineCount = 3

    public init() {}
}
