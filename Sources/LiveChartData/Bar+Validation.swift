extension Bar {
    /// The largest price a bar may carry (10^15): above any instrument's quote, far below where scales and
    /// sums lose meaning (a 1e308 close used to blank the whole chart).
    public static let maximumPrice = 1e15
    /// The largest volume or amount a bar may carry (10^18).
    public static let maximumVolume = 1e18

    /// Why this bar cannot be drawn, or nil when it can: a price that is not a finite number in
    /// (0, `maximumPrice`], a high below the low, a volume or amount that is negative or above `maximumVolume`. An open or close outside [low, high] is not a
    /// problem here (readers repair it and say so). The same check guards files, streams and `KLineChart.update`.
    public var invalidReason: String? { problem?.reason }

    /// The field at fault and the reason, for readers that locate the column.
    var problem: (role: BarRole, reason: String)? {
        let b = self
        // One comparison chain settles the common valid bar without further calls (NaN fails every comparison).
        if b.low > 0 && b.high <= Bar.maximumPrice && b.low <= b.open && b.open <= b.high && b.low <= b.close && b.close <= b.high
            && b.volume >= 0 && b.volume <= Bar.maximumVolume && !(b.amount < 0) && !(b.amount > Bar.maximumVolume) {
            return nil
        }
        if let reason = priceProblem(b.open) { return (.open, reason) }
        if let reason = priceProblem(b.high) { return (.high, reason) }
        if let reason = priceProblem(b.low) { return (.low, reason) }
        if let reason = priceProblem(b.close) { return (.close, reason) }
        if b.high < b.low { return (.high, "high \(b.high) is below low \(b.low)") }
        if !(b.volume >= 0 && b.volume <= Bar.maximumVolume) { return (.volume, "volume \(b.volume) is not a number from 0 to 1e18") }
        if b.amount < 0 || b.amount > Bar.maximumVolume { return (.amount, "amount \(b.amount) is not a number from 0 to 1e18") }
        return nil
    }

    /// How a refusal of a price at or below zero ends (readers that know why such prices occur add to it).
    static let notPositive = "is not positive"

    private func priceProblem(_ v: Double) -> String? {
        if !v.isFinite { return "\(v) is not a finite number" }
        if v > Bar.maximumPrice { return "price \(v) is above 1e15" }
        return v > 0 ? nil : "price \(v) \(Bar.notPositive)"
    }
}
