/// Process exit codes, from BSD's sysexits.h: what a command returns, and what a `CommandFailure` carries to
/// a host that answers otherwise (the chart service turns them into HTTP statuses: 64 → 400, 65 → 422, 66 → 404).
public enum ExitCode: Int32, Sendable {
    case ok = 0
    /// EX_USAGE: the command line (or a request's options) was wrong.
    case usage = 64
    /// EX_DATAERR: the input data was malformed.
    case dataError = 65
    /// EX_NOINPUT: an input file did not exist or was not readable.
    case noInput = 66
    /// EX_UNAVAILABLE: a window cannot be opened (no display, SDL cannot start).
    case unavailable = 69
    /// EX_CANTCREAT: an output file could not be created (or a port could not be listened on).
    case cannotCreate = 73
    /// EX_IOERR: an error while writing.
    case ioError = 74
}
