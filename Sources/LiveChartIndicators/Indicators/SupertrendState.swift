/// One bar's Supertrend: the final bands, the trend and the stop, plus the close the next bar
/// compares with (TradingView's `pine_supertrend`, step by step).
struct SupertrendState: Sendable {
    var upper: Double
    var lower: Double
    var stop: Double
    var up: Bool
    var close: Double

    /// The state of a bar with basic bands `upper`/`lower` and `close`, after `previous` (nil: the
    /// first bar of a run, which starts down on its basic bands).
    static func next(after previous: SupertrendState?, upper basicUpper: Double, lower basicLower: Double, close: Double)
        -> SupertrendState
    {
        guard let p = previous else {
            return SupertrendState(upper: basicUpper, lower: basicLower, stop: basicUpper, up: false, close: close)
        }
        let lower = basicLower > p.lower || p.close < p.lower ? basicLower : p.lower
        let upper = basicUpper < p.upper || p.close > p.upper ? basicUpper : p.upper
        // Pine tests whether the previous stop was the previous upper band.
        let up = p.stop == p.upper ? close > upper : !(close < lower)
        return SupertrendState(upper: upper, lower: lower, stop: up ? lower : upper, up: up, close: close)
    }
}
