import LiveChartCore
import LiveChartData

/// The options that say where and when a market trades, `--timezone` and `--session`, with one name, help and
/// validation for every chart command (kline, view, timeline, indicators, batch and the service's specs).
enum MarketSettings {
    static let timeZoneOption = OptionSpec(
        name: "timezone", value: "ZONE", defaultValue: "the exchange's, from --session or the bars' hours, else UTC",
        help: "show times written as instants (epochs, Z, offsets) in this zone: an IANA name such as America/New_York, "
            + "Asia/Shanghai or Australia/Sydney, UTC, or local; dates without a time never move")
    static let sessionOption = OptionSpec(
        name: "session", value: "ashare|us|crypto|HH:MM-HH:MM,…[/close]",
        help: "the market's trading hours, which also name its zone (ashare: Asia/Shanghai, us: America/New_York with "
            + "04:00-09:30 and 16:00-20:00 extended hours); default recognised from the bar times")

    /// `--timezone` of `values`, nil when not given.
    /// - Throws: `CommandFailure(.usage)` for an unknown zone, with the closest name.
    static func timeZone(_ values: [String: String]) throws -> ZoneOffsets? {
        guard let text = values["timezone"] else { return nil }
        do {
            return try TimeZoneName.resolve(text)
        } catch {
            throw CommandFailure(code: .usage, message: "--timezone: \(error)")
        }
    }

    /// `--session` of `values`, nil when not given.
    /// - Throws: `CommandFailure(.usage)` naming the accepted forms.
    static func session(_ values: [String: String]) throws -> TradingSession? {
        guard let text = values["session"] else { return nil }
        guard let session = TradingSession(parsing: text) else {
            throw CommandFailure(code: .usage, message: "--session '\(text)' must be ashare, us, crypto or HH:MM-HH:MM,…[/close]")
        }
        return session
    }
}
