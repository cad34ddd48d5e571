import Foundation
import LiveChartJobs

/// What a chart service runs with, read from the options of `livechart serve` and `livechart-service` (one table,
/// `options`, for both and for their help): the routes' `ChartService.Config`, the HTTP server's limits, and
/// where it listens. An app embedding the service may build one from arguments, or set the fields itself.
public struct ServiceSettings: Sendable {
    package static let options: [OptionSpec] = [
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

    /// What help prints above the options, for `command` (`livechart serve`, `livechart-service`).
    package static func synopsis(command: String) -> String {
        """
        usage: \(command) --data DIR [--port N] [options]

        Serves charts over HTTP: GET /v1/chart?file=NAME&last=120&panes=VOL,MACD&format=svg, POST /v1/chart with a
        JSON spec ({"type": "kline", "file": NAME or "csv": TEXT, "format": "png", "options": {…}}) taking every
        option of 'livechart kline' by its long name, GET /healthz, GET /metrics. Errors are RFC 9457 problem
        details. SIGTERM or SIGINT finishes the requests in flight and stops.

        options:

        """
    }

    /// The routes' settings: the data folder, render slots and queue, image and bar limits, cache, API keys.
    public var config: ChartService.Config
    /// The HTTP server's connection, time and body limits.
    public var limits: HTTPServer.Limits
    /// The TCP port; 0 for any free one (the server's `port` says which).
    public var port: UInt16
    /// Whether only 127.0.0.1 is listened on (`--host loopback`, the default) rather than every interface.
    public var loopbackOnly: Bool

    /// Settings made in code: an app's own folder, limits and port.
    public init(config: ChartService.Config, limits: HTTPServer.Limits = HTTPServer.Limits(), port: UInt16 = 8080, loopbackOnly: Bool = true) {
        (self.config, self.limits, self.port, self.loopbackOnly) = (config, limits, port, loopbackOnly)
    }

    /// The settings of command-line `arguments` (without the program name), as `livechart serve` reads them:
    /// `["--data", "/srv/charts", "--port", "0", "--renders", "4"]`.
    /// - Throws: `CommandFailure(.usage)` for an unknown option, a value out of its range, a file argument or no
    ///   `--data`; `.noInput` when `--data` is not a readable folder or `--keys` cannot be read; `.dataError` for a
    ///   malformed keys file (see `APIKeys`).
    public init(arguments: [String]) throws {
        try self.init(ParsedArguments(arguments, specs: Self.options, help: "livechart serve --help"))
    }

    /// The settings of parsed options (`options`' names), with each option's default when not given.
    /// - Throws: as `init(arguments:)`.
    package init(_ args: ParsedArguments) throws {
        guard args.positional.isEmpty else { throw CommandFailure(code: .usage, message: "the service takes no file; name the folder with --data") }
        guard let dataPath = args.values["data"] else { throw CommandFailure(code: .usage, message: "the service needs --data DIR, the folder of data files it serves") }
        let v = args.values
        func number(_ name: String, _ range: ClosedRange<Int>, default value: Int) throws -> Int {
            guard let text = v[name] else { return value }
            guard let n = Int(text), range.contains(n) else {
                throw CommandFailure(code: .usage, message: "--\(name) '\(text)' must be a whole number from \(range.lowerBound) to \(range.upperBound)")
            }
            return n
        }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        config = ChartService.Config(data: try DataDirectory(dataPath))
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
        limits = HTTPServer.Limits()
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
        port = UInt16(try number("port", 0...65_535, default: 8080))
        guard let host = v["host"].map({ $0 == "all" ? false : $0 == "loopback" ? true : nil }) ?? true else {
            throw CommandFailure(code: .usage, message: "--host '\(v["host"] ?? "")' must be loopback or all")
        }
        loopbackOnly = host
    }
}
