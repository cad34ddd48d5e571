import Testing
import Foundation
import LiveChartData
import LiveChartTestSupport

/// Mutated copies of the fixtures must never crash the reader: each either loads bars that satisfy
/// every documented invariant or throws a located `DataError`. Deterministic (seeded), so a failure
/// replays.
@Suite struct ReaderFuzzTests {
    private static let fixtures = ["quoted-bom-crlf.csv", "semicolon-day-first.csv", "high-below-low.csv",
                                   "newest-first-duplicate.csv", "headerless-date-time.tsv", "two-tickers.csv",
                                   "suspended-netease.csv", "bars.json"]

    /// A tiny PCG-style generator; only determinism matters here.
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    @Test(arguments: fixtures)
    func mutatedInputNeverCrashes(fixture: String) throws {
        let original = try #require(FileManager.default.contents(atPath: SharedData.fixture(fixture))).map { $0 }
        let noise: [UInt8] = Array("\",;\t\r\n 0123456789.-:/eE[]{}T'".utf8) + [0x00, 0xEF, 0xBB, 0xBF, 0xFF]
        let symbol = fixture == "two-tickers.csv" ? "AAA" : nil
        var rng = Generator(state: UInt64(original.count))
        for _ in 0..<500 {
            var bytes = original
            for _ in 0...rng.next(4) {
                let at = rng.next(bytes.count + 1)
                switch rng.next(3) {
                case 0: bytes.insert(noise[rng.next(noise.count)], at: at)
                case 1: if at < bytes.count { bytes.remove(at: at) }
                default: bytes = Array(bytes.prefix(at))
                }
            }
            for policy in [BarReadOptions.Policy.strict, .lenient] {
                do {
                    let bars = try BarFileReader.parse(bytes: bytes, name: fixture, options: .init(policy: policy, symbol: symbol)).series.bars
                    #expect(zip(bars, bars.dropFirst()).allSatisfy { $0.time < $1.time })
                    #expect(bars.allSatisfy { $0.low > 0 && $0.low <= min($0.open, $0.close) && max($0.open, $0.close) <= $0.high && $0.volume >= 0 })
                } catch {
                    #expect(error.line >= 0 && error.column >= 0 && !error.reason.isEmpty)
                }
            }
        }
    }
}
