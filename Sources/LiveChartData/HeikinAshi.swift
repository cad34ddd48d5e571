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
        var previous: (open: Double, close: Double)?
        for b in bars {
            let close = (b.open + b.high + b.low + b.close) / 4
            let open = previous.map { ($0.open + $0.close) / 2 } ?? (b.open + b.close) / 2
            var ha = b
            ha.open = open
            ha.close = close
            ha.high = max(b.high, open, close)
            ha.low = min(b.low, open, close)
            out.append(ha)
            if open.isFinite && close.isFinite { previous = (open, close) }
        }
        return out
    }
}
