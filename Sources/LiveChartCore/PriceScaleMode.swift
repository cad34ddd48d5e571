import Foundation

/// How a price scale maps values to its internal, linearly spaced coordinate.
///
/// Pure conversions, after TradingView lightweight-charts' `price-scale-conversions`: every scale
/// lays out `toCoordinate(value)` linearly and labels ticks with `fromCoordinate`.
public enum PriceScaleMode: Sendable, Equatable {
    case linear
    /// log10 of the price; only positive prices can be shown.
    case logarithmic
    /// Percentage change from a base price (the first visible close): 0 at the base, +10 at 1.1 × base.
    case percentage(base: Double)

    /// The internal coordinate of `value`; NaN when the mode cannot show it (a price ≤ 0 on a log scale,
    /// a zero base).
    public func toCoordinate(_ value: Double) -> Double {
        switch self {
        case .linear: return value
        case .logarithmic: return value > 0 ? log10(value) : .nan
        case .percentage(let base): return base != 0 ? (value - base) / base * 100 : .nan
        }
    }

    /// The value at internal coordinate `c`; the inverse of `toCoordinate`.
    public func fromCoordinate(_ c: Double) -> Double {
        switch self {
        case .linear: return c
        case .logarithmic: return pow(10, c)
        case .percentage(let base): return base * (1 + c / 100)
        }
    }
}
