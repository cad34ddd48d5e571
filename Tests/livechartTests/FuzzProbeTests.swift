import Foundation
@_spi(Fuzzing) import LiveChartFuzzProbes
import LiveChartTestSupport
import Testing

/// The fuzzers' probes (issue 17: "the libFuzzer targets reach drawing as well as reading; a stream fuzzer feeds
/// the live path"), run here on the committed fixtures so the probes build and hold on every test run; the
/// fuzzers themselves run from `scripts/fuzz.sh`.
@Suite struct FuzzProbeTests {
    func bytes(_ fixture: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: SharedData.fixture(fixture))) }

    /// Real files go through every stage of the still pipeline to display lists that hold items; minute bars
    /// draw as a timeline too.
    @Test func realFilesDrawThroughTheWholeStillPipeline() throws {
        #expect(StillProbe.run(try bytes("SPY_D-2019-2020.csv"), name: "spy.csv") .count == 2, "both K-line variants; daily bars are no timeline")
        #expect(StillProbe.run(try bytes("bars.json"), name: "bars.json").allSatisfy { $0 > 0 })
        let minutes = StillProbe.run(try bytes("timeline-000001.XSHG-2020-07-14.csv"), name: "minutes.csv")
        #expect(minutes.count == 3 && minutes.allSatisfy { $0 > 20 }, "\(minutes)")
        #expect(StillProbe.run(Data("date,close\n2024-01-02,abc\n".utf8), name: "bad.csv").isEmpty, "a refused file draws nothing")
    }

    /// The committed streams (awkward lines, a simulated A-share day) hold the live path's invariants: the
    /// charts updated line by line equal those built in one go from the feed's bars.
    @Test func committedStreamsHoldTheLivePathsInvariants() throws {
        for fixture in ["stream-awkward.jsonl", "stream-simulated-ashare.jsonl"] {
            #expect(StreamProbe.run(try bytes(fixture)) == [], "\(fixture)")
        }
    }
}
