import Foundation
import LiveChartCairo
import LiveChartService

/// The service's routes over `HTTPServer`: `/v1/chart` (GET and POST), `/healthz`, `/metrics`, each answer
/// logged as a JSON line on standard output. Renders run on `Config.renders` worker threads (`RenderWorkers`) with
/// `Config.queue` more waiting; beyond that a request gets 503 with `Retry-After`. Thread-safe.
final class ChartService: @unchecked Sendable {
    struct Config: Sendable {
        var data: DataDirectory
        var renders = 2
        var queue = 32
        /// Largest width × height × scale² of an image, in device pixels.
        var maxPixels = 40_000_000
        var cacheBytes = 64 << 20
    }

    let config: Config
    let metrics = ServiceMetrics()
    private let cache: ImageCache
    private let workers: RenderWorkers
    private let lock = NSLock()
    private var active = 0

    init(config: Config) {
        self.config = config
        cache = ImageCache(limit: config.cacheBytes)
        workers = RenderWorkers(count: config.renders)
    }

    /// Requests being answered now.
    var inFlight: Int { lock.withLock { active } }

    /// Answers one request (on a server thread).
    func answer(_ request: HTTPRequest) -> HTTPResponse {
        lock.withLock { active += 1 }
        defer { lock.withLock { active -= 1 } }
        let start = Date()
        let response = route(request)
        metrics.count(status: response.status)
        let log: [String: Any] = ["time": ISO8601DateFormatter().string(from: start), "method": request.method, "path": request.path,
                                  "status": response.status, "ms": (Date().timeIntervalSince(start) * 1e6).rounded() / 1e3, "bytes": response.body.count]
        if let line = try? JSONSerialization.data(withJSONObject: log, options: [.sortedKeys, .withoutEscapingSlashes]) {
            FileHandle.standardOutput.write(line + Data("\n".utf8))
        }
        return response
    }

