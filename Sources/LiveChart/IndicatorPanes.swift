import LiveChartData
import LiveChartIndicators

/// Builds the content of indicator panes by name.
public enum IndicatorPanes {
    /// The pane names this build knows, in the order help lists them.
    public static let names = ["VOL"]

    /// The content of the pane `name` (case-insensitive) for `series`, or nil for an unknown name.
    /// - Complexity: O(n) over the series.
    public static func content(named name: String, series: BarSeries, theme: Theme) -> PaneContent? {
        switch name.uppercased() {
        case "VOL", "VOLUME":
            let volumes = series.volumes
            var lines = [PaneSeries(name: "VOL", values: volumes, color: theme.secondaryText, kind: .volumeBars)]
            for (n, period) in [5, 10].enumerated() {
                lines.append(PaneSeries(name: "MA\(period)", values: MovingAverage.simple(volumes, period: period), color: theme.lineColor(n)))
            }
            return PaneContent(title: "VOL", series: lines, isVolume: true)
        default:
            return nil
        }
    }
}
