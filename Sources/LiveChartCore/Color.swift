import Foundation

/// An RGBA colour with straight (not premultiplied) components in 0…1.
public struct Color: Sendable, Equatable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    /// Creates a colour from components in 0…1; values outside are clamped when drawn.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional).
    ///
    /// - Returns: `nil` when the text is not one of those forms.
    public init?(hex: String) {
        var text = Substring(hex.trimmingCharacters(in: .whitespaces))
        if text.hasPrefix("#") { text = text.dropFirst() }
        // `UInt64(_:radix:)` alone would take a sign: "#+12345" is no colour.
        guard text.allSatisfy(\.isHexDigit), let value = UInt64(text, radix: 16) else { return nil }
        switch text.count {
        case 3:
            let r = Double((value >> 8) & 0xF), g = Double((value >> 4) & 0xF), b = Double(value & 0xF)
            self.init(red: r / 15, green: g / 15, blue: b / 15)
        case 6:
            self.init(red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
                      blue: Double(value & 0xFF) / 255)
        case 8:
            self.init(red: Double((value >> 24) & 0xFF) / 255, green: Double((value >> 16) & 0xFF) / 255,
                      blue: Double((value >> 8) & 0xFF) / 255, alpha: Double(value & 0xFF) / 255)
        default:
            return nil
        }
    }

    /// Relative luminance (WCAG 2.2, from sRGB), 0 for black to 1 for white; alpha ignored.
    public var relativeLuminance: Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The WCAG contrast ratio against `other`: 1 (the same) to 21 (black on white).
    public func contrastRatio(with other: Color) -> Double {
        let (a, b) = (relativeLuminance, other.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// This colour, moved toward `ink` in tenths until its contrast with `background` reaches `minimum`
    /// (WCAG ratio), so it keeps its hue as far as it can: pure yellow on white becomes a dark gold.
    public func readable(on background: Color, toward ink: Color, minimum: Double = 3) -> Color {
        var t = 0.0, color = self
        while color.contrastRatio(with: background) < minimum, t < 1 {
            t = min(1, t + 0.1)
            color = Color(red: red + (ink.red - red) * t, green: green + (ink.green - green) * t,
                          blue: blue + (ink.blue - blue) * t, alpha: alpha)
        }
        return color
    }

    /// The same colour with its alpha multiplied by `factor` (0…1).
    public func withAlphaMultiplied(by factor: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// The same colour with alpha replaced.
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// `#RRGGBB` or `#RRGGBBAA` when alpha < 1.
    public var hexString: String {
        func byte(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
        let rgb = String(format: "#%02X%02X%02X", byte(red), byte(green), byte(blue))
        return alpha < 1 ? rgb + String(format: "%02X", byte(alpha)) : rgb
    }

    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}
