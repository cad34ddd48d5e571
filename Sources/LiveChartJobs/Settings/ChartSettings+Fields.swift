import LiveChart
import LiveChartCore
import LiveChartData
import LiveChartIndicators

/// Fitting a chart to what its file holds: a close-only file (`Date,Close`) is drawn as a line, and an
/// indicator that reads a value the file lacks is refused by name rather than computed on copies of the close.
extension ChartSettings {
    /// The styles that draw an open, a high or a low, and so need them in the file.
    static let rangeStyles: Set<CandleStyle> = [.candles, .hollow, .ohlc, .heikinAshi, .pointAndFigure]

    /// What a file holds, for messages: "spx.csv has only Date,Close".
    static func holdings(_ bars: LoadedBars, input: String) -> String {
        let names = bars.columnNames.filter { !$0.isEmpty }
        return names.isEmpty ? "\(input) has only \(bars.fields)" : "\(input) has only \(names.joined(separator: ","))"
    }

    /// `options` for bars holding only `bars.fields`. O(indicators).
    ///
    /// Without an open, high and low: `--style` left out gives a line; a style that draws the range, or ATR
    /// box sizes, are refused. Default panes (`VOL`) whose inputs are missing are left out with a note on
    /// standard error; panes, overlays and formulas the user named are refused (`IndicatorError.missingInputs`),
    /// a formula reading `AMOUNT` from a file without one too.
    /// - Throws: `CommandFailure(.dataError)` naming the style or indicator and what the file holds.
    func fitted(_ options: KLineOptions, to bars: LoadedBars, input: String) throws -> KLineOptions {
        var options = options
        // An all-zero volume column (an index, a quote feed) is no volume: a flat VOL pane would say nothing.
        if !panesGiven, options.panes.contains(where: { $0.name.uppercased() == "VOL" }), bars.fields.contains(.volume),
           !bars.series.bars.contains(where: { $0.volume != 0 }) {
            options.panes.removeAll { $0.name.uppercased() == "VOL" }
            TerminalText.writeError("livechart: note: no VOL pane: every volume in \(input) is 0")
        }
        let fields = bars.fields
        guard fields != .all else { return options }
        let has = Self.holdings(bars, input: input)
        options.fields = fields
        if !fields.isSuperset(of: .ohlc) {
            if !styleGiven {
                options.style = .line
            } else if Self.rangeStyles.contains(options.style) {
                throw CommandFailure(code: .dataError, message: "--style \(options.style.rawValue) needs open, high and low; \(has)")
            }
            if [.renko, .kagi, .lineBreak, .pointAndFigure].contains(options.style), case .atr = options.boxes.boxSize {
                throw CommandFailure(code: .dataError, message: "--box-size atr needs high and low; \(has) (give a box size in price units)")
            }
        }
        if !panesGiven {
            let kept = options.panes.filter { spec in
                formulas.contains { $0.name == spec.name } || options.registry.definition(named: spec.name).map { fields.isSuperset(of: $0.inputs) } ?? true
            }
            for dropped in options.panes.filter({ !kept.contains($0) }) {
                TerminalText.writeError("livechart: note: no \(dropped) pane: it needs \(options.registry.definition(named: dropped.name)?.inputs ?? []); \(has)")
            }
            options.panes = kept
        }
        do {
            try options.registry.checkInputs(options.panes + options.overlays, available: fields, source: has)
        } catch {
            throw CommandFailure(code: .dataError, message: FormulaSettings.located(error, in: formulas))
        }
        return options
    }
}