    private func route(_ request: HTTPRequest) -> HTTPResponse {
        switch (request.path, request.method) {
        case ("/healthz", "GET"), ("/healthz", "HEAD"):
            return HTTPResponse(status: 200, headers: [("Content-Type", "text/plain; charset=utf-8")], body: Data("ok\n".utf8))
        case ("/metrics", "GET"), ("/metrics", "HEAD"):
            return HTTPResponse(status: 200, headers: [("Content-Type", "text/plain; version=0.0.4; charset=utf-8")], body: Data(metrics.text.utf8))
        case ("/v1/chart", "GET"), ("/v1/chart", "HEAD"), ("/v1/chart", "POST"):
            do {
                return try chart(request)
            } catch let failure as CommandFailure {
                return .problem(Self.status(failure.code), failure.message)
            } catch {
                return .problem(500, "\(error)")
            }
        case ("/healthz", _), ("/metrics", _):
            return .problem(405, "\(request.method) is not allowed on \(request.path)", headers: [("Allow", "GET, HEAD")])
        case ("/v1/chart", _):
            return .problem(405, "\(request.method) is not allowed on /v1/chart", headers: [("Allow", "GET, HEAD, POST")])
        default:
            return .problem(404, "no such endpoint '\(DataDirectory.shown(request.path))'; the service has /v1/chart, /healthz and /metrics")
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
        var spec = request.method == "POST" ? try ChartSpec(json: request.body) : try ChartSpec(query: request.queryItems)
        // Every file a spec names comes from the data directory; inline CSV goes to a private temporary file.
        var identity: [[String]] = spec.canonical + [["format", spec.format], ["describe", "\(spec.describe)"]]
        var temporary: URL?
        defer { if let temporary { try? FileManager.default.removeItem(at: temporary.deletingLastPathComponent()) } }
        let input: String
        if let name = spec.file {
            input = try config.data.file(name).get()
            identity.append(["file", Self.fileIdentity(input)])
        } else {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("livechart-serve-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
            let file = dir.appendingPathComponent("bars.csv")
            try Data((spec.csv ?? "").utf8).write(to: file)
            temporary = file
            input = file.path
            identity.append(["csv", spec.csv ?? ""])
        }
        for name in ChartSpec.fileOptions.sorted() + ["theme"] {
            guard let value = spec.options.values[name], name != "theme" || value.lowercased().hasSuffix(".json") else { continue }
            let names = name == "compare" ? value.split(separator: ",", omittingEmptySubsequences: false).map(String.init) : [value]
            let paths = try names.map { try config.data.file($0).get() }
            identity.append([name] + paths.map(Self.fileIdentity))
            spec.options.values[name] = paths.joined(separator: ",")
        }
        // The settings first: an invalid request is a 400 whatever its If-None-Match says.
        let settings: KLineSettings
        do {
            settings = try KLineSettings(spec.options)
        } catch let failure as CommandFailure {
            throw CommandFailure(code: failure.code, message: hidingTemporary(failure.message, temporary))
        }
        let pixels = settings.size.width * settings.size.height * settings.pixelRatio * settings.pixelRatio
        guard pixels <= Double(config.maxPixels) else {
            throw CommandFailure(code: .usage, message: "the image would have \(Int(pixels)) pixels; the service draws at most \(config.maxPixels) (--max-pixels)")
        }
        // The tag is of the canonical spec as JSON: no separator a value could forge.
        let canonical = (try? JSONSerialization.data(withJSONObject: identity, options: [.sortedKeys])) ?? Data()
        let etag = "\"" + Self.hash(canonical) + "\""
        let type = spec.describe ? "text/plain; charset=utf-8" : spec.format == "svg" ? "image/svg+xml" : spec.format == "pdf" ? "application/pdf" : "image/png"
        func headers(_ description: String) -> [(name: String, value: String)] {
            [("Content-Type", type), ("ETag", etag), ("Cache-Control", "no-cache"), ("X-Chart-Description", Self.headerSafe(description))]
        }
        if let match = request.headers["if-none-match"],
           match.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == etag || $0.trimmingCharacters(in: .whitespaces) == "W/" + etag }) {
            metrics.cacheHit()
            return HTTPResponse(status: 304, headers: [("ETag", etag)])
        }
        if let cached = cache.get(etag) {
            metrics.cacheHit()
            return HTTPResponse(status: 200, headers: headers(cached.description), body: cached.data)
        }
        guard metrics.enter(limit: config.renders + config.queue) else {
            return .problem(503, "every render slot and queue place is taken; try again shortly", headers: [("Retry-After", "1")])
        }
        defer { metrics.leave() }
        let started = Date()
        let describe = spec.describe
        let rendered: (Data, String)
        do {
            rendered = try workers.run { () throws -> (Data, String) in
                let list = try KLineCommand.displayList(input: input, settings: settings)
                let description = list.accessibleText?.description ?? ""
                do {
                    return (describe ? Data((description + "\n").utf8) : try ChartRenderer.data(list, format: settings.format, scale: settings.scale), description)
                } catch {
                    throw CommandFailure(code: .cannotCreate, message: "\(error)")
                }
            }
        } catch let failure as CommandFailure {
            throw CommandFailure(code: failure.code, message: hidingTemporary(failure.message, temporary))
        }
        let (body, description) = rendered
        metrics.rendered(seconds: Date().timeIntervalSince(started))
        cache.put(etag, body, type: type, description: description)
        return HTTPResponse(status: 200, headers: headers(description), body: body)
    }

    /// A message with the inline bars' temporary path named as what the client sent: `csv`.
    private func hidingTemporary(_ message: String, _ file: URL?) -> String {
        guard let file else { return message }
        return message.replacingOccurrences(of: file.path, with: "csv")
    }

    /// A header value from any text: printable ASCII kept, everything else percent-encoded as UTF-8 (RFC 3986),
    /// so a Chinese symbol survives and nothing breaks the header.
    static func headerSafe(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            if byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "%") { out.unicodeScalars.append(Unicode.Scalar(byte)) } else { out += String(format: "%%%02X", byte) }
        }
        return out
    }

    /// A data file's identity for the ETag: its path, size and modification time.
    private static func fileIdentity(_ path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return path }
        return "\(path)|\(info.st_size)|\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }

    /// FNV-1a, 64 bits, as 16 hex digits, of an unambiguous encoding: a cache key.
    private static func hash(_ bytes: Data) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            h ^= UInt64(byte)
            h = h &* 0x0000_0100_0000_01B3
        }
        return String(h, radix: 16).leftPadded(to: 16)
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
