import LiveChartData

/// AROONOSC: the Aroon oscillator, `UP − DOWN` of `AROON` (TA-Lib `AROONOSC`), from −100 to 100.
///
/// Warm-up: NaN for the first N bars; NaN where either Aroon line is. Same in both conventions.
/// Line: `AROONOSC`. Default N = 14.
/// - Complexity: O(1) amortised per bar.
public struct AROONOSC: BarIndicator {
    var aroon: AROON

    /// Creates the indicator with N ≥ 1.
    public init(period: Int = 14) { aroon = AROON(period: period) }

    /// `["AROONOSC"]`.
    public var lineNames: [String] { ["AROONOSC"] }

    /// Computes the oscillator for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        values[0] = aroon.update(bar, lines: 2) { $0[0] - $0[1] }
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() { aroon.advance() }
}

extension AROONOSC {
    /// AROON's column pass (`AROON.columns`), UP − DOWN as `update` forms it.
    public func compute(_ columns: BarColumns) -> [[Double]] {
        OutputColumns.make(lines: 1, count: columns.count) { out in
            let line = out[0]
            aroon.columns(columns) { i, up, down in line[i] = up - down }
        }
    }
}

extension AROONOSC: StorageClaiming {
    mutating func claimStorage() { aroon.claimStorage() }
}
