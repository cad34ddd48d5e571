import Foundation
import Testing

/// The service's data files: any folder as `--data`, and charts drawn again when their file changes.
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

    /// A file rewritten in place with the same size and its modification time put back was served from the
    /// cache (and answered 304 to its old ETag): the cache keyed a file by size and time only.
    @Test func aFileRewrittenWithTheSameSizeAndTimeIsDrawnAgain() throws {
        let server = try ServiceTests.Server()
        let file = server.data.appendingPathComponent("fresh.csv")
        try "date,open,high,low,close\n2020-01-02,1,2,0.5,1.5\n2020-01-03,1.5,2.5,1,2.0\n".write(to: file, atomically: false, encoding: .utf8)
        var before = stat()
        #expect(stat(file.path, &before) == 0)
        let first = try server.request("/v1/chart?file=fresh.csv&describe=1")
        #expect(first.0 == 200, "\(String(decoding: first.2, as: UTF8.self))")
        // The same bytes but one digit, written into the same file (same inode), its times set back.
        let handle = try FileHandle(forWritingTo: file)
        try handle.write(contentsOf: Data("date,open,high,low,close\n2020-01-02,1,2,0.5,1.5\n2020-01-03,1.5,2.5,1,2.4\n".utf8))
        try handle.close()
        var times = [before.st_atim, before.st_mtim]
        #expect(utimensat(AT_FDCWD, file.path, &times, 0) == 0)
        var after = stat()
        #expect(stat(file.path, &after) == 0 && after.st_ino == before.st_ino && after.st_size == before.st_size
                && after.st_mtim.tv_sec == before.st_mtim.tv_sec && after.st_mtim.tv_nsec == before.st_mtim.tv_nsec)
        let second = try server.request("/v1/chart?file=fresh.csv&describe=1")
        #expect(second.0 == 200 && second.2 != first.2, "the new close is described: \(String(decoding: second.2, as: UTF8.self))")
        #expect(String(decoding: second.2, as: UTF8.self).contains("Last close 2.4"), "\(String(decoding: second.2, as: UTF8.self))")
        let etag = try #require(first.1["etag"])
        #expect(try server.request("/v1/chart?file=fresh.csv&describe=1", headers: ["If-None-Match": etag]).0 == 200, "the old tag is stale")
    }
}
