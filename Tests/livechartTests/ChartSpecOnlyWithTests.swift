import Foundation
@testable import LiveChartJobs
import Testing

/// The option table's `onlyWith` holds for the service's specs too: a request's `reversal=5` on candles or a score's
/// `speed` without `at` was ignored as the command line's was (fails before the fix: the spec was accepted).
@Suite struct ChartSpecOnlyWithTests {
    @Test func aSpecOptionWithoutWhatItNeedsIsRefused() throws {
        #expect(throws: CommandFailure.self) { try ChartSpec(query: [("file", "SPY_D.csv"), ("reversal", "5")]) }
        let refused = #expect(throws: CommandFailure.self) {
            try ChartSpec(json: Data(#"{"type": "score", "file": "g.json", "options": {"speed": 30}}"#.utf8))
        }
        #expect(refused?.code == .usage && refused?.message.contains("--speed applies only with") == true, "\(String(describing: refused?.message))")
        _ = try ChartSpec(query: [("file", "SPY_D.csv"), ("style", "pnf"), ("reversal", "5")])
    }
}
