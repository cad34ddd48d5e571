/// The look a definition asks for one output line; the chart maps it onto its theme.
public struct LineStyle: Sendable, Hashable {
    /// A fixed colour as `#RRGGBB` (or `#RRGGBBAA`); nil takes the theme's next line colour, so dark and light
    /// themes and custom palettes stay coherent.
    public var colorHex: String?
    /// How the values are drawn.
    public var kind: LineKind
    /// Stroke width in points; nil takes the theme's indicator line width.
    public var width: Double?
    /// The index of another line of the indicator this one shades toward, as Ichimoku's cloud: the band between
    /// them in this line's colour where it is the higher, the other's where that is, split where they cross;
    /// nil for no shading.
    public var cloudWith: Int?

    /// Creates a style; the defaults are a line in the theme's colours and width, without shading.
    public init(colorHex: String? = nil, kind: LineKind = .line, width: Double? = nil, cloudWith: Int? = nil) {
        self.colorHex = colorHex
        self.kind = kind
        self.width = width
        self.cloudWith = cloudWith
    }
}
