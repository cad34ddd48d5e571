import LiveChartData

/// VOL: the volume and its simple moving averages (TongDaXin `VOL`: `VOLUME`, `MAVOL1`, `MAVOL2`).
///
/// Formula: `VOLUME = V`, `MAVOL{N} = MA(V,N)`; the same in both conventions.
/// Warm-up: each MA is NaN for its first N − 1 bars. Lines: `VOLUME`, `MAVOL{N}` per period.
/// Defaults 5, 10.
public struct VOL: BarIndicator {
    /// The MA periods, one line each after `VOLUME`.
    public let periods: [Int]
    var means: KernelBank<RollingMean>?

    /// Creates the indicator; every period must be ≥ 1.
    public init(periods: [Int] = [5, 10]) {
        self.periods = periods
        means = periods.isEmpty ? nil : KernelBank(periods.map { RollingMean(period: $0) })
    }

    /// `VOLUME`, `MAVOL5`, `MAVOL10`, …
    public var lineNames: [String] { ["VOLUME"] + periods.map { "MAVOL\($0)" } }

    /// Computes the volume and its MAs for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        values[0] = bar.volume
        means?.forEach { mean, k in values[k + 1] = mean.update(bar.volume) }
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        means?.advance()
    }
}

extension VOL {
    /// The volume column and each MA in one pass over it (`WindowKernel.column`).
    public func compute(_ columns: BarColumns) -> [[Double]] {
        OutputColumns.make(lines: periods.count + 1, count: columns.count) { out in
            columns.volume.withUnsafeBufferPointer { volume in
                guard let first = volume.baseAddress else { return }
                out[0].initialize(from: first, count: volume.count)
                means?.column(volume, into: out[1...])
            }
        }
    }
}

extension VOL: StorageClaiming {
    mutating func claimStorage() {
        means?.claimStorage()
    }
}
