import Foundation
import LiveChart
import LiveChartData
import LiveChartFeeds

/// `LiveChartBench feed PYTHON`: a WebSocket feed as the viewer takes it, through the public API, as history grows.
///
/// `scripts/ws-replay/server.py` (run by PYTHON, which has the `websockets` package) floods 200,000 Binance kline
/// messages (four updates a minute) over loopback as fast as it can send them. The client is what `livechart view
/// --stream ws://…` runs: `WebSocketFeed` on its own thread (libwebsockets, JSON parsing, the queue), and on the
/// drawing thread, once a 16 ms frame, `LiveBars.apply` (the live rule, burst merging) and `KLineChart.update` for
/// each changed bar (MA×4, VOL, MACD, KDJ, RSI, BOLL), over 1k and 1M bars of history. Drawing itself is left out
/// (`LiveChartBench frame` times it).
/// Output per history: messages a second (bounded by the sender: one Python process), this process's CPU µs per
/// message (both threads), the drawing thread's µs per message, and its longest frame of work.
enum FeedBench {
    static let messages = 200_000
    static let sizes = [1_000, 1_000_000]

    static func run(python: String) {
        let server: Process, port: Int
        do { (server, port) = try start(python) } catch {
            print("feed: \(error)")
            exit(69)
        }
        defer { kill(server.processIdentifier, SIGKILL) }
        var options = KLineOptions()
        options.panes = ["VOL", "MACD", "KDJ", "RSI"]
        options.overlays = ["BOLL"]
        let minute = Int64(Date().timeIntervalSince1970) / 60 * 60
        let streamStart = minute - Int64(messages / 4 + 10) * 60
        let all = BenchBars.make(count: sizes.max()!)
        for size in sizes {
            let history = all.suffix(size).enumerated().map { i, bar in
                var bar = bar
                bar.time = streamStart - Int64(size - i) * 60
                return bar
            }
            let chart: KLineChart
            let feed: WebSocketFeed
            do {
                chart = try KLineChart(series: BarSeries(bars: history), options: options)
                feed = try WebSocketFeed(url: "ws://127.0.0.1:\(port)/ws/flood/bench\(size)?count=\(messages)&start=\(streamStart * 1000)",
                                         format: .binance)
            } catch {
                print("feed: \(error)")
                exit(70)
            }
            chart.prepareLiveUpdates()  // as the viewer does before its first frame
            var bars = LiveBars(builder: LiveBarBuilder(continuing: chart.series))  // as WebSocketSource does
            let cpuBefore = cpuSeconds()
            let started = Date()
            do { try feed.start() } catch {
                print("feed: \(error)")
                exit(69)
            }
            var received = 0, drawSeconds = 0.0, longestFrame = 0.0, firstAt: Date?
            var firstUpdate: (apply: Double, update: Double)?
            while received < messages, Date().timeIntervalSince(started) < 300 {
                let frameStart = Date()
                let events = feed.drain()
                for case .messages(let m, _) in events { received += m.count }
                if firstAt == nil, received > 0 { firstAt = frameStart }
                do {
                    let changed = bars.apply(events, to: feed)
                    let applied = Date()
                    for bar in changed { try chart.update(bar) }
                    if firstUpdate == nil, !changed.isEmpty { firstUpdate = (applied.timeIntervalSince(frameStart), Date().timeIntervalSince(applied)) }
                } catch {
                    print("feed: \(error)")
                    exit(70)
                }
                let work = Date().timeIntervalSince(frameStart)
                drawSeconds += work
                longestFrame = max(longestFrame, work)
                if work < 0.016 { usleep(UInt32((0.016 - work) * 1e6)) }
            }
            let seconds = Date().timeIntervalSince(firstAt ?? started)
            let cpu = cpuSeconds() - cpuBefore
            feed.stop()
            guard received == messages, bars.refused.isEmpty, chart.series.count == size + messages / 4 else {
                print("feed: \(received) of \(messages) messages, refused \(bars.refused), \(chart.series.count) bars")
                exit(70)
            }
            print(String(format: "feed\t%d bars\t%.0f messages/s\tCPU %.2f µs/message\tdrawing thread %.2f µs/message\tlongest frame %.2f ms\tfirst frame: apply %.2f ms, update %.2f ms",
                         size, Double(messages) / seconds, cpu * 1e6 / Double(messages), drawSeconds * 1e6 / Double(messages), longestFrame * 1e3,
                         (firstUpdate?.apply ?? 0) * 1e3, (firstUpdate?.update ?? 0) * 1e3))
        }
    }

    /// The replay server, and the port it says.
    static func start(_ python: String) throws -> (Process, Int) {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [root.appendingPathComponent("scripts/ws-replay/server.py").path,
                             root.appendingPathComponent("Tests/Fixtures/BTCUSDT_1d-2024H1.csv").path, "--forever"]
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        var line = Data()
        while !line.contains(0x0A) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { throw BenchError("the replay server ended before saying its port") }
            line.append(chunk)
        }
        guard let port = String(decoding: line, as: UTF8.self).split(separator: "\n").first?.split(separator: " ").last.flatMap({ Int($0) }) else {
            throw BenchError("the replay server said no port")
        }
        return (process, port)
    }

    /// User plus system CPU seconds of this process so far.
    static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    struct BenchError: Error, CustomStringConvertible {
        let description: String
        init(_ d: String) { description = d }
    }
}
