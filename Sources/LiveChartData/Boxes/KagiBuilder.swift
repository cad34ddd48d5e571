/// Kagi lines from closing prices: the line goes on in its direction as long as the close does, and turns
/// when the close moves `reversal` price units against it (Nison, *Beyond Candlesticks* (1994), ch. 8).
///
/// Each vertical line is one box-`Bar` from where it turned to its extreme so far (close above open for a
/// rising line); the newest line extends in place. Whether a line is thick (yang, above the previous
/// shoulder) or thin (yin, below the previous waist) follows from the lines themselves (see `KagiLine`).
public struct KagiBuilder: PriceBoxBuilder {
    /// The move against the line that turns it, in price units.
    public let reversal: Double
    private var line: Bar?
    private var start = Double.nan

    /// - Precondition: `reversal` is finite and > 0.
    public init(reversal: Double) {
        precondition(reversal.isFinite && reversal > 0, "a positive finite reversal amount")
        self.reversal = reversal
    }

    public mutating func add(_ bar: Bar) -> BoxChange {
        let close = bar.close
        guard close.isFinite else { return BoxChange() }
        guard var current = line else {
            if start.isNaN {
                start = close
                return BoxChange()
            }
            guard abs(close - start) >= reversal else { return BoxChange() }
            let opened = Bar.box(from: start, to: close, time: bar.time, volume: bar.volume)
            line = opened
            return BoxChange(appended: [opened])
        }
        let rising = current.close > current.open
        if rising ? close > current.close : close < current.close {
            current = .box(from: current.open, to: close, time: current.time, volume: current.volume + bar.volume)
            line = current
            return BoxChange(revisedLast: current)
        }
        if abs(current.close - close) >= reversal {
            let turned = Bar.box(from: current.close, to: close, time: bar.time, volume: bar.volume)
            line = turned
            return BoxChange(appended: [turned])
        }
        current.volume += bar.volume
        line = current
        return BoxChange(revisedLast: current)
    }
}

/// Kagi's thick and thin: a line is yang (thick) from where it rises above the previous shoulder (the top
/// of the rising line before) until it falls below the previous waist (the bottom of the falling line
/// before), yin (thin) otherwise.
public enum KagiLine {
    /// Whether line `i` of `lines` starts yang; O(distance back to the last line that broke a shoulder or
    /// a waist), never more than `i`.
    public static func startsYang(_ lines: [Bar], at i: Int) -> Bool {
        var k = i - 1
        while k >= 2 {
            let line = lines[k], before = lines[k - 2]
            if line.close > line.open, line.close > before.close { return true }
            if line.close < line.open, line.close < before.close { return false }
            k -= 1
        }
        // No break yet: the first line's direction sets the thickness.
        return lines.first.map { $0.close > $0.open } ?? true
    }

    /// The price at which line `i` changes from yin to yang or back, if it does: the previous shoulder for a
    /// rising line that starts yin, the previous waist for a falling line that starts yang.
    public static func turn(_ lines: [Bar], at i: Int, startsYang: Bool) -> Double? {
        guard i >= 2 else { return nil }
        let line = lines[i], level = lines[i - 2].close
        if line.close > line.open, !startsYang, line.close > level { return level }
        if line.close < line.open, startsYang, line.close < level { return level }
        return nil
    }
}
