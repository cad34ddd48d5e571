import LiveChartCore

/// Collects the bars a reader parses, applies the checks and the policy, and produces the result.
///
/// Shared by the CSV and JSON readers so both validate, order and report in exactly one way.
struct BarAssembler {
    /// How many individual problems the warnings list before summing up the rest.
    static let listedProblems = 5

    let file: String
    let policy: BarReadOptions.Policy
    /// Where epoch-stamped daily bars find their day (`BarReadOptions.timeZone`, UTC when nil).
    let epochDayZone: ZoneOffsets
    private var bars: [Bar] = []
    private var lines: [Int] = []
    /// How each bar's time was written, kept only once an instant was seen (`sawInstant`; empty before).
    private var stampZones: [StampZone] = []
    private var sawInstant = false
    private var rejected: [DataError] = []
    private var rejectedCount = 0
    private var suspendedLines: [Int] = []
    private var suspendedCount = 0
    private var repairedLines: [Int] = []
    private var repairedCount = 0

    init(file: String, policy: BarReadOptions.Policy, epochDayZone: ZoneOffsets? = nil) {
        self.file = file
        self.policy = policy
        self.epochDayZone = epochDayZone ?? .utc
    }

    /// Makes room for `rows` bars up front, so a large file's bars are allocated once. O(1).
    mutating func reserveCapacity(_ rows: Int) {
        bars.reserveCapacity(rows)
        lines.reserveCapacity(rows)
    }

    /// Records a row that cannot become a bar: throws `problem` in `.strict` mode, counts it in `.lenient`.
    mutating func reject(_ problem: DataError) throws(DataError) {
        guard policy == .lenient else { throw problem }
        rejectedCount += 1
        if rejected.count < Self.listedProblems { rejected.append(problem) }
    }

    /// Checks `bar` and keeps it, skips it as a suspended day (O=H=L=C=0, volume 0), or rejects it.
    ///
    /// Rejected: a non-finite value; a price ≤ 0; high below low; a negative volume or amount.
    /// Repaired in both modes, and listed in a warning: an open or close outside [low, high], a known
    /// vendor artefact (Yahoo's daily files carry a few) that does not contradict itself the way high < low
    /// does; the range is widened to include the open and close. O(1) amortised.
    /// - Parameters:
    ///   - zone: how the bar's time was written (an instant or the exchange's wall clock).
    ///   - locate: the 1-based column and field name of a role, for the error.
    mutating func add(_ bar: Bar, line: Int, zone: StampZone = .wallClock, locate: (BarRole) -> (column: Int, field: String?)) throws(DataError) {
        if bar.open == 0 && bar.high == 0 && bar.low == 0 && bar.close == 0 && bar.volume == 0 {
            suspendedCount += 1
            if suspendedLines.count < Self.listedProblems { suspendedLines.append(line) }
            return
        }
        if let (role, reason) = bar.problem {
            let (column, field) = locate(role)
            try reject(DataError(file: file, line: line, column: column, field: field, reason: reason))
            return
        }
        var kept = bar
        if bar.open < bar.low || bar.open > bar.high || bar.close < bar.low || bar.close > bar.high {
            kept.high = max(bar.high, bar.open, bar.close)
            kept.low = min(bar.low, bar.open, bar.close)
            repairedCount += 1
            if repairedLines.count < Self.listedProblems { repairedLines.append(line) }
        }
        if zone.isInstant && !sawInstant {
            sawInstant = true
            stampZones = Array(repeating: .wallClock, count: bars.count)
        }
        if sawInstant { stampZones.append(zone) }
        bars.append(kept)
        lines.append(line)
    }

