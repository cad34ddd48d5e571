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

/// Found by the attack on the service of 2026-12-07 (a helper with the README and raw sockets), each failing before
/// its fix: a 30,000-character curve series name held a render slot for minutes (its legend cut one character a
/// measurement, past `--render-timeout`); long names made an `X-Chart-Description` too long to send (no answer); with
/// `--data /` an error quoted `/proc/self/environ` or the keys file; inline data's warnings named its temporary path.
@Suite(.serialized) struct ServiceRoundThreeAttackTests {
    func post(_ server: ServiceTests.Server, _ object: [String: Any]) throws -> (Int, [String: String], Data) {
        try server.request("/v1/chart", method: "POST", body: JSONSerialization.data(withJSONObject: object),
                           headers: ["Content-Type": "application/json"])
    }

    @Test func longNamesRenderAtOnceWithABoundedHeader() throws {
        let server = try ServiceTests.Server(["--renders", "1", "--render-timeout", "5"])
        let started = Date()
        let (status, _, _) = try post(server, ["type": "curve", "csv": "N" + String(repeating: "A", count: 30_000) + "\n1\n2\n3\n"])
        #expect(status == 200 && Date().timeIntervalSince(started) < 5, "\(status) after \(Date().timeIntervalSince(started)) s")
        let names = (0..<8).map { "N\($0)" + String(repeating: "中", count: 600) }.joined(separator: ",")
        let rows = (1...4).map { k in (0..<8).map { _ in "\(k)" }.joined(separator: ",") }.joined(separator: "\n")
        let (wide, headers, _) = try post(server, ["type": "curve", "csv": names + "\n" + rows + "\n"])
        let description = headers["x-chart-description"] ?? ""
        #expect(wide == 200 && !description.isEmpty && description.utf8.count <= 4096, "\(wide), \(description.utf8.count) bytes")
    }

    @Test func systemFilesAndTheKeysFileAreNeverData() throws {
        let keys = CLIRunner.temporaryDirectory().appendingPathComponent("keys.txt")
        try "ops 0123456789abcdef0123456789abcdef\n".write(to: keys, atomically: true, encoding: .utf8)
        let server = try ServiceTests.Server(["--keys", keys.path], dataArgument: "/")
        let auth = ["Authorization": "Bearer 0123456789abcdef0123456789abcdef"]
        let spy = String(server.data.appendingPathComponent("SPY_D.csv").resolvingSymlinksInPath().path.dropFirst())
        for markers in ["proc/self/environ", "sys/kernel/hostname", String(keys.resolvingSymlinksInPath().path.dropFirst())] {
            let (status, _, body) = try server.request("/v1/chart?file=\(spy)&markers=\(markers)", headers: auth)
            let detail = server.problem(body)["detail"] as? String ?? ""
            #expect(status == 404 && !detail.contains("0123456789abcdef") && !detail.lowercased().contains("path="), "\(markers): \(status) \(detail)")
        }
    }

    @Test func inlineDataWarningsNameItAsSent() throws {
        let server = try ServiceTests.Server()
        let csv = "date,open,high,low,close\n2020-01-02,1,2,0.5,1.5\n2020-01-03,1,2,0.5,9\n2020-01-06,1,2,0.5,1.5\n"
        let (status, headers, _) = try post(server, ["csv": csv])
        let warnings = headers["x-livechart-warnings"] ?? ""
        #expect(status == 200 && warnings.contains("csv:3") && !warnings.contains("livechart-spec"), "\(warnings)")
    }
}
