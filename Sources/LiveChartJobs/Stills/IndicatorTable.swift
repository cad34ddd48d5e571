import Foundation
import LiveChart
import LiveChartCore
import LiveChartData
import LiveChartIndicators

/// What `livechart indicators` writes: a file's bars with indicator columns (NAME.LINE, empty during warm-up) as
/// CSV, every value computed on the whole history and the rows those a chart with the same settings shows.
package enum IndicatorTable {
    /// The table of `input`'s bars read with `settings` (`--symbol`, `--period`, `--from`, `--last`, …), with the
    /// columns of `only` (nil: every indicator of `registry` the file can feed, a note on standard error naming
    /// how many it cannot), computed in `convention`.
    /// - Throws: `CommandFailure`: what reading the bars throws; `.dataError` when an indicator asked for by name
    ///   needs a value the file lacks (a formula's pointed at where it reads it, among `formulas`); `.usage` for
    ///   parameters an indicator refuses.
    package static func csv(input: String, settings: ChartSettings, convention: IndicatorConvention, only: [IndicatorSpec]?,
                    registry: IndicatorRegistry, formulas: [Formula]) throws -> String {
        let loaded = try settings.loadBars(input)
        let series = loaded.series
        // Indicators see the display zone's wall clock, as on a chart (VWAP restarts on the zone's days).
        let bars = series.onWallClock(of: loaded.timeZone).bars
        // Every indicator the file can feed by default; the ones asked for by name must all be fed.
        let specs = only ?? registry.names.map { IndicatorSpec($0) }.filter { spec in
            registry.definition(named: spec.name).map { loaded.fields.isSuperset(of: $0.inputs) } ?? true
        }
        if let only {
            do {
                try registry.checkInputs(only, available: loaded.fields, source: ChartSettings.holdings(loaded, input: input))
            } catch {
                throw CommandFailure(code: .dataError, message: "--only: " + FormulaSettings.located(error, in: formulas))
            }
        } else if specs.count < registry.names.count {
            TerminalText.writeError("livechart: note: \(registry.names.count - specs.count) indicators left out, as they need values "
                + "the file lacks: \(ChartSettings.holdings(loaded, input: input))")
        }
        var results: [IndicatorResult] = []
        for spec in specs {
            do {
                results.append(try registry.compute(spec.name, parameters: spec.parameters, convention: convention, bars: bars))
            } catch {
                throw CommandFailure(code: .usage, message: "--only \(spec): \(error)")
            }
        }
        // Rows of the window only, each value computed on the whole history before it, as the chart draws it.
        let rows = (series.count - (settings.visibleBarCount(of: loaded) ?? series.count))..<series.count
        return table(series, results, zone: loaded.timeZone, rows: rows)
    }

    /// Every indicator with its parameters and defaults, one per line.
    package static func listing(_ registry: IndicatorRegistry) -> String {
        // Names padded to the longest (SUPERTREND, CHANDELIER), never cut.
        let width = registry.names.map(\.count).max() ?? 0
        return registry.names.compactMap { registry.definition(named: $0) }.map { d in
            let params = d.parameters.map { "\($0.name)=\(format($0.defaultValue))" }.joined(separator: ", ")
            return "\(d.name.padding(toLength: width, withPad: " ", startingAt: 0)) \(d.title)\(params.isEmpty ? "" : " (\(params))")\(d.overlaysPrice ? " [price overlay]" : ""); reads \(d.inputs)"
        }.joined(separator: "\n")
    }

    /// The CSV text: a header, then one row per bar, each line's value the one drawn at that bar (a displaced
    /// line's, `IndicatorLine.offset`: Ichimoku's spans from 25 bars before); numbers in shortest round-trip form, NaN as empty. Times of
    /// instants are written in `zone` with their offset (`2025-04-06 02:30:00+11:00`, so a repeated hour reads
    /// apart and the file reads back as the same instants); wall-clock times as they were.
    /// `rows` picks the bars written (every one by default); their values are those computed on the whole series.
    static func table(_ series: BarSeries, _ results: [IndicatorResult], zone: ZoneOffsets = .utc, rows: Range<Int>? = nil) -> String {
        var header = ["Date", "Open", "High", "Low", "Close", "Volume"]
        // An indicator asked twice (MACD and MACD(5,35,5)) is told apart by its parameters.
        let repeated = Set(Dictionary(grouping: results, by: \.name).filter { $0.value.count > 1 }.keys)
        for r in results {
            let label = repeated.contains(r.name) ? "\(r.name)(\(r.parameters.map(IndicatorSpec.format).joined(separator: ";")))" : r.name
            header += r.lines.map { "\(label).\($0.name)" }
        }
        var out = header.joined(separator: ",") + "\n"
        let instants = series.timeBasis == .instant
        let intraday = instants || series.bars.contains { $0.time % 86_400 != 0 }
        for i in rows ?? series.bars.indices {
            let b = series.bars[i]
            let written = instants ? date(zone.wallTime(of: b.time), intraday: true) + zone.offsetText(at: b.time) : date(b.time, intraday: intraday)
            var row = [written, format(b.open), format(b.high), format(b.low), format(b.close), format(b.volume)]
            for r in results { row += r.lines.map { format($0.value(drawnAt: i)) } }
            out += row.joined(separator: ",") + "\n"
        }
        return out
    }

    /// A value as the table writes it: a missing one (NaN) as an empty cell, an overflow as `inf` or `-inf` (a value,
    /// which an empty cell would hide; pandas and TA-Lib users read both spellings back as floats).
    private static func format(_ v: Double) -> String {
        if v.isNaN { return "" }
        if v.isInfinite { return v > 0 ? "inf" : "-inf" }
        return v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : "\(v)"
    }

    private static func date(_ t: Int64, intraday: Bool) -> String {
        let c = CivilTime(secondsSince1970: t)
        return intraday ? c.isoDate + " " + c.clockTime : c.isoDate
    }
}
