import Foundation
import Testing

/// The service's data files: any folder as `--data`.
@Suite(.serialized) struct ServiceDataFileTests {
    /// `--data /` answered 404 for every file: the inside check asked for a `//` prefix.
    @Test func theRootFolderServesItsFiles() throws {
        let server = try ServiceTests.Server(dataArgument: "/")
        let name = String(server.data.appendingPathComponent("SPY_D.csv").resolvingSymlinksInPath().path.dropFirst())
        let (status, _, body) = try server.request("/v1/chart?file=\(name)&last=20&describe=1")
        #expect(status == 200 && String(decoding: body, as: UTF8.self).contains("20 bars"), "\(status) \(String(decoding: body, as: UTF8.self))")
        for refused in ["/etc/passwd", "../etc/passwd", "\(name)/..", "nosuch/file.csv"] {
            #expect(try server.request("/v1/chart?file=\(refused)").0 == 404, "\(refused)")
        }
        // Messages name files as the client gave them, whatever the data folder.
        let bad = try server.request("/v1/chart?file=\(String(name.dropLast("SPY_D.csv".count)))bad.csv")
        let detail = server.problem(bad.2)["detail"] as? String ?? ""
        #expect(bad.0 == 422 && detail.hasPrefix(String(name.dropLast("SPY_D.csv".count)) + "bad.csv:3:3"), "\(detail)")
    }
}
