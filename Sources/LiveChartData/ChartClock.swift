import LiveChartCore

/// How times from another source — a live stream, a marker, drawing or `--join` file — are put on a chart's
/// clock: the chart's bars are instants or wall-clock times (`BarTimeBasis`) shown in a zone, and the source may
/// write either (epochs, `Z`, offsets; or plain `2025-04-06 02:30`). A wall-clock time is read on `zone`'s clock (a repeated fall-back time as its earlier
/// instant), an instant is shown on it; a time already of the chart's kind is kept. The default (wall clock in
/// UTC) keeps every time as written.
/// Every conversion is O(log transitions) (`ZoneOffsets`).
public struct ChartClock: Sendable, Equatable {
    /// The kind of the chart's bar times.
    public var basis: BarTimeBasis
    /// The zone wall-clock times are read in and instants shown in.
    public var zone: ZoneOffsets
    /// Whether the chart's bars are daily or coarser, and so business days (`InstantDays`): a file's instant then
    /// names the day the bar readers would give a daily bar stamped so, not the moment it shows on `zone`.
    public var businessDays: Bool

    /// A clock for a chart whose times are `basis`, in `zone`; `businessDays` for daily or coarser bars.
    public init(basis: BarTimeBasis = .wallClock, zone: ZoneOffsets = .utc, businessDays: Bool = false) {
        self.basis = basis
        self.zone = zone
        self.businessDays = businessDays
    }

    /// The chart time of an instant (seconds since 1970 UTC).
    public func chartTime(ofInstant instant: Int64) -> Int64 { basis == .instant ? instant : zone.wallTime(of: instant) }

    /// The instant of a chart time: the inverse of `chartTime(ofInstant:)` (a backfill's `startTime`).
    public func instant(ofChartTime time: Int64) -> Int64 { basis == .instant ? time : zone.instant(ofWallTime: time) }

    /// The chart time of a time written as `written` says.
    func chartTime(_ seconds: Int64, written: StampZone) -> Int64 {
        written.isInstant ? chartTime(ofInstant: seconds) : basis == .instant ? zone.instant(ofWallTime: seconds) : seconds
    }

    /// The chart time of a marker's, drawing's or `--join` row's time: `chartTime(_:written:)`, or on business
    /// days the day a daily bar stamped so is read as (`2020-07-20T00:00:00+08:00` is 20 July whatever `zone`;
    /// an epoch its UTC date when `epochsAtMidnightUTC` — by default, when this one is at midnight UTC — else
    /// its date on `zone`), at 00:00.
    func fileTime(_ seconds: Int64, written: StampZone, epochsAtMidnightUTC: Bool? = nil) -> Int64 {
        guard businessDays, basis == .wallClock else { return chartTime(seconds, written: written) }
        return InstantDays.day(of: seconds, written: written, epochZone: zone, epochsAtMidnightUTC: epochsAtMidnightUTC ?? (seconds % 86_400 == 0))
    }

    /// `message` with its time, an instant (Binance's epochs), moved onto this clock.
    public func placingInstant(_ message: StreamMessage) -> StreamMessage {
        switch message {
        case .tick(var tick):
            tick.time = chartTime(ofInstant: tick.time)
            return .tick(tick)
        case .bar(var bar, let sequence):
            bar.time = chartTime(ofInstant: bar.time)
            return .bar(bar, sequence: sequence)
        case .book(var book):
            book.time = chartTime(ofInstant: book.time)
            return .book(book)
        }
    }
}
