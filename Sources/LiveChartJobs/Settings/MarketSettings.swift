import LiveChartCore
import LiveChartData

/// The options that say where and when a market trades, `--timezone` and `--session`, with one name, help and
/// validation for every chart command (kline, view, timeline, indicators, batch and the service's specs).
package enum MarketSettings {
    package static let timeZoneOption = OptionSpec(
        name: "timezone", value: "ZONE", defaultValue: "the exchange's, from --session or the bars' hours, else UTC",
        help: "show times written as instants (epochs, Z, offsets) in this zone: an IANA name such as America/New_York, "
            + "Asia/Shanghai or Australia/Sydney, UTC, or local; dates without a time never move")
    package static let sessionOption = OptionSpec(
        name: "session", value: "ashare|us|crypto|HH:MM-HH:MM,…[/close]",
        help: "the market's trading hours, which also name its zone (ashare: Asia/Shanghai, us: America/New_York with "
            + "04:00-09:30 and 16:00-20:00 extended hours); default recognised from the bar times")

    /// `--timezone` of `values`, nil when not given.
    /// - Throws: `CommandFailure(.usage)` for an unknown zone, with the closest name.
    package static func timeZone(_ values: [String: String]) throws -> ZoneOffsets? {
        guard let text = values["timezone"] else { return nil }
        do {
            return try TimeZoneName.resolve(text)
        } catch {
            throw CommandFailure(code: .usage, message: "--timezone: \(error)")
        }
    }

    /// `--session` of `values`, nil when not given.
    /// - Throws: `CommandFailure(.usage)` naming the accepted forms.
    package static func session(_ values: [String: String]) throws -> TradingSession? {
        guard let text = values["session"] else { return nil }
        guard let session = TradingSession(parsing: text) else {
            throw CommandFailure(code: .usage, message: "--session '\(text)' must be ashare, us, crypto or HH:MM-HH:MM,…[/close]")
        }
        return session
    }

    /// The session a streamed timeline draws (`--session`, else the history's market, else `fallback`) and the
    /// clock it lays it on (`timelineZone`).
    /// - Throws: `CommandFailure(.usage)` for a bad `--session` or `--timezone`, or one off the session's clock.
    package static func streamedTimeline(_ values: [String: String], loaded: LoadedBars?,
                                 fallback: TradingSession) throws -> (session: TradingSession, zone: ZoneOffsets) {
        let given = try session(values)
        let chosen = given ?? loaded?.session ?? fallback
        let zone = try timelineZone(values, session: chosen, defaulted: given == nil && loaded?.session == nil, loaded: loaded?.timeZone)
        return (chosen, zone)
    }

    /// The clock a timeline lays `session`'s minutes on. A session of hours (A-share, US) is kept on its exchange's
    /// clock, as every broker's 分时 chart is: its minutes are that clock's minutes, and `--timezone` may only name
    /// that zone. A session of the whole day (crypto, `00:00-24:00`) has no such clock: `--timezone`, else `loaded`
    /// (the history's display zone), else the session's zone, else UTC.
    /// - Parameter defaulted: whether `session` is the command's default, not `--session` (for the message).
    /// - Throws: `CommandFailure(.usage)` when `--timezone` names another zone than a session of hours trades in:
    ///   its 09:30 would be drawn at another zone's 09:30, off every bar (ashare under `--timezone UTC`).
    static func timelineZone(_ values: [String: String], session: TradingSession, defaulted: Bool,
                             loaded: ZoneOffsets?) throws -> ZoneOffsets {
        let asked = try timeZone(values)
        guard session.minuteCount < 1440, let own = session.timeZone else { return asked ?? loaded ?? session.timeZone ?? .utc }
        if let asked, asked != own {
            let which = defaulted ? "the \(session.name) session (the default; --session names another)" : "the \(session.name) session"
            throw CommandFailure(code: .usage, message: "--timezone \(asked): a timeline draws \(which) on its exchange's clock, "
                + "\(own); leave out --timezone, or give --session HH:MM-HH:MM,… with the hours as \(asked)'s clock writes them")
        }
        return own
    }
}
