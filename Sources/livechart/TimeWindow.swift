import LiveChartCore

/// The `--from` / `--to` date window, inclusive of both whole days.
struct TimeWindow {
    var start = Int64.min
    var end = Int64.max

    init() {}

    /// - Throws: `CommandFailure(.usage)` for a date not of the form YYYY-MM-DD, or `from` after `to`.
    init(from: String?, to: String?) throws {
        if let from { start = try TimeWindow.day(from, option: "from") }
        if let to { end = try TimeWindow.day(to, option: "to") + 86_399 }
        if start > end { throw CommandFailure(code: .usage, message: "--from \(from ?? "") is after --to \(to ?? "")") }
    }

    var isUnbounded: Bool { start == .min && end == .max }

    func contains(_ time: Int64) -> Bool { time >= start && time <= end }

    private static func day(_ text: String, option: String) throws -> Int64 {
        let parts = text.split(separator: "-").map { Int($0) }
        guard parts.count == 3, let y = parts[0], let m = parts[1], let d = parts[2],
              CivilTime(year: y, month: m, day: d).isValid else {
            throw CommandFailure(code: .usage, message: "--\(option) '\(text)' must be a date YYYY-MM-DD")
        }
        return CivilTime(year: y, month: m, day: d).secondsSince1970
    }
}
