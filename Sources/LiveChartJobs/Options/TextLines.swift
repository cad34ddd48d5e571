/// The lines of a text file as the CLI's own line-based files (keys, batch manifests) read them: split at
/// LF, a CR before it dropped, so files saved on Windows (CRLF) read the same. Swift treats "\r\n" as one
/// character, so splitting a `String` at "\n" would find no line at all in them.
package enum TextLines {
    /// Every line, empty ones included (line N of the file is element N − 1).
    package static func of(_ text: String) -> [String] {
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { scalars in
            var line = String(String.UnicodeScalarView(scalars))
            if line.hasSuffix("\r") { line.removeLast() }
            return line
        }
    }
}
