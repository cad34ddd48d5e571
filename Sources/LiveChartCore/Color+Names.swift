import Foundation

/// Colours by the names users type on a command line or in a marker file.
extension Color {
    /// The CSS Color Module Level 4 basic and common colour names, lower case, with their sRGB values.
    public static let cssNames: [String: String] = [
        "black": "#000000", "white": "#FFFFFF", "gray": "#808080", "grey": "#808080", "silver": "#C0C0C0",
        "red": "#FF0000", "maroon": "#800000", "orange": "#FFA500", "gold": "#FFD700", "yellow": "#FFFF00",
        "olive": "#808000", "lime": "#00FF00", "green": "#008000", "teal": "#008080", "cyan": "#00FFFF",
        "aqua": "#00FFFF", "blue": "#0000FF", "navy": "#000080", "purple": "#800080", "magenta": "#FF00FF",
        "fuchsia": "#FF00FF", "pink": "#FFC0CB", "brown": "#A52A2A", "crimson": "#DC143C",
        "darkgreen": "#006400", "darkred": "#8B0000", "darkorange": "#FF8C00", "royalblue": "#4169E1",
        "steelblue": "#4682B4", "dodgerblue": "#1E90FF", "forestgreen": "#228B22", "tomato": "#FF6347",
        "violet": "#EE82EE", "indigo": "#4B0082", "coral": "#FF7F50", "salmon": "#FA8072",
    ]

    /// Parses a CSS colour name (`red`, `steelblue`; any case, see `cssNames`) or a hex colour
    /// (`#RGB`, `#RRGGBB`, `#RRGGBBAA`).
    /// - Returns: nil for anything else.
    public init?(named text: String) {
        let key = text.trimmingCharacters(in: .whitespaces).lowercased()
        if let hex = Color.cssNames[key] {
            self.init(hex: hex)
        } else if key.hasPrefix("#") {
            self.init(hex: key)
        } else {
            return nil
        }
    }
}
