import LiveChartData

/// AD: Marc Chaikin's accumulation/distribution line, the running total of the money flow
/// volume `((C − L) − (H − C))/(H − L)·V` (TA-Lib `AD`; StockCharts ChartSchool
/// "Accumulation/Distribution Line").
///
/// A bar without range (H − L ≤ 0) adds 0 (TA-Lib's rule). No warm-up: the total starts at the
/// first bar. A bar with a NaN price or volume gives NaN and adds nothing; the total carries on
/// (the rule of `OBV`). Same in both conventions. Line: `AD`.
/// - Complexity: O(1) per bar.
public struct AD: BarIndicator {
    var total = 0.0
    var liveTotal = 0.0

    /// Creates the indicator.
    public init() {}

    /// `["AD"]`.
    public var lineNames: [String] { ["AD"] }

    /// Computes the line for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        (liveTotal, values[0]) = OBV.accumulate(total, Self.flow(bar))
    }

    /// The money flow volume of a bar: `((C − L) − (H − C))/(H − L)·V`, 0 without range, NaN
    /// when a price or the volume is NaN (shared with `CMF`).
    @inline(__always) static func flow(_ bar: Bar) -> Double {
        flow(high: bar.high, low: bar.low, close: bar.close, volume: bar.volume)
    }

    /// `flow(_:)` of a bar given by its fields (the column passes read them from `BarColumns`).
    @inline(__always) static func flow(high: Double, low: Double, close: Double, volume: Double) -> Double {
        let range = high - low
        let multiplier = range > 0 ? ((close - low) - (high - close)) / range : (range.isNaN ? .nan : 0)
        return multiplier.isNaN || close.isNaN ? .nan : multiplier * volume
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() { total = liveTotal }
}

extension AD {
    /// The running total in one pass over the high, low, close and volume columns (`column`).
    public func compute(_ columns: BarColumns) -> [[Double]] {
        OutputColumns.make(lines: 1, count: columns.count) { out in
            columns.withReaders { column($0, into: out[0]) }
        }
    }

    /// Commits a running total reached by `OBV.accumulate` steps over bars (ADOSC's pass): the
    /// state `update`/`advance` leave after them.
    @inline(__always) mutating func resume(at total: Double) { self.total = total }

    /// `out[i]` = AD of bar i, as `update`/`advance` from this state give it (`OBV.accumulate` of
    /// each bar's `flow`). - Complexity: O(n).
    @inline(__always) func column(_ bars: ColumnReader, into out: UnsafeMutablePointer<Double>) {
        let (high, low, close, volume) = (bars.high, bars.low, bars.close, bars.volume)
        var total = self.total
        for i in 0..<close.count {
            (total, out[i]) = OBV.accumulate(total, Self.flow(high: high[i], low: low[i], close: close[i], volume: volume[i]))
        }
    }
}
