import LiveChartData

/// CMF: Chaikin money flow, `SUM(MFV,N) / SUM(V,N)` with the money flow volume of `AD`
/// (StockCharts ChartSchool "Chaikin Money Flow"; TradingView's "Chaikin Money Flow").
/// TA-Lib has none.
///
/// A bar without range adds no flow (`AD.flow`); a window without volume gives 0. Warm-up: NaN
/// for the first N − 1 bars. A NaN price or volume blanks the N windows holding it. Same in both
/// conventions. Line: `CMF`. Default N = 20.
/// - Complexity: O(1) per bar (two running sums).
public struct CMF: BarIndicator {
    var flow: RollingSum
    var volume: RollingSum

    /// Creates the indicator with N ≥ 1.
    public init(period: Int = 20) {
        flow = RollingSum(period: period)
        volume = RollingSum(period: period)
    }

    /// `["CMF"]`.
    public var lineNames: [String] { ["CMF"] }

    /// Computes CMF for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        let f = AD.flow(bar)
        let v = volume.update(f.isNaN ? .nan : bar.volume)
        let sum = flow.update(f)
        values[0] = v == 0 ? sum * 0 : sum / v
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        flow.advance()
        volume.advance()
    }
}

extension CMF: StorageClaiming {
    mutating func claimStorage() {
        flow.claimStorage()
        volume.claimStorage()
    }
}
