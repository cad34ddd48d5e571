/// `StreamBounds` applied by `LiveBarBuilder`: each check O(1).
extension LiveBarBuilder {
    /// A warning when `time` lies beyond the clock, in the epoch's first year, or jumps far past the stream's
    /// newest message; nil to go on.
    mutating func quarantine(time: Int64) -> StreamWarning? {
        if let earliest = bounds.earliest, time < earliest {
            return StreamWarning(kind: .quarantined, reason: "stamped \(Self.clock(time)) UTC, before \(Self.clock(earliest)): a zero or missing time, or seconds read as milliseconds")
        }
        if let lead = bounds.lead, time > bounds.clock() &+ lead {
            return StreamWarning(kind: .quarantined, reason: "stamped \(Self.clock(time)) UTC, more than \(Self.span(lead)) ahead of this machine's clock")
        }
        guard let newest = newestStreamTime else { return nil }
        let limit = newest.addingReportingOverflow(jumpBound)
        guard !limit.overflow, time > limit.partialValue else {
            jumpsInARow = 0
            return nil
        }
        // Messages beyond the bound count as agreeing when they lie within one bound of the first of them.
        if jumpsInARow > 0, let anchor = jumpAnchor, time.subtractingReportingOverflow(anchor).partialValue.magnitude <= jumpBound.magnitude {
            jumpsInARow += 1
        } else {
            jumpsInARow = 1
            jumpAnchor = time
        }
        if jumpsInARow >= bounds.confirmations {
            jumpsInARow = 0
            return nil
        }
        return StreamWarning(kind: .quarantined, reason: "stamped \(Self.clock(time)), \(Self.span(time &- newest)) after the stream's newest message at \(Self.clock(newest)); taken when \(bounds.confirmations) in a row agree")
    }

    /// A warning when an update of the live bar is numbered far above the last applied one; nil to go on.
    mutating func quarantine(bar: Bar, sequence: Int64?) -> StreamWarning? {
        guard let sequence, let seen = lastBarSequence, bar.time == series.last?.time, sequence > seen else { return nil }
        let step = sequence.subtractingReportingOverflow(seen)
        guard step.overflow || step.partialValue > bounds.sequenceWindow else {
            sequenceJumpsInARow = 0
            return nil
        }
        sequenceJumpsInARow += 1
        if sequenceJumpsInARow >= bounds.confirmations {
            sequenceJumpsInARow = 0
            return nil
        }
        return StreamWarning(kind: .quarantined, reason: "bar update \(sequence) is more than \(bounds.sequenceWindow) above the last applied \(seen); taken when \(bounds.confirmations) in a row agree")
    }

    /// Records the newest time a change applied, for the jump bound.
    mutating func noted(_ change: StreamChange) -> StreamChange {
        switch change {
        case .appended(let bar), .updatedLast(let bar): newestStreamTime = max(newestStreamTime ?? bar.time, bar.time)
        case .book, .skipped: break
        }
        return change
    }

    /// The jump beyond the newest message that is quarantined: `bounds.jump`, or 100 of the series' last bar
    /// spacings when longer (monthly bars).
    private var jumpBound: Int64 {
        guard series.count >= 2 else { return bounds.jump }
        let spacing = series[series.count - 1].time &- series[series.count - 2].time
        let scaled = spacing.multipliedReportingOverflow(by: 100)
        return scaled.overflow ? .max : max(bounds.jump, scaled.partialValue)
    }

    /// "2 days", "40 days", "5 h", "90 s".
    private static func span(_ seconds: Int64) -> String {
        seconds >= 2 * 86_400 ? "\(seconds / 86_400) days" : seconds >= 7_200 ? "\(seconds / 3_600) h" : "\(seconds) s"
    }
}
