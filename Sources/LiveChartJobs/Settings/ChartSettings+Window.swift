import LiveChart
import LiveChartCore
import LiveChartData
import LiveChartIndicators

extension ChartSettings {
    /// The bars a chart of `loaded` shows at first: the newest `--last`, within the `--from`/`--to` window
    /// (whose older bars the indicators still compute on); nil fits every bar.
    package func visibleBarCount(of loaded: LoadedBars) -> Int? {
        [last, loaded.windowBarCount].compactMap { $0 }.min()
    }

    /// The drawn bars `chart` of `loaded` shows at first: the newest `--last` of them (boxes, for a box style),
    /// within the drawn bars of the `--from`/`--to` window (`KLineChart.drawnBarCount(showingNewest:)`); nil fits every one.
    package func visibleBarCount(of loaded: LoadedBars, on chart: KLineChart) -> Int? {
        [last, loaded.windowBarCount.map(chart.drawnBarCount(showingNewest:))].compactMap { $0 }.min()
    }

    /// The longest history the chart's indicators ask for, in bars, and the one that asks: the largest whole
    /// parameter among the moving averages, panes and overlays (MA60 → 60, MACD(12,26,9) → 26), nil for none.
    /// A heuristic: a recursive average (EMA, SMA(X,N,M)) never settles exactly, but N bars is where it has.
    func longestLookback() -> (bars: Int, name: String)? {
        var longest: (bars: Int, name: String)?
        func consider(_ bars: Int, _ name: String) { if bars > (longest?.bars ?? 1) { longest = (bars, name) } }
        for period in chartOptions.maPeriods { consider(period, "MA\(period)") }
        for spec in chartOptions.panes + chartOptions.overlays {
            let parameters = (try? chartOptions.registry.definition(named: spec.name)?.resolve(spec.parameters)) ?? spec.parameters
            let whole = parameters.filter { $0 >= 1 && $0 < 100_000 && $0.rounded() == $0 }.map { Int($0) }
            if let most = whole.max() { consider(most, "\(spec.name.uppercased())(\(whole.map(String.init).joined(separator: ",")))") }
        }
        return longest
    }

    /// Says once on standard error when the file starts inside the lookback of a `--from` window: fewer bars
    /// before the window than the longest indicator asks for, so its first values in the window are computed on
    /// a shorter history than a longer file would give (a window from before the file's first bar shows the
    /// file's own first values, as the whole chart does, and says nothing).
    package func noteShortHistory(_ loaded: LoadedBars, input: String) {
        guard loaded.windowStart > 0, let (needed, name) = longestLookback(), loaded.windowStart < needed else { return }
        let before = loaded.windowStart
        TerminalText.writeError("livechart: note: \(input) has \(before) bar\(before == 1 ? "" : "s") before --from; "
            + "\(name) needs \(needed), so its first values in the window are computed on a shorter history")
    }
}
