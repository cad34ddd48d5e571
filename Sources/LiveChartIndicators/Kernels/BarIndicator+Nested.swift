import LiveChartData

extension BarIndicator {
    /// Runs `update(_:into:)` for `bar` into `lines` slots on the stack and hands them to `read`:
    /// how an indicator built on another (ADX on DMI, NATR on ATR, STOCHRSI on RSI) takes the
    /// inner indicator's values for the live bar without copying its formula.
    ///
    /// The inner indicator follows the same live/commit protocol: call its `advance()` from the
    /// outer `advance()`. `lines` must be the inner indicator's `lineNames.count`.
    /// - Complexity: O(lines) plus the inner update; no heap allocation.
    @inline(__always)
    mutating func update<R>(_ bar: Bar, lines: Int, read: (LineValues) -> R) -> R {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: lines) { values in
            withUnsafeTemporaryAllocation(of: UnsafeMutablePointer<Double>.self, capacity: lines) { slots in
                for l in 0..<lines { slots[l] = values.baseAddress! + l }
                let row = LineValues(columns: UnsafePointer(slots.baseAddress!), row: 0, count: lines)
                update(bar, into: row)
                return read(row)
            }
        }
    }
}
