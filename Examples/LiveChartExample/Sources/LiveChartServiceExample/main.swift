import Foundation
import LiveChartService

// A server app embedding the chart service through the LiveChartService product alone (no viewer, no feeds), run
// by CI: the routes answer requests handed over in process, as an app's own HTTP server would hand them. Prints what
// it did; exits 1 when anything disagrees with what it expects.
var failures = 0
@MainActor func check(_ condition: Bool, _ message: String) {
    if !condition {
        print("FAILED: \(message)")
        failures += 1
    }
}

// A data folder with one bar file (every file a request names comes from it).
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livechart-service-example-\(getpid())")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }
var csv = "date,open,high,low,close,volume\n"
for day in 0..<120 {
    let close = 100 + sin(Double(day) / 7) * 5
    let date = Date(timeIntervalSince1970: Double(19_000 + day) * 86_400).ISO8601Format(.iso8601.year().month().day())
    csv += "\(date),\(close - 0.5),\(close + 1),\(close - 1),\(close),\(1_000_000 + day * 1_000)\n"
}
try csv.write(to: folder.appendingPathComponent("demo.csv"), atomically: true, encoding: .utf8)

// snippet.embed-service
// The settings as `livechart serve` reads its options (or `ChartService.Config(data: DataDirectory(path))` in code).
let settings = try ServiceSettings(arguments: ["--data", folder.path, "--renders", "2", "--cache", "0"])
let service = ChartService(config: settings.config)
// Listening yourself: HTTPServer(port: settings.port, loopbackOnly: settings.loopbackOnly, limits: settings.limits) { service.answer($0) }
let chart = service.answer(HTTPRequest(method: "GET", path: "/v1/chart",
                                       queryItems: [("file", "demo.csv"), ("last", "60"), ("panes", "VOL,MACD"), ("size", "600x400")]))
// chart.status 200, Content-Type image/png, an ETag, X-Chart-Description for alt text; chart.body the PNG
// snippet.end
check(chart.status == 200, "the chart answered \(chart.status): \(String(decoding: chart.body, as: UTF8.self))")
check(chart.body.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG of \(chart.body.count) bytes")
check(chart.headers.contains { $0.name == "Content-Type" && $0.value == "image/png" }, "Content-Type image/png")
let health = service.answer(HTTPRequest(method: "GET", path: "/healthz"))
check(health.status == 200 && String(decoding: health.body, as: UTF8.self).hasPrefix("ok\n"), "/healthz answered ok")
let outside = service.answer(HTTPRequest(method: "GET", path: "/v1/chart", queryItems: [("file", "../etc/passwd")]))
check(outside.status == 404, "a name outside the folder is a 404, got \(outside.status)")
let bad = service.answer(HTTPRequest(method: "GET", path: "/v1/chart", queryItems: [("file", "demo.csv"), ("size", "huge")]))
check(bad.status == 400, "a bad option is a 400, got \(bad.status)")
do {
    _ = try ServiceSettings(arguments: ["--port", "1"])
    check(false, "settings without --data were accepted")
} catch let failure as CommandFailure {
    check(failure.code == .usage, "no --data is a usage error, got \(failure.code)")
}
check(service.metrics.text.contains("livechart_requests_total{status=\"200\"} 2"), "the metrics count two 200s")
print("LiveChartServiceExample: chart \(chart.body.count) bytes, /healthz, 404, 400 as expected")
exit(failures == 0 ? 0 : 1)
