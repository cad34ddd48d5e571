import Foundation
import LiveChartCore
import LiveChartData

/// Themes as JSON files a user writes: every `Theme` field by its property name, over a built-in base.
///
/// ```json
/// { "base": "dark", "red": "#FF4D4F", "lineColors": ["#F5C342", "#4FA3F7"],
///   "titleFont": { "family": "Noto Sans CJK SC", "size": 14, "bold": true } }
/// ```
///
/// Keys: `base` ("light" or "dark", default "light"); the colours `background`, `text`,
/// `secondaryText`, `grid`, `axisLine`, `green`, `red`, `crosshair`, `labelText` as "#RRGGBB" or
/// "#RRGGBBAA" (also "#RGB"); `lineColors`, a non-empty array of colours that replaces the base's; `font`
/// and `titleFont`, objects with any of `family` (fontconfig family list), `size` (points, 1…200) and
/// `bold` (true/false), each overriding that field of the base font. Any key not listed is an error, so
/// a typo does not pass silently. Colours keep 8 bits per channel.
public enum ThemeFile {
    /// The colour keys, in the order `encode` writes them.
    static var colorKeys: [(String, WritableKeyPath<Theme, Color>)] {
        [("background", \.background), ("text", \.text), ("secondaryText", \.secondaryText), ("grid", \.grid),
         ("axisLine", \.axisLine), ("green", \.green), ("red", \.red), ("crosshair", \.crosshair), ("labelText", \.labelText)]
    }
    /// The font keys.
    static var fontKeys: [(String, WritableKeyPath<Theme, FontSpec>)] { [("font", \.font), ("titleFont", \.titleFont)] }
    /// The built-in bases by name.
    static let bases: [String: Theme] = ["light": .light, "dark": .dark]

    /// Reads the theme file at `path`.
    /// - Throws: `ThemeFileError` naming the file (and key) when it cannot be read, is not a JSON object,
    ///   or has an unknown key or a bad value.
    /// - Complexity: O(file size).
    public static func load(path: String) throws(ThemeFileError) -> Theme {
        let data: Data
        do { data = try InputFile.contents(atPath: path) } catch {
            throw ThemeFileError(file: path, key: nil, reason: error.reason)
        }
        return try decode(data, name: path)
    }

    /// Decodes a theme from JSON bytes.
    /// - Parameter name: what errors call the input (usually its path).
    /// - Throws: `ThemeFileError` as `load(path:)`.
    public static func decode(_ data: Data, name: String) throws(ThemeFileError) -> Theme {
        do {
            try JSONParser.validate(data, name: name)
        } catch {
            throw ThemeFileError(file: name, key: nil, reason: "not valid JSON: line \(error.line), column \(error.column): \(error.reason)")
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            throw ThemeFileError(file: name, key: nil, reason: "not valid JSON: \(detail)")
        }
        guard let dictionary = object as? [String: Any] else {
            throw ThemeFileError(file: name, key: nil, reason: "must be a JSON object of theme keys")
        }
        return try ThemeFileDecoder(file: name).theme(from: dictionary)
    }

    /// The theme as a JSON object with every key (`base` omitted), pretty-printed with sorted keys;
    /// `decode` of the result gives `theme` back when its colours are 8-bit.
    public static func encode(_ theme: Theme) -> String {
        var object: [String: Any] = [:]
        for (key, path) in colorKeys { object[key] = theme[keyPath: path].hexString }
        object["lineColors"] = theme.lineColors.map(\.hexString)
        for (key, path) in fontKeys {
            let font = theme[keyPath: path]
            object[key] = ["family": font.family, "size": font.size, "bold": font.bold] as [String: Any]
        }
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
