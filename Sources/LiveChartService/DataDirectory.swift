import Foundation
import LiveChartJobs

/// The folder the service reads data files from, and nothing outside it: a name must be relative, without
/// `..`, NUL or a backslash, and resolve (links followed) to a regular file inside the folder, neither in a kernel
/// or device file system (`/proc`, `/sys`, `/dev`, `/run`) nor one of the service's own files (`withheld`).
public struct DataDirectory: Sendable {
    /// The folder's real path (links resolved).
    public let root: String
    /// What the real path of every file inside the folder starts with: `root` and one slash (`/` for the root).
    var prefix: String { root.hasSuffix("/") ? root : root + "/" }
    /// Real paths never served even inside the folder: the service's own files (its `--keys`), set at start.
    public var withheld: Set<String> = []
    /// Kernel and device file systems, never data: with `--data /`, `/proc/self/environ` would have been quoted
    /// back in an error's detail.
    static let systemFolders = ["/proc/", "/sys/", "/dev/", "/run/"]

    /// The folder at `path` (relative to the working directory, or absolute; links resolved once, now).
    /// - Throws: `CommandFailure(.noInput)` when `path` is not a readable directory.
    public init(_ path: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
              let real = realpath(path, nil) else {
            throw CommandFailure(code: .noInput, message: "--data '\(path)' is not a readable directory")
        }
        root = String(cString: real)
        free(real)
    }

    /// The real path of the data file `name` names, or why it cannot be served (a 404 for the client: the
    /// same answer whether the name escapes the folder or is missing, so nothing outside is probed).
    public func file(_ name: String) -> Result<String, CommandFailure> {
        let refused = CommandFailure(code: .noInput, message: "no data file '\(QuotedName.shown(name))' in the data directory")
        guard !name.isEmpty, name.count <= 255 * 4, !name.hasPrefix("/"), !name.contains("\0"), !name.contains("\\"),
              !name.split(separator: "/").contains(where: { $0 == ".." || $0 == "." }) else { return .failure(refused) }
        guard let real = realpath(prefix + name, nil) else { return .failure(refused) }
        let path = String(cString: real)
        free(real)
        var info = stat()
        guard path.hasPrefix(prefix), !Self.systemFolders.contains(where: path.hasPrefix), !withheld.contains(path),
              stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return .failure(refused) }
        return .success(path)
    }

    /// `message` with the folder's path taken off each path in it, so a client reads names as it gave them (the
    /// folder is the operator's business). A path starts at the beginning or after a space, a quote, `(`, `,` or
    /// `=`: a slash inside a path stays, so `--data /` turns `/srv/a/b.csv:3:3` into `srv/a/b.csv:3:3`.
    /// - Complexity: O(message length).
    func hidingRoot(_ message: String) -> String {
        var out = "", rest = Substring(message)
        while let match = rest.range(of: prefix) {
            out += rest[..<match.lowerBound]
            if let before = out.last, !" '\"(,=".contains(before) { out += prefix }
            rest = rest[match.upperBound...]
        }
        return out + rest
    }
}
