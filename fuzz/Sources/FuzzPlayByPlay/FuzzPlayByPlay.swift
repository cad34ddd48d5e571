import LiveChartData

/// libFuzzer entry: one input through `PlayByPlayReader` (both NBA.com formats are sniffed from the
/// JSON); it must return a game with non-negative scores and periods, or a located error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPlayByPlay(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    do {
        let game = try PlayByPlayReader.parse(bytes: bytes, name: "fuzz.json")
        for e in game.events {
            precondition(e.home >= 0 && e.away >= 0 && e.period >= 1, "impossible scoring event \(e)")
        }
    } catch {
        precondition(error.file == "fuzz.json" && !error.reason.isEmpty, "unlocated error \(error)")
    }
    return 0
}
