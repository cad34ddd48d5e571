/// The kernels of a formula's functions whose second argument is a series rather than a constant: REF, SUM, MA and COUNT
/// with a series as N (`REF(C, BARSCOUNT(C) - 1)`, HQChart's NDB; `SUM(V, BARSLAST(CROSS(…)) + 1)`) and DMA with a
/// series as its factor (`DMA(C, AA)`, GDX). Batch and streaming run the same `update`/`advance`.
enum FormulaSeriesKernelSpec: Sendable, Hashable {
    /// `REF(X, N)`, N a series: X from N bars before, N cut to its whole part.
    case lag
    /// `DMA(X, A)`, A a series: `Y = A·X + (1−A)·Y′`.
    case dma
    /// `SUM(X, N)` and `MA(X, N)`, N a series.
    case sum, mean

    /// A fresh kernel.
    var kernel: any FormulaStreamKernel {
        switch self {
        case .lag: SeriesLag()
        case .dma: SeriesDMA()
        case .sum: SeriesSum(mean: false)
        case .mean: SeriesSum(mean: true)
        }
    }
}

/// REF(X, N) with N a series: X of the bar N bars before this one (N cut to its whole part; 0 is this bar); missing
/// where N is missing, negative, or reaches before the first bar. Keeps every committed X (TongDaXin can reach back
/// to the first bar too): O(1) per bar, memory O(bars).
struct SeriesLag: FormulaStreamKernel {
    private var history: [Double] = []
    private var live = Double.nan

    mutating func update(_ x: Double) -> Double { update(x, .nan) }

    mutating func update(_ x: Double, _ n: Double) -> Double {
        live = x
        let whole = n.rounded(.towardZero)
        guard whole >= 0, whole <= Double(history.count) else { return .nan }  // NaN fails both
        let back = Int(whole)
        return back == 0 ? x : history[history.count - back]
    }

    mutating func advance() { history.append(live) }
}

/// DMA(X, A) with A a series: `Y = A·X + (1−A)·Y′` (TongDaXin's help), seeded with the first X; an A above 1 counts
/// as 1 and one below 0 as 0 (TongDaXin asks for 0 < A < 1). A missing X or A is missing there and restarts the
/// recurrence after it, as a recurrence meeting a missing input does everywhere in the language. O(1).
struct SeriesDMA: FormulaStreamKernel {
    private var previous = Double.nan
    private var live = Double.nan

    mutating func update(_ x: Double) -> Double { update(x, 1) }

    mutating func update(_ x: Double, _ a: Double) -> Double {
        let weight = min(max(a, 0), 1)
        live = a.isNaN ? .nan : (previous.isNaN ? x : weight * x + (1 - weight) * previous)
        return live
    }

    mutating func advance() { previous = live }
}

/// SUM(X, N) and MA(X, N) (`mean`) with N a series, from prefix sums of the committed values: the sum of the last N
/// values (N cut to its whole part), missing where a value of the window is missing or infinite (as with a constant N)
/// or the window reaches before the first bar; N = 0 sums every value so far, skipping missing and infinite ones (SUM(X,0)); a
/// negative or missing N is missing. O(1) per bar, memory O(bars); the sums' rounding grows with the history's
/// total (about 1e-16 of it), where a constant N's rolling sum does not.
struct SeriesSum: FormulaStreamKernel {
    let mean: Bool
    private var sums: [Double] = [0]  // sums[k]: the finite values among the first k committed
    private var gaps: [Int] = [0]  // gaps[k]: the missing or infinite ones among them
    private var live = Double.nan

    init(mean: Bool) { self.mean = mean }

    mutating func update(_ x: Double) -> Double { update(x, 0) }

    mutating func update(_ x: Double, _ n: Double) -> Double {
        live = x
        let whole = n.rounded(.towardZero), count = sums.count - 1
        let finite = x.isFinite, total = sums[count] + (finite ? x : 0)
        if whole == 0 { return mean || gaps[count] + (finite ? 0 : 1) == count + 1 ? .nan : total }  // none yet: NaN
        guard whole >= 1, whole <= Double(count + 1) else { return .nan }  // NaN fails both
        let start = count + 1 - Int(whole)
        guard gaps[count] + (finite ? 0 : 1) - gaps[start] == 0 else { return .nan }
        let sum = total - sums[start]
        return mean ? sum / whole : sum
    }

    mutating func advance() {
        let finite = live.isFinite
        sums.append(sums[sums.count - 1] + (finite ? live : 0))
        gaps.append(gaps[gaps.count - 1] + (finite ? 0 : 1))
    }
}
