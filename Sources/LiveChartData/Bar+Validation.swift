extension Bar {
    /// Why this bar cannot be drawn, or nil when it can: a price that is not a finite number > 0, a high below
    /// the low, a volume or amount that is negative or infinite. An open or close outside [low, high] is not a
    /// problem here (readers repair it and say so). The same check guards files, streams and `KLineChart.update`.
    public var invalidReason: String? { problem?.reason }

    /// The field at fault and the reason, for readers that locate the column.
    var problem: (role: BarRole, reason: String)? {
        let b = self
        // One comparison chain settles the common valid bar without further calls (NaN fails every comparison).
        if b.low > 0 && b.high < .infinity && b.low <= b.open && b.open <= b.high && b.low <= b.close && b.close <= b.high
            && b.volume >= 0 && b.volume < .infinity && !(b.amount < 0) && !(b.amount == .infinity) {
            return nil
        }
        if let reason = priceProblem(b.open) { return (.open, reason) }
        if let reason = priceProblem(b.high) { return (.high, reason) }
        if let reason = priceProblem(b.low) { return (.low, reason) }
        if let reason = priceProblem(b.close) { return (.close, reason) }
        if b.high < b.low { return (.high, "high \(b.high) is below low \(b.low)") }
        if !b.volume.isFinite || b.volume < 0 { return (.volume, "volume \(b.volume) is not a finite non-negative number") }
        if b.amount.isInfinite || b.amount < 0 { return (.amount, "amount \(b.amount) is not a finite non-negative number") }
        return nil
    }

    private func priceProblem(_ v: Double) -> String? {
        if !v.isFinite { return "\(v) is not a finite number" }
        return v > 0 ? nil : "price \(v) is not positive"
    }
}
