/// A file system path that could not be used, and why: output that could not be written, a stream that
/// could not be opened. The description is `path: reason`, as the command line prints it.
public struct PathError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path as the caller gave it.
    public var path: String
    /// What went wrong, in words (the system's message where there is one).
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}
