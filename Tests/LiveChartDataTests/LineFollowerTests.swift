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

    /// Appends `data` to the file at `url`.
    func append(_ data: Data, to url: URL) throws {
        let handle = try FileHandle(forWritingTo: url)
        try handle.seekToEnd()
        try handle.write(contentsOf: data)
        try handle.close()
    }

    @Test func followsAFileThatGrows() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("livechart-follow-\(UUID().uuidString).jsonl")
        try Data("one\ntwo\npart".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let follower = try LineFollower(path: url.path, follow: true, pollInterval: 0.02)
        defer { follower.stop() }
        #expect(collect(follower, count: 2) == ["one", "two"])
        try append(Data("ial\r\nthree\n".utf8), to: url)
        #expect(collect(follower, count: 2) == ["partial", "three"], "a line is handed over once its newline arrives; CR is dropped")
        #expect(!follower.isFinished)
    }

    /// Hardening round 3, item 7: a 2 MiB line appended to a followed JSONL file stopped the reading, and the 120
    /// minutes after it were lost. The line is skipped with one notice and the lines after it arrive, whether the
    /// long line was there at the start or appended while following (and however long: 3 MiB here).
    @Test func anOverLongLineInAFollowedFileIsSkippedAndTheRestRead() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("livechart-long-\(UUID().uuidString).jsonl")
        let long = Data(repeating: UInt8(ascii: "x"), count: 2 << 20)
        try (Data("one\n".utf8) + long + Data("\ntwo\n".utf8)).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let follower = try LineFollower(path: url.path, follow: true, pollInterval: 0.02)
        defer { follower.stop() }
        #expect(collect(follower, count: 2) == ["one", "two"])
        try append(Data(repeating: UInt8(ascii: "y"), count: 3 << 20) + Data("\nthree\nfour\n".utf8), to: url)
        #expect(collect(follower, count: 2) == ["three", "four"])
        let notices = follower.takeNotices()
        #expect(notices.count == 2 && notices.allSatisfy { $0.contains("a line longer than 1048576 bytes was skipped") }, "\(notices)")
        #expect(follower.takeFailure() == nil, "reading goes on")
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

    /// Issue 17, item 3: a followed file renamed away and created anew (logrotate's default) stopped the stream;
    /// the new file's lines never arrived.
    @Test func followsAFileAcrossRotation() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("livechart-rotate-\(UUID().uuidString).jsonl")
        let rotated = url.appendingPathExtension("1")
        try Data("one\ntwo\n".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url); try? FileManager.default.removeItem(at: rotated) }
        let follower = try LineFollower(path: url.path, follow: true, pollInterval: 0.02)
        defer { follower.stop() }
        #expect(collect(follower, count: 2) == ["one", "two"])
        let old = try FileHandle(forWritingTo: url)
        try old.seekToEnd()
        try FileManager.default.moveItem(at: url, to: rotated)
        try old.write(contentsOf: Data("three\nfou".utf8))  // the writer finishes in the old file, then reopens
        try old.close()
        try Data("five\n".utf8).write(to: url)
        #expect(collect(follower, count: 3) == ["three", "fou", "five"], "the old file is read to its end, then the new one from its start")
        #expect(follower.takeNotices().contains { $0.contains("rotated") })
        #expect(follower.takeNotices().isEmpty, "said once")
    }

    /// Issue 50, item 7: 20 rotations with no pause between them (logrotate's numbered scheme: `log.k` → `log.k+1`,
    /// `log` → `log.1`, a new `log`) lost the files renamed away before the follower looked at the path again
    /// (15 minutes of 20 in the issue). Every line of every file arrives, in the order written.
    @Test func rotationsFasterThanThePollLoseNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livechart-rotations-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("ticks.jsonl")
        func rotated(_ k: Int) -> URL { url.appendingPathExtension("\(k)") }
        // Rotated files from before the follower started are not read: they are older than the file followed.
        try Data("old-2\n".utf8).write(to: rotated(2))
        try Data("old-1\n".utf8).write(to: rotated(1))
        try Data("0-a\n0-b\n".utf8).write(to: url)
        let follower = try LineFollower(path: url.path, follow: true, pollInterval: 0.2)
        defer { follower.stop() }
        #expect(collect(follower, count: 2) == ["0-a", "0-b"])
        var expected: [String] = []
        for rotation in 1...20 {
            for k in stride(from: rotation + 1, through: 1, by: -1) where FileManager.default.fileExists(atPath: rotated(k).path) {
                try FileManager.default.moveItem(at: rotated(k), to: rotated(k + 1))
            }
            try FileManager.default.moveItem(at: url, to: rotated(1))
            try Data("\(rotation)-a\n\(rotation)-b\n".utf8).write(to: url)
            expected += ["\(rotation)-a", "\(rotation)-b"]
        }
        let lines = collect(follower, count: expected.count)
        #expect(lines == expected, "every rotated file read to its end, oldest first, then the file at the path")
        #expect(!lines.contains { $0.hasPrefix("old") })
    }

    /// Issue 17, item 3: a followed file truncated in place (logrotate's copytruncate) read nothing more, so
    /// every line written after it was lost silently.
    @Test func followsAFileAcrossTruncation() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("livechart-truncate-\(UUID().uuidString).jsonl")
        try Data("one\ntwo\nthree\n".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let follower = try LineFollower(path: url.path, follow: true, pollInterval: 0.02)
        defer { follower.stop() }
        #expect(collect(follower, count: 3) == ["one", "two", "three"])
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 0)
        try handle.close()
        Thread.sleep(forTimeInterval: 0.1)  // the follower sees the empty file before the next line
        let again = try FileHandle(forWritingTo: url)
        try again.seekToEnd()
        try again.write(contentsOf: Data("four\n".utf8))
        try again.close()
        #expect(collect(follower, count: 1) == ["four"])
        #expect(follower.takeNotices().contains { $0.contains("truncated") })
    }

    /// A line delivered across many reads is whole, and only the new bytes are scanned: a 900 KiB line written in
    /// 4 KiB pieces arrives as one line.
    @Test func aLongLineWrittenInPiecesArrivesWhole() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("livechart-long-\(UUID().uuidString).jsonl")
        try Data().write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let follower = try LineFollower(path: url.path, follow: true, pollInterval: 0.005)
        defer { follower.stop() }
        let handle = try FileHandle(forWritingTo: url)
        let piece = Data(repeating: UInt8(ascii: "x"), count: 4096)
        for _ in 0..<225 { try handle.write(contentsOf: piece) }
        try handle.write(contentsOf: Data("\nend\n".utf8))
        try handle.close()
        let lines = collect(follower, count: 2)
        #expect(lines.map(\.count) == [225 * 4096, 3])
    }

    /// From the attack of 2026-12-02 (RELIABILITY §12): a file truncated and written again past the old size before
    /// the follower looked was read on from the old offset, losing the new lines (and cutting one in half).
    @Test func aFileRewrittenLargerBeforeTheNextLookIsReadAgain() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("livechart-rewrite-\(UUID().uuidString).jsonl")
        try Data("one\ntwo\n".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let follower = try LineFollower(path: url.path, follow: true, pollInterval: 0.2)
        defer { follower.stop() }
        #expect(collect(follower, count: 2) == ["one", "two"])
        try Data("three\nfour\nfive\n".utf8).write(to: url)  // in place (same inode), larger, within one poll
        #expect(collect(follower, count: 3) == ["three", "four", "five"])
        #expect(follower.takeNotices().contains { $0.contains("truncated or rewritten") })
    }

    /// A path that is gone, or replaced by a pipe, is said once and waited out; a regular file there later is read.
    @Test func aPathGoneOrNotAFileIsSaidAndWaitedOut() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("livechart-gone-\(UUID().uuidString).jsonl")
        try Data("one\n".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let follower = try LineFollower(path: url.path, follow: true, pollInterval: 0.02)
        defer { follower.stop() }
        #expect(collect(follower, count: 1) == ["one"])
        try FileManager.default.removeItem(at: url)
        Thread.sleep(forTimeInterval: 0.2)
        #expect(follower.takeNotices().filter { $0.contains("is gone") }.count == 1)
        #expect(mkfifo(url.path, 0o600) == 0)
        Thread.sleep(forTimeInterval: 0.2)
        #expect(follower.takeNotices().filter { $0.contains("no longer a regular file") }.count == 1)
        try FileManager.default.removeItem(at: url)
        try Data("two\n".utf8).write(to: url)
        #expect(collect(follower, count: 1) == ["two"])
    }
}
