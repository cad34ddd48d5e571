import LiveChartData

/// OHLCV bars stored column by column, the layout fast batch computation reads.
///
/// An indicator that needs only the close then streams through 8 bytes per bar instead of a
/// whole 56-byte `Bar`. All columns have the same count.
public struct BarColumns: Sendable {
    /// Bar labels, seconds (see `Bar.time`).
    public var time: [Int64]
    /// Opening prices.
    public var open: [Double]
    /// Highest prices.
    public var high: [Double]
    /// Lowest prices.
    public var low: [Double]
    /// Closing prices.
    public var close: [Double]
    /// Volumes.
    public var volume: [Double]
    /// Turnovers (NaN where unknown).
    public var amount: [Double]

    /// Splits `bars` into columns (large ones on huge pages, `HugePages`). O(n).
    public init(_ bars: [Bar]) {
        func column<T>(_ field: (Bar) -> T) -> [T] {
            HugePages.column(count: bars.count) { out in
                for (i, bar) in bars.enumerated() { (out + i).initialize(to: field(bar)) }
            }
        }
        time = column(\.time)
        open = column(\.open)
        high = column(\.high)
        low = column(\.low)
        close = column(\.close)
        volume = column(\.volume)
        amount = column(\.amount)
    }

    /// The number of bars.
    public var count: Int { close.count }

    /// Calls `body` with unchecked readers of every column.
    func withReaders<R>(_ body: (ColumnReader) -> R) -> R {
        time.withUnsafeBufferPointer { t in
            open.withUnsafeBufferPointer { o in
                high.withUnsafeBufferPointer { h in
                    low.withUnsafeBufferPointer { l in
                        close.withUnsafeBufferPointer { c in
                            volume.withUnsafeBufferPointer { v in
                                amount.withUnsafeBufferPointer { a in
                                    body(ColumnReader(time: t, open: o, high: h, low: l, close: c, volume: v, amount: a))
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
