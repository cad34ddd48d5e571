import Foundation
import LiveChartTestSupport

/// `scripts/ws-replay/server.py` run by the tests: a loopback Binance-style feed that replays
/// `Tests/Fixtures/BTCUSDT_1d-2024H1.csv` and injects one fault per stream path.
///
/// It needs Python with the `websockets` package: `LIVECHART_WS_PYTHON` names that interpreter (scripts/test.sh
/// makes a venv for it); without it the suites are skipped, unless `LIVECHART_REQUIRE_WS=1` (set by
/// scripts/test.sh), when a missing server fails them.
final class ReplayServer {
    static let recording = SharedData.fixture("BTCUSDT_1d-2024H1.csv")

    /// The interpreter, when one with `websockets` was given.
    static let python: String? = ProcessInfo.processInfo.environment["LIVECHART_WS_PYTHON"].flatMap { $0.isEmpty ? nil : $0 }
    static let isAvailable = python != nil || ProcessInfo.processInfo.environment["LIVECHART_REQUIRE_WS"] == "1"

    let port: Int
    /// The host the URLs name: 127.0.0.1, or with TLS the name its certificate carries.
    let host: String
    let isSecure: Bool
    private let process: Process
    private let input: Pipe

    /// - Parameter tls: a certificate and its key (PEM files) to serve wss:// and https:// with; nil: plain.
    init(tls: (certificate: String, key: String)? = nil, host: String = "127.0.0.1") throws {
        guard let python = Self.python else { throw ServerError("LIVECHART_WS_PYTHON is not set: run scripts/test.sh, which makes the venv") }
        process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [SharedData.repositoryRoot.appendingPathComponent("scripts/ws-replay/server.py").path, Self.recording]
            + (tls.map { ["--tls", $0.certificate, $0.key] } ?? [])
        self.host = host
        isSecure = tls != nil
        input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        var line = Data()
        while !line.contains(0x0A) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { throw ServerError("the replay server ended before saying its port") }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let port = text.split(separator: "\n").first.flatMap({ $0.split(separator: " ").last }).flatMap({ Int($0) }) else {
            throw ServerError("the replay server said '\(text)'")
        }
        self.port = port
    }

    deinit {
        // Foundation leaves the pipe's write end open in the child too, so closing ours is no EOF; and the child
        // inherits Dispatch's blocked signal mask, SIGTERM included: only SIGKILL ends it.
        try? input.fileHandleForWriting.close()
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    func stream(_ mode: String, session: String) -> String { "\(isSecure ? "wss" : "ws")://\(host):\(port)/ws/\(mode)/\(session)" }

    func backfill(session: String) -> String {
        "\(isSecure ? "https" : "http")://\(host):\(port)/api/v3/klines?symbol=BTCUSDT&interval=1d&session=\(session)"
    }

    struct ServerError: Error, CustomStringConvertible {
        let description: String
        init(_ d: String) { description = d }
    }
}
