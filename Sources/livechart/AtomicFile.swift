import Foundation

/// Writes files so that a failure never leaves a half-written file: a temporary sibling, then rename.
enum AtomicFile {
    /// - Throws: `CommandFailure(.cannotCreate)` when the directory is missing or not writable.
    static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let temp = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
        guard FileManager.default.createFile(atPath: temp.path, contents: data) else {
            throw CommandFailure(code: .cannotCreate, message: "\(path): cannot create the file: \(String(cString: strerror(errno)))")
        }
        guard rename(temp.path, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temp.path)
            throw CommandFailure(code: .cannotCreate, message: "\(path): cannot replace the file: \(reason)")
        }
    }
}
