/// How long a game's periods last: regulation periods of one length, then overtimes of another.
///
/// The NBA and the G League play four 12-minute quarters and 5-minute overtimes (NBA Official Rules,
/// rule 5, section II). Other leagues differ (FIBA: 10-minute quarters), hence a value.
public struct GamePeriods: Sendable, Equatable {
    /// Regulation periods (4 quarters).
    public var regulationPeriods: Int
    /// Length of a regulation period, in seconds.
    public var regulationLength: Double
    /// Length of an overtime period, in seconds.
    public var overtimeLength: Double

    /// Periods; every parameter is described on its property.
    public init(regulationPeriods: Int = 4, regulationLength: Double = 720, overtimeLength: Double = 300) {
        self.regulationPeriods = regulationPeriods
        self.regulationLength = regulationLength
        self.overtimeLength = overtimeLength
    }

    /// NBA and G League rules: 4 × 12 minutes, overtimes of 5 minutes.
    public static let nba = GamePeriods()

    /// Whether `period` (1-based) is an overtime.
    public func isOvertime(_ period: Int) -> Bool { period > regulationPeriods }

    /// The length of `period` (1-based), in seconds.
    public func length(of period: Int) -> Double { isOvertime(period) ? overtimeLength : regulationLength }

    /// Game time at the start of `period` (1-based), in seconds since the opening tip.
    public func start(of period: Int) -> Double {
        let regulation = min(period - 1, regulationPeriods)
        return Double(regulation) * regulationLength + Double(max(0, period - 1 - regulationPeriods)) * overtimeLength
    }
}
