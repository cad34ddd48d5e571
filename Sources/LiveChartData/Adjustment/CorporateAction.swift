/// A split and/or cash dividend taking effect at the open of its ex-date.
///
/// Value type; `Sendable`. A row of a Quandl WIKI file with `Split Ratio` ≠ 1 or `Ex-Dividend` ≠ 0 is one.
public struct CorporateAction: Sendable, Equatable {
    /// The ex-date (wall-clock seconds since 1970 at 00:00): the first bar that trades without the right.
    public var time: Int64
    /// New shares per old share: 2 for a 2:1 split, 0.1 for a 1:10 reverse split, 1 for none.
    public var splitRatio: Double
    /// Cash paid per share after the split, in the price's currency; 0 for none.
    public var cashDividend: Double

    /// - Parameters: see the properties.
    public init(time: Int64, splitRatio: Double = 1, cashDividend: Double = 0) {
        self.time = time
        self.splitRatio = splitRatio
        self.cashDividend = cashDividend
    }

    /// Why `ratio` cannot be a split ratio, or nil: it must be a finite number above 0 (a ratio of ∞ made every
    /// earlier price 0, a blank chart). The one check the reader and `AdjustmentFactors` share. O(1).
    public static func splitRatioProblem(_ ratio: Double) -> String? {
        ratio.isFinite && ratio > 0 ? nil : "split ratio '\(ratio)' is not a finite number above 0 (1 means no split)"
    }

    /// Why `dividend` cannot be paid before a close of `previousClose` (post-split terms), or nil: it must be
    /// finite and ≥ 0, and below that close, else the price ratio (P′ − D) / P′ is zero or negative. O(1).
    public static func dividendProblem(_ dividend: Double, previousClose: Double? = nil) -> String? {
        guard dividend.isFinite && dividend >= 0 else { return "dividend '\(dividend)' is not a finite number ≥ 0" }
        if let previousClose, dividend > 0, !(dividend < previousClose) {
            return "dividend \(dividend) is not below the close of \(previousClose) before its ex-date, so it cannot be adjusted for"
        }
        return nil
    }
}
