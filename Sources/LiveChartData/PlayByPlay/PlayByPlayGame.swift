/// A basketball game's scoring as read from a play-by-play feed: every change of the score in order.
public struct PlayByPlayGame: Sendable, Equatable {
    /// The score changes in feed order (never two equal scores in a row).
    public var events: [ScoringEvent]
    /// The number of periods the feed covers (4, or more with overtimes), from every row, scored or not.
    public var periodCount: Int
    /// The home team's abbreviation ("TOR") when the feed names it.
    public var homeTeam: String?
    /// The away team's abbreviation ("NOP") when the feed names it.
    public var awayTeam: String?
    /// The game id ("0021900001") when the feed gives it.
    public var gameID: String?
    /// Whether the feed records the game's end: the live feed's `game`/`end` action, or the stats feed's
    /// last row ending a period of regulation or overtime with the score not tied (EVENTMSGTYPE 13).
    public var isFinal = false

    /// The most periods a game may have: regulation and overtimes (the NBA's longest games went to
    /// six overtimes, period 10). A larger period number is an error in the readers, never a loop over
    /// a million period bands.
    public static let maxPeriods = 20
    /// The most game-clock time a period may have left, in seconds: an hour (NBA quarters are 12
    /// minutes, college halves 20). A clock beyond it is an error in the readers.
    public static let maxClockRemaining = 3_600.0
    /// The highest score a team may have (the NBA's record is 186): a score of 9.2e18 was drawn as a
    /// spike with its axis labels cut. A higher one is an error in the readers.
    public static let maxScore = 9_999
    /// The longest wall-clock gap between two score changes, in seconds: a day. A replay at wall-clock
    /// pace would otherwise wait (or render frames) for as long as a stamp in year 9999 says.
    public static let maxWallClockGap = 86_400.0

    /// A game; every parameter is described on its property.
    public init(events: [ScoringEvent], periodCount: Int, homeTeam: String? = nil, awayTeam: String? = nil, gameID: String? = nil) {
        self.events = events
        self.periodCount = periodCount
        self.homeTeam = homeTeam
        self.awayTeam = awayTeam
        self.gameID = gameID
    }
}
