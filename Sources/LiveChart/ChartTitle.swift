import LiveChartData

/// The title line's text for loaded bars, as every host writes it: the caller's title or the symbol, then
/// the adjustment and a partial last bar in the chart's language ("ORCL · 前复权", "BTCUSDT · last bar partial").
public enum ChartTitle {
    /// - Parameters:
    ///   - title: the caller's own title; nil takes the instrument's name and symbol ("重庆钢铁 601005", as
    ///     brokers title a chart), else the name or the symbol alone.
    ///   - loaded: the bars (their symbol and partial-bar flag).
    ///   - adjustment: the price adjustment applied to them.
    ///   - locale: the chart's language.
    public static func text(_ title: String?, for loaded: LoadedBars, adjustment: PriceAdjustment, locale: ChartLocale) -> String {
        let named = [loaded.instrumentName, loaded.series.symbol].compactMap { $0 }.filter { !$0.isEmpty }
        var parts = [title ?? (named.first == named.last ? named.first : named.joined(separator: " ")) ?? "", locale.adjustmentName(adjustment)]
        if loaded.partial != nil { parts.append(locale.partialBarNote) }
        return parts.filter { !$0.isEmpty }.joined(separator: " · ")
    }
}
