import CMicroHTTPD
import Foundation

/// An HTTP/1.1 server on libmicrohttpd: a thread per connection (at most `Limits.connections`), each request's
/// whole body gathered (at most `Limits.bodyBytes`; a larger one reaches the handler flagged and empty as soon as
/// its Content-Length or, chunked, its bytes so far pass the limit, and the connection is closed after the
/// answer without reading the rest), and
/// `handler` answering it on the connection's thread, which may block. Connections are admitted, and closed when
/// too slow to send a request, by a `ConnectionGate`. `quiesce()` stops taking connections while requests in flight finish.
public final class HTTPServer: @unchecked Sendable {
    /// The server's bounds.
    public struct Limits: Sendable {
        /// Seconds a connection may sit idle before it is closed.
        public var timeoutSeconds = 10
        /// Seconds a connection has to send a whole request, headers and body, from its accept or its previous
        /// answer; then it is closed, however steadily it sends (a client adding a byte now and then is never idle).
        public var requestDeadlineSeconds = 30.0
        /// Connections at once, the reserve included.
        public var connections = 256
        /// Connections from one address at once in the pool (0: no limit): clients from one host cannot take them all.
        public var connectionsPerAddress = 64
        /// Connections of `connections` kept for addresses that hold none and for `reservePaths`; less than `connections`.
        public var reserve = 16
        /// What a reserve connection from an address that holds others may ask for (health checks); other paths get 503.
        public var reservePaths: Set<String> = []
        /// Largest request body, in bytes.
        public var bodyBytes = 4 << 20

        public init() {}
    }

    public typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

    private var daemon: OpaquePointer?
    private let handler: Handler
    private let gate: ConnectionGate
    private let reservePaths: Set<String>
    /// Closes the connections past their request deadline, a few times a second.
    private var deadlines: DispatchSourceTimer?
    /// The port listened on (the system's choice when 0 was asked).
    public private(set) var port: UInt16 = 0

