/// Why `BarPipeline.load` produced no bars.
public enum BarPipelineError: Error, Sendable, CustomStringConvertible {
    /// The file does not exist or cannot be read.
    case unreadable(String)
    /// A located data error (file, line, column, field and reason).
    case data(DataError)
    /// The bars cannot be resampled to this period (it must be coarser than theirs and nest in it).
    case period(BarPeriod, ResampleError)
    /// No bar is left (after the date window, when `windowed`).
    case empty(String, windowed: Bool)

    /// The reason in words, naming the file or the period.
    public var description: String {
        switch self {
        case .unreadable(let path): "\(path): no such readable file"
        case .data(let error): "\(error)"
        case .period(let period, let error): "period \(period): \(error)"
        case .empty(let path, let windowed): "\(path): no bars to draw\(windowed ? " between the window's dates" : "")"
        }
    }
}
