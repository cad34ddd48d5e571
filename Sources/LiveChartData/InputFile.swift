import Foundation

/// Reads a path given as an input, refusing what is not a file of data: a directory, a named pipe no
/// program is writing to, a device (`/dev/zero` never ends) or a socket. Every reader of a file in the
/// package reads through it, so each such path fails at once with the same reason instead of hanging,
/// trapping (`FileHandle` on a directory) or saying only "cannot read".
///
/// A pipe with a writer (`<(command)`, a FIFO some program has open) is read to its end.
public enum InputFile {
    /// The largest input read, in bytes (2 GiB: some 50 million bars of CSV). Inputs are read whole, so a
    /// sparse file of 100 GB would otherwise be allocated and read before anything could say no.
    public static let maxBytes = 1 << 31

    /// Why `path` cannot be read as an input, or nil when it is a readable regular file (links followed)
    /// or a pipe. Does not open the file.
    public static func problem(atPath path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return reason(errno) }
        if let kind = refusedKind(info.st_mode) { return kind }
        guard access(path, R_OK) == 0 else { return reason(errno) }
        return nil
    }

    /// Why standard input cannot be read as lines of input, or nil (a terminal, pipe, FIFO or file).
    public static func standardInputProblem() -> String? {
        var info = stat()
        guard fstat(STDIN_FILENO, &info) == 0 else { return "standard input: " + reason(errno) }
        let mode = info.st_mode & S_IFMT
        // A terminal or /dev/null on standard input is ordinary; a directory is not.
        if mode == S_IFCHR { return nil }
        return refusedKind(info.st_mode).map { "standard input " + $0 }
    }

    /// The bytes of the file at `path`.
    /// - Throws: `DataError` (line 0, `cannotRead`) naming the path and why: missing, unreadable, a
    ///   directory, a device, a socket, a named pipe without a writer, or a read error.
    /// - Complexity: O(file size); the whole file is held in memory.
    public static func contents(atPath path: String) throws(DataError) -> Data {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw .cannotRead(path, reason(errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .cannotRead(path, reason(errno)) }
        if let kind = refusedKind(info.st_mode) { throw .cannotRead(path, kind) }
        var data = Data()
        if (info.st_mode & S_IFMT) == S_IFREG {
            guard info.st_size <= Int64(maxBytes) else { throw .cannotRead(path, tooLarge(Int64(info.st_size))) }
            data.reserveCapacity(Int(clamping: info.st_size))
        } else {
            // A pipe: with no writer a non-blocking read ends at once; otherwise wait for the data.
            var probe = UInt8(0)
            let n = read(fd, &probe, 1)
            if n == 0 { throw .cannotRead(path, "is a named pipe that no program is writing to") }
            if n == 1 { data.append(probe) }
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n > 0 {
                data.append(contentsOf: buffer[0..<n])
                if data.count > maxBytes { throw .cannotRead(path, tooLarge(nil)) }
                continue
            }
            if n == 0 { return data }
            if errno == EINTR || errno == EAGAIN { continue }
            throw .cannotRead(path, reason(errno))
        }
    }

    private static func tooLarge(_ size: Int64?) -> String {
        let limit = "inputs are read whole, at most \(maxBytes >> 30) GiB"
        guard let size else { return "holds more than \(maxBytes >> 30) GiB; " + limit }
        return String(format: "is %.1f GiB; ", Double(size) / Double(1 << 30)) + limit
    }

    /// The refusal for a file of this mode, nil for a regular file or a pipe.
    private static func refusedKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFDIR: "is a directory, not a file"
        case S_IFCHR, S_IFBLK: "is a device, not a file"
        case S_IFSOCK: "is a socket, not a file"
        default: nil
        }
    }

    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES: "permission denied"
        case EISDIR: "is a directory, not a file"
        default: String(cString: strerror(code))
        }
    }
}

extension DataError {
    /// A whole-file error: the input at `path` cannot be read (`cannotRead` set, line 0).
    public static func cannotRead(_ path: String, _ reason: String) -> DataError {
        var error = DataError(file: path, line: 0, reason: reason)
        error.cannotRead = true
        return error
    }
}
