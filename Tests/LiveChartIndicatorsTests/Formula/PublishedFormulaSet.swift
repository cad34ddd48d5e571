import Foundation
import LiveChartTestSupport

/// A set of published formulas read from a `.tdxset` fixture: blocks opened by `@@ ID description`, each the
/// formula's text as its source published it (with its parameter table as `参数` lines); `#` lines before the
/// first block name the source and licence.
struct PublishedFormulaSet {
    struct Entry: Sendable {
        var id: String
        var description: String
        var text: String
    }

    let entries: [Entry]

    init(fixture name: String) throws {
        let text = try String(contentsOfFile: SharedData.fixture("formulas/\(name)"), encoding: .utf8)
        var entries: [Entry] = []
        for block in text.components(separatedBy: "\n@@ ").dropFirst() {
            let header = block.prefix { $0 != "\n" }
            let id = String(header.prefix { $0 != " " })
            entries.append(Entry(id: id, description: String(header.dropFirst(id.count).drop { $0 == " " }),
                                 text: String(block.dropFirst(header.count + 1))))
        }
        self.entries = entries
    }
}
