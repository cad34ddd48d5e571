import Foundation
import Testing
import LiveChartData

/// What a hostile input may do to a reader: load bars that keep every documented invariant, or throw a
/// `DataError` naming the input with a line. Anything else (a crash, a hang) fails the test run itself.
enum ReadOutcome: Equatable {
    case loaded(bars: Int)
    case failed(line: Int)

    /// A wall-clock bound for a test, twenty times wider under a sanitizer (`LIVECHART_SANITIZER`, set by
    /// scripts/sanitizers.sh), whose instrumentation slows code by design.
    static func budget(_ duration: Duration) -> Duration {
        ProcessInfo.processInfo.environment["LIVECHART_SANITIZER"] == nil ? duration : duration * 20
    }

    /// Parses `bytes` and checks the outcome; records an issue when an invariant breaks.
    static func check(_ bytes: [UInt8], name: String, options: BarReadOptions = .init(),
                      sourceLocation: SourceLocation = #_sourceLocation) -> ReadOutcome {
        do {
            let bars = try BarFileReader.parse(bytes: bytes, name: name, options: options).series.bars
            #expect(!bars.isEmpty && zip(bars, bars.dropFirst()).allSatisfy { $0.time < $1.time }, "\(name): order", sourceLocation: sourceLocation)
            #expect(bars.allSatisfy { $0.low > 0 && $0.high.isFinite && $0.low <= min($0.open, $0.close) && max($0.open, $0.close) <= $0.high
                && $0.volume >= 0 && $0.volume.isFinite }, "\(name): a bar breaks the OHLCV invariants", sourceLocation: sourceLocation)
            return .loaded(bars: bars.count)
        } catch {
            #expect(error.file == name && error.line >= 1 && error.column >= 0 && !error.reason.isEmpty, "\(error)", sourceLocation: sourceLocation)
            return .failed(line: error.line)
        }
    }
}
