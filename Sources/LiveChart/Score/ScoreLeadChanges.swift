/// Where the lead changes hands in a sequence of scores.
///
/// Ties do not count as a leader: a lead change is an event after which team A leads when the last team
/// to lead before it (ignoring tied stretches) was team B. So 4-2, 4-4, 6-4 is no lead change (the same
/// team leads again after the tie) while 4-2, 4-4, 4-6 is one, at the 4-6 event, and the first lead of
/// the game is none. This is how the NBA's box score counts "lead changes" (ties are counted separately
/// as "times tied").
package enum ScoreLeadChanges {
    /// The indices of `margins` (home − away after each event, in order) at which the lead changes.
    /// - Complexity: O(n).
    public static func indices(margins: [Int]) -> [Int] {
        var leader = 0, result: [Int] = []
        for (k, m) in margins.enumerated() where m != 0 {
            let side = m > 0 ? 1 : -1
            if leader != 0 && side != leader { result.append(k) }
            leader = side
        }
        return result
    }
}
