import LiveChartData
import LiveChartIndicators

/// The streaming engines behind a `KLineChart`'s live updates: one for the MA lines and one per pane
/// and overlay, each fed the whole history once, then one bar or tick at a time in O(1).
struct KLineLiveEngines {
    var movingAverage: IndicatorEngine
    var panes: [IndicatorEngine?]
    var overlays: [IndicatorEngine?]

    /// Builds the engines over `bars` (O(n) once, the streaming recurrence over the history).
    init(options: KLineOptions, bars: [Bar]) {
        let registry = options.registry
        func engine(_ spec: String) -> IndicatorEngine? {
            guard let (name, parameters) = IndicatorPanes.parse(spec) else { return nil }
            return try? registry.engine(name, parameters: parameters, convention: options.convention, bars: bars, keepsHistory: false)
        }
        movingAverage = (try? registry.engine("MA", parameters: options.maPeriods.map(Double.init), convention: options.convention,
                                               bars: bars, keepsHistory: false))
            ?? IndicatorEngine(MA(periods: [5]), keepsHistory: false)
        panes = options.panes.prefix(4).map(engine)
        overlays = options.overlays.map(engine)
    }
}
