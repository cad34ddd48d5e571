/// Why a series cannot be resampled to a period.
public enum ResampleError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The target period is finer than the source bars (5m from daily bars, 1d from weekly bars).
    case finerThanSource(source: BarPeriod, target: BarPeriod)
    /// The source buckets do not nest in the target's (5m from 2m bars, 1M from 1w bars).
    case notNested(source: BarPeriod, target: BarPeriod)

    /// A sentence naming both periods.
    public var description: String {
        switch self {
        case let .finerThanSource(source, target):
            return "cannot make \(target) bars from coarser \(source) bars"
        case let .notNested(source, target):
            return "\(source) bars do not fit evenly into \(target) bars"
        }
    }
}
