import Foundation

extension TradingSession {
    /// A template by name or from segments: "ashare" (also "cn"), "us", "crypto" (also "24h"), or
    /// "HH:MM-HH:MM[,HH:MM-HH:MM…]" optionally followed by "/close" or "/open" for the bar labelling
    /// (default open), e.g. "09:00-11:30,13:30-15:00/close".
    /// - Returns: nil when the text names no template and is no valid list of increasing segments.
    public init?(parsing text: String) {
        let t = text.trimmingCharacters(in: .whitespaces).lowercased()
        switch t {
        case "ashare", "a-share", "cn": self = .aShare
        case "us": self = .us
        case "crypto", "24h": self = .crypto24h
        default:
            var spec = Substring(t), labelling = BarLabelling.openTime
            if let slash = spec.lastIndex(of: "/") {
                switch spec[spec.index(after: slash)...] {
                case "close": labelling = .closeTime
                case "open": labelling = .openTime
                default: return nil
                }
                spec = spec[..<slash]
            }
            var segments: [SessionSegment] = []
            for part in spec.split(separator: ",") {
                let ends = part.split(separator: "-").map { Self.minutes(String($0)) }
                guard ends.count == 2, let start = ends[0], let end = ends[1], start < end,
                      segments.last.map({ $0.end <= start }) ?? true else { return nil }
                segments.append(SessionSegment(start: start, end: end))
            }
            guard !segments.isEmpty else { return nil }
            let total = segments.reduce(0) { $0 + $1.minutes }
            self.init(name: "custom", segments: segments, labelling: labelling, labelStep: total > 720 ? 240 : 60)
        }
    }

    /// The session of a file's bars: the first template under which every bar of the first day has a slot
    /// and the day's first bar sits at or near the open (A-share, then US); otherwise the hours the bars
    /// themselves trade (`learn(fromTimes:step:)`: EuroStoxx's 09:00–22:00 rather than 24 hours, which left
    /// 37 % of a timeline empty), named by them ("09:00–22:00"); 24 hours when the bars fill the day.
    /// - Returns: `crypto24h` for no bars or bars around the clock.
    /// - Complexity: O(n + 1440).
    public static func infer(from times: [Int64]) -> TradingSession {
        guard let first = times.first else { return .crypto24h }
        let day = Self.day(of: first)
        let firstDay = times.prefix { Self.day(of: $0) == day }
        for session in [TradingSession.aShare, .us] {
            let slots = firstDay.map { session.index(ofBarTime: $0) }
            if slots.allSatisfy({ $0 != nil }), let open = slots.first ?? nil, open < 5 { return session }
        }
        // The bars' step: the smallest gap between neighbours within a day, in minutes.
        let gaps = zip(times, times.dropFirst()).map { $1 - $0 }.filter { $0 > 0 && $0 < 86_400 }
        let step = max(1, Int((gaps.min() ?? 60) / 60))
        var learned = learn(fromTimes: times, step: step)
        // Hours that wrap midnight (bars at 00:00 and 23:59) are a market trading around the clock.
        let wraps = learned.segments.first?.start == 0 && learned.segments.last?.end == 1440
        guard learned.minuteCount < 1440 - 30, !wraps else { return .crypto24h }
        func hhmm(_ m: Int) -> String { String(format: "%02d:%02d", m / 60, m % 60) }
        learned.name = learned.segments.map { hhmm($0.start) + "–" + hhmm($0.end) }.joined(separator: ", ")
        return learned
    }

    private static func minutes(_ text: String) -> Int? {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: ":")
        guard parts.count == 2, let h = Int(parts[0]), let m = Int(parts[1]), m >= 0, m < 60, h >= 0,
              h * 60 + m <= 1440 else { return nil }
        return h * 60 + m
    }
}
