import LiveChartJobs
import LiveChartService

/// `livechart serve --port N --data DIR`: charts over HTTP (`GET`/`POST /v1/chart`, `GET /healthz`,
/// `GET /metrics`), rendered in memory with the same option table and code as `livechart kline`; the service is
/// `LiveChartService`'s, and so are its options (`ServiceSettings.options`).
enum ServeCommand: Subcommand {
    static var options: [OptionSpec] { ServiceSettings.options }

    static var synopsis: String { ServiceSettings.synopsis(command: "livechart serve") }

    static func run(_ arguments: [String]) throws {
        guard let args = try parse(arguments) else { return }
        try ServiceProcess.run(ServiceSettings(args))
    }
}
