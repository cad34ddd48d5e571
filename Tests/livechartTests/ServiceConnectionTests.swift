import Foundation
import Testing

/// The service's connections under hostile or heavy clients, through raw loopback sockets: bodies past the
/// limit, slow requests (slowloris) from several addresses, and many short requests at once. Each test is
/// bounded in connections and seconds.
@Suite(.serialized) struct ServiceConnectionTests {
    static let healthz = "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"

    /// A chunked body of endless 1 MiB chunks was read for 6 s (about 25 GB) with no answer.
    @Test func aChunkedBodyPastTheLimitIsAnswered413AndClosed() throws {
        let server = try ServiceTests.Server(["--max-body", "1048576"])
        let head = "POST /v1/chart HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
        // A chunked body within the limit is read whole.
        let small = #"{"type": "curve", "describe": true, "options": {"values": "1,2,3"}}"#
        let fine = try #require(LoopbackSocket(port: server.port, timeout: 10))
        #expect(fine.send(head + String(small.utf8.count, radix: 16) + "\r\n" + small + "\r\n0\r\n\r\n"))
        #expect(fine.answer()?.status == 200)

        let client = try #require(LoopbackSocket(port: server.port, timeout: 1))
        #expect(client.send(head))
        let chunk = Data("100000\r\n".utf8) + Data(repeating: 0x61, count: 1 << 20) + Data("\r\n".utf8)
        var sent = 0
        let started = Date()
        for _ in 0..<64 where !client.hasInput && Date().timeIntervalSince(started) < 15 { sent += client.send(chunk) }
        let answer = client.answer()
        #expect(answer?.status == 413, "no answer after \(sent >> 20) MiB in \(Date().timeIntervalSince(started)) s")
        #expect(sent < 32 << 20, "the server stopped reading soon after the limit: \(sent >> 20) MiB sent")
        #expect(client.closedByServer())
    }

    /// A body whose Content-Length is over the limit is refused before it is sent (the server waited for it).
    @Test func aDeclaredBodyPastTheLimitIsAnsweredAtOnce() throws {
        let server = try ServiceTests.Server(["--max-body", "1048576"])
        let client = try #require(LoopbackSocket(port: server.port, timeout: 3))
        #expect(client.send("POST /v1/chart HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1073741824\r\n\r\n"))
        let answer = client.answer()
        #expect(answer?.status == 413 && answer?.body.contains("--max-body") == true, "\(String(describing: answer))")
        #expect(client.closedByServer())
    }

    /// 256 connections from 127.0.0.2–5, each adding a byte a second to a request it never ends, held every
    /// connection of the default limits: /healthz from 127.0.0.1 was reset for as long as they went on, and a
    /// 1-byte-a-second client kept its connection for 9 s against a 2 s timeout.
    @Test func slowClientsAreClosedAtTheDeadlineAndHealthChecksStillAnswer() throws {
        let server = try ServiceTests.Server(["--timeout", "2", "--request-deadline", "2"])
        let port = server.port, addresses = ["127.0.0.2", "127.0.0.3", "127.0.0.4", "127.0.0.5"]
        func slow(_ address: String) -> LoopbackSocket? {
            guard let s = LoopbackSocket(port: port, from: address, timeout: 0.2), s.send("GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ") else { return nil }
            return s
        }
        var clients = (0..<256).map { n in (address: addresses[n % 4], socket: slow(addresses[n % 4]), opened: Date(), dripped: Date()) }
        let tracked = clients[0].opened
        var trackedClosedAfter: Double?
        // /healthz from another address, twice a second while the slow clients go on, each on a new connection; the
        // one before is left open until then, as a client keeping connections alive would.
        nonisolated(unsafe) var probes: [Double?] = []
        let probing = DispatchSemaphore(value: 0)
        Thread {
            var previous: LoopbackSocket?
            for _ in 0..<10 {
                let asked = Date()
                let s = LoopbackSocket(port: port, timeout: 2)
                probes.append(s?.send(Self.healthz) == true && s?.answer()?.status == 200 ? Date().timeIntervalSince(asked) : nil)
                previous = s
                usleep(500_000)
            }
            _ = previous
            probing.signal()
        }.start()
        // Each slow client adds a byte a second; one the server closed or refused is opened again a second after
        // its last try, as an attacker would.
        let end = Date().addingTimeInterval(6)
        while Date() < end {
            for k in clients.indices {
                let closed = clients[k].socket.map { $0.hasInput } ?? true
                if closed {
                    if k == 0, trackedClosedAfter == nil { trackedClosedAfter = Date().timeIntervalSince(tracked) }
                    let again = Date().timeIntervalSince(clients[k].opened) >= 1
                    clients[k] = again ? (clients[k].address, slow(clients[k].address), Date(), Date()) : (clients[k].address, nil, clients[k].opened, Date())
                } else if Date().timeIntervalSince(clients[k].dripped) >= 1, let s = clients[k].socket {
                    _ = s.send("a")
                    clients[k].dripped = Date()
                }
            }
            usleep(100_000)
        }
        probing.wait()
        #expect(trackedClosedAfter.map { $0 <= 3.5 } == true, "the 1-byte-a-second client closed after \(String(describing: trackedClosedAfter)) s (deadline 2 s)")
        #expect(probes.count == 10 && probes.allSatisfy { $0.map { $0 < 1.5 } == true }, "/healthz answered in \(probes) s")
        clients.removeAll()
        #expect(try server.request("/healthz").0 == 200)
    }

    /// 300 /healthz requests, 64 at once from one address, each on its own connection: a client that has read
    /// its answer and opens the next connection can be ahead of the server's count of its closed one (2 got
    /// no answer, reset at the per-address limit).
    @Test func manyShortRequestsAtOnceAreAllAnswered() throws {
        let server = try ServiceTests.Server()
        let lock = NSLock(), group = DispatchGroup()
        nonisolated(unsafe) var next = 0, answered = 0, failures: [String] = []
        for _ in 0..<64 {
            group.enter()
            Thread {
                defer { group.leave() }
                while let _ = lock.withLock({ () -> Int? in next < 300 ? (next += 1, next).1 : nil }) {
                    let s = LoopbackSocket(port: server.port, timeout: 5)
                    let status = s?.send(Self.healthz) == true ? s?.answer()?.status : nil
                    lock.withLock { if status == 200 { answered += 1 } else { failures.append(String(describing: status)) } }
                }
            }.start()
        }
        #expect(group.wait(timeout: .now() + 60) == .success)
        #expect(answered == 300, "\(failures.count) without an answer: \(failures.prefix(5))")
    }
}
