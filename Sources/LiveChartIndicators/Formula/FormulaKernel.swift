/// A formula's stateful kernel: one of the kernels the built-in indicators use, or one of two small counters
/// of its own (`rising`, `barsSince`). Batch passes run its column pass; streaming runs it as `streaming`.
enum FormulaKernel: Sendable {
    case mean(RollingMean), sum(RollingSum), weightedMean(RollingWeightedMean), deviation(RollingDeviation)
    case smoother(ExponentialSmoother), lag(Lag), extreme(RollingExtreme), meanDeviation(RollingMeanDeviation)
    case running(RunningExtreme), rising(Rising), barsSince(BarsSince), product(RunningProduct), barsCount(BarsCount)

    init(_ spec: FormulaKernelSpec) {
        switch spec {
        case .mean(let n): self = .mean(RollingMean(period: n))
        case .sum(let n): self = .sum(RollingSum(period: n))
        case .weightedMean(let n): self = .weightedMean(RollingWeightedMean(period: n))
        case .deviation(let n, let d): self = .deviation(RollingDeviation(period: n, denominator: d))
        case .ema(let n): self = .smoother(.ema(period: n, convention: .tdx))
        case .expmema(let n): self = .smoother(.ema(period: n, convention: .taLib))
        case .mema(let n): self = .smoother(ExponentialSmoother(alpha: 1 / Double(n), seed: .mean(count: n)))
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
        case .runningProduct: self = .product(RunningProduct())
        case .barsCount: self = .barsCount(BarsCount())
        }
    }

    /// The kernel as its own type, for streaming (`FormulaIndicator` keeps an array of these and mutates them
    /// in place; the enum, as large as its largest case, would be moved out and back on every call).
    var streaming: any FormulaStreamKernel {
        switch self {
        case .mean(let k): k
        case .sum(let k): k
        case .weightedMean(let k): k
        case .deviation(let k): k
        case .smoother(let k): k
        case .lag(let k): k
        case .extreme(let k): k
        case .meanDeviation(let k): k
        case .running(let k): k
        case .rising(let k): k
        case .barsSince(let k): k
        case .product(let k): k
        case .barsCount(let k): k
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
        case .running, .rising, .barsSince, .product, .barsCount:
            var k = streaming
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

/// A kernel a formula streams: one value in as the live input, its output back, committed by `advance`.
/// O(1) per call (AVEDEV: O(N), as the built-in CCI).
protocol FormulaStreamKernel: Sendable {
    mutating func update(_ x: Double) -> Double
    /// The value for `x` with `parameter` as the live bar's parameter (a series kernel's N or factor); the others
    /// ignore it.
    mutating func update(_ x: Double, _ parameter: Double) -> Double
    mutating func advance()
}

extension FormulaStreamKernel {
    mutating func update(_ x: Double, _ parameter: Double) -> Double { update(x) }
}

extension WindowKernel: FormulaStreamKernel {}
extension ExponentialSmoother: FormulaStreamKernel {}
extension Lag: FormulaStreamKernel {}
extension RollingExtreme: FormulaStreamKernel {}
extension RollingMeanDeviation: FormulaStreamKernel {}
extension RunningExtreme: FormulaStreamKernel {}
extension Rising: FormulaStreamKernel {}
extension BarsSince: FormulaStreamKernel {}
extension RunningProduct: FormulaStreamKernel {}
extension BarsCount: FormulaStreamKernel {}
