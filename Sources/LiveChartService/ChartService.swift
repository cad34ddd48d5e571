import Foundation
import LiveChartCore
import LiveChartJobs

/// The service's routes over `HTTPServer`: `/v1/chart` (GET and POST), `/healthz`, `/metrics`, each answer
/// logged as a JSON line on standard output. Renders run on `Config.renders` worker threads (`RenderWorkers`) with
/// `Config.queue` more waiting; beyond that a request gets 503 with `Retry-After`. Thread-safe.
///
/// Embedding: `ChartService(config:)` and hand `answer` each request, from `HTTPServer`
/// (`HTTPServer(port:loopbackOnly:limits:) { service.answer($0) }`) or from an app's own server. A chart request is
/// a spec (`GET` query or `POST` JSON, docs/service.md) read with the command line's option tables; every file it
/// names comes from `Config.data`.
public final class ChartService: @unchecked Sendable {
    /// What the routes may do: which files they read, how many renders at once, the largest image and input,
    /// the image cache, the API keys.
    public struct Config: Sendable {
        /// The folder whose files requests may name (nothing outside it is read).
        public var data: DataDirectory
        /// Charts rendered at once, each on its own thread (1…256).
        public var renders = 2
        /// Requests that may wait for a render slot; beyond them, 503 with `Retry-After: 1`.
        public var queue = 32
        /// Largest width × height × scale² of an image, in device pixels.
        public var maxPixels = 40_000_000
        /// Bytes of rendered images (and their keys) kept by spec and file identity; 0 keeps none.
        public var cacheBytes = 64 << 20
        /// Most bars a chart is drawn from (curve values, score events, rows of a `join` file).
        public var maxBars = 1_000_000
        /// Seconds a request waits for its render before a 503; the render then stops at its next 64 display
        /// items or PNG rows.
        public var renderTimeout = 10.0
        /// Bearer tokens with per-key rate limits; nil: no keys asked for.
        public var keys: APIKeys?

        /// The defaults above, serving the files of `data`.
        public init(data: DataDirectory) { self.data = data }
    }

    /// What the service was made with.
    public let config: Config
    /// The counts `/metrics` reports.
    public let metrics = ServiceMetrics()
    private let cache: ImageCache
    private let workers: RenderWorkers
    private let lock = NSLock()
    private var active = 0

    /// Starts `config.renders` render threads (they live as long as the process).
    public init(config: Config) {
        self.config = config
        cache = ImageCache(limit: config.cacheBytes)
        workers = RenderWorkers(count: config.renders)
    }

    /// Requests being answered now.
    public var inFlight: Int { lock.withLock { active } }

    /// Answers one request: a chart (200, or 304 for a matching `If-None-Match`), the health check, the metrics,
    /// or a problem answer (RFC 9457 JSON: 400 for a bad spec, 401/429 for keys, 404, 405, 413, 422 for bad data,
    /// 503 when the queue is full or the render ran past `Config.renderTimeout`). Blocks until the chart is
    /// rendered; call it from many threads at once. Never throws: every failure is an answer.
    public func answer(_ request: HTTPRequest) -> HTTPResponse {
        lock.withLock { active += 1 }
        defer { lock.withLock { active -= 1 } }
        let start = Date()
        var key: String?
        let response: HTTPResponse
        do throws(APIKeys.Refusal) {
            // Health checks come from load balancers, which hold no key.
            if request.path != "/healthz", let keys = config.keys { key = try keys.admit(authorization: request.headers["authorization"]) }
            response = route(request)
        } catch {
            switch error {
            case .unauthorized(let reason):
                response = .problem(401, reason, headers: [("WWW-Authenticate", "Bearer realm=\"livechart\"")])
            case .tooMany(let name, let seconds):
                key = name
                response = .problem(429, "key '\(name)' is over its rate; try again in \(seconds) s", headers: [("Retry-After", "\(seconds)")])
            }
        }
        metrics.count(status: response.status)
        var log: [String: Any] = ["time": Self.timestamp(start), "method": request.method, "path": request.path,
                                  "status": response.status, "ms": (Date().timeIntervalSince(start) * 1e6).rounded() / 1e3, "bytes": response.body.count]
        if let key { log["key"] = key }
        if let line = try? JSONSerialization.data(withJSONObject: log, options: [.sortedKeys, .withoutEscapingSlashes]) {
            FileHandle.standardOutput.write(line + Data("\n".utf8))
        }
        return response
    }

