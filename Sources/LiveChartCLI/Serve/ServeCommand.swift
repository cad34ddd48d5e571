import Foundation
import LiveChartCore
import LiveChartJobs
import LiveChartService

/// `livechart serve --port N --data DIR`: charts over HTTP (`GET`/`POST /v1/chart`, `GET /healthz`,
/// `GET /metrics`), rendered in memory with the same option table and code as `livechart kline`.
enum ServeCommand: Subcommand {
    static let options: [OptionSpec] = [
        OptionSpec(name: "port", value: "N", defaultValue: "8080", help: "TCP port to listen on (0: any free port, printed at start)"),
        OptionSpec(name: "data", value: "DIR", help: "the folder whose files requests may name (nothing outside it is served)"),
        OptionSpec(name: "host", value: "loopback|all", defaultValue: "loopback", help: "listen on 127.0.0.1 only, or on every interface"),
        OptionSpec(name: "connections", value: "N", defaultValue: "256", help: "connections at once (a thread each), the reserve included; when full, the connection idle longest is closed for a new one, else it is refused"),
        OptionSpec(name: "per-address", value: "N", defaultValue: "64", help: "connections from one address at once, the reserve aside (0: no limit)"),
        OptionSpec(name: "reserve", value: "N", help: "connections kept for when the rest are taken: one per address, for any request from an address that holds none, else for /healthz and /metrics only (default: an eighth of --connections, at most 16)"),
        OptionSpec(name: "renders", value: "N", help: "charts rendered at once (default: the cores)"),
        OptionSpec(name: "queue", value: "N", defaultValue: "32", help: "requests waiting for a render before 503s"),
        OptionSpec(name: "timeout", value: "SECONDS", defaultValue: "10", help: "a connection idle this long is closed"),
        OptionSpec(name: "request-deadline", value: "SECONDS", defaultValue: "30", help: "a connection that has not sent a whole request (headers and body) this long after it opened or got its last answer is closed, however steadily it sends"),
        OptionSpec(name: "max-body", value: "BYTES", defaultValue: "4194304", help: "largest request body; a larger one is answered 413 at once, unread, and its connection closed"),
        OptionSpec(name: "max-pixels", value: "N", defaultValue: "40000000", help: "largest image, width × height × scale², in device pixels"),
        OptionSpec(name: "max-bars", value: "N", defaultValue: "1000000", help: "most bars a chart is drawn from (curve values, score events, rows of a --join file)"),
        OptionSpec(name: "render-timeout", value: "SECONDS", defaultValue: "10", help: "a render not done by then is answered 503 and stops at its next 64 display items or PNG rows"),
        OptionSpec(name: "keys", value: "FILE", help: "API keys, one 'NAME TOKEN [REQUESTS_PER_MINUTE]' a line: requests need 'Authorization: Bearer TOKEN'"),
        OptionSpec(name: "rate", value: "N", defaultValue: "600", help: "with --keys: requests a minute of a key without its own rate; over it, 429"),
        OptionSpec(name: "cache", value: "BYTES", defaultValue: "67108864", help: "memory for rendered images kept by ETag"),
        OptionSpec(name: "help", short: "h", help: "show this help"),
    ]

    static var synopsis: String {
        """
        usage: livechart serve --data DIR [--port N] [options]

        Serves charts over HTTP: GET /v1/chart?file=NAME&last=120&panes=VOL,MACD&format=svg, POST /v1/chart with a
        JSON spec ({"type": "kline", "file": NAME or "csv": TEXT, "format": "png", "options": {…}}) taking every
        option of 'livechart kline' by its long name, GET /healthz, GET /metrics. Errors are RFC 9457 problem
        details. SIGTERM or SIGINT finishes the requests in flight and stops.

        options:

        """
    }

