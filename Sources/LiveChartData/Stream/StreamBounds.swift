import Foundation

/// How far one stream message may move the live series, so that a single bad message cannot freeze the rest.
///
/// Without bounds, one trade stamped 2099 would make every later valid message `late` (RELIABILITY.md, §12). `LiveBarBuilder` applies three bounds before its policy:
/// - **The clock.** A message stamped more than `lead` seconds ahead of `clock()` is refused as
///   `quarantined`; the clock is trusted, so no number of such messages is taken.
/// - **The epoch's first year.** A message stamped before `earliest` (1971-01-01 UTC) is refused as
///   `quarantined`, however many there are: such a time is a zero or missing field, or seconds read as
///   milliseconds (1.7e9 ms is 1970-01-20). Unbounded, one such first message with no history was drawn as a
///   1970 bar before the live ones, and the jump bound then held back the next two.
/// - **A jump.** A message more than `jump` seconds (or 100 bar spacings of the series, if longer) after the
///   stream's newest applied message is refused as `quarantined`, unless it is the `confirmations`-th in a
///   row beyond the bound: then the stream really moved on (a feed resumed after a month) and it is applied.
///   The first message after history is not bounded by it (history may be old).
/// - **Update numbers.** A bar update of the live bar whose `sequence` lies more than `sequenceWindow` above
///   the last applied one is `quarantined` on the same terms. When a number falls but the time moves on,
///   the time wins: a message newer than the live bar (or the last trade) numbered below the last is applied,
///   and its number becomes the one to beat, so a poisoned number can hold back at most the rest of one bar.
public struct StreamBounds: Sendable {
    /// Seconds a message may be stamped ahead of the clock; nil turns the clock bound off (replays, simulations).
    public var lead: Int64?
    /// The wall clock, seconds since 1970.
    public var clock: @Sendable () -> Int64
    /// The earliest time a message may carry, seconds since 1970; nil turns the floor off (synthetic streams).
    public var earliest: Int64?
    /// The shortest jump, in seconds, beyond the stream's newest message that is quarantined (30 days).
    public var jump: Int64
    /// The largest step of a bar's update number that is applied at once (1,000,000).
    public var sequenceWindow: Int64
    /// How many messages in a row beyond the jump or window are taken as the stream having moved on (≥ 1).
    public var confirmations: Int

    /// - Parameters: see the properties; defaults are the live bounds (15 hours ahead of this machine's clock:
    ///   stream times are often an exchange's wall clock, and the zone furthest ahead is UTC+14, plus an hour of
    ///   skew; 1971-01-01; 30 days; a million; three in a row).
    public init(lead: Int64? = 15 * 3_600, clock: @escaping @Sendable () -> Int64 = { Int64(Date().timeIntervalSince1970) },
                earliest: Int64? = 365 * 86_400, jump: Int64 = 30 * 86_400, sequenceWindow: Int64 = 1_000_000,
                confirmations: Int = 3) {
        self.lead = lead
        self.clock = clock
        self.earliest = earliest
        self.jump = max(1, jump)
        self.sequenceWindow = max(1, sequenceWindow)
        self.confirmations = max(1, confirmations)
    }

    /// The bounds of a live feed.
    public static var live: StreamBounds { StreamBounds() }

    /// No clock bound, for sessions replayed or simulated at any date; jumps and update numbers still bounded.
    public static var replay: StreamBounds { StreamBounds(lead: nil) }
}
