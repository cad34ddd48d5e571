import CFusedKernels
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
    /// The running total in one pass: finite flows in the loop of `lc_ad_run` (CFusedKernels, one add on the
    /// loop-carried chain), a bar whose flow is NaN through `update`/`advance`.
    public func compute(_ columns: BarColumns) -> [[Double]] {
        run(columns) { ad, start, bars, out in
            guard let high = bars.high.baseAddress, let low = bars.low.baseAddress, let close = bars.close.baseAddress,
                  let volume = bars.volume.baseAddress else { return 0 }
            var total = ad.total
            let done = lc_ad_run(high, low, close, volume, out[0], start, bars.close.count, &total)
            ad.resume(at: total)
            return done
        }
    }

    /// Commits a running total reached by `OBV.accumulate` steps over bars (ADOSC's pass): the
    /// state `update`/`advance` leave after them.
    @inline(__always) mutating func resume(at total: Double) { self.total = total }
}
