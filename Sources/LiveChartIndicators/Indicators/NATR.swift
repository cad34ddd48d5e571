import CFusedKernels
import LiveChartData

/// NATR: the normalised average true range, `ATR / C · 100` (TA-Lib `NATR`).
///
/// ATR is the `ATR` indicator in the same convention: `taLib` — Wilder's average seeded with the
/// mean of the first N true ranges, NATR from bar N (TA-Lib `NATR`); `tdx` — `MA(TR,N)`, from bar
/// N − 1. A close within 1e-14 of 0 gives 0 (TA-Lib's rule). NaN handling as `ATR`.
/// Line: `NATR`. Default N = 14.
/// - Complexity: O(1) per bar.
public struct NATR: BarIndicator {
    var atr: ATR

    /// Creates the indicator with N ≥ 1.
    public init(period: Int = 14, convention: IndicatorConvention = .tdx) {
        atr = ATR(period: period, convention: convention)
    }

    /// `["NATR"]`.
    public var lineNames: [String] { ["NATR"] }

    /// Computes NATR for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        values[0] = Self.value(atr: atr.update(bar, lines: 2) { $0[1] }, close: bar.close)
    }

    /// `ATR / C · 100`, 0 (NaN for a NaN ATR) for a close within 1e-14 of 0.
    @inline(__always) static func value(atr average: Double, close: Double) -> Double {
        abs(close) < 1e-14 ? average * 0 : (average / close) * 100
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() { atr.advance() }
}

extension NATR: StorageClaiming {
    mutating func claimStorage() { atr.claimStorage() }
}

extension NATR {
    /// `taLib`: one pass, ATR's running steps and the ratio to the close (as `value`) in the loop of
    /// `lc_natr_run` (CFusedKernels); seeding and gaps through `update`/`advance`. `tdx`: ATR's column
    /// passes, then the ratio as `update` forms it.
    public func compute(_ columns: BarColumns) -> [[Double]] {
        if atr.convention == .taLib {
            return run(columns) { natr, start, bars, out in
                natr.atr.wilderSteps(from: start, bars) { high, low, close, average, alpha, retention in
                    lc_natr_run(high, low, close, out[0], start, bars.close.count, &average, alpha, retention)
                }
            }
        }
        var line = atr.compute(columns)[1]
        columns.close.withUnsafeBufferPointer { close in
            for i in line.indices { line[i] = Self.value(atr: line[i], close: close[i]) }
        }
        return [line]
    }
}
