import Foundation

/// A drawing back end that a `DisplayList` replays into: Cairo on Linux, CoreGraphics later.
///
/// Coordinates are points, origin top left; the target maps them to device pixels with its own
/// scale factor. Calls arrive in display-list order between `begin` and `end`.
public protocol RenderTarget: AnyObject {
    /// Starts a frame of `size` points, cleared to `background` (transparent when nil).
    func begin(size: CGSize, background: Color?)
    func fill(_ path: Path, color: Color)
    func fillVerticalGradient(_ path: Path, top: Color, bottom: Color, y0: CGFloat, y1: CGFloat)
    func stroke(_ path: Path, style: StrokeStyle)
    func draw(_ text: TextRun)
    func pushClip(_ rect: CGRect)
    func popClip()
    /// Finishes the frame.
    func end()
}
