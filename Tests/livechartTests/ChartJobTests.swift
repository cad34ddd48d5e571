import Foundation
@testable import LiveChartJobs
import Testing

/// `ChartJob`'s private temporary folders for inline data.
@Suite(.serialized) struct ChartJobTests {
    /// Each job's folder is removed and forgotten when the job ends. The service soak found the folders removed
    /// but remembered forever (a set of URLs compared one made with a trailing slash): about 500 bytes a request
    /// with inline data.
    @Test func inlineDataFoldersAreRemovedAndForgotten() throws {
        let before = TemporaryFolders.count
        var paths: [String] = []
        for _ in 0..<3 {
            let spec = try ChartSpec(json: Data(#"{"csv": "date,open,high,low,close\n2024-01-02,1,2,0.5,1.5\n"}"#.utf8))
            let job = try ChartJob(spec) { $0 }
            #expect(TemporaryFolders.count == before + 1)
            paths += job.options.positional
        }
        #expect(TemporaryFolders.count == before, "every folder forgotten")
        #expect(paths.count == 3 && paths.allSatisfy { !FileManager.default.fileExists(atPath: $0) }, "and removed: \(paths)")
    }
}
