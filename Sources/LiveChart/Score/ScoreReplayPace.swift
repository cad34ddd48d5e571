/// How fast a recorded game is replayed.
public enum ScoreReplayPace: Sendable, Equatable {
    /// At the feed's wall-clock pace divided by `speed` (10 plays ten times faster); events without a
    /// wall-clock time fall back to game-clock pace. Stats feeds stamp only the minute, so events sharing
    /// a minute are spread evenly across it (up to the next stamp).
    case wallClock(speed: Double)
    /// At game-clock pace divided by `speed` (stoppages vanish).
    case gameClock(speed: Double)
    /// One event every `seconds`, whatever the game's timing.
    case interval(seconds: Double)
}
