import FuzzSupport

/// libFuzzer entry: one input through the JSON path of `BarFileReader` (the corpus is JSON bar files).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONBarReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    ReaderProbe.run(data, size, name: "fuzz.json")
    return 0
}
