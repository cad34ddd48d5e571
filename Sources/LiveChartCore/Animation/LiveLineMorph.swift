/// The animation of every live line — the score chart's team lines as events arrive, a streaming curve's
/// stroke and fill as values slide in — in one place: the line moves from what is on screen to its new
/// path point by point, the shorter of the two padded at its end (`PathMorph.padded`), so a new point
/// grows out of the old end and the line never wobbles or draws back, even when arrivals overlap.
public enum LiveLineMorph {
    /// The pair of paths to morph between: `shown` padded to `target` (the line grew), else `shown` against
    /// `target` padded to it (points left); nil when their structures differ beyond that.
    public static func ends(from shown: Path, to target: Path) -> (from: Path, to: Path)? {
        if let from = PathMorph.padded(shown, toMatch: target) { return (from, target) }
        if let to = PathMorph.padded(target, toMatch: shown) { return (shown, to) }
        return nil
    }

    /// Morphs each layer's path between `ends` over `duration` seconds from `time`: the first layer (the
    /// stroke) takes the ends as they are, each later one the ends through its `shape` (a fill's area under
    /// the line). Replaces an animation under `key` when given (one morph per line, never stacked).
    public static func animate(_ layers: [(ShapeLayer, (Path) -> Path)], ends: (from: Path, to: Path), duration: Double,
                               timing: TimingFunction, at time: Double, key: String? = nil) {
        for (layer, shape) in layers where !layer.path.isEmpty {
            layer.add(BasicAnimation(.path, from: shape(ends.from), to: shape(ends.to), duration: duration, timingFunction: timing),
                      forKey: key, at: time)
        }
    }
}
