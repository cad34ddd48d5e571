/// The closest of `candidates` to a mistyped `word` ("--lst" → "last", "klin" → "kline"): within `maxEdits`
/// edits (Levenshtein distance, two unless told), nil when none is that close. O(candidates × length²).
public func closestName(to word: String, among candidates: [String], maxEdits: Int = 2) -> String? {
    func distance(_ a: [Character], _ b: [Character]) -> Int {
        var row = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var previous = row[0]
            row[0] = i + 1
            for (j, cb) in b.enumerated() {
                let keep = row[j + 1]
                row[j + 1] = Swift.min(row[j + 1] + 1, row[j] + 1, previous + (ca == cb ? 0 : 1))
                previous = keep
            }
        }
        return row[b.count]
    }
    let w = Array(word)
    let scored = candidates.map { ($0, distance(w, Array($0))) }.filter { $0.1 <= maxEdits }
    return scored.min { $0.1 < $1.1 }?.0
}
