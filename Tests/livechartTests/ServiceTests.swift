import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LiveChartTestSupport
import Testing

/// `livechart serve`: the real process on a free loopback port, asked as a client would (URLSession).
@Suite(.serialized) struct ServiceTests {
    /// A running `livechart serve` over a data folder holding the SPY fixture and a link out of the folder
    /// (`--data` names it, or `dataArgument` when given).
    final class Server: @unchecked Sendable {
        let process = Process()
        let data: URL
        var port = 0
        private let err = Pipe()

        init(_ extra: [String] = [], dataArgument: String? = nil) throws {
            data = CLIRunner.temporaryDirectory()
            try FileManager.default.copyItem(atPath: SharedData.fixture("SPY_D-2019-2020.csv"), toPath: data.appendingPathComponent("SPY_D.csv").path)
            try FileManager.default.createSymbolicLink(atPath: data.appendingPathComponent("out.csv").path, withDestinationPath: SharedData.fixture("high-below-low.csv"))
            try "date,open,high,low,close\n2020-01-02,1,2,0.5,1.5\n2020-01-03,1,0.5,2,1.5\n".write(to: data.appendingPathComponent("bad.csv"), atomically: true, encoding: .utf8)
            process.executableURL = CLIRunner.executable
            process.arguments = ["serve", "--port", "0", "--data", dataArgument ?? data.path] + extra
            process.standardError = err
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            // The first line names the port: "livechart: serving DIR on http://127.0.0.1:PORT".
            var text = ""
            let deadline = Date().addingTimeInterval(20)
            while !text.contains("\n"), Date() < deadline {
                let chunk = err.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                text += String(decoding: chunk, as: UTF8.self)
            }
            port = Int(text.split(separator: ":").last.map { String($0.prefix { $0.isNumber }) } ?? "") ?? 0
            // The rest of standard error (libmicrohttpd's notes on closed connections) is read and dropped, so a
            // full pipe never blocks the server.
            err.fileHandleForReading.readabilityHandler = { if $0.availableData.isEmpty { $0.readabilityHandler = nil } }
        }

        deinit { if process.isRunning { process.terminate(); process.waitUntilExit() } }

        /// The status, headers and body of a request.
        func request(_ path: String, method: String = "GET", body: Data? = nil, headers: [String: String] = [:]) throws -> (Int, [String: String], Data) {
            var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)\(path)")!)
            request.httpMethod = method
            request.httpBody = body
            for (k, v) in headers { request.setValue(v, forHTTPHeaderField: k) }
            let done = DispatchSemaphore(value: 0)
            nonisolated(unsafe) var result: (Int, [String: String], Data)?
            URLSession.shared.dataTask(with: request) { data, response, _ in
                let http = response as? HTTPURLResponse
                let fields = (http?.allHeaderFields ?? [:]).reduce(into: [String: String]()) { $0[String(describing: $1.key).lowercased()] = String(describing: $1.value) }
                result = (http?.statusCode ?? 0, fields, data ?? Data())
                done.signal()
            }.resume()
            _ = done.wait(timeout: .now() + 60)
            return try #require(result)
        }

