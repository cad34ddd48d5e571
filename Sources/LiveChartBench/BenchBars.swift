import Foundation
import LiveChartData

/// A deterministic random walk of bars for timing (the same bars are written for TA-Lib).
enum BenchBars {
    /// `count` bars from a 64-bit linear congruential generator: prices on a 0.01 tick.
    static func make(count: Int) -> [Bar] {
        var state: UInt64 = 20_261_129
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        var close = 50.0
        var bars: [Bar] = []
        bars.reserveCapacity(count)
        for i in 0..<count {
            let open = ((close * (1 + (next() - 0.5) * 0.01)) * 100).rounded() / 100
            close = max(1, ((open * (1 + (next() - 0.5) * 0.04)) * 100).rounded() / 100)
            let high = ((max(open, close) * (1 + next() * 0.01)) * 100).rounded() / 100
            let low = ((min(open, close) * (1 - next() * 0.01)) * 100).rounded() / 100
            let volume = (1 + next() * 99).rounded() * 100
            bars.append(Bar(time: Int64(i) * 60, open: open, high: high, low: low, close: close, volume: volume))
        }
        return bars
    }

    /// Writes open, high, low, close and volume as five consecutive little-endian float64 arrays.
    static func write(_ bars: [Bar], to path: String) throws {
        var data = Data()
        for field in [\Bar.open, \.high, \.low, \.close, \.volume] {
            let column = bars.map { $0[keyPath: field] }
            column.withUnsafeBytes { data.append(contentsOf: $0) }
        }
        try data.write(to: URL(fileURLWithPath: path))
    }

    /// Writes `time,open,high,low,close,volume` rows to `path`, the minutes counted from 2020-01-01 00:00 UTC
    /// (epoch seconds).
    static func writeCSV(_ bars: [Bar], to path: String) throws {
        var text = "time,open,high,low,close,volume\n"
        text.reserveCapacity(bars.count * 48)
        for b in bars { text += "\(b.time + 1_577_836_800),\(b.open),\(b.high),\(b.low),\(b.close),\(b.volume)\n" }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
}
