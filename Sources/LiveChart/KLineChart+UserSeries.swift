import LiveChartCore
import LiveChartData

extension KLineChart {
    /// Most user series one chart draws, and most panes they add under the indicator panes.
    public static let maxUserSeries = 16, maxUserPanes = 4

    /// The user series set with `setUserSeries(_:)`.
    public var userSeries: [UserSeries] { userValues.map(\.series) }
    /// Each user series' values on the drawn bars, one per bar (NaN where none falls), in `userSeries` order.
    public var userSeriesValues: [[Double]] { userValues.map(\.values) }

    /// Replaces the user's series; each is joined onto the drawn bars (`UserSeries`) and joined again when
    /// they change. A live bar joins only the newest values: O(log m) per series.
    /// - Throws: `ChartError.tooManyUserSeries` beyond `maxUserSeries` series or `maxUserPanes` new panes;
    ///   nothing changes then.
    /// - Complexity: O(m log m + m log n) per series.
    public func setUserSeries(_ series: [UserSeries]) throws(ChartError) {
        guard series.count <= Self.maxUserSeries else { throw .tooManyUserSeries(count: series.count, limit: Self.maxUserSeries) }
        let panes = Self.userPaneNames(series, indicatorPanes: options.panes.map(\.name))
        guard panes.count <= Self.maxUserPanes else { throw .tooManyUserSeries(count: panes.count, limit: Self.maxUserPanes) }
        userValues = series.map { UserSeriesValues($0, bars: drawnBars, period: markerPeriod) }
    }

    /// The panes user series add, in order of first mention: one per `.newPane` series (named after it), one
    /// per `.pane(NAME)` whose name is no indicator pane's.
    static func userPaneNames(_ series: [UserSeries], indicatorPanes: [String]) -> [String] {
        var names: [String] = []
        for s in series {
            switch s.placement {
            case .newPane: names.append(s.name)
            case .pane(let name) where !indicatorPanes.contains(where: { $0.lowercased() == name.lowercased() }) && !names.contains(name):
                names.append(name)
            default: break
            }
        }
        return names
    }

    /// The lower panes' content: the indicator panes with the user series placed in them, then the user's
    /// own panes. O(panes + user series) (the value columns are shared, not copied).
    var lowerPaneContents: [PaneContent] {
        var contents = panes.map(\.content)
        guard !userValues.isEmpty else { return contents }
        let names = options.panes.map(\.name)
        var own: [(name: String, content: PaneContent)] = []
        for (k, user) in userValues.enumerated() {
            let drawn = paneSeries(user, index: k)
            switch user.series.placement {
            case .price, .compare: continue
            case .pane(let name):
                if let i = names.firstIndex(where: { $0.lowercased() == name.lowercased() }), i < contents.count {
                    contents[i].series.append(drawn)
                } else if let j = own.firstIndex(where: { $0.name == name }) {
                    own[j].content.series.append(drawn)
                } else {
                    own.append((name, PaneContent(title: name, series: [drawn])))
                }
            case .newPane:
                own.append((user.series.name, PaneContent(title: user.series.name, series: [drawn])))
            }
        }
        return contents + own.map(\.content)
    }

    /// How many panes lie under the price pane: indicator panes and the user's own. O(user series).
    var lowerPaneCount: Int {
        panes.count + (userValues.isEmpty ? 0 : Self.userPaneNames(userSeries, indicatorPanes: options.panes.map(\.name)).count)
    }

    /// The user series drawn on the price pane (placement `.price`), and those compared in percent (`.compare`).
    var priceUserSeries: (plain: [PaneSeries], compared: [PaneSeries]) {
        var plain: [PaneSeries] = [], compared: [PaneSeries] = []
        for (k, user) in userValues.enumerated() {
            if user.series.placement == .price { plain.append(paneSeries(user, index: k)) }
            if user.series.placement == .compare { compared.append(paneSeries(user, index: k)) }
        }
        return (plain, compared)
    }

    /// A user series as a pane series: its values on the drawn bars, its colour or the next of the palette.
    private func paneSeries(_ user: UserSeriesValues, index k: Int) -> PaneSeries {
        let palette = options.theme.lineColors
        let color = user.series.color ?? palette[(options.maPeriods.count + options.overlays.count + k) % max(palette.count, 1)]
        let kind: PaneSeries.Kind
        switch user.series.style {
        case .line: kind = .line
        case .scatter: kind = .dots
        case .histogram: kind = .columns
        case .step: kind = .step
        case .area: kind = .area
        }
        var drawn = PaneSeries(name: user.series.name, values: user.values, color: color, kind: kind, width: user.series.style == .scatter ? 6 : nil)
        drawn.fill = user.series.fill
        return drawn
    }
}
