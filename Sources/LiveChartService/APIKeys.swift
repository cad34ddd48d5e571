import Foundation
import LiveChartJobs

/// The service's API keys (`--keys FILE`): bearer tokens, each with its own rate limit, checked by a token
/// bucket per key (its capacity one minute's requests, refilled continuously). Thread-safe.
///
/// The file has one key a line, `NAME TOKEN [REQUESTS_PER_MINUTE]` separated by spaces or tabs; blank lines
/// and lines starting with `#` are skipped. A token is 16 to 256 printable ASCII characters without spaces;
/// names and tokens are unique. Without a rate a key gets `defaultRate`.
public final class APIKeys: @unchecked Sendable {
    struct Key {
        let name: String
        let token: [UInt8]
        /// Requests a minute.
        let rate: Double
        var tokens: Double
        var refilled: Double
    }

    /// Why a request may not go on: no or an unknown token (401), or over its key's rate (429, retry after seconds).
    public enum Refusal: Error, Equatable {
        /// No `Authorization: Bearer` header, or a token no key has; the reason for the client.
        case unauthorized(String)
        /// The key `key` is over its rate; a request may succeed again in `retryAfter` seconds (≥ 1).
        case tooMany(key: String, retryAfter: Int)
    }

    private let lock = NSLock()
    private var keys: [Key]
    private let clock: () -> Double

    /// Reads the keys of `path`; each starts with a full bucket.
    /// - Parameters:
    ///   - defaultRate: requests a minute of a key whose line gives no rate.
    ///   - clock: seconds from any fixed origin, increasing (tests pass their own).
    /// - Throws: `CommandFailure(.noInput)` when the file cannot be read, `.dataError` naming `path:line` and the
    ///   field for a malformed line, a short token, a duplicate, or a file without keys.
    public init(path: String, defaultRate: Double, clock: @escaping () -> Double = { ProcessInfo.processInfo.systemUptime }) throws {
        guard let text = try CommandFailure.text(of: path, prefix: "--keys ") else {
            throw CommandFailure(code: .noInput, message: "--keys \(path): cannot read the file (UTF-8 text, one 'NAME TOKEN [PER_MINUTE]' a line)")
        }
        self.clock = clock
        let now = clock()
        var keys: [Key] = []
        for (n, raw) in TextLines.of(text).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            func bad(_ field: String, _ reason: String) -> CommandFailure {
                CommandFailure(code: .dataError, message: "\(path):\(n + 1): field '\(field)': \(reason)")
            }
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard (2...3).contains(fields.count) else { throw bad("line", "expected NAME TOKEN [REQUESTS_PER_MINUTE]") }
            let token = Array(fields[1].utf8)
            guard (16...256).contains(token.count), token.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
                throw bad("token", "must be 16 to 256 printable ASCII characters")
            }
            var rate = defaultRate
            if fields.count == 3 {
                guard let r = Double(fields[2]), r >= 1, r <= 1_000_000 else { throw bad("rate", "'\(fields[2])' must be a number of requests a minute from 1 to 1000000") }
                rate = r
            }
            guard !keys.contains(where: { $0.name == fields[0] }) else { throw bad("name", "'\(fields[0])' is given twice") }
            guard !keys.contains(where: { $0.token == token }) else { throw bad("token", "the same token is given twice") }
            keys.append(Key(name: fields[0], token: token, rate: rate, tokens: rate, refilled: now))
        }
        guard !keys.isEmpty else { throw CommandFailure(code: .dataError, message: "--keys \(path): no keys in the file") }
        self.keys = keys
    }

    /// The key of an `Authorization: Bearer TOKEN` header, charged one request.
    /// - Returns: the key's name.
    /// - Throws: `Refusal`. Tokens are compared in time independent of where they differ.
    public func admit(authorization: String?) throws(Refusal) -> String {
        guard let header = authorization, header.count > 7, header.prefix(7).lowercased() == "bearer " else {
            throw .unauthorized("this service needs an API key: send 'Authorization: Bearer TOKEN'")
        }
        let token = Array(header.dropFirst(7).trimmingCharacters(in: .whitespaces).utf8)
        lock.lock()
        defer { lock.unlock() }
        var found: Int?
        for (k, key) in keys.enumerated() where Self.same(key.token, token) { found = k }
        guard let k = found else { throw .unauthorized("the API key is not known") }
        let now = clock()
        keys[k].tokens = min(keys[k].rate, keys[k].tokens + (now - keys[k].refilled) * keys[k].rate / 60)
        keys[k].refilled = now
        guard keys[k].tokens >= 1 else {
            let wait = (1 - keys[k].tokens) * 60 / keys[k].rate
            throw .tooMany(key: keys[k].name, retryAfter: max(1, Int(wait.rounded(.up))))
        }
        keys[k].tokens -= 1
        return keys[k].name
    }

    /// Equal bytes, in time that depends only on the lengths.
    private static func same(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        var diff: UInt8 = 0
        for i in 0..<a.count { diff |= a[i] ^ b[i] }
        return diff == 0
    }
}
