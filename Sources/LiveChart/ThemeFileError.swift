/// A theme file that cannot be used, located to the file and the key.
public struct ThemeFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file's path as given.
    public var file: String
    /// The key path inside the JSON object ("font.size", "lineColors[2]"), or `nil` for the whole file.
    public var key: String?
    /// What is wrong and what is accepted.
    public var reason: String

    /// - Parameters: see the properties.
    public init(file: String, key: String?, reason: String) {
        self.file = file
        self.key = key
        self.reason = reason
    }

    /// `my.json: key 'font.size': must be a number from 1 to 200, not "big"`.
    public var description: String {
        "\(file): " + (key.map { "key '\($0)': " } ?? "") + reason
    }
}
