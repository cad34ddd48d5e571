import Foundation
import LiveChartCore

extension TradingSession {
    /// The exchange's zone (`timeZoneName`) as offsets; nil when the session names none or tzdata lacks it.
    public var timeZone: ZoneOffsets? {
        guard let name = timeZoneName else { return nil }
        return try? TimeZoneName.resolve(name)
    }

    /// The market template (A-share, then US) whose hours hold a file's intraday bars on its own zone's wall
    /// clock: every bar of the first day has a minute in the regular or extended hours, and the day's first bar
    /// sits within five minutes of the regular or the pre-market open. Bars of instants are read in the
    /// template's zone (UTC epochs of a Shanghai session are recognised as A-share); wall-clock bars as written.
    ///
    /// This is how "the data says" its exchange, and so the zone a chart of instants is shown in by default.
    /// - Returns: nil for no bars, daily bars, or hours that are no template's (24-hour crypto, EuroStoxx).
    /// - Complexity: O(bars of the first day · segments).
    public static func exchange(of series: BarSeries) -> TradingSession? {
        guard let first = series.bars.first, let period = BarPeriod.infer(fromTimes: series.bars.map(\.time)), period.isIntraday else { return nil }
        for template in [TradingSession.aShare, .us] {
            let zone = series.timeBasis == .instant ? template.timeZone : nil
            func wall(_ t: Int64) -> Int64 { zone?.wallTime(of: t) ?? t }
            let day = Self.day(of: wall(first.time))
            let firstDay = series.bars.lazy.map { wall($0.time) }.prefix { Self.day(of: $0) == day }
            let whole = template.withExtendedHours
            let slots = firstDay.map { whole.index(ofBarTime: $0) }
            guard slots.allSatisfy({ $0 != nil }), let open = slots.first ?? nil else { continue }
            let regularOpen = whole.slot(ofMinute: template.segments[0].start)
            if open < 5 || (open >= regularOpen && open < regularOpen + 5) { return template }
        }
        return nil
    }

    /// The session with its extended hours as segments of their own (US: 04:00–09:30, 09:30–16:00,
    /// 16:00–20:00), for telling which bars a market's day holds.
    var withExtendedHours: TradingSession {
        guard !extendedHours.isEmpty else { return self }
        let all = (segments + extendedHours).sorted { $0.start < $1.start }
        return TradingSession(name: name, segments: all, labelling: labelling, labelStep: labelStep, timeZoneName: timeZoneName)
    }

    /// The slot at which the minute `minute` after midnight starts, counting only the session's minutes before it.
    func slot(ofMinute minute: Int) -> Int {
        segments.reduce(0) { $0 + max(0, min($1.end, minute) - $1.start) }
    }

    /// Whether the bar labelled at wall time `time` covers a minute of the extended hours (pre- or post-market):
    /// a bar labelled 16:00 by its open is the first post-market bar (where `index(ofBarTime:)` folds a lone
    /// 16:00 closing print into 15:59). O(segments).
    public func isExtendedHours(barTime time: Int64) -> Bool {
        guard !extendedHours.isEmpty else { return false }
        let seconds = time - Int64(Self.day(of: time)) * 86_400
        // The minute the bar's interval starts in: its label, or one minute earlier for close labels.
        let minute = Int(labelling == .openTime ? seconds / 60 : (seconds + 59) / 60 - 1)
        return extendedHours.contains { minute >= $0.start && minute < $0.end }
    }
}
