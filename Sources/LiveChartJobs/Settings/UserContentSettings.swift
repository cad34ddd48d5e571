import Foundation
import LiveChart
import LiveChartCore
import LiveChartData

/// The user's own content on a K-line chart: markers, price and time lines, series (issue: your own data).
/// Files are read when the chart exists (`apply(to:)`), after the bars.
package struct UserContentSettings {
    static let options: [OptionSpec] = [
        OptionSpec(name: "markers", value: "FILE", help: "markers on bars from CSV (time,position,shape,color,text[,price]) or JSON (see docs/your-data.md)"),
        OptionSpec(name: "hline", value: "PRICE[:TEXT]", help: "a horizontal price line with its tag on the axis", repeatable: true),
        OptionSpec(name: "vline", value: "\(CommandLineTime.form)[:TEXT]", help: "a vertical line through every pane at the bar holding this time", repeatable: true),
        OptionSpec(name: "aline", value: "DATE=PRICE,DATE=PRICE[,…]", help: "a line through these (time, price) points", repeatable: true),
        OptionSpec(name: "tline", value: "DATE,DATE[,…]", help: "a line through the closes of the bars holding these times", repeatable: true),
        OptionSpec(name: "plot", value: "COLUMN[:STYLE][@PLACE][:COLOR]",
                   help: "draw a column of the bar file (or of --join's file): STYLE line|scatter|histogram|step|area, PLACE price|new|PANE (default: line@price)",
                   repeatable: true),
        OptionSpec(name: "join", value: "FILE", help: "a CSV file of series (a date column and value columns) that --plot reads instead of the bar file"),
        OptionSpec(name: "fill-between", value: "SERIES:OTHER", help: "shade between a --plot series and another series or a value", repeatable: true),
        OptionSpec(name: "drawings", value: "FILE.json", help: "trend lines, channels, Fibonacci levels, … (docs/drawings.md); the viewer saves its drawings there"),
        OptionSpec(name: "compare", value: "FILE[,FILE…]", help: "overlay other instruments' closes in percent from the first visible bar (sets --price-scale percent)"),
    ]
    /// Most lines of each kind, and most points of one line.
    static let maxLines = 64, maxPoints = 1_000

    /// `--markers`.
    var markersPath: String?
    var priceLines: [PriceLine] = []
    var verticalLines: [VerticalLine] = []
    var trendLines: [TrendLine] = []
    /// `--tline`'s times, joined to the bars' closes in `apply(to:)`.
    var closeLines: [[Int64]] = []
    /// `--plot`: the column and how to draw it (the values are read in `apply(to:)`).
    var plots: [(column: String, style: UserSeries.Style, placement: UserSeries.Placement, color: Color?)] = []
    var joinPath: String?
    /// `--fill-between`: series name → the other edge.
    var fills: [String: UserSeries.Fill] = [:]
    var comparePaths: [String] = []
    /// `--drawings`.
    package var drawingsPath: String?

    /// Every file these options read, which no output may replace.
    package var inputPaths: [String] { [markersPath, joinPath, drawingsPath].compactMap { $0 } + comparePaths }

    init() {}

    /// - Throws: `CommandFailure(.usage)` naming the option and the form it takes.
    init(_ args: ParsedArguments) throws {
        markersPath = args.values["markers"]
        drawingsPath = args.values["drawings"]
        // The viewer writes this file: a typo must not replace a data file.
        if let d = drawingsPath, !d.lowercased().hasSuffix(".json") { throw usage("--drawings '\(d)' must be a .json file") }
        let lists = args.lists
        for name in ["hline", "vline", "aline", "tline"] where (lists[name]?.count ?? 0) > Self.maxLines {
            throw usage("--\(name): at most \(Self.maxLines) lines")
        }
        for text in lists["hline"] ?? [] {
            let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            guard let price = Self.number(String(parts[0])) else {
                throw usage("--hline '\(Self.shown(text))' must be PRICE[:TEXT] with PRICE a decimal within ±1e15, e.g. 310.5:Stop")
            }
            priceLines.append(PriceLine(price: price, title: try Self.title(parts.count > 1 ? String(parts[1]) : "", option: "hline")))
        }
        for text in lists["vline"] ?? [] {
            let (time, rest) = try Self.leadingTime(text, option: "vline")
            guard rest.isEmpty || rest.hasPrefix(":") else { throw usage("--vline '\(text)' must be \(CommandLineTime.form)[:TEXT]") }
            verticalLines.append(VerticalLine(time: time, title: try Self.title(String(rest.dropFirst()), option: "vline")))
        }
        for text in lists["aline"] ?? [] {
            let points = try Self.points(text, option: "aline") { point in
                let pair = point.split(separator: "=", omittingEmptySubsequences: false)
                guard pair.count == 2, let time = CommandLineTime.parse(String(pair[0])), let price = Self.number(String(pair[1])) else {
                    throw usage("--aline: '\(Self.shown(point))' must be DATE=PRICE with a decimal price within ±1e15, e.g. 2020-03-23=218.26")
                }
                return (time, price)
            }
            trendLines.append(TrendLine(points: points))
        }
        for text in lists["plot"] ?? [] { plots.append(try Self.plot(text)) }
        guard plots.count <= KLineChart.maxUserSeries else { throw usage("--plot: at most \(KLineChart.maxUserSeries) series") }
        joinPath = args.values["join"]
        if joinPath != nil, plots.isEmpty { throw usage("--join names the file --plot reads; give --plot COLUMN too") }
        for text in lists["fill-between"] ?? [] {
            let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
            guard parts.count == 2, let series = plots.first(where: { $0.column == parts[0] }) else {
                throw usage("--fill-between '\(Self.shown(text))' must be SERIES:OTHER with SERIES one of --plot's columns")
            }
            guard fills[parts[0]] == nil else { throw usage("--fill-between: '\(parts[0])' is filled twice") }
            if let value = Self.number(parts[1]) {
                fills[parts[0]] = .value(value)
            } else {
                // The other edge: another plotted series drawn in the same place.
                guard parts[1] != parts[0], let other = plots.first(where: { $0.column == parts[1] }), other.placement == series.placement else {
                    throw usage("--fill-between '\(Self.shown(text))': OTHER must be a number or another --plot column in the same place as '\(parts[0])'")
                }
                fills[parts[0]] = .series(parts[1])
            }
        }
        if let c = args.values["compare"] {
            comparePaths = c.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard !comparePaths.contains(where: \.isEmpty) else { throw usage("--compare '\(Self.shown(c))' must name files separated by commas") }
            if let mode = args.values["price-scale"], mode != "percent" {
                throw usage("--compare draws on a percent scale from the first visible bar; --price-scale \(mode) cannot go with it")
            }
        }
        guard comparePaths.count + plots.count <= KLineChart.maxUserSeries else { throw usage("--compare: at most \(KLineChart.maxUserSeries) series with --plot's") }
        for text in lists["tline"] ?? [] {
            closeLines.append(try Self.points(text, option: "tline") { point in
                guard let time = CommandLineTime.parse(point) else { throw usage("--tline: '\(Self.shown(point))' must be \(CommandLineTime.form)") }
                return time
            })
        }
    }

    /// `COLUMN[:STYLE][@PLACE][:COLOR]`: "equity@new", "signal:scatter@price:red", "rsi2@RSI2:#888".
    private static func plot(_ text: String) throws -> (column: String, style: UserSeries.Style, placement: UserSeries.Placement, color: Color?) {
        let form = "--plot '\(text)' must be COLUMN[:STYLE][@PLACE][:COLOR], e.g. equity:area@new:steelblue"
        let at = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        var head = at[0].split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        var tail = at.count > 1 ? at[1].split(separator: ":", omittingEmptySubsequences: false).map(String.init) : []
        guard let column = head.first, !column.isEmpty, head.count <= 3, tail.count <= 2 else { throw usage(form) }
        head.removeFirst()
        var style = UserSeries.Style.line, placement = UserSeries.Placement.price
        var colorText: String?
        if let s = head.first, UserSeries.Style(rawValue: s) == nil, head.count == 1, at.count == 1, Color(named: s) != nil {
            // "close:red": a colour where a style could be.
            return (column, .line, .price, Color(named: s))
        }
        if let s = head.first {
            guard let parsed = UserSeries.Style(rawValue: s) else {
                throw usage("--plot '\(text)': style '\(s)' must be \(UserSeries.Style.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            style = parsed
            head.removeFirst()
        }
        if at.count > 1 {
            guard let place = tail.first, !place.isEmpty, head.isEmpty else { throw usage(form) }
            placement = place == "price" ? .price : place == "new" ? .newPane : .pane(place)
            tail.removeFirst()
            colorText = tail.first
        } else {
            colorText = head.first
        }
        var color: Color?
        if let c = colorText {
            guard let parsed = Color(named: c) else { throw usage("--plot '\(text)': '\(c)' is not a colour name or #RRGGBB") }
            color = parsed
        }
        return (column, style, placement, color)
    }

    /// The comma-separated points of a line, 2…`maxPoints` of them.
    private static func points<T>(_ text: String, option: String, _ parse: (String) throws -> T) throws -> [T] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard (2...maxPoints).contains(parts.count) else {
            throw usage("--\(option) '\(shown(text))': a line needs 2…\(maxPoints) points separated by commas, not \(parts.count)")
        }
        return try parts.map(parse)
    }

    /// The time at the start of `text` (a date, or a date and a time of day) and what follows it.
    private static func leadingTime(_ text: String, option: String) throws -> (Int64, Substring) {
        for length in [16, 10] where text.count >= length {
            if let time = CommandLineTime.parse(String(text.prefix(length))) { return (time, text.dropFirst(length)) }
        }
        throw usage("--\(option) '\(text)' must start with a date \(CommandLineTime.form)")
    }

    /// A line's title: at most 80 characters, no control characters.
    private static func title(_ text: String, option: String) throws -> String {
        guard LabelText.isValid(text, limit: 80) else {
            throw usage("--\(option): a title is at most 80 characters without control characters")
        }
        return text
    }

    private static func usage(_ message: String) -> CommandFailure { CommandFailure(code: .usage, message: message) }

    /// A value as messages quote it: at most 60 characters (a 25 KB --aline is not echoed whole).
    private static func shown(_ text: String) -> String { text.count <= 60 ? text : text.prefix(57) + "…" }

    /// A decimal number within ±1e15 (`ValueLimits`): digits, one point, an exponent; no hex floats, no inf or nan.
    private static func number(_ text: String) -> Double? {
        let t = text.trimmingCharacters(in: .whitespaces)
        guard !t.isEmpty, t.allSatisfy({ "0123456789.eE+-".contains($0) }), let v = Double(t), ValueLimits.accepts(v) else { return nil }
        return v
    }
    private func usage(_ message: String) -> CommandFailure { Self.usage(message) }

    /// Reads the marker file and sets the chart's markers; markers no bar holds are reported once on
    /// standard error and not drawn.
    /// - Throws: `CommandFailure` with `.noInput` for an unreadable file, `.dataError` (file:line:column) for bad content.
    /// - Parameters:
    ///   - input: the bar file, whose columns `--plot` reads without `--join`.
    ///   - load: reads a `--compare` file as the bar file was read (period, adjustment, window).
    ///   - maxRows: the most rows of a `--join` file (`--max-bars` of a service: the bar file was held to it by
    ///     `load`, after the date window, as the `--compare` files are).
    ///   - newDrawingsFile: whether `--drawings` may name a file not made yet (the viewer saves it).
    ///   - symbol: `--symbol`, whose rows of the bar file (or of a `--join` file with a symbol column) `--plot` reads.
    ///   - dateFormat: `--date-format`, which the `--plot` file's dates are read with too.
    ///   - barDateOrder: the day/month order the bar file's dates proved (`LoadedBars.dateOrder`), for a `--join`
    ///     file whose dates cannot tell.
    package func apply(to chart: KLineChart, input: String, symbol: String? = nil, dateFormat: DateFormat = .auto, barDateOrder: DateFormat = .auto,
               load: (String) throws -> LoadedBars, maxRows: Int? = nil, newDrawingsFile: Bool = false) throws {
        try applyLines(to: chart)
        try applySeries(to: chart, input: input, symbol: symbol, dateFormat: dateFormat, barDateOrder: barDateOrder, load: load,
                        maxRows: maxRows ?? .max)
        try applyDrawings(to: chart, newFileAllowed: newDrawingsFile)
        guard let path = markersPath else { return }
        let markers: [BarMarker]
        do {
            markers = try MarkerFileReader.load(path: path, clock: chart.clock)
        } catch {
            throw CommandFailure(error)
        }
        let skipped = chart.setMarkers(markers)
        if let first = skipped.first {
            let when = TimeLabelFormatter(locale: .en, intraday: true, zone: chart.labelZone).fullLabel(time: first.time)
            warn("\(path): \(skipped.count) of \(markers.count) markers are on no bar "
                + "(outside the bars' time range, in a gap, or atPrice without a price; first at \(when)); not drawn")
        }
    }

    /// Puts the lines on the chart; a line whose time is on no bar is reported and left out.
    private func applyLines(to chart: KLineChart) throws {
        guard !(priceLines.isEmpty && verticalLines.isEmpty && trendLines.isEmpty && closeLines.isEmpty) else { return }
        let label = TimeLabelFormatter(locale: .en, intraday: true, zone: chart.labelZone)
        func onBar(_ time: Int64, _ option: String) -> Int? {
            let i = chart.barIndex(holding: time)
            if i == nil { warn("--\(option): \(label.fullLabel(time: time)) is on no bar; that line is not drawn") }
            return i
        }
        // The options' dates and times are the display zone's wall clock; bars of instants are found by instant.
        var verticalLines = self.verticalLines, trendLines = self.trendLines
        for k in verticalLines.indices { verticalLines[k].time = chart.barTime(ofWallTime: verticalLines[k].time) }
        for k in trendLines.indices {
            for p in trendLines[k].points.indices { trendLines[k].points[p].time = chart.barTime(ofWallTime: trendLines[k].points[p].time) }
        }
        var options = chart.options
        options.priceLines += priceLines
        options.verticalLines += verticalLines.filter { onBar($0.time, "vline") != nil }
        options.trendLines += trendLines.filter { $0.points.allSatisfy { onBar($0.time, "aline") != nil } }
        for times in closeLines.map({ $0.map(chart.barTime(ofWallTime:)) }) {
            let source = chart.seriesBarsUnderDrawn ?? chart.drawnBars
            let indices = times.compactMap { onBar($0, "tline") }
            guard indices.count == times.count else { continue }
            // The real close of the bar (a Heikin-Ashi chart's drawn bars share the series' times), a box's end.
            let closes = indices.map { source[$0].close }
            options.trendLines.append(TrendLine(points: zip(times, closes).map { ($0, $1) }))
        }
        try chart.setOptions(options)
    }

    private func warn(_ message: String) { TerminalText.writeError("livechart: warning: \(message)") }

    /// Reads the `--plot` columns and the `--compare` files and sets the chart's user series.
    private func applySeries(to chart: KLineChart, input: String, symbol: String?, dateFormat: DateFormat, barDateOrder: DateFormat,
                             load: (String) throws -> LoadedBars, maxRows: Int) throws {
        guard !plots.isEmpty || !comparePaths.isEmpty else { return }
        var series: [UserSeries] = []
        if !plots.isEmpty {
            let path = joinPath ?? input
            let columns: [TimedColumn]
            do {
                let read = try ColumnFileReader.load(path: path, columns: plots.map(\.column), symbol: symbol, clock: chart.clock,
                                                     dateFormat: dateFormat, barDateOrder: barDateOrder,
                                                     maxRows: joinPath == nil ? .max : maxRows)
                columns = read.columns
                if joinPath != nil { read.notes.forEach(warn) }  // the bar file's own notes were said when it was read
            } catch {
                throw CommandFailure(error, prefix: "--plot: ")
            }
            for (plot, column) in zip(plots, columns) {
                series.append(UserSeries(name: plot.column, column: column, style: plot.style, placement: plot.placement, color: plot.color,
                                         fill: fills[plot.column]))
            }
        }
        for path in comparePaths {
            let loaded = try load(path)
            // A weekly close is known only at its week's end: on daily bars it would be drawn on one day a week
            // (a line of dots the eye cannot see) or, held through the week, before it was known.
            if let mine = chart.period, let theirs = loaded.period, theirs.nominalSeconds > mine.nominalSeconds {
                throw CommandFailure(code: .dataError, message: "--compare \(path): \(theirs) bars cannot be compared on \(mine) bars "
                    + "(a \(theirs) close is known only at its period's end); give \(mine) bars of it, or draw both with --period \(theirs)")
            }
            let bars = loaded.series.bars
            let name = loaded.series.symbol ?? URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            series.append(UserSeries(name: name, column: TimedColumn(name: name, times: bars.map(\.time), values: bars.map(\.close)), placement: .compare))
        }
        var options = chart.options
        if !comparePaths.isEmpty { options.scaleMode = .percent }
        do {
            try chart.setOptions(options)
            try chart.setUserSeries(series)
        } catch {
            throw CommandFailure(code: .usage, message: "--plot: \(error)")
        }
        for (s, values) in zip(chart.userSeries, chart.userSeriesValues) where !values.contains(where: \.isFinite) {
            warn("--\(s.placement == .compare ? "compare" : "plot") \(s.name): no value falls on a drawn bar (times outside the bars' range?)")
        }
        // A compared line with no value on the bars a still shows is said, and (having no 0 %) leaves the scale alone.
        let shown = max(0, chart.drawnBars.count - (chart.visibleBarCount ?? chart.drawnBars.count))
        for (s, values) in zip(chart.userSeries, chart.userSeriesValues) where s.placement == .compare && values.contains(where: \.isFinite)
            && !values[shown...].contains(where: \.isFinite) {
            let label = Self.warningLabel(chart), times = s.column.times
            warn("--compare \(s.name): no value on the bars shown (its bars run \(label.fullLabel(time: times.min() ?? 0)) … "
                + "\(label.fullLabel(time: times.max() ?? 0))); not drawn")
        }
        warnMissed(chart)
    }

    /// How a warning names a time on `chart`: in its display zone, a date alone for daily and longer bars.
    private static func warningLabel(_ chart: KLineChart) -> TimeLabelFormatter {
        TimeLabelFormatter(locale: .en, intraday: chart.period?.isIntraday ?? true, zone: chart.labelZone)
    }

    /// Reports the `--plot` values inside the bars' time range that no bar holds (a weekend date, a time in a
    /// session's break): they are not drawn, and a chart missing some of them must say so. O(m log n).
    private func warnMissed(_ chart: KLineChart) {
        guard let first = chart.drawnBars.first?.time, let last = chart.drawnBars.last?.time else { return }
        let label = Self.warningLabel(chart)
        for (s, values) in zip(chart.userSeries, chart.userSeriesValues) where values.contains(where: \.isFinite) {
            if case .compare = s.placement { continue }
            let inside = zip(s.column.times, s.column.values).filter { $0.0 >= first && $0.0 <= last && !$0.1.isNaN }.map(\.0)
            let missed = inside.filter { chart.barIndex(holding: $0) == nil }
            guard let at = missed.first else { continue }
            warn("--plot \(s.name): \(missed.count) of \(inside.count) values inside the bars' range fall on no bar (first at "
                + "\(label.fullLabel(time: at)): a day or time with no bar); not drawn")
        }
    }

    /// Reads `--drawings` into the chart. A missing file is no drawings yet when `newFileAllowed` (the viewer
    /// creates it on save), else an error (a still picture without the drawings asked for would be a lie).
    private func applyDrawings(to chart: KLineChart, newFileAllowed: Bool) throws {
        guard let path = drawingsPath else { return }
        if newFileAllowed, !FileManager.default.fileExists(atPath: path) { return }
        do {
            chart.drawings = try DrawingFile.load(path: path, clock: chart.clock)
        } catch {
            throw CommandFailure(error)
        }
        // A point past the newest bar is drawn whole periods on; one before the first bar or inside the bars' range
        // on no bar (a holiday, a day the file lacks) has no x, and its drawing is left out: say which.
        guard let first = chart.drawnBars.first?.time, let last = chart.drawnBars.last?.time else { return }
        let unplaced = chart.drawings.map { $0.points.first { $0.time <= last && chart.barIndex(holding: $0.time) == nil }?.time }
        let early = unplaced.filter { ($0 ?? .max) < first }.count
        if early > 0 {
            warn("\(path): \(early) of \(chart.drawings.count) drawings have a point before the first bar; not drawn")
        }
        let gaps = unplaced.compactMap { $0 }.filter { $0 >= first }
        if let at = gaps.first {
            let label = Self.warningLabel(chart)
            warn("\(path): \(gaps.count) of \(chart.drawings.count) drawings have a point on no bar inside the bars' range "
                + "(first at \(label.fullLabel(time: at)): a day or time with no bar); not drawn")
        }
    }
}
