import Foundation
import LiveChartTestSupport
import Testing

/// Issue 17, family 2: an input that is not a file of data — a directory, a named pipe no program writes
/// to, a device — exits 66 with the reason in every command, also as standard input (`-`). Before, most
/// said `file: cannot read the file` with exit 65, `curve` said "not UTF-8 text", and a directory on
/// standard input left the viewers waiting with nothing said.
@Suite struct InputKindTests {
    var dummy: [String: String] { ProcessInfo.processInfo.environment.merging(["SDL_VIDEODRIVER": "dummy"]) { _, new in new } }

    /// Every command and every option that reads a file, given `bad`.
    func invocations(_ bad: String) -> [[String]] {
        let bars = SharedData.fixture("SPY_D-2019-2020.csv")
        return [["kline", bad, "-o", "k.png"], ["indicators", bad, "-o", "i.csv"], ["timeline", bad, "-o", "t.png"],
                ["score", bad, "-o", "s.png"], ["curve", bad, "-o", "c.png"], ["view", bad, "--frames", "2"],
                ["kline", bars, "--markers", bad, "-o", "k.png"], ["kline", bars, "--compare", bad, "-o", "k.png"],
                ["kline", bars, "--join", bad, "--plot", "x", "-o", "k.png"]]
    }

    @Test func aDirectoryIsNoInput() throws {
        let dir = CLIRunner.temporaryDirectory()
        let folder = dir.appendingPathComponent("folder.json").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let bars = SharedData.fixture("SPY_D-2019-2020.csv")
        for args in invocations(folder) + [["kline", bars, "--theme", folder, "-o", "k.png"], ["kline", bars, "--drawings", folder, "-o", "k.png"]] {
            let r = try CLIRunner.run(args, in: dir, environment: dummy)
            #expect(r.status == 66 && r.stderr.contains("folder.json") && r.stderr.contains("is a directory"), "\(args): \(r.status) \(r.stderr)")
        }
    }

    @Test func aPipeWithoutAWriterAndADeviceAreNoInput() throws {
        let dir = CLIRunner.temporaryDirectory()
        let fifo = dir.appendingPathComponent("feed").path
        #expect(mkfifo(fifo, 0o600) == 0)
        for args in invocations(fifo) {
            let r = try CLIRunner.run(args, in: dir, environment: dummy)
            #expect(r.status == 66 && r.stderr.contains("that no program is writing to"), "\(args): \(r.status) \(r.stderr)")
        }
        for args in invocations("/dev/zero") + [["view", "--stream", "/dev/zero", "--frames", "2"]] {
            let r = try CLIRunner.run(args, in: dir, environment: dummy)
            #expect(r.status == 66 && r.stderr.contains("/dev/zero: is a device"), "\(args): \(r.status) \(r.stderr)")
        }
    }

    /// From the attack of 2026-12-02: `--ca-file` on a FIFO hung before the window opened (OpenSSL opens it
    /// blocking), and an empty or non-PEM file was taken, every connection then failing as an unknown issuer.
    @Test func certificateAuthoritiesMustBeAFileOfCertificates() throws {
        let dir = CLIRunner.temporaryDirectory()
        let fifo = dir.appendingPathComponent("ca.fifo").path, empty = dir.appendingPathComponent("empty.pem").path
        #expect(mkfifo(fifo, 0o600) == 0)
        try Data("not a certificate\n".utf8).write(to: URL(fileURLWithPath: empty))
        for (file, why) in [(fifo, "is not a regular file"), (empty, "holds no PEM certificate"), (dir.path, "is not a regular file")] {
            let r = try CLIRunner.run(["view", "--stream", "wss://127.0.0.1:1/x", "--ca-file", file, "--frames", "2"], in: dir,
                                      environment: dummy, timeout: 20)
            #expect(r.status == 66 && r.stderr.contains("certificate authorities: \(why)"), "\(file): \(r.status) \(r.stderr)")
        }
    }

    @Test func keyFilesAndManifestsSayWhyTheyCannotBeRead() throws {
        // Before: 'cannot read the file (UTF-8 text, …)', the same words for a folder, a pipe or bad bytes.
        let dir = CLIRunner.temporaryDirectory()
        let folder = dir.appendingPathComponent("m.jsonl").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let keys = try CLIRunner.run(["serve", "--data", dir.path, "--keys", folder, "--port", "0"], in: dir)
        #expect(keys.status == 66 && keys.stderr.contains("--keys \(folder): is a directory"), "\(keys.stderr)")
        let batch = try CLIRunner.run(["batch", folder, "--out", "out"], in: dir)
        #expect(batch.status == 66 && batch.stderr.contains("m.jsonl: is a directory"), "\(batch.stderr)")
    }

    @Test func aDirectoryOnStandardInputIsNoInput() throws {
        let dir = CLIRunner.temporaryDirectory()
        for args in [["view", "--stream", "-", "--frames", "3"], ["view", "--stream", "-", "--kline", "--frames", "3"],
                     ["curve", "--stream", "-", "--view", "--frames", "3"], ["score", "-", "--view", "--frames", "3"]] {
            let r = try CLIRunner.run(args, in: dir, environment: dummy, standardInput: dir.path)
            #expect(r.status == 66 && r.stderr.contains("standard input is a directory"), "\(args): \(r.status) \(r.stderr)")
        }
    }

    @Test func anEndlessLineOnStandardInputStopsTheStreamAndSaysSo() throws {
        // `< /dev/zero`: one line without end. Before, it grew in memory while the viewer showed nothing, unsaid.
        let dir = CLIRunner.temporaryDirectory()
        for args in [["view", "--stream", "-", "--frames", "120"], ["curve", "--stream", "-", "--view", "--frames", "120"],
                     ["score", "-", "--view", "--frames", "120"]] {
            let r = try CLIRunner.run(args, in: dir, environment: dummy, standardInput: "/dev/zero", timeout: 60)
            #expect(r.status == 0 && r.stderr.contains("a line longer than 1048576 bytes"), "\(args): \(r.status) \(r.stderr)")
        }
    }

    @Test func anInputOverTheSizeLimitIsRefusedBeforeItIsRead() throws {
        // A sparse file: 3 GiB by its size, no disk used. Read whole, it would take 3 GB of memory first.
        let dir = CLIRunner.temporaryDirectory()
        let file = dir.appendingPathComponent("huge.csv")
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 3 << 30)
        try handle.close()
        let r = try CLIRunner.run(["kline", file.path, "-o", "k.png"], in: dir, timeout: 30)
        #expect(r.status == 66 && r.stderr.contains("huge.csv: is 3.0 GiB; inputs are read whole, at most 2 GiB"), "\(r.status) \(r.stderr)")
        try? FileManager.default.removeItem(at: file)
    }

    @Test func aPipeWithAWriterIsRead() throws {
        // `kline <(command)`: the data arrive through a pipe, read to its end (before, "cannot read the file").
        let dir = CLIRunner.temporaryDirectory()
        let fifo = dir.appendingPathComponent("bars").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: SharedData.fixture("SPY_D-2019-2020.csv")))
        #expect(bytes.count < 60_000, "fits in the pipe's buffer")
        // Opened read-write, the FIFO has a writer at once and holds the bytes; closed later, it ends.
        let fd = open(fifo, O_RDWR | O_CLOEXEC)
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        Thread { Thread.sleep(forTimeInterval: 1.5); close(fd) }.start()
        let r = try CLIRunner.run(["kline", fifo, "-o", "k.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
    }
}