        func problem(_ body: Data) -> [String: Any] { (try? JSONSerialization.jsonObject(with: body) as? [String: Any]) ?? [:] }
    }

    @Test func chartsByGetAndPostWithETags() throws {
        let server = try Server()
        let (status, headers, png) = try server.request("/v1/chart?file=SPY_D.csv&last=120&panes=VOL,MACD")
        #expect(status == 200 && headers["content-type"] == "image/png", "\(status) \(headers)")
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]) && png.count > 20_000)
        let etag = try #require(headers["etag"])
        #expect(try server.request("/v1/chart?file=SPY_D.csv&last=120&panes=VOL,MACD", headers: ["If-None-Match": etag]).0 == 304)
        #expect(try server.request("/v1/chart?file=SPY_D.csv&last=121&panes=VOL,MACD").1["etag"] != etag, "another spec, another tag")
        let spec = #"{"type": "kline", "format": "svg", "csv": "date,open,high,low,close\n2020-01-02,1,2,0.5,1.5\n2020-01-03,1.5,2.5,1,2\n", "options": {"ma": "none", "last": 1, "hline": [1.2, 2.2], "watermark": true}}"#
        let (postStatus, postHeaders, svg) = try server.request("/v1/chart", method: "POST", body: Data(spec.utf8), headers: ["Content-Type": "application/json"])
        #expect(postStatus == 200 && postHeaders["content-type"] == "image/svg+xml", "\(String(decoding: svg, as: UTF8.self).prefix(300))")
        #expect(String(decoding: svg, as: UTF8.self).hasPrefix("<?xml"))
        #expect(String(decoding: svg, as: UTF8.self).contains("<desc id=\"chart-desc\">"), "the SVG carries the description")
        let (describeStatus, describeHeaders, text) = try server.request("/v1/chart?file=SPY_D.csv&last=100&describe=1")
        let description = String(decoding: text, as: UTF8.self)
        #expect(describeStatus == 200 && describeHeaders["content-type"]?.hasPrefix("text/plain") == true)
        #expect(description.hasPrefix("SPY daily candlestick chart, 2020-04-08 to 2020-08-28, 100 bars. Last close 350.58"), "\(description)")
        #expect(headers["x-chart-description"]?.contains("candlestick chart") == true, "the image's description rides in a header")
        #expect(try server.request("/healthz").0 == 200)
        let metrics = String(decoding: try server.request("/metrics").2, as: UTF8.self)
        #expect(metrics.contains("livechart_requests_total{status=\"200\"}") && metrics.contains("livechart_render_seconds_bucket{le=\"+Inf\"} 4")
                && metrics.contains("livechart_cache_hits_total 1"), "\(metrics)")
    }

    @Test func badRequestsGetProblemDetails() throws {
        let server = try Server(["--max-body", "2048"])
        // The traversal set: none of these leaves the data folder, and all read as a missing file.
        for path in ["../etc/passwd", "%2e%2e/%2e%2e/etc/passwd", "/etc/passwd", "out.csv", "SPY_D.csv%00.png", ".", "", "nosuch.csv"] {
            let (status, headers, body) = try server.request("/v1/chart?file=\(path)")
            #expect(status == 404 && headers["content-type"] == "application/problem+json", "\(path): \(status) \(String(decoding: body, as: UTF8.self))")
        }
        let unknown = try server.request("/v1/chart?file=SPY_D.csv&lst=3")
        #expect(unknown.0 == 400 && (server.problem(unknown.2)["detail"] as? String)?.contains("did you mean 'last'") == true)
        let bad = try server.request("/v1/chart?file=bad.csv")
        #expect(bad.0 == 422 && (server.problem(bad.2)["detail"] as? String)?.contains("bad.csv:3:3") == true, "the CLI's location: \(String(decoding: bad.2, as: UTF8.self))")
        #expect(try server.request("/v1/chart?file=SPY_D.csv&size=20000x20000").0 == 400)
        #expect(try server.request("/v1/chart?file=SPY_D.csv&output=/tmp/x.png").0 == 400)
        #expect(try server.request("/v1/chart", method: "POST", body: Data(repeating: 0x61, count: 10_000)).0 == 413)
        #expect(try server.request("/v1/chart", method: "POST", body: Data("[1]".utf8)).0 == 400)
        #expect(try server.request("/v1/chart", method: "DELETE").1["allow"] == "GET, HEAD, POST")
        #expect(try server.request("/v2/nothing").0 == 404)
    }

    @Test func sigtermStopsCleanly() throws {
        let server = try Server()
        #expect(try server.request("/healthz").0 == 200)
        server.process.terminate()
        let deadline = Date().addingTimeInterval(10)
        while server.process.isRunning, Date() < deadline { usleep(50_000) }
        #expect(!server.process.isRunning && server.process.terminationStatus == 0)
    }
}

/// Regressions from the attack on the service (each let a request read outside --data, forge a cached
/// answer, or get a wrong answer before its fix).
@Suite(.serialized) struct ServiceAttackTests {
    @Test func valuesAreValuesNeverOptions() throws {
        let server = try ServiceTests.Server()
        for path in ["watermark=--markers=/etc/passwd", "lenient=--compare=/etc/passwd", "theme=/etc/fonts/x.json", "o=/tmp/x.png", "h=1",
                     "markers=../../etc/passwd", "compare=SPY_D.csv,/etc/passwd"] {
            let (status, _, body) = try server.request("/v1/chart?file=SPY_D.csv&\(path)")
            let detail = server.problem(body)["detail"] as? String ?? ""
            #expect([400, 404].contains(status) && !detail.contains("root:"), "\(path): \(status) \(detail)")
        }
        let json = #"{"file": "SPY_D.csv", "options": {"lenient": "--compare=/etc/passwd"}}"#
        #expect(try server.request("/v1/chart", method: "POST", body: Data(json.utf8)).0 == 400)
    }

    @Test func tagsCannotBeForgedAndFlagsAndRepeatsWork() throws {
        let server = try ServiceTests.Server()
        let forged = try server.request("/v1/chart?file=SPY_D.csv&title=Q3%1F--vline%1F2020-08-03&last=60")
        let honest = try server.request("/v1/chart?file=SPY_D.csv&title=Q3&vline=2020-08-03&last=60")
        #expect(forged.0 == 400, "a control character in a title is refused: \(String(decoding: forged.2, as: UTF8.self))")
        #expect(honest.0 == 200)
        let one = try server.request("/v1/chart?file=SPY_D.csv&hline=300&last=60").1["etag"]
        let two = try server.request("/v1/chart?file=SPY_D.csv&hline=300&hline=310&last=60")
        #expect(two.0 == 200 && two.1["etag"] != one, "both lines are taken")
        #expect(try server.request("/v1/chart?file=SPY_D.csv&last=60&last=61").0 == 400, "a single option given twice")
        #expect(try server.request("/v1/chart?file=SPY_D.csv&watermark=&last=60").0 == 200, "a flag by GET")
        #expect(try server.request("/v1/chart?file=SPY_D.csv&last=NOTANUMBER", headers: ["If-None-Match": "*"]).0 == 400)
        #expect(try server.request("/v1/chart?file=SPY_D.csv&last=60", method: "HEAD").0 == 200)
        let inline = #"{"csv": "date,open,high,low,close\n2020-01-02,1,0.5,2,1.5\n"}"#
        let bad = try server.request("/v1/chart", method: "POST", body: Data(inline.utf8))
        let detail = server.problem(bad.2)["detail"] as? String ?? ""
        #expect(bad.0 == 422 && detail.hasPrefix("csv:2") && !detail.contains("livechart-serve-"), "\(detail)")
    }
}
