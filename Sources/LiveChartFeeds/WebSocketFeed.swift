import CWebSockets
import Foundation
import LiveChartCore
import LiveChartData

/// A live market feed over a WebSocket, on libwebsockets: connects on its own thread, reconnects with capped
/// exponential backoff and jitter, hangs up an idle connection, pings a quiet one, and after a reconnect fills
/// the missed bars from a REST endpoint when one is given (else reports a gap).
///
/// Reading never blocks: the owner calls `drain()` (on any one thread, e.g. once per frame) and applies the
/// events in order, typically through `LiveBars`. Messages that arrive while a backfill runs are held and
/// handed out after its bars, so bars stay in time order.
///
/// ```swift
/// let feed = try WebSocketFeed(url: "wss://stream.binance.com:9443/ws/btcusdt@kline_1m", format: .binance,
///                              options: .init(backfill: "https://api.binance.com/api/v3/klines?symbol=BTCUSDT&interval=1m"))
/// feed.start()
/// var bars = LiveBars()
/// // every frame:
/// for bar in bars.apply(feed.drain(), to: feed) { try chart.update(bar) }
/// ```
public final class WebSocketFeed: @unchecked Sendable {
    /// How the feed connects, waits and fills gaps.
    public struct Options: Sendable {
        /// A REST URL answering Binance's klines shape; `startTime` (ms) is added. Nil: gaps are reported, not filled.
        public var backfill: String?
        /// Where message and backfill times are put: the chart's kind of time in its zone (default: as written).
        public var clock = ChartClock()
        /// Seconds without any message before the connection is hung up and reopened (default 30).
        public var idleTimeout: Double = 30
        /// Seconds without a sign of life before lws sends a ping (default 15; it hangs up 10 s after that).
        public var pingInterval: Int = 15
        /// The waits between attempts.
        public var reconnect = ReconnectPolicy()
        /// The largest message read, in bytes (default 1 MiB, as for stream lines); longer ones are skipped with a warning.
        public var maxMessageBytes = 1 << 20
        /// Seconds a backfill may take before the gap is reported instead (default 10); live messages wait meanwhile.
        public var backfillTimeout: Double = 10
        /// The most events kept for `drain()` and held during a backfill (default 100,000); beyond that later
        /// messages are dropped, counted in one warning.
        public var maxPendingEvents = 100_000
        /// A PEM file of the certificate authorities that wss:// and https:// servers must be signed by, instead of
        /// the system's (a company's own authority, a test server's); nil: the system's store. Servers are always
        /// verified, names included.
        public var certificateAuthorities: String?

        public init(backfill: String? = nil) { self.backfill = backfill }
    }

    /// The stream's URL.
    public let url: FeedURL
    /// How its messages are written.
    public let format: FeedFormat
    public let options: Options
    private let backfillURL: FeedURL?

    private let lock = NSLock()
    private var pending: [FeedEvent] = []
    private var droppedEvents = 0
    private var currentState = FeedState.connecting(attempt: 1)
    private var knownLastBarTime: Int64?
    private var connectionCount = 0

    // Service-thread state.
    private var client: UnsafeMutablePointer<lcws_client>?
    private var thread: Thread?
    private let finished = DispatchSemaphore(value: 0)
    /// Why this client closed the connection itself (idle, a text message not UTF-8), for the status line.
    private var hangUpReason: String?
    private var attempt = 0
    private var retryAt: UInt64?
    private var lastMessageAt: UInt64 = 0
    private var wasOpen = false
    private var held: [FeedEvent]?
    private var backfillStarted: UInt64 = 0
    private var messageNumber = 0
    private var policy: ReconnectPolicy

    /// - Parameters:
    ///   - url: `ws://` or `wss://`.
    ///   - lastBarTime: the time of the last bar already drawn (history), a chart time on `options.clock`, for the first backfill.
    /// - Throws: `FeedError.badURL` for an unusable stream or backfill URL, `.badCertificateAuthorities` for an
    ///   `options.certificateAuthorities` that is not a regular file holding a PEM certificate.
    public init(url: String, format: FeedFormat, options: Options = Options(), lastBarTime: Int64? = nil) throws(FeedError) {
        self.url = try FeedURL(url, schemes: ["ws", "wss"])
        self.format = format
        self.options = options
        backfillURL = try options.backfill.map { (text) throws(FeedError) in try FeedURL(text, schemes: ["http", "https"]) }
        if let path = options.certificateAuthorities, let why = CertificateAuthorities.problem(path) {
            throw .badCertificateAuthorities(path, why)
        }
        policy = options.reconnect
        knownLastBarTime = lastBarTime
    }

