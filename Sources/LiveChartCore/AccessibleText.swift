/// What a chart says in words, for a reader that cannot see it (alt text, a screen reader): a short title and
/// a description of what is drawn. Renderers that can carry text metadata write it (SVG `<title>` and `<desc>`
/// with `role="img"`, PDF title and subject): Cairo draws glyphs as shapes, so the picture holds no text.
public struct AccessibleText: Sendable, Equatable {
    public var title: String
    public var description: String

    public init(title: String, description: String) {
        self.title = title
        self.description = description
    }
}
