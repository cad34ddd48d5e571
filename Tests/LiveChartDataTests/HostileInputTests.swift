import Testing
import Foundation
@testable import LiveChartData

/// Inputs built to exhaust a reader: a 100 MB line, a million columns, deep or huge JSON, random bytes and
/// a large file. Each fails with a located error (or loads) within a time bound; memory stays bounded by
/// construction (the input itself plus fixed-size tables; see RELIABILITY.md), which the caps make true.
/// Times are printed; the bounds are loose because the build machine is shared, and twenty times looser
/// under a sanitizer (scripts/sanitizers.sh sets `LIVECHART_SANITIZER`).
@Suite struct HostileInputTests {
    private static let header = Array("Date,Open,High,Low,Close,Volume\n".utf8)

    private func budget(_ duration: Duration) -> Duration { ReadOutcome.budget(duration) }

    private func timed<T>(_ body: () -> T) -> (T, Duration) {
        var result: T?
        let elapsed = ContinuousClock().measure { result = body() }
        return (result!, elapsed)
    }

    /// A 100 MB line fails at the 1 MiB cap, and costs about what a 2 MB line costs plus the one pass over the
    /// file that tells its encoding (`TextBytes.firstInvalidUTF8`, since 2026-12-06): the scanner does not read on.
    @Test func hundredMegabyteLineStopsAtTheCap() {
        func line(_ megabytes: Int) -> [UInt8] {
            Self.header + Array("2024-01-02,".utf8) + [UInt8](repeating: UInt8(ascii: "7"), count: megabytes << 20) + [0x0A]
        }
        let small = line(2), huge = line(100)
        let (smallOutcome, smallTime) = timed { ReadOutcome.check(small, name: "long.csv") }
        let (hugeOutcome, hugeTime) = timed { ReadOutcome.check(huge, name: "long.csv") }
        let encodingPass = ContinuousClock().measure {
            var multibyte = 0
            _ = huge.withUnsafeBufferPointer { TextBytes.firstInvalidUTF8($0, multibyte: &multibyte) }
        }
        print("a 2 MB line failed in \(smallTime), a 100 MB line in \(hugeTime) (its encoding pass \(encodingPass))")
        #expect(smallOutcome == .failed(line: 2) && hugeOutcome == .failed(line: 2))
        #expect(hugeTime < budget(.milliseconds(500)) && hugeTime < smallTime * 5 + encodingPass * 2 + budget(.milliseconds(50)))
        let quoted = Self.header + Array("2024-01-02,\"".utf8) + [UInt8](repeating: 0x31, count: 100 << 20)
        let (quotedOutcome, quotedTime) = timed { ReadOutcome.check(quoted, name: "long.csv") }
        #expect(quotedOutcome == .failed(line: 2) && quotedTime < budget(.milliseconds(500)))
    }

