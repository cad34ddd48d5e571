import LiveChartData

/// WR (Williams %R, TongDaXin sign): where the close sits below the N-bar high, in percent.
///
/// Formula: `WR = (HHV(H,N) − C) / (HHV(H,N) − LLV(L,N)) · 100` (0 at the high, 100 at the low;
/// TA-Lib's `WILLR` is the negative of this). HHV/LLV by monotonic deque. A window without range
/// gives 50 (our decision; the formula is 0/0). Warm-up: NaN for the first N − 1 bars.
/// Lines: `WR{N}`. Defaults 10, 6.
public struct WR: BarIndicator {
    /// The periods, one line each.
    public let periods: [Int]
    var ranges: KernelBank<RollingRange>

    /// Creates the indicator; every period must be ≥ 1.
    public init(periods: [Int] = [10, 6]) {
        self.periods = periods
        ranges = KernelBank(periods.map { RollingRange(period: $0) })
    }

    /// `WR10`, `WR6`, … in period order.
    public var lineNames: [String] { periods.map { "WR\($0)" } }

    /// Computes each WR for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        ranges.forEach { window, k in
            let (hhv, llv) = window.update((bar.high, bar.low))
            let range = hhv - llv
            values[k] = range > 0 ? (hhv - bar.close) / range * 100 : (range == 0 && !bar.close.isNaN ? 50 : .nan)
        }
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        ranges.advance()
    }
}

extension WR: StorageClaiming {
    mutating func claimStorage() {
        ranges.claimStorage()
    }
}
