import LiveChartData

/// SMA(C, N, M): the Chinese weighted moving average of the close (TongDaXin `SMA`).
///
/// Formula: `Y = (M·C + (N − M)·Y') / N`, computed as `Y' + (M/N)·(C − Y')`.
/// Seed: the first close (MyTT `SMA` = pandas `ewm(alpha=M/N, adjust=False)`); no warm-up NaN.
/// TongDaXin only: the `taLib` convention has no such function, so there is no convention
/// parameter. Example: SMA of 10, 10, 10, 40 with N = 3, M = 1 ends at 20. Line: `SMA`.
public struct SMA: BarIndicator {
    var smoother: ExponentialSmoother

    /// Creates the indicator with 1 ≤ M ≤ N; defaults N = 9, M = 1.
    public init(period: Int = 9, weight: Int = 1) {
        smoother = ExponentialSmoother.chineseSMA(period: period, weight: weight)
    }

    /// `["SMA"]`.
    public var lineNames: [String] { ["SMA"] }

    /// Computes SMA for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        values[0] = smoother.update(bar.close)
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() { smoother.advance() }
}
