/// The trading minutes of one session and how a bar or tick time maps to a minute slot.
///
/// Slots are the session's one-minute periods numbered from 0 at the open, with breaks removed:
/// the A-share session has 240 slots (09:30–11:30 is 0…119, 13:00–15:00 is 120…239), so its
/// lunch break takes no room on a timeline's axis. Templates: `aShare`, `us`, `crypto24h`, or
/// any list of segments (`init(name:segments:labelling:labelStep:)`, `init(parsing:)`).
///
/// Times are `Bar.time` values: wall-clock seconds of the exchange (see `CivilTime`). Every
/// mapping is O(segments).
public struct TradingSession: Sendable, Equatable, Hashable {
    /// A short name for titles and messages ("A-share", "US", "24h").
    public var name: String
    /// The trading periods, in order, not overlapping.
    public var segments: [SessionSegment]
    /// Whether bars of this market are labelled by their open or their close.
    public var labelling: BarLabelling
    /// Minutes between time-axis labels, counted from each segment's start (60: 09:30, 10:30, …).
    public var labelStep: Int
    /// The exchange's IANA time zone, whose wall clock the segments are on ("Asia/Shanghai"); nil when not
    /// known (custom and learned sessions). A chart of instants is shown in it unless told otherwise.
    public var timeZoneName: String?
    /// Pre- and post-market hours around the segments, in minutes after midnight on the same clock (US
    /// equities: 04:00–09:30 and 16:00–20:00); empty when the market has none.
    public var extendedHours: [SessionSegment]

    /// - Parameters:
    ///   - segments: trading periods in increasing order, not overlapping; at least one.
    ///   - labelStep: minutes between axis labels, ≥ 1.
    ///   - timeZoneName: the exchange's IANA zone, when known.
    ///   - extendedHours: pre- and post-market periods, not overlapping the segments.
    /// - Precondition: segments ordered and disjoint; `labelStep >= 1`.
    public init(name: String, segments: [SessionSegment], labelling: BarLabelling, labelStep: Int = 60,
                timeZoneName: String? = nil, extendedHours: [SessionSegment] = []) {
        precondition(!segments.isEmpty && labelStep >= 1, "a session needs a segment and a positive label step")
        precondition(zip(segments, segments.dropFirst()).allSatisfy { $0.end <= $1.start }, "segments must be ordered and disjoint")
        self.name = name
        self.segments = segments
        self.labelling = labelling
        self.labelStep = labelStep
        self.timeZoneName = timeZoneName
        self.extendedHours = extendedHours
    }

    /// Shanghai and Shenzhen: 09:30–11:30 and 13:00–15:00 (240 minutes) in Asia/Shanghai, bars labelled by their close.
    public static let aShare = TradingSession(name: "A-share", segments: [SessionSegment(start: 570, end: 690), SessionSegment(start: 780, end: 900)],
                                              labelling: .closeTime, timeZoneName: "Asia/Shanghai")
    /// NYSE and Nasdaq regular hours: 09:30–16:00 (390 minutes) in America/New_York, bars labelled by their
    /// open; pre-market 04:00–09:30 and post-market 16:00–20:00 (Nasdaq's extended hours).
    public static let us = TradingSession(name: "US", segments: [SessionSegment(start: 570, end: 960)], labelling: .openTime,
                                          timeZoneName: "America/New_York",
                                          extendedHours: [SessionSegment(start: 240, end: 570), SessionSegment(start: 960, end: 1200)])
    /// A market that never closes, one session per UTC calendar day 00:00–24:00 (1440 minutes), labelled by the open.
    public static let crypto24h = TradingSession(name: "24h", segments: [SessionSegment(start: 0, end: 1440)], labelling: .openTime,
                                                 labelStep: 240, timeZoneName: "UTC")

    /// The number of one-minute slots in the session (240 A-share, 390 US, 1440 crypto).
    public var minuteCount: Int { segments.reduce(0) { $0 + $1.minutes } }

    /// The slot of the bar labelled `time`, or nil when the label lies outside the session.
    ///
    /// A bar labelled at the session's edge just outside its minutes belongs to the nearest slot: the
    /// US 16:00 closing print to 15:59, an A-share 09:30 opening-auction bar to 09:31. Seconds are
    /// rounded towards the bar's own minute (down for open labels, up for close labels).
    public func index(ofBarTime time: Int64) -> Int? {
        let seconds = Self.secondsOfDay(time)
        var base = 0
        for segment in segments {
            switch labelling {
            case .openTime:
                let minute = Int(seconds / 60)
                if minute >= segment.start && minute < segment.end { return base + minute - segment.start }
                if minute == segment.end && seconds % 60 == 0 { return base + segment.minutes - 1 }
            case .closeTime:
                let minute = Int((seconds + 59) / 60)
                if minute > segment.start && minute <= segment.end { return base + minute - segment.start - 1 }
                if minute == segment.start { return base }
            }
            base += segment.minutes
        }
        return nil
    }

    /// The slot of the minute in which a trade at `time` happened, or nil outside the session.
    /// A trade exactly at a segment's end (the 15:00:00 closing auction) belongs to its last minute.
    public func index(ofTickTime time: Int64) -> Int? {
        let seconds = Self.secondsOfDay(time)
        var base = 0
        for segment in segments {
            let open = Int64(segment.start) * 60, close = Int64(segment.end) * 60
            if seconds >= open && seconds < close { return base + Int((seconds - open) / 60) }
            if seconds == close { return base + segment.minutes - 1 }
            base += segment.minutes
        }
        return nil
    }

    /// The label time of slot `index` on `day`, as its source would write it (09:31 for the first
    /// A-share slot, 09:30 for the first US slot).
    /// - Parameters:
    ///   - index: a slot, 0 ..< `minuteCount`.
    ///   - day: days since 1970-01-01 (`CivilTime.daysSince1970`).
    /// - Returns: wall-clock seconds since 1970.
    public func barTime(ofIndex index: Int, day: Int) -> Int64 {
        let minute = minuteOfDay(atBoundary: index) + (labelling == .closeTime ? 1 : 0)
        return Int64(day) * 86_400 + Int64(minute) * 60
    }

    /// The clock minute (after midnight) at which slot `index` opens; `minuteCount` gives the session's close.
    /// Between segments the boundary is the later segment's start (120 → 13:00 for the A-share session).
    public func minuteOfDay(atBoundary index: Int) -> Int {
        var rest = max(0, index)
        for segment in segments {
            if rest < segment.minutes { return segment.start + rest }
            rest -= segment.minutes
        }
        return segments[segments.count - 1].end
    }

    /// The calendar day (days since 1970) of a time.
    public static func day(of time: Int64) -> Int { Int(time >= 0 ? time / 86_400 : (time - 86_399) / 86_400) }

    private static func secondsOfDay(_ time: Int64) -> Int64 { time - Int64(day(of: time)) * 86_400 }
}
