import Foundation

/// Runs the built `livechart` executable (it sits beside the test bundle in the build folder).
struct CLIRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        /// Standard output's bytes (an image written with `-o -`).
        var stdoutData = Data()
    }

    static let executable: URL = {
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: dir.appendingPathComponent("livechart").path) && dir.path != "/" {
            dir = dir.deletingLastPathComponent()
        }
        return dir.appendingPathComponent("livechart")
    }()

    /// Runs `livechart` with `arguments` in `directory` and waits for it; `environment` replaces the
    /// inherited one when given.
    /// `standardInput`, when given, is a path opened read-only as the process's standard input (a
    /// directory opens too: `livechart … - < /some/dir`).
    static func run(_ arguments: [String], in directory: URL, environment: [String: String]? = nil,
                    standardInput: String? = nil, timeout: Double? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let standardInput {
            let fd = open(standardInput, O_RDONLY)
            guard fd >= 0 else { throw CocoaError(.fileReadNoSuchFile) }
            process.standardInput = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        }
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        if let timeout {
            // A run past `timeout` seconds is killed (SIGKILL, status 9): a hang fails its test instead of the suite.
            // Its own thread: the test runner's pool may have every worker blocked reading a child's output.
            let pid = process.processIdentifier
            Thread {
                Thread.sleep(forTimeInterval: timeout)
                if process.isRunning { kill(pid, SIGKILL) }
            }.start()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self), stdoutData: outData)
    }

    /// Runs `livechart` with standard output on /dev/full (every write fails with ENOSPC).
    /// - Returns: the exit status and standard error.
    static func runIntoFullDisk(_ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
        let err = Pipe()
        process.standardError = err
        try process.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, message)
    }

    static func temporaryDirectory() -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("livechart-cli-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }
}
