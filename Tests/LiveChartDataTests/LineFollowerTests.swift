import Foundation
import LiveChartData
import Testing

@Suite struct LineFollowerTests {
    /// Polls until `count` lines arrived or two seconds passed.
    func collect(_ follower: LineFollower, count: Int) -> [String] {
        var lines: [String] = []
        let deadline = Date().addingTimeInterval(2)
        while lines.count < count && Date() < deadline {
            lines += follower.poll()
            Thread.sleep(forTimeInterval: 0.01)
        }
        return lines
    }

    @Test func followsAFileThatGrows() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("livechart-follow-\(UUID().uuidString).jsonl")
        try Data("one\ntwo\npart".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let follower = try LineFollower(path: url.path, follow: true, pollInterval: 0.02)
        defer { follower.stop() }
        #expect(collect(follower, count: 2) == ["one", "two"])
        let handle = try FileHandle(forWritingTo: url)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("ial\r\nthree\n".utf8))
        try handle.close()
        #expect(collect(follower, count: 2) == ["partial", "three"], "a line is handed over once its newline arrives; CR is dropped")
        #expect(!follower.isFinished)
    }

    @Test func aFileReadOnceEndsWithItsLastLine() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("livechart-once-\(UUID().uuidString).jsonl")
        try Data("a\nb".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let follower = try LineFollower(path: url.path, follow: false)
        #expect(collect(follower, count: 2) == ["a", "b"])
        let deadline = Date().addingTimeInterval(2)
        while !follower.isFinished && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(follower.isFinished)
    }
}