    /// A million named columns make a 2 MB header, refused by the length cap before its fields are split;
    /// a million empty fields fit in 1 MB and are refused by the field cap.
    @Test func millionColumns() {
        let wideHeader = Array(("Date,Open,High,Low,Close" + String(repeating: ",x", count: 1_000_000) + "\n").utf8)
        #expect(readError(String(decoding: wideHeader, as: UTF8.self), name: "wide.csv")
            == DataError(file: "wide.csv", line: 1, column: 1, reason: "record longer than 1048576 bytes"))
        let wideRow = Self.header + Array(("2024-01-02,1,2,0.5,1.5,9" + String(repeating: ",", count: 1_000_000) + "\n").utf8)
        let (outcome, elapsed) = timed { ReadOutcome.check(wideRow, name: "wide.csv", options: .init(policy: .lenient)) }
        #expect(outcome == .failed(line: 2) && elapsed < budget(.milliseconds(500)))
        #expect(readError(String(decoding: wideRow, as: UTF8.self), name: "wide.csv")
            == DataError(file: "wide.csv", line: 2, column: 1025, reason: "more than 1024 fields in one record"))
    }

    @Test func randomBytes() {
        var rng = SharedMutationTests.Generator("random")
        for size in [1, 7, 100, 4096, 1 << 20] {
            let bytes = (0..<size).map { _ in UInt8(rng.next(256)) }
            for policy in [BarReadOptions.Policy.strict, .lenient] {
                #expect(ReadOutcome.check(bytes, name: "noise.bin", options: .init(policy: policy)) != .loaded(bars: 0))
            }
        }
        #expect(ReadOutcome.check([], name: "empty.csv") == .failed(line: 1))
        #expect(ReadOutcome.check([0xEF, 0xBB, 0xBF, 0x00, 0x0A, 0xFF], name: "nul.csv") == .failed(line: 1))
    }

    @Test func hostileJSON() {
        let deep = [UInt8](repeating: UInt8(ascii: "["), count: 1_000_000)
        #expect(readError(String(decoding: deep, as: UTF8.self), name: "deep.json")
            == DataError(file: "deep.json", line: 1, column: 65, reason: "nested deeper than 64 levels"))
        let longString = Array("[{\"symbol\": \"".utf8) + [UInt8](repeating: 0x41, count: 100 << 20) + Array("\"}]".utf8)
        let (stringOutcome, stringTime) = timed { ReadOutcome.check(longString, name: "long.json") }
        #expect(stringOutcome == .failed(line: 1) && stringTime < budget(.seconds(3)), "\(stringTime)")
        let longNumber = Array("[{\"open\": ".utf8) + [UInt8](repeating: 0x39, count: 10 << 20) + Array("}]".utf8)
        #expect(readError(String(decoding: longNumber, as: UTF8.self), name: "long.json")?.reason == "number longer than 1024 characters")
        let numbers = Array(("[" + Array(repeating: "1", count: 200_000).joined(separator: ",") + "]").utf8)
        #expect(readError(String(decoding: numbers, as: UTF8.self), name: "n.json") == DataError(file: "n.json", line: 1, field: "[0]", reason: "expected a bar object"))
        #expect(ReadOutcome.check(numbers, name: "n.json", options: .init(policy: .lenient)) == .failed(line: 1))
    }

    /// Extreme number texts in a bar: `1e15` loads; `1e308` (above the price bound), `-0`, `nan`, `-inf`, `1e-400`
    /// (underflows to 0) fail located.
    @Test func extremeNumberTexts() {
        func row(_ high: String) -> [UInt8] { Self.header + Array("2024-01-02,1,\(high),0.5,1,10\n".utf8) }
        #expect(ReadOutcome.check(row("1e15"), name: "x.csv") == .loaded(bars: 1))
        for text in ["1e308", "-0", "nan", "NaN", "-inf", "1e-400", "1e99999999999"] {
            #expect(readError(String(decoding: row(text), as: UTF8.self), name: "x.csv").map { ($0.line, $0.column) } ?? (0, 0) == (2, 3), "\(text)")
        }
    }

    /// Half a million rows (about 24 MB) written to a temporary file load through `load(path:)`.
    @Test func largeFileLoads() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("livechart-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var text = "Date,Open,High,Low,Close,Volume\n"
        text.reserveCapacity(25_000_000)
        for k in 0..<500_000 {
            let p = 100 + Double(k % 89) / 8
            text += "\(1_000_000_000 + 60 * Int64(k)),\(p),\(p + 1),\(p - 1),\(p + 0.5),\(k % 1000)\n"
        }
        let path = dir.appendingPathComponent("big.csv").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let clock = ContinuousClock()
        var count = 0
        let elapsed = try clock.measure { count = try BarFileReader.load(path: path).series.count }
        print("500,000 rows (\(text.utf8.count >> 20) MB) loaded in \(elapsed)")
        #expect(count == 500_000 && elapsed < budget(.seconds(20)))
    }
}
