import Foundation
import LiveChartCore
import LiveChartJobs

/// A chart service as a process: `ChartService`'s routes on an `HTTPServer` with the settings' limits, until
/// SIGTERM or SIGINT. What `livechart serve` and `livechart-service` run; an app with its own life cycle makes a
/// `ChartService` and an `HTTPServer` itself (or hands `ChartService.answer` its own server's requests).
public enum ServiceProcess {
    /// Listens, says where on standard error (`TOOL: serving DIR on http://127.0.0.1:PORT`), and serves until
    /// SIGTERM or SIGINT; then takes no new connections, lets the requests in flight finish (30 s at most) and
    /// returns. Blocks the calling thread (a process's main thread). Sets the process's allocator to keep freed
    /// image-sized blocks (see `ProcessMemory`); once listening, SIGTERM and SIGINT no longer end the process by
    /// their default action but start this shutdown.
    ///
    /// When requests are still unfinished after 30 s it removes the inline data's temporary folders and exits the
    /// process with status 0: a render cannot be cut short, and stopping the server would wait for it.
    /// - Parameter tool: the name messages start with.
    /// - Throws: `CommandFailure(.cannotCreate)` when the port cannot be listened on.
    public static func run(_ settings: ServiceSettings, tool: String = "livechart") throws {
        ProcessMemory.keepFreedBlocks()
        let service = ChartService(config: settings.config)
        let server: HTTPServer
        do {
            server = try HTTPServer(port: settings.port, loopbackOnly: settings.loopbackOnly, limits: settings.limits) { service.answer($0) }
        } catch {
            throw CommandFailure(code: .cannotCreate, message: "\(error)")
        }
        TerminalText.writeError("\(tool): serving \(settings.config.data.root) on http://\(settings.loopbackOnly ? "127.0.0.1" : "0.0.0.0"):\(server.port)")
        // SIGTERM and SIGINT: no new connections, the requests in flight finish (30 s at most), then exit 0.
        let stop = DispatchSemaphore(value: 0)
        var sources: [DispatchSourceSignal] = []
        for signal in [SIGTERM, SIGINT] {
            Foundation.signal(signal, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signal, queue: .global())
            source.setEventHandler { stop.signal() }
            source.resume()
            sources.append(source)
        }
        stop.wait()
        server.quiesce()
        let deadline = Date().addingTimeInterval(30)
        while service.inFlight > 0, Date() < deadline { usleep(20_000) }
        if service.inFlight > 0 {
            // A render past the deadline cannot be cut short: stopping the daemon would wait for it.
            TerminalText.writeError("\(tool): stopped with \(service.inFlight) requests unfinished after 30 s")
            TemporaryFolders.removeAll()
            exit(0)
        }
        server.stop()
        TerminalText.writeError("\(tool): stopped")
        _ = sources
    }
}
