/// How a chart writes an indicator's values on its axis and in its legend.
public enum IndicatorValueFormat: Sendable, Hashable {
    /// Decimals from the magnitude of the values on screen (two for 0…100, more below 1).
    case automatic
    /// Volumes: abbreviated with K/M/B (or 万/亿 in Chinese); the axis omits its zero label.
    case volume
    /// A fixed number of decimals.
    case decimals(Int)
}
