import LiveChartData

/// The `--adjust`, `--period` and `--period-label` options, parsed into the library's `BarPipeline`
/// (which owns the order: adjust, then resample, then the date window).
package enum BarTransform {
    package static let options: [OptionSpec] = [
        OptionSpec(name: "period", value: "1m|5m|15m|30m|60m|1d|1w|1M|1Q|1Y",
                   help: "resample to this period, or a multiple: 4h, 2d, 3w, 6M (from finer bars; sessions kept, a partial last bar flagged)"),
        OptionSpec(name: "period-label", value: "auto|last|start|end", defaultValue: "auto",
                   help: "time of a resampled bar: last bar in it, period start or end; auto = last for 1d and up, else the source's convention",
                   onlyWith: ["period"]),
        OptionSpec(name: "adjust", value: "none|forward|backward", defaultValue: "none",
                   help: "split/dividend adjustment from the file's Split Ratio/Ex-Dividend or Adj Close columns (前复权/后复权)"),
    ]

    /// Sets `pipeline`'s period, period label and adjustment from the option values.
    /// - Throws: `CommandFailure(.usage)` naming the option and the accepted values.
    static func parse(_ values: [String: String], into pipeline: inout BarPipeline) throws {
        if let p = values["period"] {
            guard let period = BarPeriod(p) else { throw CommandFailure(code: .usage, message: "--period '\(p)' must be like 5m, 1d, 1w, 1M, 1Q or 1Y") }
            pipeline.period = period
        }
        if let l = values["period-label"], l != "auto" {
            guard let label = ResampleLabel(rawValue: l) else { throw CommandFailure(code: .usage, message: "--period-label '\(l)' must be auto, last, start or end") }
            pipeline.periodLabel = label
        }
        if let a = values["adjust"] {
            guard let mode = PriceAdjustment(rawValue: a) else { throw CommandFailure(code: .usage, message: "--adjust '\(a)' must be none, forward or backward") }
            pipeline.adjustment = mode
        }
    }

    /// The `--from`/`--to` window (or any pair of day options), with the options' names in errors.
    /// - Throws: `CommandFailure(.usage)`.
    static func window(from: String?, to: String?, fromOption: String = "from", toOption: String = "to") throws -> DateWindow {
        do {
            return try DateWindow(from: from, to: to)
        } catch .notADate(let text) {
            throw CommandFailure(code: .usage, message: "--\(text == from ? fromOption : toOption) '\(text)' must be a date YYYY-MM-DD")
        } catch {
            throw CommandFailure(code: .usage, message: "--\(fromOption) \(from ?? "") is after --\(toOption) \(to ?? "")")
        }
    }
}
