import LiveChartCore

/// A window of whole days, both ends included, on the exchange's wall clock (as `Bar.time`).
public struct DateWindow: Sendable, Equatable {
    /// The first second kept (seconds since 1970 on the wall clock); `Int64.min` when open.
    public var start = Int64.min
    /// The last second kept; `Int64.max` when open.
    public var end = Int64.max

    /// The unbounded window.
    public init() {}

    /// The days from `from` through `to` (each `YYYY-MM-DD`, either may be nil for an open end).
    /// - Throws: `DateWindowError.notADate` naming the text, `.reversed` when `from` is after `to`.
    public init(from: String?, to: String?) throws(DateWindowError) {
        if let from { start = try DateWindow.day(from) }
        if let to { end = try DateWindow.day(to) + 86_399 }
        if start > end { throw .reversed(from: from ?? "", to: to ?? "") }
    }

    /// Whether the window keeps every bar.
    public var isUnbounded: Bool { start == .min && end == .max }

    /// Whether a bar at `time` is kept.
    public func contains(_ time: Int64) -> Bool { time >= start && time <= end }

    private static func day(_ text: String) throws(DateWindowError) -> Int64 {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 3, let y = parts[0], let m = parts[1], let d = parts[2], (1...9999).contains(y),
              CivilTime(year: y, month: m, day: d).isValid else {
            throw .notADate(text)
        }
        return CivilTime(year: y, month: m, day: d).secondsSince1970
    }
}

/// Why a date window could not be made.
public enum DateWindowError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text is not a valid date `YYYY-MM-DD`.
    case notADate(String)
    /// The first day is after the last.
    case reversed(from: String, to: String)

    public var description: String {
        switch self {
        case .notADate(let text): "'\(text)' must be a date YYYY-MM-DD"
        case .reversed(let from, let to): "\(from) is after \(to)"
        }
    }
}