    /// `2026-12-01T21:55:38Z` for the access log, without a formatter a request (ISO8601DateFormatter() cost
    /// tens of µs each on Linux).
    static func timestamp(_ date: Date) -> String {
        let c = CivilTime(secondsSince1970: Int64(date.timeIntervalSince1970.rounded(.down)))
        return c.isoDate + "T" + c.clockTime + "Z"
    }

    private func route(_ request: HTTPRequest) -> HTTPResponse {
        switch (request.path, request.method) {
        case ("/healthz", "GET"), ("/healthz", "HEAD"):
            return HTTPResponse(status: 200, headers: [("Content-Type", "text/plain; charset=utf-8")],
                                body: Data("ok\nversion \(LiveChartVersion.current)\n".utf8))
        case ("/metrics", "GET"), ("/metrics", "HEAD"):
            return HTTPResponse(status: 200, headers: [("Content-Type", "text/plain; version=0.0.4; charset=utf-8")], body: Data(metrics.text.utf8))
        case ("/v1/chart", "GET"), ("/v1/chart", "HEAD"), ("/v1/chart", "POST"):
            do {
                return try chart(request)
            } catch let failure as CommandFailure {
                // The data folder's own path is the operator's business: names are shown as the client gave them.
                return .problem(Self.status(failure.code), config.data.hidingRoot(failure.message), warnings: failure.warnings)
            } catch {
                return .problem(500, "\(error)")
            }
        case ("/healthz", _), ("/metrics", _):
            return .problem(405, "\(request.method) is not allowed on \(request.path)", headers: [("Allow", "GET, HEAD")])
        case ("/v1/chart", _):
            return .problem(405, "\(request.method) is not allowed on /v1/chart", headers: [("Allow", "GET, HEAD, POST")])
        default:
            return .problem(404, "no such endpoint '\(QuotedName.shown(request.path))'; the service has /v1/chart, /healthz and /metrics")
        }
    }

    /// The CLI's exit code as an HTTP status: usage 400, bad data 422, missing input 404, else 500.
    static func status(_ code: ExitCode) -> Int {
        switch code {
        case .usage: 400
        case .dataError: 422
        case .noInput: 404
        default: 500
        }
    }

