/// The bars of one trading session placed on their session's minute slots.
///
/// `bars[k]` sits at slot `slots[k]`; slots strictly increase, and minutes without a bar are simply
/// absent (the line joins its neighbours). Value type.
public struct SessionDay: Sendable, Equatable {
    /// The calendar day, in days since 1970-01-01 (see `CivilTime(secondsSince1970:)` of `day * 86 400`).
    public var day: Int
    /// The session's bars, oldest first.
    public var bars: [Bar]
    /// The slot of each bar, 0 ..< `TradingSession.minuteCount`.
    public var slots: [Int]
    /// The reference price of the day: the close of the session before it, when known (currency units).
    public var previousClose: Double?

    /// - Precondition: `bars.count == slots.count`.
    public init(day: Int, bars: [Bar] = [], slots: [Int] = [], previousClose: Double? = nil) {
        precondition(bars.count == slots.count, "one slot per bar")
        self.day = day
        self.bars = bars
        self.slots = slots
        self.previousClose = previousClose
    }

    /// The last price of the day, nil before its first bar.
    public var lastClose: Double? { bars.last?.close }

    /// Adds a bar at `slot`: appended after the last slot, or merged into the last bar when it falls into
    /// the same slot (see `Bar.merging(_:)`). A slot before the last one is refused.
    /// - Returns: false when the slot lies before the last bar's.
    /// - Complexity: O(1) amortised.
    @discardableResult
    public mutating func add(_ bar: Bar, slot: Int) -> Bool {
        guard let last = slots.last else {
            bars.append(bar)
            slots.append(slot)
            return true
        }
        if slot > last {
            bars.append(bar)
            slots.append(slot)
        } else if slot == last {
            bars[bars.count - 1] = bars[bars.count - 1].merging(bar)
        } else {
            return false
        }
        return true
    }

    /// Splits bars (oldest first) into sessions by calendar day, each bar on its slot; each day's
    /// `previousClose` is the last close of the day before it in `bars` (nil for the first day).
    /// - Returns: the days, oldest first, and how many bars had no slot in `session` (dropped).
    /// - Complexity: O(n · segments).
    public static func split(_ bars: [Bar], session: TradingSession) -> (days: [SessionDay], outside: Int) {
        var days: [SessionDay] = []
        var outside = 0
        for bar in bars {
            guard let slot = session.index(ofBarTime: bar.time) else {
                outside += 1
                continue
            }
            let day = TradingSession.day(of: bar.time)
            if days.last?.day != day {
                days.append(SessionDay(day: day, previousClose: days.last?.lastClose))
            }
            if !days[days.count - 1].add(bar, slot: slot) { outside += 1 }
        }
        return (days, outside)
    }
}
