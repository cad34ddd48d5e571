import Foundation

/// The daily price limits of a market: how far a price may move from the previous close.
///
/// Chinese exchanges limit most stocks to ±10 % of the previous close, ChiNext (300xxx, 301xxx)
/// and STAR (688xxx) stocks to ±20 %, risk-warned (ST) stocks to ±5 %, Beijing (8xxxxx, 4xxxxx) to
/// ±30 % (SSE and SZSE trading rules). Limit prices are rounded to the 0.01 yuan tick. Indices have none.
public enum PriceLimitRule: Sendable, Equatable {
    /// No limit (indices, US stocks, crypto).
    case none
    /// ±`fraction` of the previous close (0.1 for ±10 %), rounded to `tick` (currency units).
    case percent(Double, tick: Double)

    /// The A-share rule from a code such as "600519", "300750.XSHE", "688981.SH" or "000001.XSHG".
    ///
    /// Shanghai codes starting with 000 and Shenzhen codes starting with 399 are indices (no limit); a
    /// code the rule does not recognise also gets `.none`, so no line is drawn that could be wrong.
    /// ST stocks cannot be told from the code: pass `.percent(0.05, tick: 0.01)` for them.
    public static func aShare(symbol: String) -> PriceLimitRule {
        let upper = symbol.uppercased()
        let code = String(upper.prefix { $0.isNumber })
        guard code.count == 6 else { return .none }
        let shanghai = upper.contains("XSHG") || upper.hasSuffix(".SH") || upper.hasPrefix("SH")
        if (shanghai && code.hasPrefix("000")) || code.hasPrefix("399") { return .none }
        if code.hasPrefix("688") || code.hasPrefix("300") || code.hasPrefix("301") { return .percent(0.2, tick: 0.01) }
        if code.hasPrefix("8") || code.hasPrefix("4") { return .percent(0.3, tick: 0.01) }
        if ["600", "601", "603", "605", "000", "001", "002", "003"].contains(where: code.hasPrefix) { return .percent(0.1, tick: 0.01) }
        return .none
    }

    /// The limit-down and limit-up prices for a previous close, or nil under `.none` or a non-positive close.
    public func limits(previousClose: Double) -> (down: Double, up: Double)? {
        guard case .percent(let fraction, let tick) = self, previousClose > 0, previousClose.isFinite, tick > 0 else { return nil }
        // Half a tick rounds up (四舍五入); the product is first cleaned of binary noise (10.05 × 0.9 = 9.044999…).
        func round(_ v: Double) -> Double { ((v / tick * 1e6).rounded() / 1e6).rounded() * tick }
        return (round(previousClose * (1 - fraction)), round(previousClose * (1 + fraction)))
    }
}
