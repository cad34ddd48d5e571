import Foundation

/// Marker texts placed left to right, each drawn only where it overlaps none drawn before it: zoomed out
/// until bars are narrower than their texts, overlapping texts would be an unreadable smear (and cost a
/// text layout each). Zoom in and every text shows, whole. O(1) per text: only the latest `window` drawn
/// texts are compared, which holds every text a left-to-right sweep can still overlap at any zoom where
/// fewer than that many texts share one text's width.
struct MarkerTextPlacer {
    private var drawn: [CGRect] = []
    private let window = 32

    /// Whether a text anchored at `point` would start inside one already drawn: it is skipped before it
    /// is measured.
    func isCovered(_ point: CGPoint) -> Bool {
        drawn.suffix(window).contains { $0.contains(point) }
    }

    /// Takes `rect` unless it overlaps a drawn text. - Returns: whether it was taken.
    mutating func take(_ rect: CGRect) -> Bool {
        guard !drawn.suffix(window).contains(where: { $0.intersects(rect) }) else { return false }
        drawn.append(rect)
        return true
    }
}
