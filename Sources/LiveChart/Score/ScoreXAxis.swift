/// What places a scoring event horizontally on a `ScoreChart`.
public enum ScoreXAxis: String, Sendable, Equatable, CaseIterable {
    /// Event after event, evenly spaced by `ScoreOptions.pointsPerEvent` (the default): every basket gets
    /// the same room, however long the game stalled before it.
    case eventIndex = "index"
    /// By game time played (`ScoringEvent.elapsed`), `pointsPerEvent` points per 20 seconds of game time —
    /// the NBA's average interval between scores (about 140 score changes in 48 minutes) — so runs and
    /// droughts show as steep and flat stretches.
    case gameClock = "clock"
}
