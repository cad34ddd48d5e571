import Foundation
import LiveChartCore

extension CurveChart {
    /// The curves in words: "Revenue curve chart, 2 series of 5 values. a: last 40, low 10, high 40. b: last 33,
    /// low 12, high 35." Missing values are left out; at most eight series are described. O(values).
    public var accessibleText: AccessibleText? {
        let named = series.enumerated().map { (k, s) in (name: s.name.isEmpty ? (series.count == 1 ? "" : "series \(k + 1)") : s.name, values: s.values.filter(\.isFinite)) }
        let described = named.filter { !$0.values.isEmpty }
        guard !described.isEmpty else { return nil }
        let title = options.title ?? "Curve"
        let decimals = PricePrecision.decimals(of: described.flatMap(\.values))
        func value(_ v: Double) -> String { NumberFormat.fixed(v, decimals: decimals) + (options.unit.map { " \($0)" } ?? "") }
        let longest = series.map(\.values.count).max() ?? 0
        var text = "\(title) curve chart, \(series.count == 1 ? "" : "\(series.count) series of ")\(longest) value\(longest == 1 ? "" : "s")."
        for s in described.prefix(8) {
            text += " \(s.name.isEmpty ? "" : s.name + ": ")last \(value(s.values.last!)), low \(value(s.values.min()!)), high \(value(s.values.max()!))."
        }
        if described.count > 8 { text += " \(described.count - 8) more series." }
        return AccessibleText(title: title, description: text)
    }
}
