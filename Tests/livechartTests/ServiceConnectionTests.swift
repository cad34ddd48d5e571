import Foundation
import Testing

/// The service's connections under hostile clients, through raw loopback sockets: bodies past the limit.
/// Each test is bounded in connections and seconds.
@Suite(.serialized) struct ServiceConnectionTests {
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
}
