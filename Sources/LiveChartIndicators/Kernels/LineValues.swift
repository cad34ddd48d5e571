/// Where an indicator writes one bar's values: one slot per output line.
///
/// A borrowed view of storage owned by the caller (the batch loop or an `IndicatorEngine`),
/// valid only for the duration of the `update(_:into:)` call that receives it. Line `l` is
/// element `row` of the column `columns[l]`, so a batch loop hands out its output arrays
/// directly (row = bar index) and an engine its one row of latest values; writing through it
/// costs a plain store, with no copy-on-write check and no copy afterwards. Do not keep it.
public struct LineValues {
    @usableFromInline let columns: UnsafePointer<UnsafeMutablePointer<Double>>
    @usableFromInline let row: Int
    /// The number of slots (the indicator's line count).
    public let count: Int

    /// Wraps element `row` of `count` columns (storage the caller keeps alive during the call).
    @inlinable public init(columns: UnsafePointer<UnsafeMutablePointer<Double>>, row: Int, count: Int) {
        self.columns = columns
        self.row = row
        self.count = count
    }

    /// The value of line `line`.
    /// - Precondition: `0 <= line < count`.
    @inlinable public subscript(line: Int) -> Double {
        get {
            precondition(line >= 0 && line < count, "line index out of range")
            return columns[line][row]
        }
        nonmutating set {
            precondition(line >= 0 && line < count, "line index out of range")
            columns[line][row] = newValue
        }
    }
}
