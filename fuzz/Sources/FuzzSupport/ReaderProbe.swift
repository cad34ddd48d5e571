import Foundation
@_spi(Fuzzing) import LiveChartFuzzProbes
import LiveChartData

/// Feeds one fuzzer input to `BarFileReader` under both policies and traps when a documented invariant breaks.
///
/// A reader may throw a `DataError`, which is the expected outcome for most mutated inputs; it must not
/// crash, and whatever it returns must be bars libFuzzer cannot fault: strictly increasing times, positive
/// finite prices with low ≤ open, close ≤ high, a finite non-negative volume, and a located error otherwise.
/// A file that reads is then drawn through the still pipeline (`StillProbe`), and every drawing must hold items.
public enum ReaderProbe {
    /// Parses `bytes` strictly and leniently, with and without a wanted ticker. O(bytes).
    /// - Parameters:
    ///   - data: the fuzzer's input; may be empty.
    ///   - size: its length in bytes.
    ///   - name: the file name errors carry (its extension does not change how the input is read).
    public static func run(_ data: UnsafePointer<UInt8>?, _ size: Int, name: String) {
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        var read = false
        for policy in [BarReadOptions.Policy.strict, .lenient] {
            for symbol in [nil, "AAA"] as [String?] {
                read = check(bytes, name: name, options: BarReadOptions(policy: policy, symbol: symbol)) || read
            }
        }
        if read {
            let drawn = StillProbe.run(Data(bytes), name: name)
            precondition(!drawn.contains(0), "a chart of bars that read drew nothing: \(drawn)")
        }
    }

    /// Whether the read succeeded; traps when an invariant breaks.
    private static func check(_ bytes: [UInt8], name: String, options: BarReadOptions) -> Bool {
        do {
            let result = try BarFileReader.parse(bytes: bytes, name: name, options: options)
            let bars = result.series.bars
            precondition(!bars.isEmpty, "a successful read returned no bars")
            precondition(result.skippedRows >= 0, "negative skipped-row count")
            for (k, bar) in bars.enumerated() {
                precondition(k == 0 || bars[k - 1].time < bar.time, "times not strictly increasing at bar \(k)")
                precondition(bar.low > 0 && bar.high.isFinite, "non-positive or infinite price at bar \(k)")
                precondition(bar.low <= min(bar.open, bar.close) && max(bar.open, bar.close) <= bar.high, "OHLC out of order at bar \(k)")
                precondition(bar.volume >= 0 && bar.volume.isFinite, "bad volume at bar \(k)")
            }
            return true
        } catch {
            precondition(error.file == name && error.line >= 0 && error.column >= 0 && !error.reason.isEmpty, "unlocated error \(error)")
            return false
        }
    }
}
