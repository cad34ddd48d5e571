import Foundation
import LiveChartData

/// Where a feed's connection stands, for a status line.
public enum FeedState: Sendable, Equatable, CustomStringConvertible {
    /// Opening the connection; `attempt` counts from 1 since the last open connection.
    case connecting(attempt: Int)
    /// Receiving messages.
    case open
    /// Fetching the bars missed while disconnected from the backfill URL; live messages wait.
    case backfilling
    /// Disconnected for `reason`; the next attempt (`attempt`) starts in `seconds`.
    case waiting(attempt: Int, seconds: Double, reason: String)
    /// Stopped by its owner.
    case stopped

    /// Whether messages are flowing.
    public var isLive: Bool { self == .open }

    public var description: String {
        switch self {
        case .connecting(let attempt): attempt > 1 ? "connecting (attempt \(attempt))" : "connecting"
        case .open: "live"
        case .backfilling: "filling the gap"
        case .waiting(let attempt, let seconds, let reason): "\(reason); retry \(attempt) in \(String(format: "%.1f", seconds)) s"
        case .stopped: "stopped"
        }
    }
}

/// What a feed hands to its reader, in order.
public enum FeedEvent: Sendable, Equatable {
    /// Messages to apply: those of WebSocket message `number` (from 1 on each feed), or with number 0 the backfill's bars.
    case messages([StreamMessage], number: Int)
    /// A message that was not applied, and why.
    case warning(StreamWarning)
    /// The connection came back and nothing filled what was missed after the bar at this time (seconds since
    /// 1970; nil when no bar had arrived yet): the chart marks it.
    case gap(after: Int64?)
    /// The connection's state changed.
    case state(FeedState)

    var isState: Bool { if case .state = self { true } else { false } }
}