    /// Orders the bars oldest first, enforces strictly increasing times and builds the result.
    ///
    /// A file whose times fall more often than they rise is read as newest first and reversed. A bar whose
    /// time is not after the one before it (in oldest-first order) is a duplicate or out of order: thrown in
    /// `.strict` mode; in `.lenient` the longest run of rows in time order is kept and only the others are
    /// skipped, each said (`longestOrdered`), so a stray row never takes the rows after it along. When every bar carries the same non-zero time of
    /// day and bars are at least a day apart (daily bars stamped with the session close, `15:00:00`),
    /// the time of day is dropped so daily bars are labelled by their date at 00:00, with a warning. A bar of
    /// another period mixed in (see `PeriodConsistency`) is thrown in `.strict` mode, skipped in `.lenient`.
    /// Times written as instants make a series of instants (`BarTimeBasis.instant`; a time without a zone among
    /// them is read as UTC, with a warning), unless the bars are daily or coarser: those become business days
    /// (`InstantDays`). O(n).
    /// - Parameter timeLocation: the column and field name of the time, for ordering errors.
    /// - Throws: `DataError` for an ordering problem in `.strict` mode, or when no bar remains.
    mutating func finish(symbol: String?, timeLocation: (column: Int, field: String?)) throws(DataError) -> BarLoadResult {
        var notes: [String] = []
        let basis = resolveInstants(notes: &notes)
        // The direction most consecutive rows take: one stray row at either end (a bar stamped 2099) cannot turn it.
        var rises = 0, falls = 0, ties = 0
        for k in bars.indices.dropFirst() {
            if bars[k].time > bars[k - 1].time { rises += 1 } else if bars[k].time < bars[k - 1].time { falls += 1 } else { ties += 1 }
        }
        let newestFirst = falls > rises
        if newestFirst {
            bars.reverse()
            lines.reverse()
        }
        // Lenient: the rows kept are the longest run in time order, so one misplaced row is the one skipped, never
        // the rows after it (a row stamped 2099 took the 18 after it along).
        let ordered = ties == 0 && (newestFirst ? rises : falls) == 0
        let kept = policy == .lenient && !ordered ? Self.longestOrdered(bars.map(\.time)) : nil
        // Compacted in place: a second array of bars would double the peak memory of a large file.
        var count = 0
        for k in 0..<bars.count {
            let bar = bars[k], line = lines[k]
            if let kept, !kept[k] {
                let order = newestFirst ? "newest" : "oldest"
                let shown = Self.format(bar.time) + (basis == .instant ? " UTC" : "")
                let twin = count > 0 && bars[count - 1].time == bar.time
                try reject(DataError(file: file, line: line, column: timeLocation.column, field: timeLocation.field,
                                     reason: twin ? "time \(shown) repeats the time of the bar on line \(lines[count - 1])"
                                         : "time \(shown) is out of order among its neighbours (the file runs \(order) first)"))
                continue
            }
            if count > 0, bar.time <= bars[count - 1].time {
                let what = bar.time == bars[count - 1].time ? "repeats the time of" : "is not after"
                let order = newestFirst ? "newest" : "oldest"
                let shown = Self.format(bar.time) + (basis == .instant ? " UTC" : "")
                try reject(DataError(file: file, line: line, column: timeLocation.column, field: timeLocation.field,
                                     reason: "time \(shown) \(what) the bar on line \(lines[count - 1]) (the file runs \(order) first)"))
                continue
            }
            (bars[count], lines[count]) = (bar, line)
            count += 1
        }
        bars.removeLast(bars.count - count)
        lines.removeLast(lines.count - count)
        try dropForeignPeriodBars(timeLocation: timeLocation)
        guard !bars.isEmpty else {
            throw DataError(file: file, line: 1, reason: "no valid bars (\(rejectedCount + suspendedCount) rows skipped)")
        }
        let firstLine = lines[0]
        notes = warnings() + notes
        if basis == .wallClock, let dropped = Self.dropSessionCloseTime(&bars) {
            notes.append("\(file):\(firstLine): every bar is stamped \(Self.format(dropped).suffix(8)) and bars are a day or more apart; "
                + "read as daily bars labelled by their date")
        }
        lines = []
        return BarLoadResult(series: BarSeries(bars: bars, symbol: symbol, timeBasis: basis), warnings: notes,
                             skippedRows: rejectedCount + suspendedCount)
    }

