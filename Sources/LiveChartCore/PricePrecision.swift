import Foundation

/// How many decimals a series' prices are quoted with (its tick size), so labels show exactly the
/// digits the data has: 2 for 1818.18, 6 for 0.009469, 0 for whole-number index levels.
public enum PricePrecision {
    /// The fewest decimals (0…8) that write every sampled price exactly (within 1e-7 of a tick),
    /// kept only when it is at most two more than the magnitude suggests — float noise in vendor files
    /// (Yahoo's "147.100006") otherwise asks for six.
    ///
    /// - Parameter prices: prices to sample; at most the last 2,000 are looked at (O(1) in the series length).
    /// - Returns: the decimals, or the magnitude-based count (`NumberFormat.priceDecimals`) when the
    ///   quoting is noisy or there are no finite prices.
    public static func decimals(of prices: [Double]) -> Int {
        let sample = prices.suffix(2_000).filter { $0.isFinite && $0 != 0 }
        guard let largest = sample.map(abs).max() else { return 2 }
        let byMagnitude = NumberFormat.priceDecimals(magnitude: largest)
        for d in 0...8 {
            let scale = pow(10, Double(d))
            if sample.allSatisfy({ abs($0 * scale - ($0 * scale).rounded()) < 1e-7 * max(1, abs($0 * scale)) }) {
                return d <= byMagnitude + 2 ? d : byMagnitude
            }
        }
        return byMagnitude
    }
}
