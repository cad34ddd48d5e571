import Foundation
import LiveChartCore

/// What happens to bars between a file and a chart, in the one order that keeps every step honest:
/// read → adjust (factors relative to the file's newest bar) → resample → mark the date window. Neither
/// adjustment, resampling nor an indicator sees a cut-off history: the bars before the window stay in the series
/// (`LoadedBars.windowStart` says where the window begins), the bars after it are dropped. The CLI, the viewer and a library user all call this.
///
/// ```swift
/// var pipeline = BarPipeline()
/// pipeline.adjustment = .forward
/// pipeline.period = BarPeriod("1w")
/// pipeline.window = try DateWindow(from: "2010-01-01", to: "2012-12-31")
/// let loaded = try pipeline.load(path: "ORCL.csv")
/// let chart = try KLineChart(series: loaded.series, period: loaded.period)
/// chart.visibleBarCount = loaded.windowBarCount   // draw the window; indicators warm up on the bars before it
/// ```
public struct BarPipeline: Sendable {
    /// How the reader treats malformed rows, and which ticker to keep from a file of several.
    public var read = BarReadOptions()
    /// Split and dividend adjustment from the file's own columns (`Split Ratio`/`Ex-Dividend` or `Adj Close`).
    public var adjustment = PriceAdjustment.none
    /// The period to resample to; nil keeps the file's.
    public var period: BarPeriod?
    /// The time a resampled bar carries; nil picks it: the last source bar in it for daily periods and up,
    /// the source's own convention (period start or end) for intraday ones.
    public var periodLabel: ResampleLabel?
    /// The bars to keep, by time; unbounded by default. Its days are the display zone's for instants.
    public var window = DateWindow()
    /// The zone bars of instants are shown in (`LoadedBars.timeZone`), whose days `period` groups and `window`
    /// keeps; nil picks the exchange's zone when `session` or the bars' hours name a market
    /// (`TradingSession.exchange(of:)`: A-share hours in Shanghai time make Asia/Shanghai), else UTC.
    public var timeZone: ZoneOffsets?
    /// The market whose hours the bars trade; nil recognises a template from the bars (`TradingSession.exchange(of:)`).
    public var session: TradingSession?

    /// A pipeline that reads strictly and changes nothing.
    public init() {}

    /// Reads `path` and applies every step.
    /// - Throws: `BarPipelineError`: `.unreadable` for a file that cannot be read, `.data` for a located data
    ///   error (file, line, column, field), `.period` for a period the bars cannot make (coarser from finer
    ///   only), `.empty` when no bar falls in the window.
    /// - Complexity: O(n log n) in the file's bars (the reader sorts when it must).
    public func load(path: String) throws(BarPipelineError) -> LoadedBars {
        guard FileManager.default.isReadableFile(atPath: path) else { throw .unreadable(path) }
        let read: BarLoadResult
        var options = self.read
        options.timeZone = options.timeZone ?? timeZone
        do {
            read = try BarFileReader.load(path: path, options: options)
        } catch {
            throw .data(error)
        }
        var loaded = LoadedBars(series: read.series, period: BarPeriod.infer(fromTimes: read.series.bars.map(\.time)),
                                partial: nil, warnings: read.warnings)
        placeInZone(&loaded, path: path)
        loaded.fields = read.fields
        loaded.columnNames = read.columnNames
        loaded.dateOrder = read.dateOrder
        loaded.instrumentName = read.instrumentName
        // Without a symbol in the file, the ticker in the file's name (or the name) stands in for it in the title.
        loaded.series.symbol = read.series.symbol
            ?? FileNameSymbol.symbol(fromFileName: URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent)
        if adjustment != .none {
            let adjusted: BarSeries?
            do {
                adjusted = try AdjustmentDataReader.load(path: path, options: self.read).adjusted(loaded.series, mode: adjustment)
            } catch {
                throw .data(error)
            }
            if let adjusted {
                loaded.series = adjusted
                loaded.suggestedPriceDecimals = NumberFormat.priceDecimals(magnitude: loaded.series.bars.lazy.map(\.high).filter(\.isFinite).max() ?? 1)
            } else {
                loaded.warnings.append("\(path): no split, dividend or adjusted-close column; adjustment \(adjustment) has nothing to apply")
            }
        }
        try resample(&loaded)
        try keepWindow(&loaded, path: path)
        return loaded
    }

    /// The market and the display zone of the bars: `session` or the recognised template, `timeZone` or the
    /// market's zone or UTC. Wall-clock intraday bars of a market whose zone is known are made instants when
    /// another zone is asked for (an A-share file shown in New York time); without a known zone they stay as
    /// written, with a warning. O(n log transitions).
    private func placeInZone(_ loaded: inout LoadedBars, path: String) {
        let intraday = loaded.period?.isIntraday ?? false
        loaded.session = session ?? (intraday ? TradingSession.exchange(of: loaded.series) : nil)
        let marketZone = loaded.session?.timeZone
        loaded.timeZone = timeZone ?? marketZone ?? .utc
        guard let asked = timeZone, intraday, loaded.series.timeBasis == .wallClock else { return }
        if let marketZone {
            guard marketZone != asked else { return }
            var instants = loaded.series.replacingBars(loaded.series.bars.map { var b = $0; b.time = marketZone.instant(ofWallTime: b.time); return b })
            instants.timeBasis = .instant
            loaded.series = instants
        } else {
            loaded.warnings.append("\(path): the times carry no zone and name no known market; shown as written, not in \(asked) "
                + "(write them with an offset or as epochs, or name the market's session)")
        }
    }

    /// Resamples to `period` when one is set.
    private func resample(_ loaded: inout LoadedBars) throws(BarPipelineError) {
        guard let period else { return }
        let source = loaded.period ?? period
        var options = ResampleOptions(label: periodLabel ?? .lastBar, sourcePeriod: source, timeZone: loaded.timeZone)
        if periodLabel == nil && period.isIntraday {
            let byClose = TradingSession.learn(fromTimes: loaded.series.wallTimes(in: loaded.timeZone), step: source.count).labelling == .closeTime
            options.label = byClose ? .periodEnd : .periodStart
        }
        do {
            let out = try BarResampler.resample(loaded.series, to: period, options: options)
            loaded.series = out.series
            loaded.period = period
            loaded.partial = out.partial
        } catch {
            throw .period(period, error)
        }
    }

    /// Drops the bars after the window and marks where it starts (`LoadedBars.windowStart`): the bars before it
    /// stay as the history every indicator, formula and compare line warms up on, so a window never changes a
    /// value (DESIGN.md, decision 11). The partial bar stays flagged only if it is still the last bar. O(n).
    private func keepWindow(_ loaded: inout LoadedBars, path: String) throws(BarPipelineError) {
        if !window.isUnbounded {
            let zone = loaded.series.timeBasis == .instant ? loaded.timeZone : ZoneOffsets.utc
            let bars = loaded.series.bars
            let end = bars.firstIndex { zone.wallTime(of: $0.time) > window.end } ?? bars.count
            let start = bars[..<end].firstIndex { zone.wallTime(of: $0.time) >= window.start } ?? end
            if end < bars.count {
                // The window cut the partial bar off.
                loaded.partial = nil
                loaded.series = loaded.series.replacingBars(Array(bars[..<end]))
            }
            loaded.windowStart = start
        }
        guard loaded.windowStart < loaded.series.count else { throw .empty(path, windowed: !window.isUnbounded) }
    }
}
