import FuzzSupport

/// libFuzzer entry: one input through the CSV path of `BarFileReader` (the corpus is delimited text).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSVReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    ReaderProbe.run(data, size, name: "fuzz.csv")
    return 0
}
