import LiveChartIndicators

/// Which registered indicators a K-line chart may draw where, so built-in and registered custom
/// indicators are offered alike (the CLI's choices, the viewer's toggles).
public enum IndicatorPanes {
    /// The names that may be indicator panes: every registered indicator that does not overlay price.
    public static func paneNames(in registry: IndicatorRegistry = .standard) -> [String] {
        registry.names.filter { registry.definition(named: $0)?.overlaysPrice == false }
    }

    /// The names that may overlay the price pane (MA, EMA, BOLL, SAR, …).
    public static func overlayNames(in registry: IndicatorRegistry = .standard) -> [String] {
        registry.names.filter { registry.definition(named: $0)?.overlaysPrice == true }
    }
}
