import LiveChartData

extension ULTOSC {
    /// One pass over the bars, a segment at a time: a segment ends at the next bar where one of the six window
    /// sums is re-summed (`WindowKernel`: every max(N, 64) commits). Each segment's BP and TR are computed first,
    /// then the six running sums slide side by side in one loop (their add chains overlap, as TA-Lib's six
    /// totals do) and each bar's line is formed as `update` forms it. The segment's last bar, and every bar of a
    /// segment whose windows meet a NaN or ±∞ (seen afterwards in the sums, as `WindowKernel.column` sees it),
    /// go through `ULTOSCSums.step`, the kernels' rules for missing values and re-summing. The values are
    /// `update`/`advance`'s bit for bit. - Complexity: O(n), two scratch columns.
    public func compute(_ columns: BarColumns) -> [[Double]] {
        let n = columns.count
        return OutputColumns.make(lines: 1, count: n) { out in
            ScratchColumns.with(lines: 2, count: n) { scratch in
                columns.withReaders { bars in
                    var sums = ULTOSCSums(self, pressure: scratch[0], range: scratch[1])
                    sums.run(bars, into: out[0])
                }
            }
        }
    }
}

/// The running state of `ULTOSC.compute`: the six sums' accumulators, the kernels' periods and re-summing
/// intervals, and the latest bar whose BP or TR was missing.
struct ULTOSCSums {
    let bp: UnsafeMutablePointer<Double>, tr: UnsafeMutablePointer<Double>
    let periods: (Int, Int, Int), intervals: (Int, Int, Int)
    var p: (SumAccumulator, SumAccumulator, SumAccumulator)
    var t: (SumAccumulator, SumAccumulator, SumAccumulator)
    var lastMissing = (p: -1, t: -1)
    let previousClose: Lag

    init(_ u: ULTOSC, pressure: UnsafeMutablePointer<Double>, range: UnsafeMutablePointer<Double>) {
        (bp, tr, previousClose) = (pressure, range, u.previousClose)
        periods = (u.pressure.0.period, u.pressure.1.period, u.pressure.2.period)
        intervals = (u.pressure.0.rebaseInterval, u.pressure.1.rebaseInterval, u.pressure.2.rebaseInterval)
        p = (u.pressure.0.accumulator, u.pressure.1.accumulator, u.pressure.2.accumulator)
        t = (u.range.0.accumulator, u.range.1.accumulator, u.range.2.accumulator)
    }

    /// Writes ULTOSC of every bar to `line`.
    mutating func run(_ bars: ColumnReader, into line: UnsafeMutablePointer<Double>) {
        let n = bars.close.count, (n1, n2, n3) = periods
        let longest = max(n1, n2, n3)
        var next = (intervals.0 - 1, intervals.1 - 1, intervals.2 - 1)  // each kernel's next re-summing bar
        var start = 0
        while start < n {
            let end = min(min(next.0, next.1, next.2) + 1, n)
            for i in start..<end {
                (bp[i], tr[i]) = ULTOSC.pressureAndRange(high: bars.high[i], low: bars.low[i], close: bars.close[i],
                                                         previousClose: previousClose.lagged(bars.close, at: i))
            }
            var done = start
            if start - max(lastMissing.p, lastMissing.t) >= longest {  // every window valid at `start`
                var (p0, p1, p2, t0, t1, t2) = (p.0, p.1, p.2, t.0, t.1, t.2)
                for i in start..<(end - 1) {
                    let xp = bp[i], xt = tr[i]
                    line[i] = ULTOSC.combine(ULTOSC.ratio(p0.value(live: xp), t0.value(live: xt)),
                                             ULTOSC.ratio(p1.value(live: xp), t1.value(live: xt)),
                                             ULTOSC.ratio(p2.value(live: xp), t2.value(live: xt)))
                    p0.slide(leaving: bp[i &- n1 &+ 1], entering: xp)
                    t0.slide(leaving: tr[i &- n1 &+ 1], entering: xt)
                    p1.slide(leaving: bp[i &- n2 &+ 1], entering: xp)
                    t1.slide(leaving: tr[i &- n2 &+ 1], entering: xt)
                    p2.slide(leaving: bp[i &- n3 &+ 1], entering: xp)
                    t2.slide(leaving: tr[i &- n3 &+ 1], entering: xt)
                }
                // A NaN or ±∞ entering leaves a sum NaN or infinite; the bars are then redone below.
                if (p0.sum + p1.sum + p2.sum + t0.sum + t1.sum + t2.sum).isFinite {
                    (p, t) = ((p0, p1, p2), (t0, t1, t2))
                    done = end - 1
                }
            }
            for i in done..<end { step(i, rebasing: (i == next.0, i == next.1, i == next.2), into: line) }
            if end - 1 == next.0 { next.0 += intervals.0 }
            if end - 1 == next.1 { next.1 += intervals.1 }
            if end - 1 == next.2 { next.2 += intervals.2 }
            start = end
        }
    }

    /// Bar `i` by the kernels' rules (`WindowKernel.update`/`advance`): a window is valid N bars after its
    /// series' last missing value; a commit re-sums the held values where `rebasing` says so, else slides with
    /// missing values as neutral.
    mutating func step(_ i: Int, rebasing: (Bool, Bool, Bool), into line: UnsafeMutablePointer<Double>) {
        let xp = bp[i].isFinite ? bp[i] : .nan, xt = tr[i].isFinite ? tr[i] : .nan
        if xp.isNaN { lastMissing.p = i }
        if xt.isNaN { lastMissing.t = i }
        func ratio(_ p: SumAccumulator, _ t: SumAccumulator, _ period: Int) -> Double {
            ULTOSC.ratio(i - lastMissing.p >= period ? p.value(live: xp) : .nan,
                         i - lastMissing.t >= period ? t.value(live: xt) : .nan)
        }
        line[i] = ULTOSC.combine(ratio(p.0, t.0, periods.0), ratio(p.1, t.1, periods.1), ratio(p.2, t.2, periods.2))
        func commit(_ sum: inout SumAccumulator, _ x: UnsafeMutablePointer<Double>, _ period: Int, _ rebase: Bool) {
            if rebase {
                sum.rebase(held: UnsafeBufferPointer(start: x + (i + 2 - period), count: period - 1))
            } else {
                sum.slideSkippingMissing(leaving: i >= period - 1 ? x[i - period + 1] : .nan, entering: x[i])
            }
        }
        commit(&p.0, bp, periods.0, rebasing.0)
        commit(&t.0, tr, periods.0, rebasing.0)
        commit(&p.1, bp, periods.1, rebasing.1)
        commit(&t.1, tr, periods.1, rebasing.1)
        commit(&p.2, bp, periods.2, rebasing.2)
        commit(&t.2, tr, periods.2, rebasing.2)
    }
}
