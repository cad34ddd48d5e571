import Testing
import Foundation
import LiveChartData
import LiveChartTestSupport

/// Generated mutations of every bar file in `../shared/data`: each mutant loads with sound bars or fails
/// with a located error, under both policies. Seeded by the file name, so a failure replays. Files are cut to
/// their first `maxLines` lines to keep the suite fast; the full files are covered by the shared-folder tests.
@Suite(.enabled(if: SharedData.isAvailable, "needs ../shared/data"))
struct SharedMutationTests {
    private static let maxLines = 2000
    private static let folders = ["daily", "intraday", "weekly_monthly", "awkward", "indicator_reference"]

    static var files: [String] {
        folders.flatMap { folder in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: SharedData.path(folder))) ?? []
            return names.filter { $0.hasSuffix(".csv") || $0.hasSuffix(".txt") || $0.hasSuffix(".json") }.sorted().map { "\(folder)/\($0)" }
        }
    }

    /// The kinds of damage a transfer or a careless export does to a file.
    enum Mutation: CaseIterable {
        case truncatedLine, randomBytes, extraSeparator, missingSeparator, hugeNumber, negativeZero, nanText, duplicatedLine, swappedLines
    }

    /// SplitMix64; only determinism matters.
    struct Generator {
        var state: UInt64
        init(_ text: String) { state = text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 } }
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(max(bound, 1)))
        }
    }

    @Test(arguments: files)
    func mutantsLoadSoundlyOrFailLocated(file: String) throws {
        let data = try #require(FileManager.default.contents(atPath: SharedData.path(file)))
        let lines = Array(data.split(separator: 0x0A, omittingEmptySubsequences: false).prefix(Self.maxLines)).map { Array($0) }
        let options = file.hasSuffix("stocks.csv") ? BarReadOptions(symbol: "IBM") : BarReadOptions()
        var rng = Generator(file)
        for mutation in Mutation.allCases {
            let bytes = Self.mutate(lines, mutation, &rng)
            for policy in [BarReadOptions.Policy.strict, .lenient] {
                var o = options
                o.policy = policy
                let clock = ContinuousClock()
                let elapsed = clock.measure { _ = ReadOutcome.check(bytes, name: file, options: o) }
                #expect(elapsed < ReadOutcome.budget(.seconds(5)), "\(file) \(mutation): \(elapsed)")
            }
        }
    }

    /// The mutated text: lines joined by LF after damaging one of them (never line 0, the header, except by chance of bytes).
    static func mutate(_ lines: [[UInt8]], _ mutation: Mutation, _ rng: inout Generator) -> [UInt8] {
        var lines = lines
        let k = lines.count > 1 ? 1 + rng.next(lines.count - 1) : 0
        let separator = lines[0].contains(UInt8(ascii: ";")) ? UInt8(ascii: ";") : UInt8(ascii: ",")
        switch mutation {
        case .truncatedLine:
            lines = Array(lines.prefix(k + 1))
            lines[k] = Array(lines[k].prefix(rng.next(lines[k].count + 1)))
        case .randomBytes:
            for _ in 0..<16 where !lines[k].isEmpty { lines[k][rng.next(lines[k].count)] = UInt8(rng.next(256)) }
        case .extraSeparator:
            lines[k].insert(separator, at: rng.next(lines[k].count + 1))
        case .missingSeparator:
            if let at = lines[k].indices.filter({ lines[k][$0] == separator }).dropFirst(rng.next(4)).first { lines[k].remove(at: at) }
        case .hugeNumber, .negativeZero, .nanText:
            let text = mutation == .hugeNumber ? "1e308" : mutation == .negativeZero ? "-0" : "nan"
            lines[k] = replaceField(lines[k], separator: separator, index: 1 + rng.next(4), with: Array(text.utf8))
        case .duplicatedLine:
            lines.insert(lines[k], at: k)
        case .swappedLines:
            lines.swapAt(k, lines.count > 1 ? 1 + rng.next(lines.count - 1) : 0)
        }
        return Array(lines.joined(separator: [0x0A]))
    }

    private static func replaceField(_ line: [UInt8], separator: UInt8, index: Int, with text: [UInt8]) -> [UInt8] {
        var fields = line.split(separator: separator, omittingEmptySubsequences: false).map { Array($0) }
        guard index < fields.count else { return line }
        fields[index] = text
        return Array(fields.joined(separator: [separator]))
    }
}
