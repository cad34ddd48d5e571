import Foundation
import LiveChartTestSupport
import Testing

/// The service's other chart types, inline bars, and its limits: API keys with per-key rates, the bar count and
/// the render time.
@Suite(.serialized) struct ServiceLimitsTests {
    /// A server whose data folder also holds a timeline, a curve and a play-by-play fixture.
    func server(_ extra: [String] = []) throws -> ServiceTests.Server {
        let server = try ServiceTests.Server(extra)
        for name in ["timeline-000001.XSHG-2020-07-14.csv", "pbp-stats-0021900001-cut.json"] {
            try FileManager.default.copyItem(atPath: SharedData.fixture(name), toPath: server.data.appendingPathComponent(name).path)
        }
        try "x,a,b\n1,10,12\n2,25,20\n3,30,28\n4,22,35\n".write(to: server.data.appendingPathComponent("curve.csv"), atomically: true, encoding: .utf8)
        return server
    }

    @Test func everyChartTypeWithItsCommandsOptions() throws {
        let server = try server()
        for query in ["type=timeline&file=timeline-000001.XSHG-2020-07-14.csv&theme=dark", "type=timeline&simulate=7&until=10:30",
                      "type=curve&file=curve.csv&interpolation=linear", "type=curve&values=1,4,2,8&format=svg",
                      "type=score&file=pbp-stats-0021900001-cut.json&x=clock"] {
            let (status, headers, body) = try server.request("/v1/chart?\(query)")
            #expect(status == 200 && body.count > 2_000, "\(query): \(status) \(String(decoding: body.prefix(300), as: UTF8.self))")
            #expect(headers["content-type"] == (query.contains("svg") ? "image/svg+xml" : "image/png"), "\(query)")
        }
        // Each type takes its own command's options, not another's, and none that makes a window or a video.
        let wrong = try server.request("/v1/chart?type=curve&values=1,2&panes=VOL")
        #expect(wrong.0 == 400 && (server.problem(wrong.2)["detail"] as? String)?.contains("of a curve chart") == true)
        #expect(try server.request("/v1/chart?type=score&file=pbp-stats-0021900001-cut.json&animate=x.mp4").0 == 400)
        #expect(try server.request("/v1/chart?type=curve&values=1,2&view=1").0 == 400)
        #expect(try server.request("/v1/chart?type=timeline&simulate=1&emit=/tmp/x").0 == 400)
        #expect(try server.request("/v1/chart?type=pie&file=SPY_D.csv").0 == 400)
        let daily = try server.request("/v1/chart?type=timeline&file=SPY_D.csv")
        #expect(daily.0 == 422 && (server.problem(daily.2)["detail"] as? String)?.contains("intraday") == true, "the command's own refusal")
    }

    /// Every type says what it shows, for alt text (the attack found the new types answering an empty line).
    @Test func everyTypeDescribesItself() throws {
        let server = try server()
        for (query, expected) in [("type=timeline&file=timeline-000001.XSHG-2020-07-14.csv", "000001.XSHG intraday timeline, 2020-07-15, 09:31 to 15:00, 240 minutes. Last 3361.30, -1.56% on the previous close 3414.62."),
                                  ("type=curve&file=curve.csv&title=Revenue", "Revenue curve chart, 2 series of 4 values. a: last 22, low 10, high 30. b: last 35, low 12, high 35."),
                                  ("type=score&file=pbp-stats-0021900001-cut.json", "NOP @ TOR score chart: Final/OT, NOP 122, TOR 130.")] {
            let (status, headers, text) = try server.request("/v1/chart?\(query)&describe=1")
            #expect(status == 200 && String(decoding: text, as: UTF8.self).hasPrefix(expected), "\(query): \(String(decoding: text, as: UTF8.self))")
            #expect(headers["x-chart-description"]?.hasPrefix(String(expected.prefix(20))) == true)
        }
    }