    private func chart(_ request: HTTPRequest) throws -> HTTPResponse {
        if request.bodyTooLarge { return .problem(413, "the request body is over the service's limit (--max-body)") }
        let spec = request.method == "POST" ? try ChartSpec(json: request.body) : try ChartSpec(query: request.queryItems)
        // Every file a spec names comes from the data directory; inline data goes to a private temporary file.
        let job = try ChartJob(spec) { try config.data.file($0).get() }
        // The settings first: an invalid request is a 400 whatever its If-None-Match says.
        try job.validate()
        guard job.pixels <= Double(config.maxPixels) else {
            throw CommandFailure(code: .usage, message: "the image would have \(Int(job.pixels)) pixels; the service draws at most \(config.maxPixels) (--max-pixels)")
        }
        let etag = "\"" + job.tag + "\""
        let type = job.contentType
        func headers(_ description: String, _ warnings: [String]) -> [(name: String, value: String)] {
            [("Content-Type", type), ("ETag", etag), ("Cache-Control", "no-cache"), ("X-Chart-Description", Self.headerSafe(description))]
                + (warnings.isEmpty ? [] : [("X-LiveChart-Warnings", Self.warningsHeader(warnings))])
        }
        if let match = request.headers["if-none-match"],
           match.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == etag || $0.trimmingCharacters(in: .whitespaces) == "W/" + etag }) {
            metrics.cacheHit()
            return HTTPResponse(status: 304, headers: [("ETag", etag)])
        }
        if let cached = cache.get(job.identity) {
            metrics.cacheHit()
            return HTTPResponse(status: 200, headers: headers(cached.description, cached.warnings), body: cached.data)
        }
        guard metrics.enter(limit: config.renders + config.queue) else {
            return .problem(503, "every render slot and queue place is taken; try again shortly", headers: [("Retry-After", "1")])
        }
        let started = Date(), maxBars = config.maxBars, metrics = metrics, data = config.data
        // The slot is given back when the render ends, even one that outlives its request's wait, or when a job
        // whose request stopped waiting is dropped from the queue.
        // What the command line would warn of goes to the client, not to the server's standard error.
        guard let outcome = workers.run(timeout: config.renderTimeout, { abandoned throws -> (body: Data, description: String, warnings: [String]) in
            let (result, collected) = TerminalText.collecting { try job.render(maxBars: maxBars, stop: abandoned) }
            // Without the tool's name, and with the data folder's own path left out as in errors.
            let warnings = collected.map { data.hidingRoot(job.shown(Self.withoutTool($0))) }
            let rendered: (body: Data, description: String)
            do { rendered = try result.get() } catch let stopped as RenderStopped {
                metrics.stopped()
                throw stopped
            } catch var failure as CommandFailure {
                failure.warnings = warnings
                throw failure
            }
            metrics.rendered(seconds: Date().timeIntervalSince(started))
            return (rendered.body, rendered.description, warnings)
        }, finally: { metrics.leave() }) else {
            metrics.timedOut()
            return .problem(503, "the chart took more than \(config.renderTimeout) s to render (--render-timeout); ask for fewer bars or a smaller image",
                            headers: [("Retry-After", "5")])
        }
        let (body, description, warnings) = try outcome.get()
        cache.put(job.identity, body, type: type, description: description, warnings: warnings)
        return HTTPResponse(status: 200, headers: headers(description, warnings), body: body)
    }

    /// A render's warnings (each without the tool's name: "warning: …", "note: …") as one header value, joined by
    /// " | ", made safe (`headerSafe`) and cut at 4 KiB with the count of those left out.
    static func warningsHeader(_ warnings: [String]) -> String {
        var kept: [String] = [], size = 0
        for w in warnings {
            let safe = headerSafe(w)
            guard size + safe.count <= 4096 else { break }
            kept.append(safe)
            size += safe.count + 3
        }
        let left = warnings.count - kept.count
        return kept.joined(separator: " | ") + (left > 0 ? " | (\(left) more)" : "")
    }

    /// A message without its "livechart: " prefix.
    static func withoutTool(_ message: String) -> String {
        message.hasPrefix("livechart: ") ? String(message.dropFirst("livechart: ".count)) : message
    }

    /// A header value from any text: printable ASCII kept, everything else percent-encoded as UTF-8 (RFC 3986),
    /// so a Chinese symbol survives and nothing breaks the header.
    /// At most `limit` bytes (4 KiB by default), cut between whole characters with "..." after: a description of
    /// long series names made a 40 KB header that libmicrohttpd could not send, and the client got no answer.
    static func headerSafe(_ text: String, limit: Int = 4096) -> String {
        var out = ""
        for character in text {
            var piece = ""
            for byte in String(character).utf8 {
                if byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "%") { piece.unicodeScalars.append(Unicode.Scalar(byte)) } else { piece += String(format: "%%%02X", byte) }
            }
            guard out.utf8.count + piece.utf8.count <= limit - 3 else { return out + "..." }
            out += piece
        }
        return out
    }
}
