import LiveChartCore
import LiveChartData
import LiveChartIndicators

/// One indicator as a chart holds it: its spec, the lines it draws and the streaming engine that keeps
/// those lines current, together in one value so they can never be paired with another pane's.
///
/// The lines are column stores: a live bar writes its values over the last element or appends them, in
/// place, O(1) per line. A copy of `content` held elsewhere (a frame being drawn) costs one O(n) copy on
/// the next live bar; hosts build frames and drop them.
public struct IndicatorPane: Sendable {
    /// What was asked, e.g. `MACD` or `RSI(6,12,24)`.
    public let spec: IndicatorSpec
    /// The lines as drawn, one value per bar.
    public private(set) var content: PaneContent
    private let definition: IndicatorDefinition
    private let parameters: [Double]
    private let convention: IndicatorConvention
    private let firstColor: Int
    /// Made on the first live bar (fed the history once, O(n)); nil until then.
    private var engine: IndicatorEngine?

    /// Computes `spec` over `bars` in batch (O(n)), coloured from `theme` from line colour `firstColor` on.
    /// - Throws: `ChartError.indicator` for an unknown name, a bad parameter or the wrong `placement`.
    init(_ spec: IndicatorSpec, placement: IndicatorPlacement, bars: [Bar], convention: IndicatorConvention,
         registry: IndicatorRegistry, theme: Theme, firstColor: Int) throws(ChartError) {
        let definition: IndicatorDefinition, parameters: [Double]
        do {
            (definition, parameters) = try registry.validate(spec, placement: placement)
        } catch {
            throw .indicator(spec, error)
        }
        self.definition = definition
        self.parameters = parameters
        self.spec = spec
        self.convention = convention
        self.firstColor = firstColor
        let indicator = definition.make(parameters, convention)
        let columns = indicator.compute(bars)
        let series = indicator.lineNames.enumerated().map { k, name in
            let style = definition.style(ofLine: k)
            var series = PaneSeries(name: name, values: columns[k], color: .black, kind: PaneSeries.Kind(style.kind), width: style.width)
            if style.kind == .dottedLine { series.dash = [1.5, 2.5] }
            series.isDrawn = style.kind != .hidden
            series.offset = indicator.lineOffset(k)
            series.cloudWith = style.cloudWith
            series.restartKey = indicator.restartKey
            return series
        }
        let shown = parameters.map(IndicatorSpec.format).joined(separator: ",")
        // VOL and indicators without parameters (BOP, PVT, AD) are titled by name alone, not "BOP()".
        let title = definition.name == "VOL" || parameters.isEmpty ? definition.name : "\(definition.name)(\(shown))"
        content = PaneContent(title: title, series: series, referenceLevels: definition.referenceLevels,
                              valueFormat: definition.valueFormat, valueRange: definition.valueRange)
        recolor(theme)
    }

    /// Whether this pane was made from the same spec in the same convention and registry entry, so a new set
    /// of options can keep it instead of recomputing.
    func matches(_ spec: IndicatorSpec, convention: IndicatorConvention, firstColor: Int) -> Bool {
        self.spec == spec && self.convention == convention && self.firstColor == firstColor
    }

    /// Colours the lines from `theme`: a definition's fixed colour where it gives one, else the theme's line
    /// colours in order; histograms and volume bars take the up/down colours when drawn. O(lines).
    mutating func recolor(_ theme: Theme) {
        var next = firstColor
        for k in content.series.indices {
            let kind = content.series[k].kind
            let plotted = kind == .line || kind == .dots
            let themed = plotted ? theme.lineColor(next) : theme.secondaryText
            if plotted { next += 1 }
            // A fixed colour the background would hide (a TongDaXin formula's COLORWHITE or COLORYELLOW, written
            // for its black screen, on a light theme) is darkened toward the theme's text until it reads.
            let fixed = definition.style(ofLine: k).colorHex.flatMap(Color.init(hex:)).map { $0.readable(on: theme.background, toward: theme.text) }
            content.series[k].color = fixed ?? themed
        }
    }

    /// How many theme line colours `recolor` steps through (one per plotted line or dots line, fixed
    /// colours included): where the next indicator sharing the price pane starts in the palette. O(lines).
    var themedLineCount: Int {
        content.series.filter { $0.kind == .line || $0.kind == .dots }.count
    }

    /// Builds the engine over `history` (the bars the chart holds) unless it exists, and gives the lines storage of
    /// their own. O(n) the first time, O(1) after.
    mutating func prepare(history: @autoclosure () -> [Bar]) {
        if engine == nil {
            engine = IndicatorEngine(definition.make(parameters, convention), history: history(), keepsHistory: false)
            content.reserve(extra: KLineChart.liveReserve(for: content.series.first?.values.count ?? 0))
        }
    }

    /// Takes the chart's newest bar: `replacing` the last bar's values (same period) or appending a bar.
    /// The first call builds the engine over `history`, the bars the chart held before this one (O(n) once).
    /// - Complexity: O(1) per line after the first call.
    mutating func feed(_ bar: Bar, replacing: Bool, history: @autoclosure () -> [Bar]) {
        prepare(history: history())
        let values = replacing ? engine!.updateLast(bar) : engine!.append(bar)
        content.write(values, replacingLast: replacing)
    }
}
