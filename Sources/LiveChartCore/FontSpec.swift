/// A font request: a family list as fontconfig understands it, a size in points and a weight.
///
/// Renderers resolve it through their text system (Pango on Linux), which falls back to an
/// installed font for scripts the family lacks (CJK through WenQuanYi or Noto).
public struct FontSpec: Sendable, Equatable, Hashable {
    public var family: String
    /// Size in points.
    public var size: Double
    public var bold: Bool

    public init(family: String = FontSpec.defaultFamily, size: Double, bold: Bool = false) {
        self.family = family
        self.size = size
        self.bold = bold
    }

    /// The pinned family used by every built-in theme and the reference images.
    public static let defaultFamily = "DejaVu Sans, WenQuanYi Micro Hei"
}
