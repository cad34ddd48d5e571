import LiveChartData

/// The streaming form of any indicator: feeds it live bars and keeps its lines.
///
/// `append(_:)` opens a new bar (committing the previous live bar), `updateLast(_:)` replaces the
/// live bar as ticks arrive. Both cost O(1) time and, apart from the kept history, O(1) memory
/// (CCI: O(N)); the values equal `BarIndicator.compute(_:)` on the same bars exactly, since both
/// run the indicator's one recurrence. This is the state a chart pane owns. When older bars are
/// prepended (lazy history loading), make a new engine over the whole series: the recurrences
/// run oldest to newest, so earlier bars change every later value (O(n), once per load).
public struct IndicatorEngine: Sendable {
    /// The indicator and its running state.
    public private(set) var indicator: any BarIndicator
    /// The output lines' names, in order.
    public let lineNames: [String]
    /// The values of the live (last) bar, one per line; NaN before the first bar.
    public private(set) var latest: [Double]
    /// Every bar's values, one array per line, when `keepsHistory`; otherwise empty arrays.
    public private(set) var lines: [[Double]]
    /// Whether `lines` keeps every bar's values (for drawing) or only `latest` is kept.
    public let keepsHistory: Bool
    /// The number of bars fed so far.
    public private(set) var count = 0

    /// Creates an engine around a fresh indicator.
    /// - Parameter keepsHistory: keep every bar's values in `lines` (amortised O(1) per bar).
    public init(_ indicator: any BarIndicator, keepsHistory: Bool = true) {
        self.indicator = indicator
        lineNames = indicator.lineNames
        latest = [Double](repeating: .nan, count: lineNames.count)
        lines = [[Double]](repeating: [], count: lineNames.count)
        self.keepsHistory = keepsHistory
    }

    /// Creates an engine and feeds it `bars` (oldest first). O(n).
    public init(_ indicator: any BarIndicator, history bars: [Bar], keepsHistory: Bool = true) {
        self.init(indicator, keepsHistory: keepsHistory)
        for bar in bars { append(bar) }
    }

    /// Adds `bar` as the new live bar, committing the previous one.
    /// - Returns: the new bar's values, one per line.
    /// - Complexity: O(1) amortised.
    @discardableResult
    public mutating func append(_ bar: Bar) -> [Double] {
        if count > 0 { indicator.advance() }
        feed(bar)
        count += 1
        if keepsHistory {
            for l in lines.indices { lines[l].append(latest[l]) }
        }
        return latest
    }

    private mutating func feed(_ bar: Bar) {
        let lines = latest.count
        latest.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            withUnsafeTemporaryAllocation(of: UnsafeMutablePointer<Double>.self, capacity: max(lines, 1)) { slots in
                for l in 0..<lines { slots[l] = base + l }
                indicator.update(bar, into: LineValues(columns: slots.baseAddress!, row: 0, count: lines))
            }
        }
    }

    /// Replaces the live bar with `bar` (the live bar changing within its period).
    /// - Returns: the live bar's new values, one per line.
    /// - Precondition: at least one bar was appended.
    /// - Complexity: O(1).
    @discardableResult
    public mutating func updateLast(_ bar: Bar) -> [Double] {
        precondition(count > 0, "updateLast needs a bar appended first")
        feed(bar)
        if keepsHistory {
            for l in lines.indices { lines[l][lines[l].count - 1] = latest[l] }
        }
        return latest
    }
}
