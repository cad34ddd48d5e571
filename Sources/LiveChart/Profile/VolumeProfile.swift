import LiveChartData

/// Volume by price over a range of bars: TradingView's "visible range volume profile" (VPVR).
///
/// The bars' price span (lowest low to highest high) is cut into `rows` equal rows. Each bar's volume is spread
/// over the rows its low…high covers, in proportion to the part of its range inside each row (a bar with
/// high = low puts all of it in its row), and counted as up volume when close ≥ open, else down. The point of
/// control (POC) is the row with the most volume (the lowest such row on a tie). The value area starts at the POC
/// and grows one row at a time toward the neighbouring row with more volume (up on a tie) until it holds at
/// least `valueAreaShare` of the total: TradingView's documented rule ("Value Area Volume", 70 % by default).
///
/// - Complexity: O(bars × rows a bar spans + rows).
public struct VolumeProfile: Sendable, Equatable {
    /// One price row: its price span and the volume traded in it.
    public struct Row: Sendable, Equatable {
        /// The row's lower and upper price.
        public var low: Double, high: Double
        /// Volume of bars closing at or above their open, and of the others, in the bars' volume units.
        public var up: Double, down: Double
        /// `up + down`.
        public var total: Double { up + down }
    }

    /// The rows, lowest price first.
    public let rows: [Row]
    /// The index of the row with the most volume.
    public let pointOfControl: Int
    /// The rows of the value area, around `pointOfControl`.
    public let valueArea: ClosedRange<Int>

    /// - Parameters:
    ///   - bars: the bars profiled (a chart's visible ones).
    ///   - rows: how many price rows, 1…1,000.
    ///   - valueAreaShare: the share of the volume the value area holds, in (0, 1] (default 0.7).
    /// - Returns: nil when there is nothing to profile: no bars, no volume, or prices not finite.
    public init?(bars: some Collection<Bar>, rows: Int, valueAreaShare: Double = 0.7) {
        let count = min(max(rows, 1), 1_000)
        guard let low = bars.lazy.map(\.low).min(), let high = bars.lazy.map(\.high).max(), low.isFinite, high.isFinite else { return nil }
        let span = max(high - low, 0)
        let step = span > 0 ? span / Double(count) : 1
        var table = (0..<count).map { k in
            Row(low: low + Double(k) * step, high: k == count - 1 && span > 0 ? high : low + Double(k + 1) * step, up: 0, down: 0)
        }
        func row(_ price: Double) -> Int { span > 0 ? min(count - 1, max(0, Int((price - low) / step))) : 0 }
        for bar in bars where bar.volume > 0 {
            let first = row(bar.low), last = row(bar.high)
            let range = bar.high - bar.low
            for k in first...last {
                let share = range > 0 ? (min(bar.high, table[k].high) - max(bar.low, table[k].low)) / range : 1
                let volume = bar.volume * max(0, share)
                if bar.close >= bar.open { table[k].up += volume } else { table[k].down += volume }
            }
        }
        let total = table.reduce(0) { $0 + $1.total }
        guard total > 0, total.isFinite else { return nil }
        var poc = 0
        for k in table.indices where table[k].total > table[poc].total { poc = k }
        var lower = poc, upper = poc, held = table[poc].total
        let target = total * min(max(valueAreaShare, .ulpOfOne), 1)
        while held < target, lower > 0 || upper < count - 1 {
            let above = upper < count - 1 ? table[upper + 1].total : -1
            let below = lower > 0 ? table[lower - 1].total : -1
            if above >= below {
                upper += 1
                held += above
            } else {
                lower -= 1
                held += below
            }
        }
        self.rows = table
        pointOfControl = poc
        valueArea = lower...upper
    }
}

/// How a K-line chart draws the volume profile of its visible bars (`KLineOptions.volumeProfile`).
public struct VolumeProfileOptions: Sendable, Equatable {
    /// Price rows, 4…200 (default 24).
    public var rows: Int
    /// The value area's share of the volume, in (0, 1] (default 0.7).
    public var valueAreaShare: Double
    /// The longest row's length as a share of the price plot's width, in (0, 1] (default 0.3).
    public var widthShare: Double

    public init(rows: Int = 24, valueAreaShare: Double = 0.7, widthShare: Double = 0.3) {
        self.rows = rows
        self.valueAreaShare = valueAreaShare
        self.widthShare = widthShare
    }

    /// Whether every field is in its range (the command line refuses the rest; drawing clamps them).
    public var isValid: Bool {
        (4...200).contains(rows) && valueAreaShare > 0 && valueAreaShare <= 1 && widthShare > 0 && widthShare <= 1
    }
}
