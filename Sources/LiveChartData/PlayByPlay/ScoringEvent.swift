/// One change of a basketball game's score, as a play-by-play feed records it.
///
/// Built by `PlayByPlayReader` from NBA.com feeds (stats `playbyplayv2` or the live `game.actions[]`),
/// or by `ScoreLineParser` from one JSON line of a live stream.
public struct ScoringEvent: Sendable, Equatable {
    /// The period, 1-based: 1…4 are the quarters, 5 and later the 5-minute overtimes.
    public var period: Int
    /// Game-clock time left in the period, in seconds (720 at the tip of a quarter, 0 at its horn).
    public var clockRemaining: Double
    /// When the score changed on a wall clock, in seconds, when the feed says: seconds since 1970 UTC
    /// for the live feed (`timeActual`), seconds since the local midnight of the game day for the stats
    /// feed (`WCTIMESTRING`, minute resolution, continued past midnight). Only differences are meaningful.
    public var wallClock: Double?
    /// The home team's points after the change.
    public var home: Int
    /// The away (visiting) team's points after the change.
    public var away: Int

    /// An event; every parameter is described on its property.
    public init(period: Int, clockRemaining: Double, wallClock: Double? = nil, home: Int, away: Int) {
        self.period = period
        self.clockRemaining = clockRemaining
        self.wallClock = wallClock
        self.home = home
        self.away = away
    }

    /// Game time played when the score changed, in seconds since the opening tip (`GamePeriods.nba`).
    public var elapsed: Double { elapsed(in: .nba) }

    /// Game time played when the score changed, in seconds since the opening tip under `rules`. A clock
    /// outside the period (more left than the period lasts, or negative) counts as its start or its end.
    public func elapsed(in rules: GamePeriods) -> Double {
        let length = rules.length(of: period)
        return rules.start(of: period) + length - min(max(clockRemaining, 0), length)
    }

    /// Home points minus away points: positive while the home team leads, 0 when tied.
    public var margin: Int { home - away }
}
