import Foundation
import LiveChartJobs

/// The spec parser for the fuzzers (`fuzz/`, target FuzzChartSpec): untrusted bytes as a POST body and as a
/// query string, then the settings a kline spec would render with. Reads no file and draws nothing; any input
/// must end in a spec or a `CommandFailure`, never a trap.
@_spi(Fuzzing) public enum SpecProbe {
    /// Parses `bytes` both ways; returns whether either made a valid spec.
    @discardableResult
    public static func run(_ bytes: Data) -> Bool {
        let asBody = try? ChartSpec(json: bytes)
        // A query string as the server hands it over: `&`-separated pairs, split at the first `=`.
        let text = String(decoding: bytes, as: UTF8.self)
        let pairs = text.split(separator: "&").map { pair -> (name: String, value: String) in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
        }
        let asQuery = try? ChartSpec(query: pairs)
        for spec in [asBody, asQuery].compactMap({ $0 }) where spec.kind == .kline {
            _ = try? KLineSettings(spec.options)
        }
        return asBody != nil || asQuery != nil
    }
}
