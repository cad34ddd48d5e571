import LiveChartData
import LiveChartIndicators

/// Why a chart refused an option or a bar. Nothing changed when one is thrown.
public enum ChartError: Error, Sendable, Equatable {
    /// An indicator pane or overlay cannot be made: unknown name, bad parameter, or asked in the wrong place.
    case indicator(IndicatorSpec, IndicatorError)
    /// More indicator panes than the chart lays out.
    case tooManyPanes(count: Int, limit: Int)
    /// More price overlays, or moving-average lines, than a legend row can name.
    case tooManyOverlays(count: Int, limit: Int)
    case tooManyMovingAverages(count: Int, limit: Int)
    /// More user series (`KLineChart.maxUserSeries`), or more panes of user series (`maxUserPanes`), than are drawn.
    case tooManyUserSeries(count: Int, limit: Int)
    /// A box style's size that cannot make boxes: a fixed size that is not a finite number > 0, or an ATR
    /// period below one bar.
    case invalidBoxSize(PriceBoxOptions.BoxSize)
    /// A live bar older than the last bar (lightweight-charts' rule: only the last bar may change).
    /// Times are the bars' `time` values, in seconds.
    case olderBar(time: Int64, lastTime: Int64)
    /// A bar that cannot be drawn (see `Bar.invalidReason`), or that would open more boxes at once than a
    /// box style draws (`PriceBoxes.maximumBoxes`).
    case invalidBar(time: Int64, reason: String)
    /// Bars handed over whole (`init`, `setBars`) that are not strictly increasing in time, or one that cannot
    /// be drawn; `index` is the first such bar's position.
    case invalidSeries(index: Int, reason: String)
}

extension ChartError: CustomStringConvertible {
    /// The reason in words, naming the spec, the limit or the times.
    public var description: String {
        switch self {
        case .indicator(let spec, let error): "\(spec): \(error)"
        case .tooManyPanes(let count, let limit): "\(count) indicator panes asked, at most \(limit) are laid out"
        case .tooManyOverlays(let count, let limit): "\(count) overlays asked, at most \(limit) are drawn"
        case .tooManyMovingAverages(let count, let limit): "\(count) moving averages asked, at most \(limit) are drawn"
        case .tooManyUserSeries(let count, let limit): "\(count) user series or panes asked, at most \(limit) are drawn"
        case .invalidBoxSize(let size): "box size \(size) cannot make boxes: a price > 0 or an ATR period ≥ 1 is needed"
        case .olderBar(let time, let lastTime): "bar at \(time) is older than the last bar at \(lastTime); only the last bar may change"
        case .invalidBar(let time, let reason): "bar at \(time): \(reason)"
        case .invalidSeries(let index, let reason): "bar \(index): \(reason)"
        }
    }
}
