import Foundation
@_spi(Fuzzing) import LiveChartFuzzProbes

/// libFuzzer entry: one input as the chart service's spec, both as a JSON body and as a query string.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzChartSpec(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    SpecProbe.run(Data(bytes: data, count: size))
    return 0
}
