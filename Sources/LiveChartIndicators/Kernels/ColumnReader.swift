import LiveChartData

/// Reads bar `i` out of `BarColumns` through unsafe buffers (unchecked in optimised builds), so that after inlining only the
/// fields an indicator uses are loaded.
@usableFromInline
struct ColumnReader {
    let time: UnsafeBufferPointer<Int64>
    let open: UnsafeBufferPointer<Double>
    let high: UnsafeBufferPointer<Double>
    let low: UnsafeBufferPointer<Double>
    let close: UnsafeBufferPointer<Double>
    let volume: UnsafeBufferPointer<Double>
    let amount: UnsafeBufferPointer<Double>

    /// Bar `i`. - Precondition: `0 <= i < count` of the columns (checked by the caller's loop).
    @inline(__always)
    func bar(_ i: Int) -> Bar {
        Bar(time: time[i], open: open[i], high: high[i], low: low[i],
            close: close[i], volume: volume[i], amount: amount[i])
    }
}
