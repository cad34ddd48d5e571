/// Heikin-Ashi bars, which smooth candles by averaging.
///
/// Formulas (Dan Valcu, "Using the Heikin-Ashi technique", Technical Analysis of Stocks &
/// Commodities, 2004): close′ = (O + H + L + C) / 4; open′ = (open′₋₁ + close′₋₁) / 2, seeded with
/// (O₀ + C₀) / 2 on the first bar; high′ = max(H, open′, close′); low′ = min(L, open′, close′).
/// Time and volume are kept. O(n).
public enum HeikinAshi {
    public static func transform(_ bars: [Bar]) -> [Bar] {
        var out: [Bar] = []
        out.reserveCapacity(bars.count)
        var previous: Bar?
        for b in bars {
            let ha = next(after: previous, b)
            out.append(ha)
            if ha.open.isFinite && ha.close.isFinite { previous = ha }
        }
        return out
    }

    /// The Heikin-Ashi bar of `bar` given the previous Heikin-Ashi bar (nil for the first). O(1).
    public static func next(after previous: Bar?, _ bar: Bar) -> Bar {
        let close = (bar.open + bar.high + bar.low + bar.close) / 4
        let open = previous.map { ($0.open + $0.close) / 2 } ?? (bar.open + bar.close) / 2
        var ha = bar
        ha.open = open
        ha.close = close
        ha.high = max(bar.high, open, close)
        ha.low = min(bar.low, open, close)
        return ha
    }
}
