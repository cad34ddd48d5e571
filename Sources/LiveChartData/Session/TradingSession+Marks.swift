extension TradingSession {
    /// A labelled boundary on a session's time axis.
    public struct Mark: Sendable, Equatable {
        /// The slot boundary: 0 is the open, `minuteCount` the close.
        public var index: Int
        /// "09:30", "10:30", "11:30/13:00" (where two segments meet), "15:00".
        public var label: String
        /// Whether two segments meet here (a break removed from the axis).
        public var isBreak: Bool
    }

    /// The time-axis labels: each segment's start and end and every `labelStep` minutes from each start.
    /// Where one segment ends and the next starts, one mark carries both times ("11:30/13:00").
    /// - Complexity: O(minuteCount / labelStep).
    public var marks: [Mark] {
        var marks: [Mark] = []
        var base = 0
        for (n, segment) in segments.enumerated() {
            if n == 0 { marks.append(Mark(index: 0, label: Self.clock(segment.start), isBreak: false)) }
            var offset = labelStep
            while offset < segment.minutes {
                marks.append(Mark(index: base + offset, label: Self.clock(segment.start + offset), isBreak: false))
                offset += labelStep
            }
            base += segment.minutes
            if n + 1 < segments.count {
                let next = segments[n + 1]
                let label = next.start == segment.end ? Self.clock(next.start) : Self.clock(segment.end) + "/" + Self.clock(next.start)
                marks.append(Mark(index: base, label: label, isBreak: next.start != segment.end))
            } else {
                marks.append(Mark(index: base, label: Self.clock(segment.end), isBreak: false))
            }
        }
        return marks
    }

    /// "HH:MM" of minutes after midnight (1440 prints as "24:00").
    public static func clock(_ minutes: Int) -> String {
        let h = minutes / 60, m = minutes % 60
        return (h < 10 ? "0\(h)" : "\(h)") + ":" + (m < 10 ? "0\(m)" : "\(m)")
    }
}
