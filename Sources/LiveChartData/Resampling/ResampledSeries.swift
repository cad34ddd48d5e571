/// What `BarResampler.resample` returns: the coarser bars and which of them is still forming.
public struct ResampledSeries: Sendable, Equatable {
    /// The resampled bars, oldest first, labelled as `ResampleOptions.label` says.
    public var series: BarSeries
    /// The period of `series`.
    public var period: BarPeriod
    /// The last bar when its period was not over at the data's end; `nil` when every bar is complete.
    public var partial: PartialBar?

    /// - Parameters: see the properties.
    public init(series: BarSeries, period: BarPeriod, partial: PartialBar?) {
        self.series = series
        self.period = period
        self.partial = partial
    }

    /// Whether bar `index` of `series` is the partial one.
    public func isPartial(_ index: Int) -> Bool { partial?.index == index }
}
