import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A raw TCP connection to a local port from a chosen loopback address (127.0.0.1 … 127.255.255.254 are all
/// this machine's), for tests that must send requests slowly, in pieces or unfinished, which URLSession cannot.
/// Every call is bounded in time; nothing leaves the loopback interface.
final class LoopbackSocket {
    let fd: Int32

    /// Connects to 127.0.0.1:`port` from `source`, with `timeout` seconds for each send and receive.
    /// - Returns: nil when the connection is refused or reset at once.
    init?(port: Int, from source: String = "127.0.0.1", timeout: Double = 5) {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        var tv = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1e6))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        guard Self.call(fd, Self.address(source, port: 0), bind) == 0,
              Self.call(fd, Self.address("127.0.0.1", port: port), connect) == 0 else {
            Glibc.close(fd)
            return nil
        }
    }

    deinit { Glibc.close(fd) }

    private static func address(_ text: String, port: Int) -> sockaddr_in {
        var a = sockaddr_in()
        a.sin_family = sa_family_t(AF_INET)
        a.sin_port = UInt16(port).bigEndian
        inet_pton(AF_INET, text, &a.sin_addr)
        return a
    }

    private static func call(_ fd: Int32, _ address: sockaddr_in, _ f: (Int32, UnsafePointer<sockaddr>, socklen_t) -> Int32) -> Int32 {
        withUnsafePointer(to: address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { f(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
    }

    /// Sends all of `bytes`. - Returns: the bytes sent before the send timeout or the server's close.
    @discardableResult
    func send(_ bytes: Data) -> Int {
        var sent = 0
        while sent < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { break }
            sent += n
        }
        return sent
    }

    func send(_ text: String) -> Bool { send(Data(text.utf8)) == text.utf8.count }

    /// Whether the server has sent something (or closed) that has not been read yet.
    var hasInput: Bool {
        var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&ready, 1, 0) > 0
    }

    /// Reads one answer: its status and body, or nil when none came within the receive timeout (or the
    /// connection was closed without one).
    func answer() -> (status: Int, body: String)? {
        var data = Data(), buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            if let end = data.range(of: Data("\r\n\r\n".utf8)) {
                let head = String(decoding: data[..<end.lowerBound], as: UTF8.self)
                let length = head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
                    .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
                if data.count - end.upperBound >= length, let status = Int(head.split(separator: " ").dropFirst().first ?? "") {
                    return (status, String(decoding: data[end.upperBound...].prefix(length), as: UTF8.self))
                }
            }
            let n = recv(fd, &buffer, buffer.count, 0)
            guard n > 0 else { return nil }
            data.append(contentsOf: buffer[0..<n])
        }
    }

    /// Whether the server closes the connection (or resets it) within the receive timeout; bytes it sends
    /// before that are read and dropped.
    func closedByServer() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = recv(fd, &buffer, buffer.count, 0)
            if n == 0 { return true }
            if n < 0 { return errno == ECONNRESET || errno == EPIPE }
        }
    }
}
