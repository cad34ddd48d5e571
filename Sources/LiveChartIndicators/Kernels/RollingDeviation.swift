/// STD(X, N) / STDP(X, N): the standard deviation of the last N values.
///
/// Formula: `sqrt(Σ(x − mean)² / d)` with `d = N − 1` (`.sample`) or `N` (`.population`).
/// Warm-up: the first N − 1 outputs are NaN; a sample deviation with N = 1 is NaN.
/// A NaN input makes each window containing it NaN.
/// - Complexity: O(1) per `update`, amortised O(1) per `advance`.
public typealias RollingDeviation = WindowKernel<DeviationAccumulator>

/// Centred first and second moments behind `RollingDeviation`.
///
/// The sums are kept relative to a shift near the window's mean and recomputed exactly every
/// N commits, which avoids the cancellation of the textbook `Σx² − (Σx)²/N` form; results agree
/// with a two-pass computation to a few ulps of the price.
public struct DeviationAccumulator: WindowAccumulator {
    @usableFromInline var shift = 0.0
    @usableFromInline var s1 = 0.0  // Σ(x − shift) over finite held values
    @usableFromInline var s2 = 0.0  // Σ(x − shift)² over finite held values
    @usableFromInline let inverseN: Double  // 1/N
    @usableFromInline let inverseD: Double  // 1/d, or NaN when d = 0 (N = 1, sample)

    /// Empty moments for windows of `period` items.
    public init(period: Int, denominator: DeviationDenominator) {
        let d = denominator == .sample ? period - 1 : period
        inverseN = 1 / Double(period)
        inverseD = d > 0 ? 1 / Double(d) : .nan
    }

    /// The shift: its centred value is 0.
    @inlinable public var neutral: Double { shift }

    /// Moves both moments by the two values, centred on the shift.
    @inline(__always) public mutating func slide(leaving: Double, entering: Double) {
        let out = leaving - shift
        let dx = entering - shift
        s1 += dx - out  // one add on each loop-carried chain
        s2 += dx * dx - out * out
    }

    /// A new shift (the mean of the finite held values) and both moments about it.
    @inlinable public mutating func rebase<Held: Collection<Double>>(held: Held) {
        var count = 0.0
        var sum = 0.0
        for v in held where v.isFinite {
            sum += v
            count += 1
        }
        shift = count > 0 ? sum / count : 0
        s1 = 0
        s2 = 0
        for v in held where v.isFinite {
            let dx = v - shift
            s1 += dx
            s2 += dx * dx
        }
    }

    /// The deviation of the held values plus `x` (NaN when d = 0).
    @inline(__always) public func value(live x: Double) -> Double {
        let dx = x - shift
        let t1 = s1 + dx
        let t2 = s2 + dx * dx
        return (max(0, t2 - t1 * t1 * inverseN) * inverseD).squareRoot()  // multiplies: no divisions in the loop
    }
}

extension WindowKernel where Accumulator == DeviationAccumulator {
    /// Creates the kernel for windows of `period` ≥ 1 items.
    public init(period: Int, denominator: DeviationDenominator) {
        self.init(period: period, accumulator: DeviationAccumulator(period: period, denominator: denominator))
    }
}