    @Test func inlineBarsAsJSONWithLocatedErrors() throws {
        let server = try server()
        let good = #"{"bars": [{"date": "2024-01-02", "open": 10, "high": 11, "low": 9, "close": 10.5, "volume": 100}, {"date": "2024-01-03", "open": 10.5, "high": 12, "low": 10, "close": 11.5, "volume": 120}], "describe": true, "options": {"ma": "none"}}"#
        let (status, _, text) = try server.request("/v1/chart", method: "POST", body: Data(good.utf8))
        #expect(status == 200 && String(decoding: text, as: UTF8.self).contains("2024-01-02 to 2024-01-03, 2 bars"), "\(String(decoding: text, as: UTF8.self))")
        // The second bar is on line 2 of 'bars': the message points at it, never at a temporary file.
        let bad = #"{"bars": [{"date": "2024-01-02", "open": 10, "high": 11, "low": 9, "close": 10.5}, {"date": "2024-01-03", "open": 10, "high": 9, "low": 11, "close": 10}]}"#
        let refused = try server.request("/v1/chart", method: "POST", body: Data(bad.utf8))
        let detail = server.problem(refused.2)["detail"] as? String ?? ""
        #expect(refused.0 == 422 && detail.hasPrefix("bars:2:") && detail.contains("[1].high'") && !detail.contains("/tmp"), "\(detail)")
        #expect(try server.request("/v1/chart", method: "POST", body: Data(#"{"bars": [1, 2]}"#.utf8)).0 == 400)
        #expect(try server.request("/v1/chart", method: "POST", body: Data(#"{"bars": [{"date": "2024-01-02", "close": 1}], "file": "SPY_D.csv"}"#.utf8)).0 == 400, "one source of data")
    }

    @Test func keysAdmitAndRateLimitEachKeyApart() throws {
        let keys = CLIRunner.temporaryDirectory().appendingPathComponent("keys.txt")
        try "# name token per-minute\r\nalice aaaaaaaaaaaaaaaa1111 2\r\nbob\tbbbbbbbbbbbbbbbb2222\r\n".write(to: keys, atomically: true, encoding: .utf8)
        let server = try server(["--keys", keys.path])
        #expect(try server.request("/healthz").0 == 200, "health checks need no key")
        let none = try server.request("/v1/chart?type=curve&values=1,2,3")
        #expect(none.0 == 401 && none.1["www-authenticate"]?.hasPrefix("Bearer") == true)
        #expect(try server.request("/metrics").0 == 401)
        #expect(try server.request("/v1/chart?type=curve&values=1,2,3", headers: ["Authorization": "Bearer aaaaaaaaaaaaaaaa111"]).0 == 401, "a prefix of a key")
        let alice = ["Authorization": "Bearer aaaaaaaaaaaaaaaa1111"], bob = ["Authorization": "bearer bbbbbbbbbbbbbbbb2222"]
        #expect(try server.request("/v1/chart?type=curve&values=1,2,3", headers: alice).0 == 200)
        #expect(try server.request("/v1/chart?type=curve&values=1,2,4", headers: alice).0 == 200)
        let over = try server.request("/v1/chart?type=curve&values=1,2,5", headers: alice)
        #expect(over.0 == 429 && Int(over.1["retry-after"] ?? "") ?? 0 >= 1, "alice's third request in a minute at 2 a minute: \(over.0) \(over.1)")
        #expect(try server.request("/v1/chart?type=curve&values=1,2,5", headers: bob).0 == 200, "bob has his own rate")
        let metrics = String(decoding: try server.request("/metrics", headers: bob).2, as: UTF8.self)
        #expect(metrics.contains("livechart_requests_total{status=\"429\"} 1") && metrics.contains("livechart_requests_total{status=\"401\"} 3"), "\(metrics)")
    }

