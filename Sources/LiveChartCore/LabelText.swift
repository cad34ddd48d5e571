/// The rule for a text a user puts on a chart (a marker's, a line's title, a drawing's note): one line of
/// printable characters, so it is drawn as given and nothing breaks it apart.
public enum LabelText {
    /// Whether `text` holds no control character (tab, line feed, NUL, escape…), no line or paragraph
    /// separator (U+2028, U+2029: Pango breaks lines there), and no more than `limit` characters.
    public static func isValid(_ text: String, limit: Int) -> Bool {
        text.count <= limit && !text.unicodeScalars.contains { scalar in
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator: true
            default: false
            }
        }
    }
}
