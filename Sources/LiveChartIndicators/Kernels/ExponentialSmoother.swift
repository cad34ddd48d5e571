/// The exponential recurrence `Y = (1 − α)·Y' + α·X` behind EMA, SMA(X,N,M), Wilder's smoothing and KDJ.
///
/// - `EMA(X,N)`: α = 2/(N+1). `SMA(X,N,M)` (TongDaXin): α = M/N, i.e. `Y = (M·X + (N−M)·Y')/N`.
///   Wilder's smoothing: α = 1/N.
/// - Seed: see `SmootherSeed`; until it is complete the outputs are NaN.
/// - Missing values: a NaN input gives a NaN output and breaks the recurrence; the next finite
///   input re-seeds it exactly as at the start of the series (first value, a fresh mean of
///   `count` inputs, or the constant). Earlier values never leak across the gap.
/// - Complexity: O(1) per call and O(1) memory.
public struct ExponentialSmoother: StreamKernel {
    @usableFromInline let alpha: Double
    @usableFromInline let seed: SmootherSeed
    // Not next to `alpha`: adjacent, the two were loaded as one vector and the step's two
    // products computed packed, with shuffles on the loop-carried chain.
    @usableFromInline let retention: Double  // 1 − α
    @usableFromInline var previous = Double.nan  // committed output; NaN while (re)seeding
    @usableFromInline var seedSum = 0.0
    @usableFromInline var seedCount = 0
    @usableFromInline var live = Double.nan
    @usableFromInline var liveOutput = Double.nan

    /// Creates a smoother with factor `alpha` in (0, 1] and a seed rule.
    public init(alpha: Double, seed: SmootherSeed) {
        precondition(alpha > 0 && alpha <= 1, "smoothing factor must be in (0, 1]")
        if case .mean(let count) = seed { precondition(count >= 1, "seed count must be ≥ 1") }
        self.alpha = alpha
        retention = 1 - alpha
        self.seed = seed
    }

    /// EMA(X, N): α = 2/(N+1), seeded with the first value (`tdx`) or the mean of N (`taLib`).
    public static func ema(period: Int, convention: IndicatorConvention) -> ExponentialSmoother {
        precondition(period >= 1, "EMA period must be ≥ 1")
        let seed: SmootherSeed = convention == .tdx ? .firstValue : .mean(count: period)
        return ExponentialSmoother(alpha: 2 / Double(period + 1), seed: seed)
    }

    /// TongDaXin SMA(X, N, M) with M < N (or M = N): α = M/N, seeded with the first value.
    public static func chineseSMA(period n: Int, weight m: Int) -> ExponentialSmoother {
        precondition(n >= 1 && m >= 1 && m <= n, "SMA(X,N,M) needs 1 ≤ M ≤ N")
        return ExponentialSmoother(alpha: Double(m) / Double(n), seed: .firstValue)
    }

    /// The smoothed value with `x` as the live input.
    @inline(__always) public mutating func update(_ x: Double) -> Double {
        live = x
        // Running: a NaN `x` gives NaN through the formula itself, so one test covers both.
        liveOutput = previous.isNaN ? seedOutput(x) : step(from: previous, x)
        return liveOutput
    }

    /// The running recurrence: the output after `previous` for the input `x`, computed as
    /// `(1 − α)·Y' + α·X` (TongDaXin's own form of SMA(X,N,M)), which leaves one multiply and
    /// one add on the loop-carried chain (`Y' + α·(X − Y')` has three).
    @inline(__always) @usableFromInline func step(from previous: Double, _ x: Double) -> Double {
        retention * previous + alpha * x
    }

    /// `update` with the running step rounded once (`fusedStep`); seeding as `update`. T3, TEMA and ADOSC use it,
    /// so their batch loops can run as fused multiply-adds (CFusedKernels) and still equal streaming bit for bit.
    @inline(__always) public mutating func updateFused(_ x: Double) -> Double {
        live = x
        liveOutput = previous.isNaN ? seedOutput(x) : fusedStep(from: previous, x)
        return liveOutput
    }

    /// The running recurrence `(1 − α)·Y' + α·X` with `(1 − α)·Y'` added to the rounded `α·X` in one
    /// IEEE 754 fused multiply-add: C's `fma(retention, previous, alpha * x)`, bit for bit, on every machine.
    @inline(__always) @usableFromInline func fusedStep(from previous: Double, _ x: Double) -> Double {
        (alpha * x).addingProduct(retention, previous)
    }

    /// The factor α and 1 − α, for a batch loop outside Swift (CFusedKernels).
    var factors: (alpha: Double, retention: Double) { (alpha, retention) }

    /// Commits the live input.
    @inline(__always) public mutating func advance() {
        if !previous.isNaN {
            if live.isNaN { restart() } else { previous = liveOutput }
        } else if live.isNaN {
            restart()
        } else {
            seedAdvance()
        }
    }

    /// The output for a live `x` while (re)seeding (no committed output yet).
    @usableFromInline func seedOutput(_ x: Double) -> Double {
        if x.isNaN { return .nan }
        switch seed {
        case .firstValue: return x
        case .constant(let c): return step(from: c, x)
        case .mean(let count): return seedCount + 1 == count ? (seedSum + x) / Double(count) : .nan
        case .primedSum(let count):
            let primed = seedSum * alpha
            return seedCount == count ? step(from: primed, x) : .nan
        }
    }

    /// Commits a finite live input while (re)seeding.
    @usableFromInline mutating func seedAdvance() {
        switch seed {
        case .mean:
            seedSum += live
            seedCount += 1
            previous = liveOutput
        case .primedSum(let count) where seedCount < count:
            seedSum += live
            seedCount += 1
        default:
            previous = liveOutput
        }
    }

    /// Forgets the history after a NaN input: the next finite input seeds again.
    @usableFromInline mutating func restart() {
        previous = .nan
        seedSum = 0
        seedCount = 0
    }
}
