import Foundation
import LiveChart
import LiveChartCairo
import LiveChartCore
import LiveChartData

/// What draws a still K-line chart from `KLineSettings`: the bars read through the settings' pipeline, the
/// chart built and fitted to them, the user's content put on it, laid out as a display list. What
/// `livechart kline`, the service's and the batch tool's `kline` specs draw, and the viewer's first frame titles.
package enum KLineStill {
    /// The chart of `input` with `settings`, ready to write or send.
    /// - Throws: `CommandFailure` as `displayList` does.
    package static func make(input: String, settings: KLineSettings, maxBars: Int? = nil) throws -> ChartStill {
        var settings = settings
        settings.chart.maxBars = maxBars
        return ChartStill(list: try displayList(input: input, settings: settings), format: settings.format, scale: settings.scale)
    }

    /// The chart of `input` with `settings` as a display list: what `livechart kline` writes and the service sends.
    /// - Throws: `CommandFailure` with the sysexits code of the first problem (usage, data, input).
    package static func displayList(input: String, settings: KLineSettings) throws -> DisplayList {
        let bars = try settings.chart.loadBars(input)
        let chart = try KLineChart(series: bars.series, options: titled(settings.chart, bars, input: input), period: bars.period)
        chart.visibleBarCount = settings.chart.visibleBarCount(of: bars, on: chart)
        settings.chart.noteShortHistory(bars, input: input)
        chart.lastBarIsPartial = bars.partial != nil
        try settings.chart.content.apply(to: chart, input: input, symbol: settings.chart.pipeline.read.symbol,
                                         dateFormat: settings.chart.pipeline.read.dateFormat, barDateOrder: bars.dateOrder,
                                         load: settings.chart.loadBars,
                                         maxRows: settings.chart.maxBars)
        if let text = settings.crosshair {
            guard let time = CommandLineTime.parse(text) else {
                throw CommandFailure(code: .usage, message: "--crosshair '\(text)' must be a date YYYY-MM-DD or a time YYYY-MM-DDTHH:MM")
            }
            // The bars on screen: the newest `--last` of the drawn ones, inside the date window.
            let drawn = chart.drawnBars
            let shown = drawn.suffix(chart.visibleBarCount ?? drawn.count)
            let placed = chart.placeCrosshair(atTime: chart.barTime(ofWallTime: time))
            guard placed, let c = chart.crosshair, c.barIndex >= shown.startIndex else {
                let f = TimeLabelFormatter(locale: .en, intraday: true, zone: chart.labelZone)
                let range = [shown.first, shown.last].compactMap { $0.map { f.fullLabel(time: $0.time) } }.joined(separator: " … ")
                throw CommandFailure(code: .usage, message: "--crosshair '\(text)' is not on the chart's bars (\(range.isEmpty ? "none drawn" : range))")
            }
        }
        return chart.displayList(in: RenderContext(size: settings.size, pixelRatio: settings.pixelRatio, measurer: PangoTextMeasurer()))
    }

    /// The chart options with the library's title for `bars`, fitted to the values the file holds
    /// (`ChartSettings.fitted`); a partial last bar is also noted on standard error.
    /// - Throws: `CommandFailure(.dataError)` for a style or indicator the file cannot feed.
    package static func titled(_ settings: ChartSettings, _ bars: LoadedBars, input: String) throws -> KLineOptions {
        var options = try settings.fitted(settings.chartOptions, to: bars, input: input)
        if settings.watermark {
            options.watermark = ([bars.series.symbol] + [bars.period.map(options.locale.periodName)]).compactMap { $0 }.joined(separator: " · ")
        }
        options.title = ChartTitle.text(options.title, for: bars, adjustment: settings.pipeline.adjustment, locale: options.locale)
        options.priceDecimals = options.priceDecimals ?? bars.suggestedPriceDecimals
        options.timeZone = bars.timeZone
        options.session = bars.session
        options.colors = settings.colors(symbol: bars.series.symbol, session: bars.session)
        let intraday = bars.period?.isIntraday ?? false
        if options.separators != .none && !intraday {
            TerminalText.writeError("livechart: warning: --separators \(options.separators.rawValue) marks days and sessions of intraday bars; these are \(bars.period.map { "\($0)" } ?? "single") bars")
        }
        if options.shadesExtendedHours && (!intraday || bars.session?.extendedHours.isEmpty ?? true) {
            TerminalText.writeError("livechart: warning: --extended-hours shade: no extended hours are known for these bars "
                + "(US equities have them: --session us)")
        }
        if let partial = bars.partial { TerminalText.writeError("livechart: note: \(partial)") }
        return options
    }
}
