import Foundation

/// The files a log rotation renamed a followed file's siblings to (`ticks.jsonl.1`, `ticks.jsonl.2`, or with a
/// date, `ticks.jsonl-20261207`), in the order they were written, for a follower that must read every one of them
/// even when several rotations came between two of its looks at the path.
///
/// Order: by modification time, oldest first; among files of one time (a clock tick holds many fast rotations) a
/// larger number is older (logrotate shifts `.k` to `.k+1`), other suffixes go by name, and the file at the path
/// itself is the newest. Compressed files (`.gz`, `.bz2`, `.xz`, `.zst`, `.lz4`, `.Z`) are not lines and are left out.
enum RotatedFiles {
    /// A regular file of the rotation, by name and identity.
    struct File {
        let path: String
        let device: UInt64
        let inode: UInt64
        /// Modification time in nanoseconds since 1970.
        let modified: Int64
        /// How the name sorts among files of one modification time (see the type's order).
        let rank: Rank
    }

    /// A name's place among files of one modification time, oldest first.
    enum Rank: Comparable {
        /// A suffix that is a number: `.k` is older the larger k is (stored negated, so larger sorts first).
        case numbered(Int)
        /// Another suffix (a date): by name.
        case named(String)
        /// The followed path itself: the newest.
        case current

        static func < (a: Rank, b: Rank) -> Bool {
            switch (a, b) {
            case let (.numbered(x), .numbered(y)): return x > y
            case let (.named(x), .named(y)): return x < y
            case (.numbered, _), (.named, .current): return true
            default: return false
            }
        }
    }

    /// The rotated sibling of `path` written next after the open file (`open`, its `fstat`), or nil when the file
    /// now at `path` comes next. A file older than the open one (rotated before it was followed) is never chosen.
    /// O(files in the folder): called only when the path names another file than the one open.
    static func next(after open: stat, path: String) -> File? {
        let files = siblings(of: path)
        let mine = files.first { $0.device == UInt64(open.st_dev) && $0.inode == UInt64(open.st_ino) }
        // The open file deleted or moved out of the folder: its own time places it, after every other of that time.
        let key = mine.map(order) ?? (nanoseconds(open.st_mtim), Rank.current)
        return files
            .filter { $0.rank != .current && ($0.device, $0.inode) != (UInt64(open.st_dev), UInt64(open.st_ino)) }
            .filter { order($0) > key }
            .min { order($0) < order($1) }
    }

    private static func order(_ file: File) -> (Int64, Rank) { (file.modified, file.rank) }

    /// `path` and the regular files beside it whose names extend its name with `.` or `-`.
    private static func siblings(of path: String) -> [File] {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.compactMap { other -> File? in
            let rank: Rank
            if other == name {
                rank = .current
            } else {
                guard other.count > name.count + 1, other.hasPrefix(name) else { return nil }
                let rest = other.dropFirst(name.count)
                guard let mark = rest.first, mark == "." || mark == "-" else { return nil }
                let suffix = String(rest.dropFirst())
                guard !compressed.contains(where: { suffix.hasSuffix($0) }) else { return nil }
                rank = Int(suffix).map(Rank.numbered) ?? .named(suffix)
            }
            let full = folder + "/" + other
            var info = stat()
            guard lstat(full, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
            return File(path: full, device: UInt64(info.st_dev), inode: UInt64(info.st_ino),
                        modified: nanoseconds(info.st_mtim), rank: rank)
        }
    }

    private static let compressed = [".gz", ".bz2", ".xz", ".zst", ".lz4", ".Z"]

    private static func nanoseconds(_ time: timespec) -> Int64 { Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec) }
}