    deinit { stop() }

    /// Starts connecting on the feed's own thread; returns at once.
    /// - Throws: `FeedError.cannotStart` when libwebsockets cannot make its context.
    public func start() throws(FeedError) {
        guard thread == nil else { return }
        let me = Unmanaged.passUnretained(self).toOpaque()
        guard let c = lcws_create({ user, event, data, length, status in
            guard let user else { return }
            Unmanaged<WebSocketFeed>.fromOpaque(user).takeUnretainedValue().handle(event: event, data: data, length: length, status: status)
        }, me, options.maxMessageBytes, UInt16(clamping: options.pingInterval), UInt16(clamping: options.pingInterval + 10),
            options.certificateAuthorities) else {
            throw .cannotStart("libwebsockets made no context")
        }
        client = c
        let t = Thread { [self] in
            connect()
            guard let c = client else { return }
            lcws_run(c)
            lcws_destroy(c)
            finished.signal()
        }
        t.name = "livechart feed"
        thread = t
        t.start()
    }

    /// Closes the connection and ends the thread; waits for it (at most a few hundred ms). Idempotent.
    public func stop() {
        guard let c = client, thread != nil else { return }
        lcws_stop(c)
        finished.wait()
        client = nil
        thread = nil
        publish(.state(.stopped))
    }

    /// The events since the last call, oldest first. O(events); never blocks on the network.
    public func drain() -> [FeedEvent] {
        lock.lock()
        defer { lock.unlock() }
        var events = pending
        pending = []
        if droppedEvents > 0 {
            events.append(.warning(StreamWarning(kind: .malformed, reason: "\(droppedEvents) messages were dropped: the reader fell behind")))
            droppedEvents = 0
        }
        return events
    }

    /// The connection's state now.
    public var state: FeedState {
        lock.lock()
        defer { lock.unlock() }
        return currentState
    }

    /// How many times a connection opened.
    public var connections: Int {
        lock.lock()
        defer { lock.unlock() }
        return connectionCount
    }

    /// The time of the newest bar drawn, seconds since 1970: where a backfill starts. The reader sets it
    /// (`LiveBars` does) as bars arrive.
    public var lastBarTime: Int64? {
        get { lock.lock(); defer { lock.unlock() }; return knownLastBarTime }
        set { lock.lock(); knownLastBarTime = newValue; lock.unlock() }
    }

    // MARK: the service thread

    private func handle(event: Int32, data: UnsafePointer<CChar>?, length: Int, status: Int32) {
        let text = { data.map { String(decoding: UnsafeRawBufferPointer(start: $0, count: length), as: UTF8.self) } ?? "" }
        switch UInt32(event) {
        case LCWS_OPEN.rawValue: opened()
        case LCWS_TEXT.rawValue:
            // RFC 6455 §8.1: a text message that is not UTF-8 fails the connection (close 1007); it is opened again.
            guard let data, let valid = String(validating: UnsafeRawBufferPointer(start: data, count: length), as: UTF8.self) else {
                return failConnection(length: length)
            }
            received(valid)
        case LCWS_BINARY.rawValue: warn("a binary message of \(length) bytes; \(format.rawValue) streams send text", message: nextMessage())
        case LCWS_TOO_LARGE.rawValue: warn("\(length) bytes, over the \(options.maxMessageBytes)-byte limit", message: nextMessage())
        case LCWS_CLOSED.rawValue: closed(text())
        case LCWS_TICK.rawValue: tick()
        case LCWS_HTTP_DONE.rawValue: backfilled(status: Int(status), body: text())
        case LCWS_HTTP_FAILED.rawValue: backfillFailed(text())
        default: break
        }
    }

    private func connect() {
        guard let c = client else { return }
        attempt += 1
        retryAt = nil
        setState(.connecting(attempt: attempt))
        lcws_connect(c, url.host, Int32(url.port), url.path, url.isSecure ? 1 : 0)
    }

    private func opened() {
        attempt = 0
        lastMessageAt = Self.now()
        lock.lock()
        connectionCount += 1
        let last = knownLastBarTime
        lock.unlock()
        if let backfillURL, let c = client {
            held = []
            backfillStarted = Self.now()
            setState(.backfilling)
            let query = last.map { backfillURL.adding(query: "startTime", value: String(options.clock.instant(ofChartTime: $0) * 1000)) } ?? backfillURL
            lcws_get(c, query.host, Int32(query.port), query.path, query.isSecure ? 1 : 0)
        } else {
            setState(.open)
            if wasOpen { publish(.gap(after: last)) }
        }
        wasOpen = true
    }

