/// A file format Cairo writes.
public enum OutputFormat: String, Sendable, CaseIterable {
    case png, pdf, svg

    /// The format named by a path's extension (case-insensitive), or nil for any other extension.
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        self.init(rawValue: path[path.index(after: dot)...].lowercased())
    }
}
