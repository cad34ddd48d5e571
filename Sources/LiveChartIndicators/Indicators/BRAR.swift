import LiveChartData

/// BRAR (TongDaXin `BRAR`): buying pressure against the previous close (BR) and the open (AR).
///
/// Formula: `BR = SUM(MAX(0,H−REF(C,1)),N) / SUM(MAX(0,REF(C,1)−L),N) · 100`,
/// `AR = SUM(H−O,N) / SUM(O−L,N) · 100`; both conventions. Bar 0 adds 0 to BR's sums (no
/// previous close). Warm-up: NaN for the first N − 1 bars. Lines: `BR`, `AR`. Default 26.
public struct BRAR: BarIndicator {
    var previousClose = Lag(periods: 1)
    var brUp: RollingSum
    var brDown: RollingSum
    var arUp: RollingSum
    var arDown: RollingSum

    /// Creates the indicator with N ≥ 1.
    public init(period: Int = 26) {
        brUp = RollingSum(period: period)
        brDown = RollingSum(period: period)
        arUp = RollingSum(period: period)
        arDown = RollingSum(period: period)
    }

    /// `["BR", "AR"]`.
    public var lineNames: [String] { ["BR", "AR"] }

    /// Computes BR and AR for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        let pc = previousClose.update(bar.close)
        let known = previousClose.hasHistory
        let upTerm = known ? (bar.high - pc).clampedAtZero : 0
        let downTerm = known ? (pc - bar.low).clampedAtZero : 0
        values[0] = brUp.update(upTerm) / brDown.update(downTerm) * 100
        values[1] = arUp.update(bar.high - bar.open) / arDown.update(bar.open - bar.low) * 100
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        previousClose.advance()
        brUp.advance()
        brDown.advance()
        arUp.advance()
        arDown.advance()
    }
}

extension BRAR: StorageClaiming {
    mutating func claimStorage() {
        previousClose.claimStorage()
        brUp.claimStorage()
        brDown.claimStorage()
        arUp.claimStorage()
        arDown.claimStorage()
    }
}
