import Foundation
import Testing

/// Every Swift block of the DocC pages (Sources/*/*.docc) appears word for word in the example package
/// (Examples/LiveChartExample), which CI compiles and runs, so the documented code cannot stop compiling.
@Suite struct DocSnippetTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Lines trimmed, blank lines dropped: indentation differs between an article and a function body.
    func normalized(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    func files(under folder: URL, ending suffix: String) -> [URL] {
        let items = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return items.filter { $0.path.hasSuffix(suffix) }
    }

    @Test func everyDocumentedBlockIsCompiledByTheExample() throws {
        let pages = files(under: Self.root.appendingPathComponent("Sources"), ending: ".md").filter { $0.path.contains(".docc/") }
        #expect(pages.count >= 8, "a catalogue per library module: \(pages.map(\.lastPathComponent))")
        let example = try files(under: Self.root.appendingPathComponent("Examples/LiveChartExample/Sources"), ending: ".swift")
            .map { try String(contentsOf: $0, encoding: .utf8) }.flatMap(normalized)
        var blocks = 0
        for page in pages {
            let text = try String(contentsOf: page, encoding: .utf8)
            for block in text.components(separatedBy: "```swift\n").dropFirst() {
                let code = normalized(block.components(separatedBy: "```")[0])
                blocks += 1
                let found = example.indices.contains { start in
                    start + code.count <= example.count && Array(example[start..<(start + code.count)]) == code
                }
                #expect(found, "\(page.lastPathComponent): a block not compiled by Examples/LiveChartExample:\n\(code.joined(separator: "\n"))")
            }
        }
        #expect(blocks >= 7)
    }
}
