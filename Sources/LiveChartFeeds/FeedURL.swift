import Foundation

/// Where a feed connects: a WebSocket (`ws://`, `wss://`) or an HTTP endpoint (`http://`, `https://`) split into
/// what libwebsockets asks for.
public struct FeedURL: Sendable, Equatable, CustomStringConvertible {
    /// The host name or address, without brackets.
    public var host: String
    /// The TCP port: the URL's, else 80 (`ws`, `http`) or 443 (`wss`, `https`).
    public var port: Int
    /// The path with its query, at least "/".
    public var path: String
    /// Whether the connection uses TLS (`wss`, `https`).
    public var isSecure: Bool
    /// The text the URL was read from.
    public let text: String

    /// Reads `text` as a URL of one of `schemes` (lower case, e.g. ["ws", "wss"]).
    /// - Throws: `FeedError.badURL` saying what is wrong.
    public init(_ text: String, schemes: [String]) throws(FeedError) {
        guard let parts = URLComponents(string: text), let scheme = parts.scheme?.lowercased() else {
            throw .badURL(text, "not a URL; expected \(schemes.map { "\($0)://" }.joined(separator: " or "))HOST[:PORT]/PATH")
        }
        guard schemes.contains(scheme) else {
            throw .badURL(text, "the scheme must be \(schemes.joined(separator: " or ")), not '\(scheme)'")
        }
        guard let host = parts.host, !host.isEmpty else { throw .badURL(text, "no host") }
        // URLComponents decodes %00 and %0A in the host; C would stop at the NUL (ws://127.0.0.1%00.evil.com).
        guard !host.unicodeScalars.contains(where: { $0.value < 0x21 || $0.value == 0x7F || $0 == "%" }) else {
            throw .badURL(text, "control characters or spaces in the host")
        }
        guard parts.user == nil, parts.password == nil else { throw .badURL(text, "user names and passwords in the URL are not sent") }
        let secure = scheme == "wss" || scheme == "https"
        let port = parts.port ?? (secure ? 443 : 80)
        guard (1...65_535).contains(port) else { throw .badURL(text, "port \(port) is not in 1…65535") }
        var path = parts.percentEncodedPath.isEmpty ? "/" : parts.percentEncodedPath
        if let query = parts.percentEncodedQuery { path += "?" + query }
        guard !path.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) else { throw .badURL(text, "control characters in the path") }
        self.host = host.hasPrefix("[") ? String(host.dropFirst().dropLast()) : host
        self.port = port
        self.path = path
        self.isSecure = secure
        self.text = text
    }

    /// This URL with `name=value` added to its query (for the backfill's `startTime`).
    public func adding(query name: String, value: String) -> FeedURL {
        var copy = self
        copy.path += (path.contains("?") ? "&" : "?") + name + "=" + value
        return copy
    }

    public var description: String { text }
}

/// Why a feed could not start.
public enum FeedError: Error, Equatable, CustomStringConvertible {
    /// The URL (first) is unusable for the reason given (second).
    case badURL(String, String)
    /// libwebsockets could not make its context (out of memory, or TLS could not start).
    case cannotStart(String)
    /// The file of certificate authorities (first) is unusable for the reason given (second).
    case badCertificateAuthorities(String, String)

    public var description: String {
        switch self {
        case .badURL(let url, let why): "\(url): \(why)"
        case .cannotStart(let why): "the WebSocket client could not start: \(why)"
        case .badCertificateAuthorities(let path, let why): "\(path): certificate authorities: \(why)"
        }
    }
}
