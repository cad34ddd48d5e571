import Foundation
@_spi(Fuzzing) import LiveChartFuzzProbes
import LiveChartData

/// libFuzzer entry: one input as stream lines (JSON lines of trades, bars and order books) through `LiveFeed`,
/// which must skip what it cannot use with a warning and keep its bars well formed, and on through the live
/// path (`StreamProbe`: a K-line chart's `update` and a timeline's `apply`, drawn), which must equal the same
/// bars drawn in one go.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStreamLine(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Data(bytes: $0, count: size) } ?? Data()
    let text = String(decoding: bytes, as: UTF8.self)
    var feed = LiveFeed()
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        _ = try? StreamLineParser.parse(String(line))
        _ = feed.feed(String(line))
    }
    let bars = feed.builder.series.bars
    for k in bars.indices {
        precondition(k == 0 || bars[k - 1].time < bars[k].time, "stream bars out of order at \(k)")
        precondition(bars[k].low <= bars[k].high, "stream bar \(k) has low above high")
    }
    let problems = StreamProbe.run(bytes)
    precondition(problems.isEmpty, problems.joined(separator: "; "))
    return 0
}
