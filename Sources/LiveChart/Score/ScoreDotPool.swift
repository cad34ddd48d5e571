import LiveChartCore

/// Dot layers of a score chart that are not in use, kept for reuse: a dot scrolled
/// out of the window returns here and is handed out again for a dot scrolling in, so a whole game never
/// holds more dot layers than a window's worth.
///
/// Each dot is a `ShapeLayer` (a filled circle centred on its origin, so `scale` pops it about its
/// centre) with one sublayer, the lead-change ring, hidden unless the dot marks a lead change.
final class ScoreDotPool {
    private var free: [ShapeLayer] = []
    /// Dots created so far (in use or free).
    private(set) var created = 0

    /// A dot from the pool, or a new one; detached, with no animations, scale and opacity 1.
    func acquire() -> ShapeLayer {
        if let dot = free.popLast() { return dot }
        created += 1
        let dot = ShapeLayer(name: "score.dot")
        dot.addSublayer(ShapeLayer(name: "score.ring"))
        return dot
    }

    /// Returns `dot` to the pool: detached from its parent, its animations removed, its model reset.
    func release(_ dot: ShapeLayer) {
        dot.removeFromSuperlayer()
        dot.removeAllAnimations()
        let setup = Transaction.disabled(at: 0)
        dot.set(.scale, 1, in: setup)
        dot.set(.opacity, 1, in: setup)
        free.append(dot)
    }

    /// Dots waiting in the pool.
    var freeCount: Int { free.count }
}
