import LiveChartCore

/// Why a stream line was skipped, and where it was.
///
/// A skipped line changes nothing already drawn: see `LiveBarBuilder` for the policy.
public struct StreamWarning: Error, Sendable, Equatable, CustomStringConvertible {
    /// The kinds of line the stream refuses.
    public enum Kind: String, Sendable, Equatable {
        /// Not JSON, not an object, a missing or non-numeric field, an unreadable time, or impossible values
        /// (high below low, a negative volume, a crossed order book).
        case malformed
        /// Older than the live bar or the last trade: it would rewrite a minute already closed.
        case late
        /// The same bar again, or a trade whose sequence number was already seen.
        case duplicate
        /// A time outside the session's trading minutes.
        case outsideSession
        /// Beyond what one message may move (`StreamBounds`): far ahead of the clock, far after the stream's
        /// newest message, or an update number far above the last; held back so that later messages draw.
        case quarantined
        /// About the input rather than one line: the followed file was rotated or truncated and is read
        /// again, or reading stopped (an I/O error, an endless line). Nothing drawn changed.
        case input
    }

    /// The 1-based line number in the stream; 0 when the message did not come from a line.
    public var line: Int
    /// Which rule refused the line.
    public var kind: Kind
    /// What was wrong, for a person.
    public var reason: String

    /// A warning; `line` 0 until a reader knows it. `reason` is kept on one line with its control characters
    /// escaped (`TerminalText`): it often quotes the input, and a line feed in a field forged a whole line of the
    /// tool's own output on standard error.
    public init(line: Int = 0, kind: Kind, reason: String) {
        self.line = line
        self.kind = kind
        self.reason = TerminalText.escaped(reason, keepingNewlines: false)
    }

    /// "line 12: late: …", the form printed to standard error.
    public var description: String { (line > 0 ? "line \(line): " : "") + "\(kind.rawValue): \(reason)" }
}