    /// Starts listening on `port` (0: any free one) of the loopback interface, or of every interface.
    /// - Throws: `HTTPServerError.cannotListen` when the port is taken or the daemon cannot start.
    public init(port: UInt16, loopbackOnly: Bool, limits: Limits = Limits(), handler: @escaping Handler) throws(HTTPServerError) {
        self.handler = handler
        gate = ConnectionGate(connections: limits.connections, perAddress: limits.connectionsPerAddress, reserve: limits.reserve,
                              deadline: limits.requestDeadlineSeconds)
        reservePaths = limits.reservePaths
        let handlers = lc_handlers(request: { context, connection, method, url, body, length, state in
            guard let context, let connection else { return lc_no() }
            let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
            return server.answer(connection, method: method, url: url, body: body, length: length, state: state)
        }, admit: { context, address, _ in
            guard let context, let address else { return 0 }
            return Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue().gate.admit(HTTPServer.bytes(of: address)) ? 1 : 0
        }, connection: { context, connection, event in
            guard let context, let connection else { return }
            Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue().connection(connection, event)
        }, context: Unmanaged.passUnretained(self).toOpaque())
        // libmicrohttpd's own limit leaves room for connections the gate has shut down whose threads have not yet ended.
        daemon = lc_start(port, loopbackOnly ? 1 : 0, UInt32(limits.timeoutSeconds), UInt32(limits.connections * 2), limits.bodyBytes, handlers)
        guard let daemon else { throw .cannotListen(port: port) }
        self.port = lc_port(daemon)
        let deadlines = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "livechart-request-deadlines"))
        deadlines.setEventHandler { [gate] in gate.closeOverdue() }
        deadlines.schedule(deadline: .now(), repeating: min(0.25, limits.requestDeadlineSeconds / 4))
        deadlines.resume()
        self.deadlines = deadlines
    }

    /// Stops taking new connections (the listening socket is closed, so they are refused, not left waiting);
    /// requests in flight go on. O(1).
    public func quiesce() {
        if let daemon {
            let socket = MHD_quiesce_daemon(daemon)
            if socket >= 0 { close(socket) }
        }
    }

    /// Stops the server, closing every connection.
    public func stop() {
        if let daemon { MHD_stop_daemon(daemon) }
        daemon = nil
        deadlines?.cancel()
        deadlines = nil
    }

    deinit { stop() }

    private func answer(_ connection: OpaquePointer, method: UnsafePointer<CChar>?, url: UnsafePointer<CChar>?, body: UnsafePointer<CChar>?,
                        length: Int, state: lc_body_state) -> MHD_Result {
        var request = HTTPRequest(method: method.map { String(cString: $0) } ?? "", path: url.map { String(cString: $0) } ?? "/")
        request.queryItems = Self.values(connection, lc_query_kind(), lowercased: false)
        request.headers = Self.values(connection, lc_header_kind(), lowercased: true).reduce(into: [:]) { $0[$1.name] = $1.value }
        if let body, length > 0 { request.body = Data(bytes: body, count: length) }
        request.bodyTooLarge = state != LC_BODY_WHOLE
        let place = gate.received(UInt(bitPattern: connection))
        let response = if place == .healthReserve && !reservePaths.contains(request.path) {
            HTTPResponse.problem(503, "every connection is taken; this one, from the reserve, may only ask for \(reservePaths.sorted().joined(separator: " or "))",
                                 headers: [("Retry-After", "1"), ("Connection", "close")])
        } else {
            handler(request)
        }
        if state == LC_BODY_GREW_TOO_LARGE {
            // In the middle of a body libmicrohttpd cannot send an answer: it is written here, and MHD_NO closes
            // the connection without reading the rest.
            let bytes = response.closingMessage
            _ = bytes.withUnsafeBytes { lc_write_answer(connection, $0.baseAddress, $0.count, 1_000) }
            return lc_no()
        }
        let made = response.body.withUnsafeBytes { raw in lc_response(raw.baseAddress, raw.count) }
        guard let made else { return lc_no() }
        for (name, value) in response.headers { _ = MHD_add_response_header(made, name, value) }
        let queued = MHD_queue_response(connection, UInt32(response.status), made)
        MHD_destroy_response(made)
        if queued == lc_yes() { gate.queued(UInt(bitPattern: connection)) }
        return queued
    }

    /// Tells the gate of a connection's life.
    private func connection(_ connection: OpaquePointer, _ event: lc_connection_event) {
        let id = UInt(bitPattern: connection)
        switch event {
        case LC_CONNECTION_OPENED: gate.opened(id, socket: lc_socket(connection), address: lc_client_address(connection).map(Self.bytes) ?? [])
        case LC_CONNECTION_ANSWERED: gate.answered(id)
        default: gate.closed(id)
        }
    }

    /// The bytes of an IPv4 or IPv6 address (empty for another family).
    private static func bytes(of address: UnsafePointer<sockaddr>) -> [UInt8] {
        switch Int32(address.pointee.sa_family) {
        case AF_INET: address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { p in withUnsafeBytes(of: p.pointee.sin_addr) { Array($0) } }
        case AF_INET6: address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { p in withUnsafeBytes(of: p.pointee.sin6_addr) { Array($0) } }
        default: []
        }
    }

    /// A connection's values of one kind (query arguments, headers) in order, repeats kept. Values
    /// are read with their lengths, so a decoded `%00` stays in the text (a C string would end there, and
    /// `file=SPY.csv%00.png` would name `SPY.csv`).
    private static func values(_ connection: OpaquePointer, _ kind: MHD_ValueKind, lowercased: Bool) -> [(name: String, value: String)] {
        final class Box { var pairs: [(name: String, value: String)] = []; var lowercased = false }
        let box = Box()
        box.lowercased = lowercased
        _ = MHD_get_connection_values_n(connection, kind, { cls, _, key, keyLength, value, valueLength in
            guard let cls, let key else { return lc_yes() }
            let box = Unmanaged<Box>.fromOpaque(cls).takeUnretainedValue()
            func text(_ p: UnsafePointer<CChar>, _ n: Int) -> String {
                p.withMemoryRebound(to: UInt8.self, capacity: n) { String(decoding: UnsafeBufferPointer(start: $0, count: n), as: UTF8.self) }
            }
            let name = text(key, keyLength)
            box.pairs.append((box.lowercased ? name.lowercased() : name, value.map { text($0, valueLength) } ?? ""))
            return lc_yes()
        }, Unmanaged.passUnretained(box).toOpaque())
        return box.pairs
    }
}

/// Why the server could not start.
public enum HTTPServerError: Error, CustomStringConvertible, Sendable {
    case cannotListen(port: UInt16)

    public var description: String {
        switch self {
        case .cannotListen(let port): "cannot listen on port \(port) (in use, or not allowed)"
        }
    }
}
