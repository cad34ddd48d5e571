import LiveChartCore

/// How `BarResampler` cuts and labels buckets.
public struct ResampleOptions: Sendable {
    /// The time each resampled bar carries; `.lastBar` by default (see `ResampleLabel`).
    public var label: ResampleLabel
    /// The trading hours for intraday sources; `nil` learns them with `TradingSession.learn(fromTimes:step:)`.
    public var session: TradingSession?
    /// The source bars' period; `nil` infers it with `BarPeriod.infer(fromTimes:)`.
    public var sourcePeriod: BarPeriod?
    /// The zone whose wall clock buckets a series of instants (`BarTimeBasis.instant`): its days, weeks and
    /// months, and sessions learned on its clock for intraday buckets; nil is UTC. Wall-clock series ignore it.
    public var timeZone: ZoneOffsets?
    /// Whether the newest source bar is itself still forming (a live bar); its bucket is then partial.
    public var lastSourceBarIsPartial: Bool

    /// - Parameters: see the properties.
    public init(label: ResampleLabel = .lastBar, session: TradingSession? = nil, sourcePeriod: BarPeriod? = nil,
                lastSourceBarIsPartial: Bool = false, timeZone: ZoneOffsets? = nil) {
        self.timeZone = timeZone
        self.label = label
        self.session = session
        self.sourcePeriod = sourcePeriod
        self.lastSourceBarIsPartial = lastSourceBarIsPartial
    }
}
