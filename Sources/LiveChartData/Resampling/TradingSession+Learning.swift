extension TradingSession {
    /// Learns a session from the bars themselves, for any exchange's hours (the EuroStoxx future's
    /// 09:00–22:00 as well as the A-share 09:30–11:30 / 13:00–15:00), where `infer(from:)` only chooses
    /// among the A-share, US and 24-hour templates. The resampler uses it when no session is given.
    ///
    /// Rules: the minutes of the day that carry a bar on any day are marked; runs of marked minutes
    /// separated by less than `max(2 × step, 30)` minutes form one segment (so missing no-trade minutes
    /// do not split a session, but a 90-minute lunch break does). Bars are taken as labelled by close
    /// when the first run starts one step after a half hour (09:31 or 09:05 after 09:00/09:30) but not on
    /// one; each segment then starts one step before its first label, otherwise it ends one step after
    /// its last. Segment bounds are then widened to whole half hours (down for starts, up for ends), since
    /// exchanges open and close on them: a day cut at 14:58 still learns a session ending at 15:00. A run of bars
    /// labelled by their open whose last label is on a half hour (15:59 then 16:00) ends there: that bar is the
    /// closing print, stamped at the close.
    ///
    /// - Parameters:
    ///   - times: bar times (wall-clock seconds since 1970).
    ///   - step: the source bars' length in minutes (1 for 1-minute bars).
    /// - Returns: a session named "learned", or `crypto24h` when `times` is empty.
    /// - Complexity: O(n + 1440).
    public static func learn(fromTimes times: [Int64], step: Int) -> TradingSession {
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
        guard let first = runs.first else { return .crypto24h }
        let byClose = first.first % 30 != 0 && (first.first - step) % 30 == 0
        let segments = runs.map { run in
            // A last bar labelled by its open on a whole half hour (US files' 16:00 closing print after 15:59) is
            // stamped at the close, not a trading minute after it: the segment ends there (and the bar folds into
            // the last bucket, `BucketScheme`), instead of a 16:00 stub bar of one minute.
            let closingPrint = !byClose && run.last > run.first && run.last % 30 == 0
            let start = byClose ? run.first - step : run.first, end = byClose || closingPrint ? run.last : run.last + step
            return SessionSegment(start: max(0, start / 30 * 30), end: min(1440, (end + 29) / 30 * 30))
        }
        return TradingSession(name: "learned", segments: segments, labelling: byClose ? .closeTime : .openTime)
    }

    /// The segment holding the one-minute interval that starts `minute` minutes after midnight, or
    /// `nil` outside trading hours. O(segments).
    func segment(startingMinute minute: Int) -> SessionSegment? {
        segments.first { $0.start <= minute && minute < $0.end }
    }
}
