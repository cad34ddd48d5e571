import LiveChartCore
import LiveChartData
import LiveChartIndicators

/// Turns indicator names (with optional parameters, `"MACD"` or `"RSI(6,12,24)"`) into what the
/// K-line chart draws, through an `IndicatorRegistry`, so built-in and registered custom
/// indicators appear alike.
public enum IndicatorPanes {
    /// The names that may be indicator panes: every registered indicator that does not overlay price.
    public static func paneNames(in registry: IndicatorRegistry = .standard) -> [String] {
        registry.names.filter { registry.definition(named: $0)?.overlaysPrice == false }
    }

    /// The names that may overlay the price pane (MA, EMA, BOLL, SAR, …).
    public static func overlayNames(in registry: IndicatorRegistry = .standard) -> [String] {
        registry.names.filter { registry.definition(named: $0)?.overlaysPrice == true }
    }

    /// Dashed reference levels drawn in a pane (the usual overbought / oversold lines).
    public static let referenceLevels: [String: [Double]] = [
        "KDJ": [20, 50, 80], "RSI": [30, 50, 70], "WR": [20, 50, 80], "CCI": [-100, 0, 100], "PSY": [25, 50, 75],
        "BIAS": [0], "ROC": [0], "MTM": [0], "TRIX": [0], "DMA": [0], "EMV": [0], "BRAR": [100], "VR": [100],
    ]

    /// Splits `"RSI(6,12,24)"` into the name and its parameters (empty for defaults).
    /// - Returns: nil when the text is not of that form.
    public static func parse(_ spec: String) -> (name: String, parameters: [Double])? {
        let text = spec.trimmingCharacters(in: .whitespaces)
        guard let open = text.firstIndex(of: "(") else { return text.isEmpty ? nil : (text.uppercased(), []) }
        guard text.hasSuffix(")") else { return nil }
        let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
        let values = inner.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard !values.contains(where: { $0 == nil }) else { return nil }
        return (String(text[..<open]).uppercased(), values.compactMap { $0 })
    }

    /// The content for the indicator `spec` over `series`, its lines coloured from `theme`'s line
    /// colours starting at `firstColor` (overlays start after the MA lines' colours).
    /// - Throws: `IndicatorError` for an unknown name or invalid parameters; nil never returned silently.
    /// - Complexity: O(n) over the series (batch computation).
    public static func content(_ spec: String, series: BarSeries, theme: Theme, convention: IndicatorConvention,
                               registry: IndicatorRegistry, firstColor: Int = 0) throws -> PaneContent {
        guard let (name, parameters) = parse(spec) else { throw IndicatorError.unknownIndicator(spec) }
        let result = try registry.compute(name, parameters: parameters, convention: convention, bars: series.bars)
        var lineNumber = firstColor
        let lines = result.lines.map { line -> PaneSeries in
            let kind: PaneSeries.Kind
            switch line.style.kind {
            case .histogram: kind = .histogram
            case .volume: kind = .volumeBars
            case .dots: kind = .dots
            case .line: kind = .line
            }
            let color = kind == .line || kind == .dots ? theme.lineColor(lineNumber) : theme.secondaryText
            if kind == .line || kind == .dots { lineNumber += 1 }
            return PaneSeries(name: line.name, values: line.values, color: color, kind: kind)
        }
        let shown = result.parameters.map { $0 == $0.rounded() ? String(Int($0)) : String($0) }.joined(separator: ",")
        let title = result.name == "VOL" ? "VOL" : "\(result.name)(\(shown))"
        return PaneContent(title: title, series: lines, referenceLevels: referenceLevels[result.name] ?? [],
                           isVolume: result.name == "VOL")
    }
}
