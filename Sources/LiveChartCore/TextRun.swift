import Foundation

/// Horizontal placement of text relative to its anchor point.
public enum HorizontalAlignment: Sendable, Equatable {
    case left, center, right
}

/// Vertical placement of text relative to its anchor point.
public enum VerticalAlignment: Sendable, Equatable {
    case top, middle, bottom
}

/// One line of text placed at an anchor point, in points.
public struct TextRun: Sendable, Equatable {
    public var text: String
    /// The anchor, in points; `horizontal` and `vertical` say which edge or centre of the text's box sits there.
    public var position: CGPoint
    public var font: FontSpec
    public var color: Color
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(_ text: String, at position: CGPoint, font: FontSpec, color: Color,
                horizontal: HorizontalAlignment = .left, vertical: VerticalAlignment = .middle) {
        self.text = text
        self.position = position
        self.font = font
        self.color = color
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The top-left corner of a box of `size` placed by this run's alignment.
    public func origin(for size: CGSize) -> CGPoint {
        let x: CGFloat
        switch horizontal {
        case .left: x = position.x
        case .center: x = position.x - size.width / 2
        case .right: x = position.x - size.width
        }
        let y: CGFloat
        switch vertical {
        case .top: y = position.y
        case .middle: y = position.y - size.height / 2
        case .bottom: y = position.y - size.height
        }
        return CGPoint(x: x, y: y)
    }
}

/// Measures text for layout. Implemented by each renderer (Pango on Linux) so that axis widths
/// and label placement use the same font metrics as the drawing.
public protocol TextMeasurer {
    /// The logical size of `text` set in `font`, in points.
    func size(of text: String, font: FontSpec) -> CGSize
}
