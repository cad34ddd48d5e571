extension TextMeasurer {
    /// `text`, or as much of it as fits `width` points in `font` followed by "…". O(length) measurements at
    /// worst, one when it fits.
    public func truncated(_ text: String, toWidth width: Double, font: FontSpec) -> String {
        guard size(of: text, font: font).width > width else { return text }
        var kept = Substring(text)
        while !kept.isEmpty, size(of: kept + "…", font: font).width > width { kept = kept.dropLast() }
        return kept.isEmpty ? "" : kept + "…"
    }
}
