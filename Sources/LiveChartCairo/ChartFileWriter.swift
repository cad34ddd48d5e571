import Foundation
import LiveChartCore

/// Writes a chart, or any bytes, to a file atomically: everything is rendered in memory first, then written
/// to a temporary sibling unique to the call and renamed over the destination, so a failed render never
/// leaves a half-written file or destroys an old one, and many threads or processes may write the same
/// path at once (the last rename wins, every reader sees a whole file).
public enum ChartFileWriter {
    /// - Parameters:
    ///   - list: what to draw; its `size` is the canvas in points.
    ///   - path: destination; its directory must exist.
    ///   - format: the file format (see `OutputFormat(path:)`).
    ///   - scale: device pixels per point for PNG (2 for HiDPI); PDF and SVG are vector and ignore it.
    /// - Throws: `OutputError` naming `path` when the file cannot be created or Cairo fails.
    public static func write(_ list: DisplayList, to path: String, format: OutputFormat, scale: Double = 1) throws(OutputError) {
        let bytes: Data
        do {
            bytes = try ChartRenderer.data(list, format: format, scale: scale)
        } catch {
            throw OutputError(path: path, reason: error.reason)
        }
        try write(bytes, to: path)
    }

    /// The file an output to `path` writes: `path` itself, or the target of a symbolic link to a regular
    /// file, with the permission bits of an existing one (nil when it does not exist yet). The one rule for
    /// every output (`-o`, `--emit`): only regular files are written.
    /// - Throws: `OutputError` when something other than a regular file (a device, FIFO, socket or
    ///   directory) sits there.
    package static func regularTarget(of path: String) throws(OutputError) -> (path: String, mode: mode_t?) {
        let target = try linkTarget(of: path)
        var info = stat()
        guard stat(target, &info) == 0 else { return (target, nil) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw OutputError(path: path, reason: "not a regular file (a device, FIFO, socket or directory); refusing to replace it")
        }
        return (target, info.st_mode & 0o7777)
    }

    /// Where a chain of symbolic links at `path` ends, followed by hand: a dangling link's target too (Foundation's
    /// `resolvingSymlinksInPath` gives a dangling link back as it is, and the rename then replaced the link with a
    /// file); relative targets are read from their link's folder. `path` itself when it is no link.
    /// - Throws: `OutputError` for a loop of links (more than 32).
    private static func linkTarget(of path: String) throws(OutputError) -> String {
        var current = path
        for _ in 0..<32 {
            var info = stat()
            guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = readlink(current, &buffer, buffer.count - 1)
            guard n > 0 else { return current }
            let link = String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = link.hasPrefix("/") ? link : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(link).path
        }
        throw OutputError(path: path, reason: "too many levels of symbolic links")
    }

    /// Writes `data` to `path` atomically (a temporary sibling, then rename). Only regular files are
    /// replaced: a symbolic link to one has its target replaced (the link stays; a dangling link's target is
    /// created), an existing file keeps its
    /// permissions, and a device, FIFO, socket or directory at the path is refused — renaming over it would
    /// replace it (as root, `-o /dev/null` left a CSV file there). New files get mode 0666 less the umask.
    /// - Throws: `OutputError` naming `path` when the path is not a regular file, the directory is missing
    ///   or not writable, or the disk is full.
    public static func write(_ data: Data, to path: String) throws(OutputError) {
        let (target, existing) = try regularTarget(of: path)
        let url = URL(fileURLWithPath: target)
        // A short name of its own, not the output's plus a suffix: a legal 244-byte name (or 80 Chinese characters,
        // 240 bytes) made a temporary name past the 255-byte limit, and the output was refused.
        let temp = url.deletingLastPathComponent()
            .appendingPathComponent(".livechart-\(getpid())-\(UUID().uuidString.prefix(8)).tmp").path
        let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw OutputError(path: path, reason: "cannot create the file: \(String(cString: strerror(errno)))") }
        if let mode = existing { fchmod(fd, mode) }  // an existing output keeps its permissions
        var failure: String?
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Foundation.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += n
            }
        }
        if close(fd) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temp)
            throw OutputError(path: path, reason: "cannot write the file: \(failure)")
        }
        guard rename(temp, target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temp)
            throw OutputError(path: path, reason: "cannot replace the file: \(reason)")
        }
    }
}
