/// What the `time` of a series' bars counts.
///
/// A source that writes an instant — epoch seconds or milliseconds, or a date-time with `Z` or an offset
/// (`2025-04-06T02:30:00+11:00`) — gives bars on UTC's clock, shown in whichever zone a chart asks for; a
/// source that writes a plain date or wall-clock time (`2020-07-01 09:31`, `2020-07-01`) gives the
/// exchange's own clock, shown as written in every zone. Daily and coarser bars are always business days
/// (`wallClock`): a reader turns instants of daily bars into their dates (see `BarReadOptions.timeZone`).
public enum BarTimeBasis: String, Sendable, Equatable, CaseIterable {
    /// Seconds since 1970-01-01 00:00:00 on the exchange's wall clock (see `CivilTime`); no zone applies.
    case wallClock
    /// Seconds since 1970-01-01 00:00:00 UTC: instants, ordered as they happened, labelled in a display zone.
    case instant
}
