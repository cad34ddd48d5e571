import LiveChartData

/// AROON: how recently the N-bar high and low were made, in percent (Tushar Chande; TA-Lib
/// `AROON`; TradingView's "Aroon").
///
/// Formula: over the last N + 1 bars (the live one included), `UP = 100·(N − bars since the
/// highest high)/N`, `DOWN = 100·(N − bars since the lowest low)/N`; of equal extremes the newest
/// counts (TA-Lib's rule). The extremes and their ages come from `RollingExtreme`'s monotonic
/// deque. Warm-up: NaN for the first N bars. A NaN high (low) blanks UP (DOWN) for the N + 1
/// windows holding it. Same in both conventions. Lines: `UP`, `DOWN` (TA-Lib returns them as
/// aroondown, aroonup). Default N = 14.
/// - Complexity: O(1) amortised per bar.
public struct AROON: BarIndicator {
    let period: Int
    var highest: RollingExtreme
    var lowest: RollingExtreme

    /// Creates the indicator with N ≥ 1.
    public init(period: Int = 14) {
        self.period = period
        highest = RollingExtreme(period: period + 1, kind: .highest)
        lowest = RollingExtreme(period: period + 1, kind: .lowest)
    }

    /// `["UP", "DOWN"]`.
    public var lineNames: [String] { ["UP", "DOWN"] }

    /// Computes Aroon up and down for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        let high = highest.updateWithAge(bar.high), low = lowest.updateWithAge(bar.low)
        values[0] = score(high)
        values[1] = score(low)
    }

    /// The line's value for an extreme and its age: NaN for a NaN extreme, else `score(age:)`.
    @inline(__always) func score(_ extreme: (value: Double, age: Int)) -> Double {
        extreme.value.isNaN ? .nan : score(age: extreme.age)
    }

    /// `100·(N − age)/N`.
    @inline(__always) func score(age: Int) -> Double { Double(period - age) * 100 / Double(period) }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        highest.advance()
        lowest.advance()
    }
}

extension AROON {
    /// Both lines in one pass over the high and low columns (`columns`).
    public func compute(_ columns: BarColumns) -> [[Double]] {
        OutputColumns.make(lines: 2, count: columns.count) { out in
            let (up, down) = (out[0], out[1])
            self.columns(columns) { i, upValue, downValue in
                up[i] = upValue
                down[i] = downValue
            }
        }
    }

    /// Calls `body(i, UP, DOWN)` for every bar in order with what `update`/`advance` from a fresh
    /// indicator give: the extremes and their ages from van Herk / Gil–Werman blocks
    /// (`AgedExtremeLane.scan`) instead of the deques. - Complexity: O(n).
    @inline(__always) func columns(_ columns: BarColumns, _ body: (_ index: Int, _ up: Double, _ down: Double) -> Void) {
        precondition(highest.window.committed == 0, "the column pass starts from a fresh indicator")
        columns.withReaders { bars in
            AgedExtremeLane.scan(highest: bars.high, lowest: bars.low, period: highest.window.period) { i, high, low in
                body(i, score(high), score(low))
            }
        }
    }
}

extension AROON: StorageClaiming {
    mutating func claimStorage() {
        highest.claimStorage()
        lowest.claimStorage()
    }
}
