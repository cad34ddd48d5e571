import Foundation

/// A layer that draws text runs positioned in its own coordinates.
public final class TextLayer: Layer {
    /// The text runs, positioned in this layer's points.
    public var runs: [TextRun]

    /// A text layer drawing `runs`.
    public init(name: String = "", runs: [TextRun] = []) {
        self.runs = runs
        super.init(name: name)
    }

    /// Appends each non-empty run placed by `transform`, its font scaled and its colour faded by `opacity`.
    override public func appendContent(to items: inout [DisplayItem], transform: Transform2D, opacity: Double, time: Double) {
        for var run in runs where !run.text.isEmpty {
            run.position = transform.apply(run.position)
            run.font.size *= Double(transform.scaleX)
            run.color = run.color.withAlphaMultiplied(by: opacity)
            items.append(.text(run))
        }
    }
}
