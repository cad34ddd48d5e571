import LiveChartCore

/// Turns stream messages into a live bar series: each trade or bar either changes the last bar in place or
/// opens a new one, and anything that would rewrite the past is refused.
///
/// Policy (every refusal is a `StreamWarning` and leaves the series untouched):
/// - **Bars.** A bar newer than the last one is appended; a bar with the last bar's time replaces it (a
///   partial bar growing); an exact repeat of the last bar is a `duplicate`; an older bar is `late`. A bar
///   whose update `sequence` is not above the last applied one is a `duplicate` (equal) or `late` (below), so
///   an update that overtook a newer one cannot roll the live bar back.
/// - **Trades.** A trade falls into the minute that contains it (the session's slot when a session is
///   given, else `periodSeconds` buckets labelled by their open) and extends that bar: the first trade
///   opens it, later ones move high, low and close and add volume and amount. A trade older than the last
///   trade, or belonging to a bar before the live one, is `late`; a trade whose `sequence` is not above the
///   last seen is a `duplicate`.
/// - **Sessions.** With a session, bars and trades outside its minutes are `outsideSession`.
/// - **Values.** Non-finite prices, high below open, close or low, and negative volumes are `malformed`.
///
/// Value type; each `apply` is O(segments).
public struct LiveBarBuilder: Sendable {
    /// The bars so far, oldest first.
    public private(set) var series: BarSeries
    /// The trading minutes trades are bucketed into and bars checked against; nil accepts any time.
    public let session: TradingSession?
    /// The bar length in seconds used for trades without a session (60: minute bars).
    public let periodSeconds: Int64
    private var lastTradeTime: Int64?
    private var lastSequence: Int64?
    private var lastBarSequence: Int64?

    /// - Parameters:
    ///   - series: bars already drawn (history), oldest first.
    ///   - session: the session template, or nil.
    ///   - periodSeconds: bar length for trades without a session, ≥ 1 (default 60).
    public init(series: BarSeries = BarSeries(), session: TradingSession? = nil, periodSeconds: Int64 = 60) {
        self.series = series
        self.session = session
        self.periodSeconds = max(1, periodSeconds)
    }

    /// Forgets the update numbers seen: a new connection may number its messages afresh (a restarted server's
    /// `seq`), and the times still refuse anything older than the live bar.
    public mutating func forgetSequences() {
        lastSequence = nil
        lastBarSequence = nil
    }

    /// Applies one message under the policy above.
    public mutating func apply(_ message: StreamMessage) -> StreamChange {
        switch message {
        case .bar(let bar, let sequence): return apply(bar, sequence: sequence)
        case .tick(let tick): return apply(tick)
        case .book(let book):
            return book.isValid ? .book(book) : skip(.malformed, "the order book is crossed, unsorted or has a negative size")
        }
    }

    private mutating func apply(_ bar: Bar, sequence: Int64?) -> StreamChange {
        // The readers' and the chart's one check, and high/low must enclose open and close (no repair in a stream).
        if let reason = bar.invalidReason { return skip(.malformed, "bar at \(Self.clock(bar.time)): \(reason)") }
        guard bar.high >= max(bar.open, bar.close), bar.low <= min(bar.open, bar.close) else {
            return skip(.malformed, "bar at \(Self.clock(bar.time)): high/low do not enclose open and close")
        }
        if let session, session.index(ofBarTime: bar.time) == nil {
            return skip(.outsideSession, "bar at \(Self.clock(bar.time)) is outside the \(session.name) session")
        }
        if let sequence, let seen = lastBarSequence, sequence <= seen {
            return sequence == seen ? skip(.duplicate, "bar update \(sequence) was already applied")
                : skip(.late, "bar update \(sequence) arrived after update \(seen)")
        }
        if let sequence, bar.time >= (series.last?.time ?? .min) { lastBarSequence = sequence }
        guard let last = series.last else {
            series.append(bar)
            return .appended(bar)
        }
        if bar.time < last.time { return skip(.late, "bar at \(Self.clock(bar.time)) is older than the live bar at \(Self.clock(last.time))") }
        if bar.time > last.time {
            series.append(bar)
            return .appended(bar)
        }
        if bar == last { return skip(.duplicate, "bar at \(Self.clock(bar.time)) repeats the live bar") }
        series.updateLast(bar)
        return .updatedLast(bar)
    }

    private mutating func apply(_ tick: Tick) -> StreamChange {
        guard tick.price > 0, tick.price <= Bar.maximumPrice, tick.volume >= 0, tick.volume <= Bar.maximumVolume,
              tick.amount.isFinite, abs(tick.amount) <= Bar.maximumVolume else {
            return skip(.malformed, "trade price is not in (0, 1e15], or volume or amount is negative, too large or not finite")
        }
        if let sequence = tick.sequence, let seen = lastSequence, sequence <= seen {
            return skip(.duplicate, "trade sequence \(sequence) was already seen (last \(seen))")
        }
        if let previous = lastTradeTime, tick.time < previous {
            return skip(.late, "trade at \(Self.clock(tick.time)) is older than the last trade at \(Self.clock(previous))")
        }
        let label: Int64
        if let session {
            guard let slot = session.index(ofTickTime: tick.time) else {
                return skip(.outsideSession, "trade at \(Self.clock(tick.time)) is outside the \(session.name) session")
            }
            label = session.barTime(ofIndex: slot, day: TradingSession.day(of: tick.time))
        } else {
            label = Self.floor(tick.time, to: periodSeconds)
        }
        if let last = series.last, label < last.time {
            return skip(.late, "trade at \(Self.clock(tick.time)) belongs to a bar before the live one at \(Self.clock(last.time))")
        }
        lastTradeTime = tick.time
        if let sequence = tick.sequence { lastSequence = sequence }
        let single = Bar(time: label, open: tick.price, high: tick.price, low: tick.price, close: tick.price, volume: tick.volume, amount: tick.amount)
        if let last = series.last, last.time == label {
            let merged = last.merging(single)
            series.updateLast(merged)
            return .updatedLast(merged)
        }
        series.append(single)
        return .appended(single)
    }

    private func skip(_ kind: StreamWarning.Kind, _ reason: String) -> StreamChange { .skipped(StreamWarning(kind: kind, reason: reason)) }

    private static func floor(_ t: Int64, to period: Int64) -> Int64 { t >= 0 ? t / period * period : (t - period + 1) / period * period }

    private static func clock(_ t: Int64) -> String { WallClockText.dateTime(t) }
}
