/// The trading hours of one day, as segments of minutes after midnight on the exchange's wall clock,
/// and whether intraday bars are labelled by their close or their open.
///
/// Intraday resampling aligns buckets to the start of each segment, so a 5-minute bar never spans a
/// lunch break and a 60-minute A-share bar closes at 10:30, 11:30, 14:00 and 15:00 (the way Chinese
/// broker apps cut them). Value type; `Sendable`.
public struct TradingSession: Sendable, Equatable {
    /// One continuous stretch of trading, `start..<end` in minutes after midnight (0…1440).
    public struct Segment: Sendable, Equatable {
        /// First traded minute, in minutes after midnight.
        public var start: Int
        /// The minute trading stops (exclusive), in minutes after midnight.
        public var end: Int

        /// - Precondition: `0 <= start < end <= 1440`.
        public init(start: Int, end: Int) {
            precondition(0 <= start && start < end && end <= 1440, "a session segment must satisfy 0 <= start < end <= 1440")
            self.start = start
            self.end = end
        }
    }

    /// The segments in time order, not overlapping.
    public var segments: [Segment]
    /// `true` when a bar's time is the end of its interval (A-share minute files: 09:31 … 15:00),
    /// `false` when it is the start (US and crypto files: 09:30 … 15:59).
    public var barsLabelledByClose: Bool

    /// - Parameters:
    ///   - segments: trading stretches in time order.
    ///   - barsLabelledByClose: see the property.
    public init(segments: [Segment], barsLabelledByClose: Bool) {
        self.segments = segments
        self.barsLabelledByClose = barsLabelledByClose
    }

    /// Shanghai and Shenzhen A-shares: 09:30–11:30 and 13:00–15:00, bars labelled by close.
    public static let chinaAShare = TradingSession(segments: [Segment(start: 570, end: 690), Segment(start: 780, end: 900)],
                                                   barsLabelledByClose: true)

    /// Round-the-clock trading (crypto), bars labelled by open.
    public static let allDay = TradingSession(segments: [Segment(start: 0, end: 1440)], barsLabelledByClose: false)

    /// Minutes traded per day.
    public var minutesPerDay: Int { segments.reduce(0) { $0 + $1.end - $1.start } }

    /// The segment holding the minute that starts at `minute` after midnight, or `nil` outside trading hours.
    /// O(segments).
    public func segment(containing minute: Int) -> Segment? {
        segments.first { $0.start <= minute && minute < $0.end }
    }

    /// Infers the session from the bars themselves.
    ///
    /// Rules: the minutes of the day that carry a bar on any day are marked; runs of marked minutes
    /// separated by less than `max(2 × step, 30)` minutes form one segment (so missing no-trade minutes
    /// do not split a session, but a 90-minute lunch break does). Bars are taken as labelled by close
    /// when the first run starts one step after a half hour (09:31 or 09:05 after 09:00/09:30) but not on
    /// one; each segment then starts one step before its first label, otherwise it ends one step after
    /// its last. Segment bounds are then widened to whole half hours (down for starts, up for ends), since
    /// exchanges open and close on them: a day cut at 14:58 still infers a session ending at 15:00.
    ///
    /// - Parameters:
    ///   - times: bar times (wall-clock seconds since 1970).
    ///   - step: the source bars' length in minutes (1 for 1-minute bars).
    /// - Returns: `.allDay` when `times` is empty.
    /// - Complexity: O(n + 1440).
    public static func infer(fromTimes times: [Int64], step: Int) -> TradingSession {
        var marked = [Bool](repeating: false, count: 1440)
        for t in times { marked[Int(t.floorMod(86_400) / 60)] = true }
        var runs: [(first: Int, last: Int)] = []
        let maxGap = max(2 * step, 30)
        for m in 0..<1440 where marked[m] {
            if let last = runs.last?.last, m - last < maxGap {
                runs[runs.count - 1].last = m
            } else {
                runs.append((m, m))
            }
        }
        guard let first = runs.first else { return .allDay }
        let byClose = first.first % 30 != 0 && (first.first - step) % 30 == 0
        let segments = runs.map { run in
            let start = byClose ? run.first - step : run.first, end = byClose ? run.last : run.last + step
            return Segment(start: max(0, start / 30 * 30), end: min(1440, (end + 29) / 30 * 30))
        }
        return TradingSession(segments: segments, barsLabelledByClose: byClose)
    }
}
