import Foundation
import LiveChartCore
import Testing

/// The service says what the command line would warn of (the truth issue, item 8): a `vline` on a holiday was
/// reported only on the server's standard error, and the client got a chart without the line and no word why.
@Suite(.serialized) struct ServiceWarningsTests {
    @Test func warningsReachTheClientInAHeaderAndInProblems() throws {
        let server = try ServiceTests.Server()
        // 2020-04-10 was Good Friday: no bar holds the line.
        let (status, headers, _) = try server.request("/v1/chart?file=SPY_D.csv&vline=2020-04-10")
        #expect(status == 200)
        let header = try #require(headers["x-livechart-warnings"], "\(headers)")
        #expect(header.contains("warning: --vline: 2020-04-10") && header.contains("is on no bar") && !header.hasPrefix("livechart:"), "\(header)")
        // The cached answer says it again.
        #expect(try server.request("/v1/chart?file=SPY_D.csv&vline=2020-04-10").1["x-livechart-warnings"] == header)
        #expect(try server.request("/v1/chart?file=SPY_D.csv").1["x-livechart-warnings"] == nil, "none when nothing was warned of")
        // A failure after a warning carries it in the problem's JSON.
        let (failed, _, body) = try server.request("/v1/chart?file=SPY_D.csv&vline=2020-04-10&crosshair=1990-01-02")
        #expect(failed == 400)
        let warnings = server.problem(body)["warnings"] as? [String] ?? []
        #expect(warnings.contains { $0.contains("--vline: 2020-04-10") }, "\(server.problem(body))")
        #expect(!warnings.contains { $0.contains(server.data.path) }, "the data folder's path stays the operator's")
    }

    @Test func healthSaysTheVersion() throws {
        let server = try ServiceTests.Server()
        let (status, _, body) = try server.request("/healthz")
        #expect(status == 200 && String(decoding: body, as: UTF8.self) == "ok\nversion \(LiveChartVersion.current)\n")
    }
}
