import Foundation

/// The charts a spec may ask for (its `type`), each with the option table of its command, so a spec's
/// options have the same names, defaults and validation as `livechart kline|timeline|curve|score`.
package enum ChartKind: String, CaseIterable {
    case kline, timeline, curve, score

    /// The command's options.
    var commandOptions: [OptionSpec] {
        switch self {
        case .kline: KLineSettings.options
        case .timeline: TimelineStill.options
        case .curve: CurveStill.options
        case .score: ScoreStill.options
        }
    }

    /// Options a spec may not set: the output (the spec's `format` decides it), help, and what makes a window,
    /// a video or a stream instead of one still.
    var refused: Set<String> {
        let common: Set<String> = ["output", "help"]
        switch self {
        case .kline: return common
        case .timeline: return common.union(["emit", "pace"])
        case .curve: return common.union(["view", "stream", "window", "frames", "screenshot"])
        case .score: return common.union(["animate", "view", "fps", "frames", "screenshot"])
        }
    }

    /// The options a spec may set, in the command's order.
    package var options: [OptionSpec] { commandOptions.filter { !refused.contains($0.name) } }

    /// Options naming files, read from where the spec's `file` is read (and `theme` when it names a .json file).
    var fileOptions: [String] { self == .kline ? ["compare", "drawings", "join", "markers"] : [] }

    /// Whether the chart may draw without a data file: a curve of `values`, a simulated timeline.
    func needsNoFile(_ options: ParsedArguments) -> Bool {
        switch self {
        case .curve: options.values["values"] != nil
        case .timeline: options.values["simulate"] != nil
        default: false
        }
    }

    /// The canvas size in points when `size` is not given: the command's default.
    var defaultSize: String { commandOptions.first { $0.name == "size" }?.defaultValue ?? "1200x800" }

    /// The still of `options` (its one positional argument the data file, when there is one), from at most
    /// `maxBars` bars (curve values, score events).
    /// - Throws: `CommandFailure` as the command does; `.dataError` over `maxBars`.
    func still(_ options: ParsedArguments, maxBars: Int? = nil) throws -> ChartStill {
        switch self {
        case .kline:
            guard let input = options.positional.first else { throw CommandFailure(code: .usage, message: "a kline chart needs bars") }
            return try KLineStill.make(input: input, settings: try KLineSettings(options), maxBars: maxBars)
        case .timeline: return try TimelineStill.make(options, maxBars: maxBars)
        case .curve: return try CurveStill.make(options, maxValues: maxBars)
        case .score: return try ScoreStill.make(options, maxEvents: maxBars)
        }
    }
}
