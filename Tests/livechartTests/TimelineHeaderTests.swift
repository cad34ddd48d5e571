import Foundation
@testable import LiveChartJobs
import LiveChartCore
import LiveChartTestSupport
import Testing

/// Timeline and five-day headers (the truth issue, item 6): the five-day header showed the change over the days
/// from the first day's reference at the last minute while the tooltip showed the day's change at the crosshair's
/// minute and the axis tag a third number. Now the header follows the crosshair, gives the day's change as the
/// tooltip does and names the change over the days apart, as the right axis's tag gives it.
@Suite struct TimelineHeaderTests {
    func texts(_ arguments: [String]) throws -> [String] {
        let args = try ParsedArguments(arguments, specs: TimelineStill.options)
        return try TimelineStill.make(args).list.items.compactMap { if case .text(let run) = $0 { run.text } else { nil } }
    }

    /// Two Shanghai sessions (Tests/Fixtures/timeline-000001.XSHG-2020-07-14.csv): at 10:42 on the second day the
    /// header's percent is the tooltip's Change, and its two-day percent is the crosshair's right-axis tag.
    @Test func headerTooltipAndTagAgreeAtTheCrosshair() throws {
        let file = SharedData.fixture("timeline-000001.XSHG-2020-07-14.csv")
        let drawn = try texts([file, "--days", "2", "--crosshair", "10:42"])
        let i = try #require(drawn.firstIndex(of: "2020-07-15 10:42"), "the header names the crosshair's minute: \(drawn)")
        let change = drawn[i - 2], twoDay = drawn[i - 1]
        #expect(twoDay.hasPrefix("2-day "), "\(drawn[..<i])")
        let tooltipChange = try #require(drawn.firstIndex(of: "Change").map { drawn[$0 + 1] })
        #expect(change == tooltipChange, "header \(change), tooltip \(tooltipChange)")
        #expect(drawn.contains(String(twoDay.dropFirst("2-day ".count))), "the right axis's crosshair tag reads \(twoDay): \(drawn)")
        let one = try texts([file, "--crosshair", "10:42"])
        #expect(!one.contains { $0.hasPrefix("1-day") }, "one session has no change over days")
    }

    @Test(.enabled(if: SharedData.isAvailable, "needs ../shared/data"))
    func theReportedFourDayChart() throws {
        let drawn = try texts([SharedData.path("intraday/SP500_NOV2019_IDayRVol.csv"), "--days", "4", "--crosshair", "12:30"])
        for text in ["3086.00", "+0.02%", "4-day +0.17%", "2019-11-08 12:30", "+0.17%"] { #expect(drawn.contains(text), "\(text): \(drawn.prefix(12))") }
        // The crosshair's tags hide the tick labels they would cover (item 7): 3086.96 and +0.20 % sat half under them.
        #expect(!drawn.contains("3086.96") && !drawn.contains("+0.20%") && drawn.contains("3093.12"), "\(drawn.filter { $0.hasPrefix("30") || $0.hasSuffix("%") })")
    }
}