    /// Which of `times` form the longest strictly increasing run (by patience sorting), the first of equal times
    /// kept: what a lenient read keeps of a file with rows out of order. O(n log n) time, O(n) memory.
    static func longestOrdered(_ times: [Int64]) -> [Bool] {
        var tails: [Int] = [], previous = [Int](repeating: -1, count: times.count)
        for (k, t) in times.enumerated() {
            var lo = 0, hi = tails.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if times[tails[mid]] < t { lo = mid + 1 } else { hi = mid }
            }
            if lo < tails.count, times[tails[lo]] == t { continue }  // a repeat: the earlier row stays
            previous[k] = lo > 0 ? tails[lo - 1] : -1
            if lo == tails.count { tails.append(k) } else { tails[lo] = k }
        }
        var kept = [Bool](repeating: false, count: times.count)
        var k = tails.last ?? -1
        while k >= 0 { kept[k] = true; k = previous[k] }
        return kept
    }

    /// The series' time basis from how its times were written: wall clock when no time was an instant or when
    /// the bars are daily or coarser (their instants are then replaced by their business days, `InstantDays`),
    /// else instants. Releases `stampZones`. O(n).
    private mutating func resolveInstants(notes: inout [String]) -> BarTimeBasis {
        guard sawInstant else { return .wallClock }
        defer { stampZones = [] }
        if InstantDays.areDaily(bars.lazy.map(\.time)) {
            let epochsAtMidnight = zip(bars, stampZones).allSatisfy { $1 != .epoch || $0.time.floorMod(86_400) == 0 }
            for k in bars.indices {
                bars[k].time = InstantDays.day(of: bars[k].time, written: stampZones[k], epochZone: epochDayZone,
                                               epochsAtMidnightUTC: epochsAtMidnight)
            }
            return .wallClock
        }
        if let k = stampZones.firstIndex(of: .wallClock) {
            let count = stampZones.lazy.filter { $0 == .wallClock }.count
            notes.append("\(file):\(lines[k]): \(count) time\(count == 1 ? "" : "s") without a zone among instants (epochs, Z or offsets); read as UTC")
        }
        return .instant
    }

    /// Rejects the bars `PeriodConsistency` finds to be of another period than the series (see its rule). O(n).
    private mutating func dropForeignPeriodBars(timeLocation: (column: Int, field: String?)) throws(DataError) {
        let foreign = PeriodConsistency.foreignIndices(bars)
        guard !foreign.isEmpty, let period = PeriodConsistency.period(of: bars) else { return }
        for k in foreign {
            // Name the nearer neighbour: that gap is the one under half the period.
            let before = k > 0 ? bars[k].time - bars[k - 1].time : Int64.max
            let after = k + 1 < bars.count ? bars[k + 1].time - bars[k].time : Int64.max
            let gap = min(before, after)
            let neighbour = before <= after ? "after the bar on line \(lines[k - 1])" : "before the bar on line \(lines[k + 1])"
            try reject(DataError(file: file, line: lines[k], column: timeLocation.column, field: timeLocation.field,
                                 reason: "time \(Self.format(bars[k].time)) is \(PeriodConsistency.describe(gap)) \(neighbour), under half the "
                                    + "series' period of \(PeriodConsistency.describe(period)): a bar of another period"))
        }
        Self.remove(sorted: foreign, from: &bars)
        Self.remove(sorted: foreign, from: &lines)
    }

    /// Removes the elements at `indices` (increasing) from `array`. O(array.count).
    private static func remove<T>(sorted indices: [Int], from array: inout [T]) {
        var out: [T] = []
        out.reserveCapacity(array.count - indices.count)
        var next = 0
        for k in array.indices {
            if next < indices.count && indices[next] == k { next += 1 } else { out.append(array[k]) }
        }
        array = out
    }

    private func warnings() -> [String] {
        var out: [String] = []
        if suspendedCount > 0 {
            let more = suspendedCount > suspendedLines.count ? ", …" : ""
            out.append("\(file):\(suspendedLines[0]): skipped \(suspendedCount) suspended-day rows (open = high = low = close = 0), "
                + "on lines \(suspendedLines.map(String.init).joined(separator: ", "))\(more)")
        }
        if repairedCount > 0 {
            let more = repairedCount > repairedLines.count ? ", …" : ""
            out.append("\(file):\(repairedLines[0]): widened high/low to include the open or close on \(repairedCount) rows, "
                + "on lines \(repairedLines.map(String.init).joined(separator: ", "))\(more)")
        }
        out += rejected.map { "\($0.description) (row skipped)" }
        if rejectedCount > rejected.count {
            out.append("\(file): and \(rejectedCount - rejected.count) more rows skipped")
        }
        return out
    }

    /// Drops a time of day shared by every bar of a daily-or-longer series; returns it, or `nil` when kept.
    private static func dropSessionCloseTime(_ bars: inout [Bar]) -> Int64? {
        let timeOfDay = (bars[0].time % 86_400 + 86_400) % 86_400
        guard bars.count >= 2, timeOfDay != 0 else { return nil }
        for k in bars.indices {
            if (bars[k].time % 86_400 + 86_400) % 86_400 != timeOfDay { return nil }
            if k > 0 && bars[k].time - bars[k - 1].time < 86_400 { return nil }
        }
        for k in bars.indices { bars[k].time -= timeOfDay }
        return timeOfDay
    }

    /// `YYYY-MM-DD HH:MM:SS` for a message.
    static func format(_ t: Int64) -> String {
        let c = CivilTime(secondsSince1970: t)
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return "\(c.year)-\(two(c.month))-\(two(c.day)) \(two(c.hour)):\(two(c.minute)):\(two(c.second))"
    }
}
