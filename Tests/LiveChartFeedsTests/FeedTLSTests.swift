import Foundation
import LiveChartData
import LiveChartFeeds
import Testing

/// wss:// and https:// against a loopback TLS server (`ReplayServer` with a certificate made for the run by
/// `openssl`, signed by an authority of its own): the feed verifies the server, names included, and draws the
/// recording through TLS exactly as through plain ws://.
@Suite(.serialized, .enabled(if: ReplayServer.isAvailable))
struct FeedTLSTests {
    /// A certificate authority and a server certificate for `localhost` (only) signed by it, in a new
    /// folder: (authority, certificate, key).
    static func certificates() throws -> (authority: String, certificate: String, key: String) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("livechart-tls-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: false)
        func openssl(_ arguments: [String]) throws {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
            p.arguments = arguments
            p.currentDirectoryURL = URL(fileURLWithPath: dir)
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            try p.run()
            p.waitUntilExit()
            guard p.terminationStatus == 0 else { throw ReplayServer.ServerError("openssl \(arguments.first ?? "") failed") }
        }
        try openssl(["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", "ca.key", "-out", "ca.pem", "-days", "2", "-subj", "/CN=LiveChart test authority"])
        try openssl(["req", "-newkey", "rsa:2048", "-nodes", "-keyout", "server.key", "-out", "server.csr", "-subj", "/CN=localhost"])
        try "subjectAltName=DNS:localhost\n".write(toFile: dir + "/san.ext", atomically: true, encoding: .utf8)
        try openssl(["x509", "-req", "-in", "server.csr", "-CA", "ca.pem", "-CAkey", "ca.key", "-CAcreateserial", "-out", "server.pem",
                     "-days", "2", "-extfile", "san.ext"])
        return (dir + "/ca.pem", dir + "/server.pem", dir + "/server.key")
    }

    /// Connects, applies events until `done` or `seconds` pass; the bars, the feed's last state and its connections.
    func follow(_ url: String, options: WebSocketFeed.Options, seconds: Double = 20, until done: (LiveBars) -> Bool) throws -> LiveBars {
        let feed = try WebSocketFeed(url: url, format: .binance, options: options)
        try feed.start()
        var bars = LiveBars()
        let start = Date()
        while Date().timeIntervalSince(start) < seconds, !done(bars) {
            _ = bars.apply(feed.drain(), to: feed)
            usleep(10_000)
        }
        feed.stop()
        return bars
    }

    @Test func aReplayOverTLSDrawsTheRecording() throws {
        let tls = try Self.certificates()
        let server = try ReplayServer(tls: (tls.certificate, tls.key), host: "localhost")
        var options = WebSocketFeed.Options(backfill: server.backfill(session: "tls-drop"))
        options.certificateAuthorities = tls.authority
        options.reconnect = ReconnectPolicy(initial: 0.05, maximum: 0.4)
        // A cut mid-bar, filled over https:// from the backfill: both TLS paths.
        let bars = try follow(server.stream("drop", session: "tls-drop"), options: options) {
            FeedFaultTests.same($0.series.bars.last, FeedFaultTests.expected.last)
        }
        #expect(bars.series.bars.count == FeedFaultTests.expected.count)
        #expect(zip(bars.series.bars, FeedFaultTests.expected).allSatisfy { FeedFaultTests.same($0, $1) })
        #expect(bars.gaps.isEmpty, "the gap was filled over https://")
    }

    /// A server whose certificate the feed cannot verify is never read: the system's store does not know the test
    /// authority, and a certificate for `localhost` does not cover 127.0.0.1, the same server by its address.
    @Test func anUnverifiedServerIsRefused() throws {
        let tls = try Self.certificates()
        let server = try ReplayServer(tls: (tls.certificate, tls.key), host: "localhost")
        var options = WebSocketFeed.Options()
        options.reconnect = ReconnectPolicy(initial: 0.05, maximum: 0.2)
        let untrusted = try follow(server.stream("clean", session: "tls-untrusted"), options: options, seconds: 3) { _ in false }
        #expect(untrusted.series.bars.isEmpty)
        #expect(untrusted.retries >= 1, "\(untrusted.status)")
        #expect(untrusted.status.contains("the server's certificate was refused: unable to get local issuer certificate"), "\(untrusted.status)")
        options.certificateAuthorities = tls.authority
        let wrongName = try follow("wss://127.0.0.1:\(server.port)/ws/clean/tls-name", options: options, seconds: 3) { _ in false }
        #expect(wrongName.series.bars.isEmpty, "\(wrongName.status)")
        #expect(wrongName.status.contains("the server's certificate was refused: IP address mismatch"), "\(wrongName.status)")
    }
}