    private func received(_ text: String) {
        lastMessageAt = Self.now()
        let number = nextMessage()
        let event: FeedEvent
        do {
            let messages = try format.messages(in: text, clock: options.clock)
            guard !messages.isEmpty else { return }
            event = .messages(messages, number: number)
        } catch {
            event = .warning(StreamWarning(line: number, kind: error.kind, reason: error.reason))
        }
        if held == nil { return publish(event) }
        if held!.count < options.maxPendingEvents { held!.append(event) } else { countDropped() }
    }

    /// A text message of `length` bytes that is not UTF-8: warned as its message, and the connection closed with 1007.
    private func failConnection(length: Int) {
        warn("a text message of \(length) bytes that is not UTF-8; the connection is closed (1007) and opened again", message: nextMessage())
        guard let c = client else { return }
        hangUpReason = "the server sent a text message that is not UTF-8"
        lcws_hang_up(c, Int32(LWS_CLOSE_STATUS_INVALID_PAYLOAD.rawValue))
    }

    private func closed(_ reason: String) {
        guard let c = client, lcws_stopping(c) == 0 else { return }
        // The server's own close text is shown on the status line: one line, control characters escaped, short.
        let reason = hangUpReason ?? (reason.contains("not 101") ? "the server refused the WebSocket handshake" : TerminalText.escaped(String(reason.prefix(200)), keepingNewlines: false))
        hangUpReason = nil
        releaseHeld()
        let wait = policy.delay(attempt: max(attempt, 1))
        retryAt = Self.now() + UInt64(wait * 1e9)
        setState(.waiting(attempt: attempt + 1, seconds: wait, reason: reason))
    }

    private func tick() {
        guard let c = client else { return }
        if let retryAt, Self.now() >= retryAt { connect(); return }
        if held != nil, Double(Self.now() &- backfillStarted) / 1e9 > options.backfillTimeout {
            lcws_cancel_get(c)
            return backfillFailed("no answer in \(Self.seconds(options.backfillTimeout)) s")
        }
        if lcws_is_connected(c) != 0, held == nil, Double(Self.now() &- lastMessageAt) / 1e9 > options.idleTimeout {
            lastMessageAt = Self.now()
            hangUpReason = "no message for \(Self.seconds(options.idleTimeout)) s"
            lcws_hang_up(c, Int32(LWS_CLOSE_STATUS_GOINGAWAY.rawValue))
        }
    }

    private func backfilled(status: Int, body: String) {
        guard status == 200 else { return backfillFailed("HTTP status \(status)") }
        do {
            let bars = try BinanceMessages.klines(body)
            if !bars.isEmpty { publish(.messages(bars.map { options.clock.placingInstant(.bar($0)) }, number: 0)) }
            releaseHeld()
        } catch {
            backfillFailed(error.reason)
        }
    }

    private func backfillFailed(_ reason: String) {
        warn("backfill from \(backfillURL?.text ?? "?"): \(reason)")
        publish(.gap(after: lastBarTime))
        releaseHeld()
    }

    private func releaseHeld() {
        guard let events = held else { return }
        held = nil
        for event in events { publish(event) }
        if let c = client, lcws_is_connected(c) != 0 { setState(.open) }
    }

    private func countDropped() {
        lock.lock()
        droppedEvents += 1
        lock.unlock()
    }

    private func nextMessage() -> Int {
        messageNumber += 1
        return messageNumber
    }

    private func warn(_ reason: String, message: Int = 0) { publish(.warning(StreamWarning(line: message, kind: .malformed, reason: reason))) }

    private func setState(_ state: FeedState) {
        lock.lock()
        currentState = state
        lock.unlock()
        publish(.state(state))
    }

    private func publish(_ event: FeedEvent) {
        lock.lock()
        defer { lock.unlock() }
        // The reader fell behind (or a flood): later events are counted and dropped, O(1), except the state.
        if pending.count >= options.maxPendingEvents, !event.isState {
            droppedEvents += 1
            return
        }
        pending.append(event)
    }

    private static func seconds(_ s: Double) -> String { s == s.rounded() ? String(Int(s)) : String(format: "%.1f", s) }

    private static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
}
