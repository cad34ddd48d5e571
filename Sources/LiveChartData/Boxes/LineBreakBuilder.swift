/// Line-break (three-line break) lines from closing prices: a new line in the trend's direction whenever
/// the close passes the last line's end, and a reversal line only when it passes the extreme of the last
/// `lineCount` lines (Nison, *Beyond Candlesticks* (1994), ch. 6; three lines by default).
///
/// Each line is one box-`Bar` from the previous line's end (or its start, after a reversal) to the close.
/// Lines never change once drawn; volume traded until a line forms is carried by it.
public struct LineBreakBuilder: PriceBoxBuilder {
    /// Lines a reversal must break (≥ 1).
    public let lineCount: Int
    private var recent: [Bar] = []
    private var first = Double.nan
    private var volume = 0.0

    /// - Precondition: `lineCount` ≥ 1.
    public init(lineCount: Int = 3) {
        precondition(lineCount >= 1, "a reversal breaks at least one line")
        self.lineCount = lineCount
    }

    public mutating func add(_ bar: Bar) -> BoxChange {
        let close = bar.close
        volume += bar.volume
        guard close.isFinite else { return BoxChange() }
        guard let last = recent.last else {
            if first.isNaN {
                first = close
                return BoxChange()
            }
            guard close != first else { return BoxChange() }
            return draw(.box(from: first, to: close, time: bar.time, volume: volume))
        }
        let rising = last.close > last.open
        let window = recent.suffix(lineCount)
        if rising ? close > last.close : close < last.close {
            return draw(.box(from: last.close, to: close, time: bar.time, volume: volume))
        }
        let extreme = rising ? window.map(\.low).min()! : window.map(\.high).max()!
        if rising ? close < extreme : close > extreme {
            return draw(.box(from: last.open, to: close, time: bar.time, volume: volume))
        }
        return BoxChange()
    }

    private mutating func draw(_ line: Bar) -> BoxChange {
        recent.append(line)
        if recent.count > lineCount { recent.removeFirst(recent.count - lineCount) }
        volume = 0
        return BoxChange(appended: [line])
    }
}
