/// A linear map between a value domain and a pixel range (either may be reversed).
///
/// Pure value type: `map` and `invert` are exact inverses up to rounding. O(1).
public struct LinearScale: Sendable, Equatable {
    public var domainLower: Double
    public var domainUpper: Double
    public var rangeStart: Double
    public var rangeEnd: Double

    /// - Parameters:
    ///   - domain: the values, lower to upper. A zero-width domain maps every value to the range's midpoint.
    ///   - rangeStart: the pixel position of `domain.lowerBound` (for a price pane: the bottom y).
    ///   - rangeEnd: the pixel position of `domain.upperBound` (for a price pane: the top y).
    public init(domain: ClosedRange<Double>, rangeStart: Double, rangeEnd: Double) {
        domainLower = domain.lowerBound
        domainUpper = domain.upperBound
        self.rangeStart = rangeStart
        self.rangeEnd = rangeEnd
    }

    /// The pixel position of `value`.
    public func map(_ value: Double) -> Double {
        let span = domainUpper - domainLower
        if span == 0 { return (rangeStart + rangeEnd) / 2 }
        return rangeStart + (value - domainLower) / span * (rangeEnd - rangeStart)
    }

    /// The value at pixel position `pixel`.
    public func invert(_ pixel: Double) -> Double {
        let extent = rangeEnd - rangeStart
        if extent == 0 { return domainLower }
        return domainLower + (pixel - rangeStart) / extent * (domainUpper - domainLower)
    }
}
