/// Bounds on the values a user hands a chart beside its bars (marker and line prices, drawing anchors, own
/// series): beyond them a price scale's span overflows (±1e308 made every label NaN) and Cairo's fixed-point
/// coordinates wrap, so readers refuse such values with a located error and the price scale leaves them out.
public enum ValueLimits {
    /// The largest magnitude accepted: 10^15, beyond any price, volume or account value.
    public static let maxMagnitude = 1e15

    /// Whether `value` is finite and within ±`maxMagnitude`.
    public static func accepts(_ value: Double) -> Bool { value.isFinite && abs(value) <= maxMagnitude }
}
