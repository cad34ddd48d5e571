extension TextMeasurer {
    /// `text`, or as much of it as fits `width` points in `font` followed by "…". O(log length) measurements
    /// (one when it fits): a 30,000-character series name cut one character a measurement held a render for
    /// minutes.
    public func truncated(_ text: String, toWidth width: Double, font: FontSpec) -> String {
        guard size(of: text, font: font).width > width else { return text }
        return TextCut.longest(of: text) { size(of: $0, font: font).width <= width } ?? ""
    }
}

/// Cutting a text to fit with an ellipsis.
public enum TextCut {
    /// The longest `prefix + "…"` of `text` (a prefix of at least one character) that `fits` accepts, nil when
    /// none does. Width grows with the prefix, so a binary search finds it: O(log length) calls of `fits`.
    public static func longest(of text: String, fits: (String) -> Bool) -> String? {
        let characters = Array(text)
        func cut(_ n: Int) -> String { String(characters[..<n]) + "…" }
        var lo = 0, hi = characters.count - 1  // lo: a length known to fit (0: none yet); hi: the longest to try
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if fits(cut(mid)) { lo = mid } else { hi = mid - 1 }
        }
        return lo > 0 ? cut(lo) : nil
    }
}
