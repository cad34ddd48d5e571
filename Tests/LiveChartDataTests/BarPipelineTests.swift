import Foundation
import LiveChartData
import LiveChartTestSupport
import Testing

/// The library's read → adjust → resample → window pipeline, on Quandl's WIKI-ORCL 2000 file (a 2:1 split
/// on 2000-10-13; see Tests/Fixtures/WIKI-ORCL-2000-quandl.SOURCE.md).
@Suite struct BarPipelineTests {
    let path = SharedData.fixture("WIKI-ORCL-2000-quandl.csv")

    @Test func adjustsResamplesAndWindowsInThatOrder() throws {
        var pipeline = BarPipeline()
        pipeline.adjustment = .forward
        pipeline.period = BarPeriod("1w")
        pipeline.window = try DateWindow(from: "2000-03-01", to: "2000-06-30")
        let loaded = try pipeline.load(path: path)
        #expect(loaded.period == BarPeriod("1w"))
        #expect(loaded.series.symbol == "ORCL", "the ticker in the file name stands in for a missing symbol (FileNameSymbol)")
        // The window is marked, not cut from the history: the weeks before March stay for indicators to warm up on.
        #expect(loaded.windowBars.allSatisfy { pipeline.window.contains($0.time) })
        #expect(loaded.series.bars[..<loaded.windowStart].allSatisfy { $0.time < pipeline.window.start } && loaded.windowStart >= 8)
        #expect(loaded.series.last.map { $0.time <= pipeline.window.end } == true, "the weeks after June are dropped")
        #expect((16...18).contains(loaded.windowBarCount ?? 0), "\(loaded.windowBarCount ?? 0) weeks in March–June")
        // Forward adjustment is relative to the newest bar of the whole file (after the split), so the
        // spring's prices are halved: ORCL traded near $80 before the split, about $40 adjusted.
        let raw = try BarFileReader.load(path: path).series.bars.filter { pipeline.window.contains($0.time) }
        #expect(loaded.windowBars.map(\.high).max()! < raw.map(\.high).max()! * 0.6)
    }

    @Test func failuresSayWhichStepFailed() throws {
        #expect(throws: BarPipelineError.self) { try BarPipeline().load(path: "/nonexistent/bars.csv") }
        var empty = BarPipeline()
        empty.window = try DateWindow(from: "1990-01-01", to: "1990-12-31")
        do {
            _ = try empty.load(path: path)
            Issue.record("a window without bars must throw")
        } catch {
            guard case .empty(_, windowed: true) = error else { Issue.record("\(error)"); return }
        }
        var finer = BarPipeline()
        finer.period = BarPeriod("5m")
        do {
            _ = try finer.load(path: path)
            Issue.record("daily bars cannot make 5-minute bars")
        } catch {
            guard case .period = error else { Issue.record("\(error)"); return }
        }
        #expect(throws: DateWindowError.notADate("2000-02-30")) { try DateWindow(from: "2000-02-30", to: nil) }
        #expect(throws: DateWindowError.reversed(from: "2001-01-01", to: "2000-01-01")) { try DateWindow(from: "2001-01-01", to: "2000-01-01") }
    }

    /// Adjusted prices are on no tick: the magnitude's decimals (the broker-grade issue: ORCL adjusted read 47.500).
    @Test func adjustedPricesSuggestTheMagnitudesDecimals() throws {
        var pipeline = BarPipeline()
        #expect(try pipeline.load(path: SharedData.fixture("WIKI-ORCL-2000-quandl.csv")).suggestedPriceDecimals == nil)
        pipeline.adjustment = .forward
        #expect(try pipeline.load(path: SharedData.fixture("WIKI-ORCL-2000-quandl.csv")).suggestedPriceDecimals == 2)
    }
}
