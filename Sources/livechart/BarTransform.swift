import Foundation
import LiveChart
import LiveChartData

/// The `--adjust`, `--period` and `--period-label` options: what happens to the bars between reading
/// and drawing. Order: adjust the file's bars (factors relative to its newest bar), then resample,
/// then the caller applies the `--from`/`--to` window, so neither step sees a cut-off history.
struct BarTransform {
    static let options: [OptionSpec] = [
        OptionSpec(name: "period", value: "1m|5m|15m|30m|60m|1d|1w|1M|1Q|1Y",
                   help: "resample to this period (from finer bars; sessions kept, a partial last bar flagged)"),
        OptionSpec(name: "period-label", value: "auto|last|start|end", defaultValue: "auto",
                   help: "time of a resampled bar: last bar in it, period start or end; auto = last for 1d and up, else the source's convention"),
        OptionSpec(name: "adjust", value: "none|forward|backward", defaultValue: "none",
                   help: "split/dividend adjustment from the file's Split Ratio/Ex-Dividend or Adj Close columns (前复权/后复权)"),
    ]

    var period: BarPeriod?
    /// `nil` for auto.
    var label: ResampleLabel?
    var adjustment = PriceAdjustment.none

    init() {}

    /// - Throws: `CommandFailure(.usage)` naming the option and the accepted values.
    init(_ values: [String: String]) throws {
        if let p = values["period"] {
            guard let period = BarPeriod(p) else { throw CommandFailure(code: .usage, message: "--period '\(p)' must be like 5m, 1d, 1w, 1M, 1Q or 1Y") }
            self.period = period
        }
        if let l = values["period-label"], l != "auto" {
            guard let label = ResampleLabel(rawValue: l) else { throw CommandFailure(code: .usage, message: "--period-label '\(l)' must be auto, last, start or end") }
            self.label = label
        }
        if let a = values["adjust"] {
            guard let mode = PriceAdjustment(rawValue: a) else { throw CommandFailure(code: .usage, message: "--adjust '\(a)' must be none, forward or backward") }
            adjustment = mode
        }
    }

    /// The bars after adjustment and resampling, with the resampled period and its partial-bar flag.
    struct Result {
        var series: BarSeries
        var period: BarPeriod?
        var partial: PartialBar?
    }

    /// Applies the options to `series`, read from `path` with `options`.
    /// - Throws: `CommandFailure(.dataError)` for bad adjustment columns, `.usage` for a period the bars cannot make.
    func apply(to series: BarSeries, path: String, options: BarReadOptions) throws -> Result {
        var bars = series
        if adjustment != .none {
            let data: AdjustmentData
            do {
                data = try AdjustmentDataReader.load(path: path, options: options)
            } catch {
                throw CommandFailure(code: .dataError, message: "\(error)")
            }
            if let factors = data.factors(for: bars.bars) {
                bars = PriceAdjuster.adjust(bars, factors: factors, mode: adjustment)
            } else {
                FileHandle.standardError.write(Data("livechart: warning: \(path): no split, dividend or adjusted-close column; --adjust \(adjustment) has nothing to apply\n".utf8))
            }
        }
        guard let period else { return Result(series: bars, period: nil, partial: nil) }
        let source = BarPeriod.infer(fromTimes: bars.bars.map(\.time)) ?? period
        var resample = ResampleOptions(label: label ?? .lastBar, sourcePeriod: source)
        if label == nil && period.isIntraday {
            let byClose = TradingSession.learn(fromTimes: bars.bars.map(\.time), step: source.count).labelling == .closeTime
            resample.label = byClose ? .periodEnd : .periodStart
        }
        do {
            let out = try BarResampler.resample(bars, to: period, options: resample)
            return Result(series: out.series, period: period, partial: out.partial)
        } catch {
            throw CommandFailure(code: .usage, message: "--period \(period): \(error)")
        }
    }
}
