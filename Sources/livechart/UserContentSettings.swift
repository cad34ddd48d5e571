import Foundation
import LiveChart
import LiveChartData

/// The user's own content on a K-line chart: markers, price and time lines, series (issue: your own data).
/// Files are read when the chart exists (`apply(to:)`), after the bars.
struct UserContentSettings {
    static let options: [OptionSpec] = [
        OptionSpec(name: "markers", value: "FILE", help: "markers on bars from CSV (time,position,shape,color,text[,price]) or JSON (see docs/markers.md)"),
    ]

    /// `--markers`.
    var markersPath: String?

    init() {}

    init(_ args: ParsedArguments) {
        markersPath = args.values["markers"]
    }

    /// Reads the marker file and sets the chart's markers; markers no bar holds are reported once on
    /// standard error and not drawn.
    /// - Throws: `CommandFailure` with `.noInput` for an unreadable file, `.dataError` (file:line:column) for bad content.
    func apply(to chart: KLineChart) throws {
        guard let path = markersPath else { return }
        let markers: [BarMarker]
        do {
            markers = try MarkerFileReader.load(path: path)
        } catch {
            throw CommandFailure(code: error.line == 0 ? .noInput : .dataError, message: "\(error)")
        }
        let skipped = chart.setMarkers(markers)
        if let first = skipped.first {
            let when = TimeLabelFormatter(locale: .en, intraday: true).fullLabel(time: first.time)
            FileHandle.standardError.write(Data(("livechart: warning: \(path): \(skipped.count) of \(markers.count) markers are on no bar "
                + "(outside the bars' time range, in a gap, or atPrice without a price; first at \(when)); not drawn\n").utf8))
        }
    }
}
