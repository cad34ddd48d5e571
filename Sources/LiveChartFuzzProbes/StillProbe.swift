import Foundation
import LiveChartCore
import LiveChartJobs

/// The still pipeline for the fuzzers (`fuzz/`, the reader targets): untrusted bytes as a data file, drawn the
/// way `livechart kline FILE` and `livechart timeline FILE` draw it (read → adjust → resample → window →
/// indicators → layout → display list), stopping before the image is encoded. Any input must end in a display
/// list or a `CommandFailure`, never a trap.
@_spi(Fuzzing) public enum StillProbe {
    /// The command lines tried, after the file: the default chart, and one that resamples, windows, styles and
    /// adds panes and overlays, so each pipeline stage sees the bytes.
    static let variants: [[String]] = [
        [],
        ["--period", "1w", "--last", "40", "--panes", "VOL,MACD,KDJ,RSI", "--overlays", "BOLL", "--style", "heikin-ashi"],
    ]

    /// Draws `bytes`, saved as a file named `name` (its extension picks CSV or JSON), through every variant of
    /// `kline` and through `timeline`.
    /// - Returns: the number of display items of each drawing that succeeded (0 when one drew nothing: a
    ///   caller's invariant says a chart always draws something).
    /// - Complexity: O(bytes) per variant, plus the layout of what is visible.
    @discardableResult
    public static func run(_ bytes: Data, name: String) -> [Int] {
        guard let folder = try? TemporaryFolders.make() else { return [] }
        defer { TemporaryFolders.remove(folder) }
        let file = folder.appendingPathComponent(name).path
        guard FileManager.default.createFile(atPath: file, contents: bytes) else { return [] }
        var drawn: [Int] = []
        for extra in variants {
            guard let args = try? ParsedArguments([file] + extra, specs: KLineSettings.options), let settings = try? KLineSettings(args),
                  let list = try? KLineStill.displayList(input: file, settings: settings) else { continue }
            drawn.append(list.items.count)
        }
        if let args = try? ParsedArguments([file], specs: TimelineStill.options), let still = try? TimelineStill.make(args) {
            drawn.append(still.list.items.count)
        }
        return drawn
    }
}
