import LiveChartData

/// WR (Williams %R, TongDaXin sign): where the close sits below the N-bar high, in percent.
///
/// Formula: `WR = 100 · (HHV(H,N) − C) / (HHV(H,N) − LLV(L,N))`, in that order (TongDaXin's published text) (0 at the high, 100 at the low;
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
            values[k] = Self.value(highest: hhv, lowest: llv, close: bar.close)
        }
    }

    /// WR from the window's highest high and lowest low and the close (50 for a window without
    /// range; NaN when any is missing).
    @inline(__always) static func value(highest hhv: Double, lowest llv: Double, close: Double) -> Double {
        let range = hhv - llv
        return range > 0 ? 100 * (hhv - close) / range : (range == 0 && !close.isNaN ? 50 : .nan)
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        ranges.advance()
    }
}

extension WR {
    /// For each period, one pass over the high, low and close columns: the window extremes
    /// (`RollingRange.column`) and WR together.
    public func compute(_ columns: BarColumns) -> [[Double]] {
        OutputColumns.make(lines: periods.count, count: columns.count) { out in
            columns.withReaders { bars in
                let close = bars.close
                for k in periods.indices {
                    let line = out[k]
                    ranges[k].column(high: bars.high, low: bars.low) { i, hhv, llv in
                        line[i] = Self.value(highest: hhv, lowest: llv, close: close[i])
                    }
                }
            }
        }
    }
}

extension WR: StorageClaiming {
    mutating func claimStorage() {
        ranges.claimStorage()
    }
}
