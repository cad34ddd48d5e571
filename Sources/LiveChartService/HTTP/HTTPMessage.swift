import Foundation

/// A request as the service's handler sees it: the whole body gathered (up to the server's limit).
public struct HTTPRequest: Sendable {
    public var method: String
    /// The path without the query string, as sent (`/v1/chart`).
    public var path: String
    /// The query's arguments in order, percent-decoded by libmicrohttpd (a name may repeat).
    public var queryItems: [(name: String, value: String)]
    /// The query's arguments by name; the last of a repeated name wins.
    public var query: [String: String] { queryItems.reduce(into: [:]) { $0[$1.name] = $1.value } }
    /// Header fields by lower-cased name.
    public var headers: [String: String]
    public var body: Data
    /// Whether the body was over the server's limit (and dropped).
    public var bodyTooLarge: Bool

    public init(method: String, path: String, queryItems: [(name: String, value: String)] = [], headers: [String: String] = [:],
                body: Data = Data(), bodyTooLarge: Bool = false) {
        self.method = method
        self.path = path
        self.queryItems = queryItems
        self.headers = headers
        self.body = body
        self.bodyTooLarge = bodyTooLarge
    }
}

/// A response: status, header fields, body.
public struct HTTPResponse: Sendable {
    public var status: Int
    public var headers: [(name: String, value: String)]
    public var body: Data

    public init(status: Int, headers: [(name: String, value: String)] = [], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// An RFC 9457 problem details response (`application/problem+json`): `title` from the status, `detail`
    /// the message a user acts on (the CLI's `file:line:column: …` for bad data).
    public static func problem(_ status: Int, _ detail: String, headers: [(name: String, value: String)] = [],
                               warnings: [String] = []) -> HTTPResponse {
        var object: [String: Any] = ["type": "about:blank", "title": HTTPResponse.reason(status), "status": status, "detail": detail]
        if !warnings.isEmpty { object["warnings"] = warnings }
        let body = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return HTTPResponse(status: status, headers: [("Content-Type", "application/problem+json")] + headers, body: body)
    }

    /// The whole response as sent on a connection closed after it: the HTTP/1.1 status line, the header fields,
    /// `Content-Length` and `Connection: close`, then the body. For the answers libmicrohttpd cannot send itself
    /// (one to a body that grew past the limit). - Complexity: O(body size).
    public var closingMessage: Data {
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        return Data(head.utf8) + body
    }

    /// The reason phrase of the statuses the service answers with.
    public static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 304: "Not Modified"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 413: "Content Too Large"
        case 415: "Unsupported Media Type"
        case 422: "Unprocessable Content"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Status \(status)"
        }
    }
}
