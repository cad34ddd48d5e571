import LiveChartData

/// TRIMA: the triangular moving average, an MA of an MA (TA-Lib `TRIMA`).
///
/// Formula: `TRIMA = MA(MA(C,A),B)` with `A + B = N + 1`: odd N, `A = B = (N+1)/2`; even N,
/// `A = N/2`, `B = N/2 + 1` (weights 1, 2, …, 2, 1 as TA-Lib's). Warm-up: NaN for the first
/// N − 1 bars. A NaN close blanks every window holding it (N bars). Same in both conventions.
/// Line: `TRIMA`. Default N = 20.
/// - Complexity: O(1) per bar.
public struct TRIMA: BarIndicator {
    var inner: RollingMean
    var outer: RollingMean

    /// Creates the indicator with N ≥ 1.
    public init(period: Int = 20) {
        let a = period % 2 == 1 ? (period + 1) / 2 : period / 2
        inner = RollingMean(period: a)
        outer = RollingMean(period: period + 1 - a)
    }

    /// `["TRIMA"]`.
    public var lineNames: [String] { ["TRIMA"] }

    /// Computes TRIMA for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        values[0] = outer.update(inner.update(bar.close))
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        inner.advance()
        outer.advance()
    }
}

extension TRIMA: StorageClaiming {
    mutating func claimStorage() {
        inner.claimStorage()
        outer.claimStorage()
    }
}

extension TRIMA {
    /// The two means' column passes, the inner one's column feeding the outer (bit for bit `update`/`advance`).
    public func compute(_ columns: BarColumns) -> [[Double]] {
        OutputColumns.make(lines: 1, count: columns.count) { out in
            // The outer window reads the inner means N bars back, so they need a column of their own.
            let means = UnsafeMutablePointer<Double>.allocate(capacity: columns.count)
            defer { means.deallocate() }
            columns.withReaders { bars in
                inner.column(bars.close, into: means)
                outer.column(UnsafeBufferPointer(start: means, count: columns.count), into: out[0])
            }
        }
    }
}
