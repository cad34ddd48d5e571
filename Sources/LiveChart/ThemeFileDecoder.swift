import Foundation
import LiveChartCore

/// Turns a parsed theme file's object into a `Theme`, key by key, with located errors.
struct ThemeFileDecoder {
    let file: String

    func theme(from object: [String: Any]) throws(ThemeFileError) -> Theme {
        var theme = Theme.light
        if let base = object["base"] {
            guard let name = base as? String, let builtIn = ThemeFile.bases[name] else {
                throw error("base", "must be \"light\" or \"dark\", not \(show(base))")
            }
            theme = builtIn
        }
        let known = Set(["base", "lineColors"] + ThemeFile.colorKeys.map(\.0) + ThemeFile.fontKeys.map(\.0))
        if let unknown = object.keys.sorted().first(where: { !known.contains($0) }) {
            throw error(unknown, "unknown key; known keys: \(known.sorted().joined(separator: ", "))")
        }
        for (key, path) in ThemeFile.colorKeys {
            if let value = object[key] { theme[keyPath: path] = try color(value, key: key) }
        }
        if let value = object["lineColors"] {
            guard let list = value as? [Any], !list.isEmpty else { throw error("lineColors", "must be a non-empty array of colours") }
            var colors: [Color] = []
            for (n, item) in list.enumerated() { colors.append(try color(item, key: "lineColors[\(n)]")) }
            theme.lineColors = colors
        }
        for (key, path) in ThemeFile.fontKeys {
            if let value = object[key] { theme[keyPath: path] = try font(value, key: key, base: theme[keyPath: path]) }
        }
        return theme
    }

    private func color(_ value: Any, key: String) throws(ThemeFileError) -> Color {
        guard let text = value as? String, text.hasPrefix("#"), [4, 7, 9].contains(text.count), let c = Color(hex: text) else {
            throw error(key, "must be a colour \"#RRGGBB\" or \"#RRGGBBAA\", not \(show(value))")
        }
        return c
    }

    private func font(_ value: Any, key: String, base: FontSpec) throws(ThemeFileError) -> FontSpec {
        guard let object = value as? [String: Any] else {
            throw error(key, "must be an object with family, size and/or bold, not \(show(value))")
        }
        if let unknown = object.keys.sorted().first(where: { !["family", "size", "bold"].contains($0) }) {
            throw error("\(key).\(unknown)", "unknown key; a font has family, size and bold")
        }
        var font = base
        if let family = object["family"] {
            guard let text = family as? String, !text.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw error("\(key).family", "must be a non-empty font family name, not \(show(family))")
            }
            font.family = text
        }
        if let size = object["size"] {
            guard !(size is String), !Self.isBoolean(size), let points = (size as? NSNumber)?.doubleValue, points >= 1, points <= 200 else {
                throw error("\(key).size", "must be a number of points from 1 to 200, not \(show(size))")
            }
            font.size = points
        }
        if let bold = object["bold"] {
            guard Self.isBoolean(bold), let flag = bold as? Bool else { throw error("\(key).bold", "must be true or false, not \(show(bold))") }
            font.bold = flag
        }
        return font
    }

    /// Whether JSON wrote `value` as `true` or `false`. Foundation hands both booleans and numbers over as
    /// `NSNumber`, and bridges either way (`true as? NSNumber` is 1, `1 as? Bool` is true), so the class tells.
    private static func isBoolean(_ value: Any) -> Bool { type(of: value) == type(of: NSNumber(value: true)) }

    private func error(_ key: String, _ reason: String) -> ThemeFileError { ThemeFileError(file: file, key: key, reason: reason) }

    /// A value as the user wrote it, for messages: strings quoted, anything else as JSON would show it.
    private func show(_ value: Any) -> String {
        if let s = value as? String { return "\"\(s)\"" }
        if value is NSNull { return "null" }
        if let data = try? JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys]) {
            return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
        }
        return "\(value)"
    }
}
