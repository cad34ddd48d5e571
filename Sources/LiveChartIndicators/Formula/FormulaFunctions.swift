/// The functions a formula may call, with their arities. Semantics are in `FormulaCompiler.call` and
/// `docs/formulas.md`; N-like arguments must be constants (numbers, parameters and arithmetic on them).
enum FormulaFunctions {
    /// Name → the number of arguments.
    static let arity: [String: Int] = [
        "MA": 2, "EMA": 2, "EXPMA": 2, "SMA": 3, "WMA": 2, "DMA": 2, "REF": 2, "HHV": 2, "LLV": 2, "SUM": 2,
        "COUNT": 2, "STD": 2, "STDP": 2, "VAR": 2, "VARP": 2, "AVEDEV": 2, "ABS": 1, "MAX": 2, "MIN": 2,
        "IF": 3, "CROSS": 2, "BARSLAST": 1, "EVERY": 2, "EXIST": 2, "SLOPE": 2, "NOT": 1, "SQRT": 1, "LN": 1,
        "LOG": 1, "EXP": 1,
    ]

    /// The longest window a formula may ask for, in bars: far above any chart's use, small enough that a
    /// hostile `REF(C,1E9)` cannot allocate gigabytes.
    static let maxPeriod = 100_000

    /// Drawing functions of TongDaXin that this engine does not draw (so the message can say so).
    static let unsupported: Set<String> = [
        "DRAWTEXT", "DRAWICON", "DRAWLINE", "STICKLINE", "DRAWKLINE", "POLYLINE", "DRAWNUMBER", "PARTLINE", "FILLRGN",
        "DRAWBAND", "DRAWGBK", "DRAWSL", "DRAWTEXT_FIX", "DRAWNUMBER_FIX", "SUMBARS", "FILTER", "BACKSET", "ZIG", "PEAK", "TROUGH",
    ]

    /// The known name nearest to `name` by edit distance (at most 2 edits), for "did you mean" hints.
    static func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
        var best: (String, Int)?
        for candidate in candidates {
            let d = distance(name, candidate)
            if d <= 2, d < (best?.1 ?? .max) { best = (candidate, d) }
        }
        return best?.0
    }

    /// Levenshtein distance. O(|a|·|b|), names being at most 64 characters.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let above = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = above
            }
        }
        return row[b.count]
    }
}
