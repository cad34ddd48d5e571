/// Where a chart draws an indicator.
public enum IndicatorPlacement: String, Sendable, Hashable {
    /// In a pane of its own under the price pane (VOL, MACD, KDJ).
    case pane
    /// Over the price pane, on the price scale (MA, BOLL, SAR).
    case overlay
}
