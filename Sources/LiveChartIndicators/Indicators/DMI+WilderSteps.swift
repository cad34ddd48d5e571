extension DMI {
    /// The most bars one call of `wilderSteps` computes: the size of the caller's ADX buffer.
    static let wilderStepLimit = 4_096

    /// The `taLib` convention's running steps from bar `start` on, for batch passes (`run`'s
    /// `fastRun`): moves, true range, the three Wilder totals, PDI, MDI, DX and ADX in registers,
    /// the same arithmetic `update`/`advance` apply, bar by bar, with `emit(i, pdi, mdi, dx, adx)`
    /// for each bar computed.
    ///
    /// Computes nothing (returns 0) unless the convention is `taLib`, `start` ≥ 1 and every
    /// average is running (seeded, no gap since); stops before a bar that would give a NaN
    /// average (a gap, or infinities), which `update`/`advance` then take. Leaves the indicator
    /// as `update`/`advance` over the bars computed would (ADXR's lag is refilled from `adx`).
    /// - Parameters:
    ///   - adx: room for `wilderStepLimit` doubles, which receive the ADX values.
    /// - Returns: the number of bars computed, at most `wilderStepLimit`.
    /// - Complexity: O(bars computed + N).
    @inline(__always)
    mutating func wilderSteps(from start: Int, _ bars: ColumnReader, adx adxValues: UnsafeMutablePointer<Double>,
                              _ emit: (_ index: Int, _ pdi: Double, _ mdi: Double, _ dx: Double, _ adx: Double) -> Void) -> Int {
        guard convention == .taLib, start >= 1,
              let rangeKernel = range.exponential, var r = rangeKernel.runningOutput,
              let plusKernel = plus.exponential, var p = plusKernel.runningOutput,
              let minusKernel = minus.exponential, var m = minusKernel.runningOutput,
              let adxKernel = adx.exponential, var a = adxKernel.runningOutput
        else { return 0 }
        let (high, low, close) = (bars.high, bars.low, bars.close)
        let end = Swift.min(close.count, start + Self.wilderStepLimit)
        var i = start
        while i < end {
            let (plusMove, minusMove) = moves(high: high[i], low: low[i], previousHigh: high[i - 1], previousLow: low[i - 1], known: true)
            let tr = TrueRange.value(high: high[i], low: low[i], previousClose: close[i - 1])
            let r1 = rangeKernel.step(from: r, tr), p1 = plusKernel.step(from: p, plusMove), m1 = minusKernel.step(from: m, minusMove)
            let (pdi, mdi, dx) = indices(plus: p1, minus: m1, range: r1)
            let a1 = adxKernel.step(from: a, dx)
            if r1.isNaN || p1.isNaN || m1.isNaN || a1.isNaN { break }  // update/advance restart there
            (r, p, m, a) = (r1, p1, m1, a1)
            adxValues[i - start] = a
            emit(i, pdi, mdi, dx, a)
            i += 1
        }
        let count = i - start
        guard count > 0 else { return 0 }
        range.resumeExponential(at: r)
        plus.resumeExponential(at: p)
        minus.resumeExponential(at: m)
        adx.resumeExponential(at: a)
        previousHigh.resume(count: count, last: high[i - 1])
        previousLow.resume(count: count, last: low[i - 1])
        trueRange.previousClose.resume(count: count, last: close[i - 1])
        adxLag.resume(committing: UnsafeBufferPointer(start: adxValues, count: count))
        return count
    }

}
