/// Per-bar multipliers that put every bar's prices and volume in the terms of the newest bar.
///
/// `price[i]` × bar i's open, high, low and close gives forward-adjusted (前复权) prices; the newest bar's
/// factor is 1. `volume[i]` × its volume gives volume in today's shares. Backward adjustment divides
/// both by the first bar's factor (see `PriceAdjuster`).
///
/// Formulas, for an action on ex-date bar k with previous close P (bar k − 1's close):
/// - split of ratio s: prices before bar k are divided by s and volumes multiplied by s;
/// - cash dividend D (per post-split share): prices before bar k are multiplied by (P′ − D) / P′, where
///   P′ = P / s is the previous close in post-split terms. This is the ratio of the ex-dividend reference
///   price to the last cum-dividend close: CRSP's "factor to adjust price", the rule Yahoo and Quandl's
///   WIKI `Adj.` columns use, and the 除息参考价 ratio of Chinese exchanges for a pure cash dividend.
/// A bar's factor is the product of the ratios of every action after it. Actions dated before the
/// second bar or after the newest bar change nothing in the series; a split ratio or dividend that
/// `CorporateAction`'s checks refuse (a dividend of at least P′ would make prices negative) is ignored here;
/// `AdjustmentData.adjusted(_:mode:)` refuses it with a located error instead.
public struct AdjustmentFactors: Sendable, Equatable {
    /// Forward price factor per bar, newest = 1.
    public var price: [Double]
    /// Forward volume factor per bar (product of later split ratios), newest = 1.
    public var volume: [Double]

    /// - Parameters: see the properties; both arrays hold one value per bar.
    public init(price: [Double], volume: [Double]) {
        self.price = price
        self.volume = volume
    }

    /// Factors of `bars` from corporate actions.
    ///
    /// - Parameters:
    ///   - actions: splits and dividends in any order.
    ///   - bars: oldest first with increasing times.
    /// - Complexity: O(n + a log a) for n bars and a actions.
    public static func fromActions(_ actions: [CorporateAction], bars: [Bar]) -> AdjustmentFactors {
        var ratio = [Double](repeating: 1, count: bars.count)
        var split = [Double](repeating: 1, count: bars.count)
        var k = 0
        for action in actions.sorted(by: { $0.time < $1.time }) {
            while k < bars.count && bars[k].time < action.time { k += 1 }
            guard k > 0 && k < bars.count else { continue }
            let s = CorporateAction.splitRatioProblem(action.splitRatio) == nil ? action.splitRatio : 1
            let previous = bars[k - 1].close / s
            var r = 1 / s
            if action.cashDividend > 0 && CorporateAction.dividendProblem(action.cashDividend, previousClose: previous) == nil {
                r *= (previous - action.cashDividend) / previous
            }
            ratio[k] *= r
            split[k] *= s
        }
        var price = [Double](repeating: 1, count: bars.count)
        var volume = [Double](repeating: 1, count: bars.count)
        for i in stride(from: bars.count - 2, through: 0, by: -1) {
            price[i] = price[i + 1] * ratio[i + 1]
            volume[i] = volume[i + 1] * split[i + 1]
        }
        return AdjustmentFactors(price: price, volume: volume)
    }

    /// Factors of `bars` from the exchange's reference previous close (前收盘): on an ex-date the exchange
    /// publishes the ex-right reference price R = (P − D + rights) / (1 + bonus + rights ratio), so the
    /// ratio for bar k is R / P with P bar k − 1's close — for a cash dividend exactly (P − D) / P, the
    /// formula above. Ratios within 1e-6 of 1 (ordinary days, where R = P) are taken as 1. Volumes keep
    /// factor 1, since R does not say how much of the ratio is new shares.
    ///
    /// - Parameters:
    ///   - references: (time, reference previous close) pairs in any order; times match bar times exactly.
    ///   - bars: oldest first with increasing times.
    /// - Complexity: O(n + m) for n bars and m references.
    public static func fromReferencePreviousCloses(_ references: [(time: Int64, close: Double)], bars: [Bar]) -> AdjustmentFactors {
        var byTime: [Int64: Double] = [:]
        for (time, close) in references { byTime[time] = close }
        var price = [Double](repeating: 1, count: bars.count)
        for k in stride(from: bars.count - 1, through: 1, by: -1) {
            var r = 1.0
            if let reference = byTime[bars[k].time], reference > 0, bars[k - 1].close > 0 {
                let ratio = reference / bars[k - 1].close
                if abs(ratio - 1) > 1e-6 { r = ratio }
            }
            price[k - 1] = price[k] * r
        }
        return AdjustmentFactors(price: price, volume: [Double](repeating: 1, count: bars.count))
    }

    /// Factors of `bars` from a vendor's adjusted close (Yahoo's `Adj Close`, Quandl's `Adj. Close`):
    /// bar i's factor is adjustedClose / close, divided by the newest bar's. A bar without an adjusted
    /// close takes its successor's factor. Volumes keep factor 1: an adjusted close alone cannot tell a
    /// split from a dividend.
    ///
    /// - Parameters:
    ///   - adjustedCloses: (time, adjusted close) pairs in any order; times match bar times exactly.
    ///   - bars: oldest first with increasing times.
    /// - Complexity: O(n + m) for n bars and m adjusted closes.
    public static func fromAdjustedCloses(_ adjustedCloses: [(time: Int64, close: Double)], bars: [Bar]) -> AdjustmentFactors {
        var byTime: [Int64: Double] = [:]
        for (time, close) in adjustedCloses { byTime[time] = close }
        var raw = [Double](repeating: .nan, count: bars.count)
        var next = 1.0
        for i in stride(from: bars.count - 1, through: 0, by: -1) {
            if let adjusted = byTime[bars[i].time], adjusted > 0, bars[i].close > 0 { next = adjusted / bars[i].close }
            raw[i] = next
        }
        let newest = raw.last ?? 1
        return AdjustmentFactors(price: raw.map { $0 / newest }, volume: [Double](repeating: 1, count: bars.count))
    }
}