    static func run(_ arguments: [String]) throws {
        guard let args = try parse(arguments) else { return }
        guard args.positional.isEmpty else { throw CommandFailure(code: .usage, message: "serve takes no file; name the folder with --data\n\n" + usage) }
        guard let dataPath = args.values["data"] else { throw CommandFailure(code: .usage, message: "serve needs --data DIR, the folder of data files it serves") }
        let v = args.values
        func number(_ name: String, _ range: ClosedRange<Int>, default value: Int) throws -> Int {
            guard let text = v[name] else { return value }
            guard let n = Int(text), range.contains(n) else {
                throw CommandFailure(code: .usage, message: "--\(name) '\(text)' must be a whole number from \(range.lowerBound) to \(range.upperBound)")
            }
            return n
        }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        var config = ChartService.Config(data: try DataDirectory(dataPath))
        config.renders = try number("renders", 1...256, default: cores)
        config.queue = try number("queue", 0...10_000, default: 32)
        config.maxPixels = try number("max-pixels", 10_000...400_000_000, default: 40_000_000)
        config.cacheBytes = try number("cache", 0...(1 << 34), default: 64 << 20)
        config.maxBars = try number("max-bars", 1...100_000_000, default: 1_000_000)
        if let text = v["render-timeout"] {
            guard let seconds = Double(text), seconds >= 0.001, seconds <= 3_600 else {
                throw CommandFailure(code: .usage, message: "--render-timeout '\(text)' must be a number of seconds from 0.001 to 3600")
            }
            config.renderTimeout = seconds
        }
        let rate = try number("rate", 1...1_000_000, default: 600)
        config.keys = try v["keys"].map { try APIKeys(path: $0, defaultRate: Double(rate)) }
        // The keys file is never a data file, even inside --data: a client's error would quote its tokens.
        if let keys = v["keys"], let real = realpath(keys, nil) {
            config.data.withheld.insert(String(cString: real))
            free(real)
        }
        var limits = HTTPServer.Limits()
        limits.connections = try number("connections", 1...10_000, default: 256)
        limits.connectionsPerAddress = try number("per-address", 0...10_000, default: 64)
        limits.timeoutSeconds = try number("timeout", 1...3_600, default: 10)
        if let text = v["request-deadline"] {
            guard let seconds = Double(text), seconds >= 0.5, seconds <= 3_600 else {
                throw CommandFailure(code: .usage, message: "--request-deadline '\(text)' must be a number of seconds from 0.5 to 3600")
            }
            limits.requestDeadlineSeconds = seconds
        }
        limits.reserve = try number("reserve", 0...(limits.connections - 1), default: min(16, limits.connections / 8))
        limits.reservePaths = ["/healthz", "/metrics"]
        limits.bodyBytes = try number("max-body", 1_024...(1 << 30), default: 4 << 20)
        let port = try number("port", 0...65_535, default: 8080)
        guard let host = v["host"].map({ $0 == "all" ? false : $0 == "loopback" ? true : nil }) ?? true else {
            throw CommandFailure(code: .usage, message: "--host '\(v["host"] ?? "")' must be loopback or all")
        }
        ProcessMemory.keepFreedBlocks()
        let service = ChartService(config: config)
        let server: HTTPServer
        do {
            server = try HTTPServer(port: UInt16(port), loopbackOnly: host, limits: limits) { service.answer($0) }
        } catch {
            throw CommandFailure(code: .cannotCreate, message: "\(error)")
        }
        TerminalText.writeError("livechart: serving \(config.data.root) on http://\(host ? "127.0.0.1" : "0.0.0.0"):\(server.port)")
        // SIGTERM and SIGINT: no new connections, the requests in flight finish (30 s at most), then exit 0.
        let stop = DispatchSemaphore(value: 0)
        var sources: [DispatchSourceSignal] = []
        for signal in [SIGTERM, SIGINT] {
            Foundation.signal(signal, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signal, queue: .global())
            source.setEventHandler { stop.signal() }
            source.resume()
            sources.append(source)
        }
        stop.wait()
        server.quiesce()
        let deadline = Date().addingTimeInterval(30)
        while service.inFlight > 0, Date() < deadline { usleep(20_000) }
        if service.inFlight > 0 {
            // A render past the deadline cannot be cut short: stopping the daemon would wait for it.
            TerminalText.writeError("livechart: stopped with \(service.inFlight) requests unfinished after 30 s")
            TemporaryFolders.removeAll()
            exit(0)
        }
        server.stop()
        TerminalText.writeError("livechart: stopped")
        _ = sources
    }
}
