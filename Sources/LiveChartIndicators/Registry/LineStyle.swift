/// A suggested look for an output line; the chart module maps it to its own theme.
public struct LineStyle: Sendable, Hashable {
    /// Colour as `#RRGGBB`.
    public var colorHex: String
    /// How the values are drawn.
    public var kind: LineKind
    /// Stroke width in points.
    public var width: Double

    /// Creates a style.
    public init(colorHex: String, kind: LineKind = .line, width: Double = 1) {
        self.colorHex = colorHex
        self.kind = kind
        self.width = width
    }

    /// The default palette for successive lines (white-on-dark broker colours: white, yellow,
    /// magenta, green, blue, orange).
    public static let palette: [LineStyle] = ["#E0E0E0", "#F5C400", "#E040FB", "#2ECC71", "#3D8BFD", "#FF8C1A"]
        .map { LineStyle(colorHex: $0) }
}
