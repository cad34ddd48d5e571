/// A formula's stateful kernel at run time: one of the kernels the built-in indicators use, or one of two
/// small counters of its own (`rising`, `barsSince`).
///
/// The kernel is moved out of the enum while it runs (the case is set to `.vacant`), so its buffers are
/// uniquely held and updated in place, never copied: O(1) per call (AVEDEV: O(N), as the built-in CCI).
enum FormulaKernel: Sendable {
    case mean(RollingMean), sum(RollingSum), weightedMean(RollingWeightedMean), deviation(RollingDeviation)
    case smoother(ExponentialSmoother), lag(Lag), extreme(RollingExtreme), meanDeviation(RollingMeanDeviation)
    case running(RunningExtreme), rising(Rising), barsSince(BarsSince)
    case vacant

    init(_ spec: FormulaKernelSpec) {
        switch spec {
        case .mean(let n): self = .mean(RollingMean(period: n))
        case .sum(let n): self = .sum(RollingSum(period: n))
        case .weightedMean(let n): self = .weightedMean(RollingWeightedMean(period: n))
        case .deviation(let n, let d): self = .deviation(RollingDeviation(period: n, denominator: d))
        case .ema(let n): self = .smoother(.ema(period: n, convention: .tdx))
        case .chineseSMA(let n, let m): self = .smoother(.chineseSMA(period: n, weight: m))
        case .dma(let a): self = .smoother(ExponentialSmoother(alpha: a, seed: .firstValue))
        case .lag(let n): self = .lag(Lag(periods: n))
        case .highest(let n): self = .extreme(RollingExtreme(period: n, kind: .highest))
        case .lowest(let n): self = .extreme(RollingExtreme(period: n, kind: .lowest))
        case .meanDeviation(let n): self = .meanDeviation(RollingMeanDeviation(period: n))
        case .runningHighest: self = .running(RunningExtreme(kind: .highest))
        case .runningLowest: self = .running(RunningExtreme(kind: .lowest))
        case .runningSum: self = .running(RunningExtreme(kind: nil))
        case .rising: self = .rising(Rising())
        case .barsSince: self = .barsSince(BarsSince())
        }
    }

    /// The kernel's value with `x` as the live input.
    mutating func update(_ x: Double) -> Double {
        switch self {
        case .mean(var k): self = .vacant; defer { self = .mean(k) }; return k.update(x)
        case .sum(var k): self = .vacant; defer { self = .sum(k) }; return k.update(x)
        case .weightedMean(var k): self = .vacant; defer { self = .weightedMean(k) }; return k.update(x)
        case .deviation(var k): self = .vacant; defer { self = .deviation(k) }; return k.update(x)
        case .smoother(var k): self = .vacant; defer { self = .smoother(k) }; return k.update(x)
        case .lag(var k): self = .vacant; defer { self = .lag(k) }; return k.update(x)
        case .extreme(var k): self = .vacant; defer { self = .extreme(k) }; return k.update(x)
        case .meanDeviation(var k): self = .vacant; defer { self = .meanDeviation(k) }; return k.update(x)
        case .running(var k): self = .vacant; defer { self = .running(k) }; return k.update(x)
        case .rising(var k): self = .vacant; defer { self = .rising(k) }; return k.update(x)
        case .barsSince(var k): self = .vacant; defer { self = .barsSince(k) }; return k.update(x)
        case .vacant: preconditionFailure("a formula kernel ran while vacant")
        }
    }

    /// Commits the live input.
    mutating func advance() {
        switch self {
        case .mean(var k): self = .vacant; k.advance(); self = .mean(k)
        case .sum(var k): self = .vacant; k.advance(); self = .sum(k)
        case .weightedMean(var k): self = .vacant; k.advance(); self = .weightedMean(k)
        case .deviation(var k): self = .vacant; k.advance(); self = .deviation(k)
        case .smoother(var k): self = .vacant; k.advance(); self = .smoother(k)
        case .lag(var k): self = .vacant; k.advance(); self = .lag(k)
        case .extreme(var k): self = .vacant; k.advance(); self = .extreme(k)
        case .meanDeviation(var k): self = .vacant; k.advance(); self = .meanDeviation(k)
        case .running(var k): self = .vacant; k.advance(); self = .running(k)
        case .rising(var k): self = .vacant; k.advance(); self = .rising(k)
        case .barsSince(var k): self = .vacant; k.advance(); self = .barsSince(k)
        case .vacant: preconditionFailure("a formula kernel ran while vacant")
        }
    }

    /// A fresh kernel's outputs over a whole column, bit for bit what `update`/`advance` give: the kernels'
    /// own column passes where they have one. O(n).
    func column(_ x: UnsafeBufferPointer<Double>, into out: UnsafeMutablePointer<Double>) {
        switch self {
        case .mean(let k): k.column(x, into: out)
        case .sum(let k): k.column(x, into: out)
        case .weightedMean(let k): k.column(x, into: out)
        case .deviation(let k): k.column(x, into: out)
        case .smoother(let k): k.column(x, into: out)
        case .lag(let k): k.column(x, into: out)
        case .extreme(let k): k.column(x, into: out)
        case .meanDeviation(let k): k.column(x, into: out)
        case .running, .rising, .barsSince, .vacant:
            var k = self
            for i in x.indices {
                out[i] = k.update(x[i])
                k.advance()
            }
        }
    }
}

/// HHV(X,0), LLV(X,0), SUM(X,0): the highest, lowest (`kind`) or the sum (`kind` nil) of every value so far.
/// Missing values are skipped (±∞ is a value, as in `HHV(X,N)`); NaN until the first value. O(1).
struct RunningExtreme: StreamKernel {
    let kind: ExtremeKind?
    private var held = Double.nan
    private var live = Double.nan

    init(kind: ExtremeKind?) { self.kind = kind }

    mutating func update(_ x: Double) -> Double {
        live = next(x)
        return live
    }

    private func next(_ x: Double) -> Double {
        guard !x.isNaN else { return held }
        guard !held.isNaN else { return x }
        switch kind {
        case .highest: return max(held, x)
        case .lowest: return min(held, x)
        case nil: return held + x
        }
    }

    mutating func advance() { held = live }
}

/// The second half of CROSS: over a comparison (1, 0, or NaN when missing), 1 where it is 1 and was 0 on the
/// bar before; a comparison that did not exist on the bar before (the first bar, a warm-up) is no cross. O(1).
struct Rising: StreamKernel {
    private var previous = Double.nan
    private var live = Double.nan

    mutating func update(_ x: Double) -> Double {
        live = x
        return x == 1 && previous == 0 ? 1 : 0
    }

    mutating func advance() { previous = live }
}

/// BARSLAST: over a truth value, the bars since it was last 1 (0 on such a bar); NaN before the first. O(1).
struct BarsSince: StreamKernel {
    private var since = Double.nan  // committed: bars since the last 1, as of the last committed bar
    private var live = Double.nan

    mutating func update(_ x: Double) -> Double {
        live = x == 1 ? 0 : since + 1
        return live
    }

    mutating func advance() { since = live }
}
