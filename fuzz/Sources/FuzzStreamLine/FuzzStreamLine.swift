import LiveChartData

/// libFuzzer entry: one input as stream lines (JSON lines of trades, bars and order books) through
/// `LiveFeed`, which must skip what it cannot use with a warning and keep its bars well formed.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStreamLine(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = String(decoding: data.map { UnsafeBufferPointer(start: $0, count: size) } ?? UnsafeBufferPointer(start: nil, count: 0),
                      as: UTF8.self)
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
    return 0
}