    @Test func badKeyFilesAreRefusedWithTheirLine() throws {
        let dir = CLIRunner.temporaryDirectory()
        for (text, expected) in [("alice short\n", "keys.txt:1: field 'token'"), ("a aaaaaaaaaaaaaaaa1111\na bbbbbbbbbbbbbbbb2222\n", "keys.txt:2: field 'name'"),
                                 ("# nothing\n", "no keys"), ("a aaaaaaaaaaaaaaaa1111 0\n", "keys.txt:1: field 'rate'")] {
            let keys = dir.appendingPathComponent("keys.txt")
            try text.write(to: keys, atomically: true, encoding: .utf8)
            let r = try CLIRunner.run(["serve", "--data", dir.path, "--port", "0", "--keys", keys.path], in: dir)
            #expect(r.status == 65 && r.stderr.contains(expected), "\(text): \(r.status) \(r.stderr)")
        }
    }

    @Test func barCountAndRenderTimeLimits() throws {
        let limited = try server(["--max-bars", "100"])
        let many = try limited.request("/v1/chart?file=SPY_D.csv")
        #expect(many.0 == 422 && (limited.problem(many.2)["detail"] as? String)?.contains("at most 100") == true, "\(String(decoding: many.2, as: UTF8.self))")
        #expect(try limited.request("/v1/chart?file=SPY_D.csv&from=2020-06-01").0 == 200, "a window within the limit")
        // A --join file is held to the limit too (its rows are not windowed): refused at the first row past it.
        let joined = try limited.request("/v1/chart?file=SPY_D.csv&from=2020-06-01&plot=close&join=SPY_D.csv")
        let joinDetail = limited.problem(joined.2)["detail"] as? String ?? ""
        #expect(joined.0 == 422 && joinDetail.contains("SPY_D.csv:102") && joinDetail.contains("at most 100"), "\(joined.0) \(joinDetail)")
        #expect(try limited.request("/v1/chart?file=SPY_D.csv&from=2020-06-01&plot=close").0 == 200, "the bar file's own column: held by the window")
        #expect(try limited.request("/v1/chart?type=curve&values=" + (1...101).map(String.init).joined(separator: ",")).0 == 422)
        // No chart renders in a millisecond: every one is answered 503, and the slot is given back when the render
        // stops, at its first check after its layout.
        let hurried = try server(["--render-timeout", "0.001", "--renders", "1", "--queue", "0"])
        for _ in 0..<3 {
            let r = try hurried.request("/v1/chart?file=SPY_D.csv")
            #expect(r.0 == 503 && r.1["retry-after"] != nil && (hurried.problem(r.2)["detail"] as? String)?.contains("--render-timeout") == true, "\(r.0)")
            usleep(1_500_000)  // the abandoned render ends and frees its slot: the next is timed out again, not refused as full
        }
        // The last abandoned render may still be running on a loaded machine (the suite beside two builds left it
        // neither stopped nor drawn after 1.5 s): wait for each render to be accounted for, up to 20 s.
        var metrics = "", stopped = 0, drawn = 0
        for _ in 0..<200 {
            metrics = String(decoding: try hurried.request("/metrics").2, as: UTF8.self)
            (stopped, drawn) = (Self.counter("livechart_renders_stopped_total", metrics), Self.counter("livechart_render_seconds_count", metrics))
            if stopped + drawn >= 3 { break }
            usleep(100_000)
        }
        #expect(metrics.contains("livechart_render_timeouts_total 3"), "\(metrics)")
        #expect(stopped >= 1 && stopped + drawn == 3, "each render stopped or drew: \(metrics)")
    }

