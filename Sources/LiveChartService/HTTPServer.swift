import CMicroHTTPD
import Foundation

/// An HTTP/1.1 server on libmicrohttpd: a thread per connection (at most `Limits.connections`), each request's
/// whole body gathered (at most `Limits.bodyBytes`; a larger one reaches the handler flagged and empty as soon as
/// its Content-Length or, chunked, its bytes so far pass the limit, and the connection is closed after the
/// answer without reading the rest), and
/// `handler` answering it on the connection's thread, which may block. `quiesce()` stops taking connections while requests in flight finish.
public final class HTTPServer: @unchecked Sendable {
    /// The server's bounds.
    public struct Limits: Sendable {
        /// Seconds a connection may sit idle (a slow client) before it is closed.
        public var timeoutSeconds = 10
        /// Connections at once.
        public var connections = 256
        /// Connections from one address at once (0: no limit): slow clients from one host cannot take them all.
        public var connectionsPerAddress = 64
        /// Largest request body, in bytes.
        public var bodyBytes = 4 << 20

        public init() {}
    }

    public typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

    private var daemon: OpaquePointer?
    private let handler: Handler
    /// The port listened on (the system's choice when 0 was asked).
    public private(set) var port: UInt16 = 0

    /// Starts listening on `port` (0: any free one) of the loopback interface, or of every interface.
    /// - Throws: `HTTPServerError.cannotListen` when the port is taken or the daemon cannot start.
    public init(port: UInt16, loopbackOnly: Bool, limits: Limits = Limits(), handler: @escaping Handler) throws(HTTPServerError) {
        self.handler = handler
        let context = Unmanaged.passUnretained(self).toOpaque()
        daemon = lc_start(port, loopbackOnly ? 1 : 0, UInt32(limits.connectionsPerAddress), UInt32(limits.timeoutSeconds), UInt32(limits.connections),
                          limits.bodyBytes, { context, connection, method, url, body, length, state in
            guard let context, let connection else { return lc_no() }
            let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
            return server.answer(connection, method: method, url: url, body: body, length: length, state: state)
        }, context)
        guard let daemon else { throw .cannotListen(port: port) }
        self.port = lc_port(daemon)
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
    }

    deinit { stop() }

    private func answer(_ connection: OpaquePointer, method: UnsafePointer<CChar>?, url: UnsafePointer<CChar>?, body: UnsafePointer<CChar>?,
                        length: Int, state: lc_body_state) -> MHD_Result {
        var request = HTTPRequest(method: method.map { String(cString: $0) } ?? "", path: url.map { String(cString: $0) } ?? "/")
        request.queryItems = Self.values(connection, lc_query_kind(), lowercased: false)
        request.headers = Self.values(connection, lc_header_kind(), lowercased: true).reduce(into: [:]) { $0[$1.name] = $1.value }
        if let body, length > 0 { request.body = Data(bytes: body, count: length) }
        request.bodyTooLarge = state != LC_BODY_WHOLE
        let response = handler(request)
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
        return queued
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
