/// How the price pane draws bars.
public enum CandleStyle: String, Sendable, CaseIterable {
    /// Filled candles in the up and down colours.
    case candles
    /// Rising candles drawn as outlines (the Chinese broker style), falling ones filled.
    case hollow
    /// OHLC bars: a high–low line with the open ticked left and the close right.
    case ohlc
    /// A line through the closes.
    case line
    /// A line through the closes with a gradient fill below it (mountain).
    case area
    /// Candles of Heikin-Ashi bars (see `HeikinAshi`).
    case heikinAshi = "heikin-ashi"
    /// Renko bricks of `KLineOptions.boxes.boxSize` (see `RenkoBuilder`); time is not to scale.
    case renko
    /// Point-and-figure columns of X and O boxes (see `PointAndFigureBuilder`); time is not to scale.
    case pointAndFigure = "pnf"
    /// Kagi lines, thick above the last shoulder and thin below the last waist (see `KagiBuilder`).
    case kagi
    /// Line-break lines (three-line break by default; see `LineBreakBuilder`).
    case lineBreak = "line-break"

    /// The chart kind in words, for descriptions ("candlestick", "point and figure").
    public var displayName: String {
        switch self {
        case .candles: "candlestick"
        case .hollow: "hollow candlestick"
        case .ohlc: "OHLC bar"
        case .line: "line"
        case .area: "area"
        case .heikinAshi: "Heikin-Ashi"
        case .renko: "Renko"
        case .pointAndFigure: "point and figure"
        case .kagi: "Kagi"
        case .lineBreak: "line break"
        }
    }

    /// Whether the style draws price boxes built from the bars instead of one shape per bar.
    public var drawsBoxes: Bool { boxStyle != nil }

    /// The kind of price boxes the style draws, nil for one shape per bar. Exhaustive both ways: a new style must
    /// say here whether it draws boxes, and a new box kind must have its builder (`PriceBoxes`).
    var boxStyle: BoxStyle? {
        switch self {
        case .candles, .hollow, .ohlc, .line, .area, .heikinAshi: nil
        case .renko: .renko
        case .pointAndFigure: .pointAndFigure
        case .kagi: .kagi
        case .lineBreak: .lineBreak
        }
    }

    /// The styles built of price boxes instead of bars.
    enum BoxStyle {
        case renko, pointAndFigure, kagi, lineBreak
    }
}