    /// Regressions from the attack on the service's new paths.
    @Test func attackRegressions() throws {
        let server = try server(["--render-timeout", "30"])
        // 200,000 columns in three rows (1.2 MB) held the render slots for minutes: refused at once.
        let wide = (0..<3).map { _ in (0..<200_000).map { String($0 % 97) }.joined(separator: ",") }.joined(separator: "\n")
        let body = try JSONSerialization.data(withJSONObject: ["type": "curve", "csv": wide])
        let started = Date()
        let refused = try server.request("/v1/chart", method: "POST", body: body)
        #expect(refused.0 == 422 && Date().timeIntervalSince(started) < 10, "\(refused.0) in \(Date().timeIntervalSince(started)) s")
        // Two titles whose 64-bit tags collide (found by the attack): each still gets its own image.
        let a = try server.request("/v1/chart?type=curve&values=1,2,3&title=DMEPLLJLIJBIMNNM")
        let b = try server.request("/v1/chart?type=curve&values=1,2,3&title=AHMOMDPMAOILEIAO")
        #expect(a.0 == 200 && b.0 == 200 && a.1["etag"] == b.1["etag"], "the tags collide: \(a.1["etag"] ?? "") \(b.1["etag"] ?? "")")
        #expect(a.2 != b.2, "the cache is keyed by the whole spec, not the tag")
        // Repeated keys are refused, as the bar files refuse them; a boolean is no value.
        let twice = #"{"bars": [{"date": "2024-01-02", "open": 1, "high": 2, "low": 0.5, "close": 1.9, "close": 0.6}]}"#
        let dup = try server.request("/v1/chart", method: "POST", body: Data(twice.utf8))
        #expect(dup.0 == 400 && (server.problem(dup.2)["detail"] as? String)?.contains("duplicate key 'close'") == true, "\(String(decoding: dup.2, as: UTF8.self))")
        #expect(try server.request("/v1/chart", method: "POST", body: Data(#"{"type": "curve", "options": {"values": ["1", 2, true]}}"#.utf8)).0 == 400)
        #expect(try server.request("/v1/chart?type=timeline&file=timeline-000001.XSHG-2020-07-14.csv&simulate=7").0 == 400, "a file or a simulation, not both")
        // The data folder's path never reaches a client.
        let many = try ServiceTests.Server(["--max-bars", "10"])
        let detail = many.problem(try many.request("/v1/chart?file=SPY_D.csv").2)["detail"] as? String ?? ""
        #expect(detail.hasPrefix("SPY_D.csv:") && !detail.contains(many.data.path), "\(detail)")
    }

    /// A render already drawing when its request gives up stops within its next 64 display items or PNG rows
    /// and gives its slot back, instead of running to its end (before 2026-12-04 it ran on: a second or more
    /// for this image in a debug build). Queued jobs of requests that gave up: `RenderWorkersTests`.
    @Test func aRenderDrawingWhenItsRequestGivesUpStops() throws {
        // A limit past the layout of 50 bars (about 30 ms in a debug build) but short of drawing and encoding
        // 8000x5000 device pixels, the largest image allowed (about 250 ms since the ISA-L encoder of 2026-12-06;
        // 6000x4000 at a 0.25 s limit no longer outlasted it).
        let server = try server(["--render-timeout", "0.1", "--renders", "1", "--queue", "0"])
        let answered = try server.request("/v1/chart?file=SPY_D.csv&last=50&size=4000x2500&scale=2")
        #expect(answered.0 == 503, "\(answered.0)")
        let gaveUp = Date()
        var metrics = "", stopped = 0, drawn = 0
        repeat {
            usleep(20_000)
            metrics = String(decoding: try server.request("/metrics").2, as: UTF8.self)
            stopped = Self.counter("livechart_renders_stopped_total", metrics)
            drawn = Self.counter("livechart_render_seconds_count", metrics)
        } while stopped + drawn < 1 && Date().timeIntervalSince(gaveUp) < 60
        #expect(stopped == 1 && drawn == 0, "the render stopped, not drew: \(metrics)")
        #expect(metrics.contains("livechart_queue_depth 0"), "its slot given back")
    }

    /// The value of a counter in `/metrics` text, or −1 when absent.
    static func counter(_ name: String, _ metrics: String) -> Int {
        metrics.split(separator: "\n").first { $0.hasPrefix(name + " ") }.flatMap { Int($0.split(separator: " ").last ?? "") } ?? -1
    }
}
