import LiveChartData

/// One line of `DMI` alone, as TradingView and TA-Lib offer ADX and ADXR: DMI's recurrences, its batch column
/// passes and its streaming steps, with one line kept (`Line`).
///
/// - `ADX`, the average directional index (TA-Lib `ADX`; TongDaXin `DMI`'s ADX; Welles Wilder). `taLib`:
///   Wilder's smoothing of DX over N, ADX from bar 2N − 1 (TradingView's ADX with DI length = smoothing = N);
///   `tdx`: `ADX = MA(DX, M)` over DX from N-bar sums, from bar N + M − 2. M is used in `tdx` only.
/// - `ADXR`, the average directional movement rating `(ADX + REF(ADX,K))/2` (TA-Lib `ADXR`; TongDaXin `DMI`'s
///   ADXR). `taLib`: K = N − 1, from bar 3N − 2; `tdx`: K = M, from bar N + 2M − 2.
///
/// Formula, seeding and NaN handling are `DMI`'s. Defaults N = 14, M = 6.
/// - Complexity: O(1) per bar.
public struct DMILine<Line: DMILineChoice>: BarIndicator {
    var dmi: DMI

    /// Creates the indicator with N, M ≥ 1.
    public init(period: Int = 14, adxPeriod: Int = 6, convention: IndicatorConvention = .tdx) {
        dmi = DMI(period: period, adxPeriod: adxPeriod, convention: convention)
    }

    /// `[Line.name]`: `["ADX"]` or `["ADXR"]`.
    public var lineNames: [String] { [Line.name] }

    /// Computes the line for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        values[0] = dmi.update(bar, lines: 4) { $0[Line.index] }
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() { dmi.advance() }

    /// ADX in `taLib`: one pass, DMI's running steps in registers (`DMI.wilderSteps`), seeding and
    /// gaps through `update`/`advance`. Otherwise DMI's column passes, keeping the line (equal to
    /// the per-bar path bit for bit, as DMI's is).
    public func compute(_ columns: BarColumns) -> [[Double]] {
        guard dmi.convention == .taLib, Line.index == ADXLine.index else { return [dmi.compute(columns)[Line.index]] }
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: DMI.wilderStepLimit) { adx in
            run(columns) { indicator, start, bars, out in
                let line = out[0]
                return indicator.dmi.wilderSteps(from: start, bars, adx: adx.baseAddress!) { i, _, _, _, value in line[i] = value }
            }
        }
    }
}

extension DMILine: StorageClaiming {
    mutating func claimStorage() { dmi.claimStorage() }
}

/// Which line of `DMI` a `DMILine` keeps.
public protocol DMILineChoice: Sendable {
    /// The line's index among DMI's `PDI`, `MDI`, `ADX`, `ADXR`.
    static var index: Int { get }
    /// The line's name.
    static var name: String { get }
}

/// DMI's `ADX` line.
public enum ADXLine: DMILineChoice {
    public static let index = 2
    public static let name = "ADX"
}

/// DMI's `ADXR` line.
public enum ADXRLine: DMILineChoice {
    public static let index = 3
    public static let name = "ADXR"
}

/// ADX alone (see `DMILine`).
public typealias ADX = DMILine<ADXLine>
/// ADXR alone (see `DMILine`).
public typealias ADXR = DMILine<ADXRLine>
