/// A name or value from a client or a file as messages quote it back: control characters shown as "?", at most
/// 80 characters (cut with "…"), so an error never echoes a terminal escape or a whole body.
package enum QuotedName {
    /// `name`, printable and at most 80 characters. O(name length).
    package static func shown(_ name: String) -> String {
        let printable = String(name.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : Character($0) })
        return printable.count <= 80 ? printable : printable.prefix(77) + "…"
    }
}
