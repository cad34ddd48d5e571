import LiveChartCore

/// Turns stream messages into a live bar series: each trade or bar either changes the last bar in place or
/// opens a new one, and anything that would rewrite the past is refused.
///
/// Policy (every refusal is a `StreamWarning` and leaves the series untouched):
/// - **Bounds.** First, `StreamBounds`: a message far ahead of the clock, far after the stream's newest
///   message, or a live-bar update numbered far above the last is `quarantined`.
/// - **Bars.** A bar newer than the last one is appended; a bar with the last bar's time replaces it (a
///   partial bar growing); an exact repeat of the last bar is a `duplicate`; an older bar is `late`. An
///   update whose `sequence` equals the last applied one is a `duplicate`, one below it is `late` unless it
///   opens a newer bar, so an update that overtook a newer one cannot roll the live bar back.
/// - **Trades.** A trade falls into the minute that contains it (the session's slot when a session is
///   given, else `periodSeconds` buckets labelled by their open) and extends that bar: the first trade
///   opens it, later ones move high, low and close and add volume and amount. A trade older than the last
///   trade, or belonging to a bar before the live one, is `late`; a trade numbered as the last seen, or
///   below it and no newer than the last trade, is a `duplicate`. A newer trade numbered below the last is
///   taken: the numbering restarted or the last number was wrong, and the time wins.
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
    /// What one message may move.
    public let bounds: StreamBounds
    private var lastTradeTime: Int64?
    private var lastSequence: Int64?
    /// The update number of the live bar's last applied update.
    var lastBarSequence: Int64?
    /// The newest time among messages applied since the last `restart()`; nil before the first.
    var newestStreamTime: Int64?
    /// Messages in a row beyond the jump bound (the first one's time), and live-bar updates beyond the
    /// update-number window.
    var jumpsInARow = 0, jumpAnchor: Int64?, sequenceJumpsInARow = 0

    /// - Parameters:
    ///   - series: bars already drawn (history), oldest first.
    ///   - session: the session template, or nil.
    ///   - periodSeconds: bar length for trades without a session, ≥ 1 (default 60).
    ///   - bounds: what one message may move (default: a live feed's, against this machine's clock).
    public init(series: BarSeries = BarSeries(), session: TradingSession? = nil, periodSeconds: Int64 = 60,
                bounds: StreamBounds = .live) {
        self.series = series
        self.session = session
        self.periodSeconds = max(1, periodSeconds)
        self.bounds = bounds
    }

    /// A builder that continues `history` but keeps only its last two bars (what the rules read: the live bar, and
    /// the spacing for the jump bound), so taking over a long history costs O(1), and the first live bar copies
    /// nothing (holding the whole history would copy all of it then, as the chart holds it too: 0.2 s at 1M bars).
    /// `series` is then those two bars and the ones after. Parameters as `init`.
    public init(continuing history: BarSeries, session: TradingSession? = nil, periodSeconds: Int64 = 60, bounds: StreamBounds = .live) {
        self.init(series: history.slice(max(0, history.count - 2)..<history.count), session: session, periodSeconds: periodSeconds, bounds: bounds)
    }

    /// A new connection began: forgets the update numbers seen (a restarted server numbers its messages afresh,
    /// its `seq`) and the stream's newest time (a feed resumed after a long pause is not a jump); the times still
    /// refuse anything older than the live bar.
    public mutating func restart() {
        lastSequence = nil
        lastBarSequence = nil
        newestStreamTime = nil
        jumpsInARow = 0
        sequenceJumpsInARow = 0
    }

    /// Applies one message under the policy above.
    public mutating func apply(_ message: StreamMessage) -> StreamChange {
        switch message {
        case .bar(let bar, let sequence):
            if let warning = quarantine(time: bar.time) ?? quarantine(bar: bar, sequence: sequence) { return .skipped(warning) }
            return noted(apply(bar, sequence: sequence))
        case .tick(let tick):
            if let warning = quarantine(time: tick.time) { return .skipped(warning) }
            return noted(apply(tick))
        case .book(let book):
            guard let reason = book.invalidReason else { return .book(book) }
            return skip(.malformed, "order book at \(Self.clock(book.time)): \(reason)")
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
        // Numbers order the updates of one bar; an equal number is the same message again, but a lower one on a
        // newer bar means the numbering restarted or the last number was wrong: the time wins.
        let newer = bar.time > (series.last?.time ?? .min)
        if let sequence, let seen = lastBarSequence, sequence == seen || (sequence < seen && !newer) {
            return sequence == seen ? skip(.duplicate, "bar update \(sequence) was already applied")
                : skip(.late, "bar update \(sequence) arrived after update \(seen)")
        }
        if bar.time >= (series.last?.time ?? .min) { lastBarSequence = sequence ?? (newer ? nil : lastBarSequence) }
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
        if let sequence = tick.sequence, let seen = lastSequence, sequence == seen || (sequence < seen && tick.time <= (lastTradeTime ?? .max)) {
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

    static func floor(_ t: Int64, to period: Int64) -> Int64 { t >= 0 ? t / period * period : (t - period + 1) / period * period }

    static func clock(_ t: Int64) -> String { WallClockText.dateTime(t) }
}
