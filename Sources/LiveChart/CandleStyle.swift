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
}
