/// What the CSV bar reader decides once per file, from a pass over its rows before reading them: how the
/// date column is read (the order of numeric dates, the unit of epoch numbers) and how numbers are written
/// (decimal point or comma). Decisions are per column, never per value, and each one the values did not
/// settle by themselves is said in a note.
///
/// The pass stops as soon as nothing is left to decide: for a file of ISO dates and decimal points, after
/// its first row. Numeric dates and epoch numbers need the whole column.
struct CSVColumnProbe {
    /// How every date of the column is read, unless `pattern` is set.
    var reading: DateReading
    /// The user's pattern (`--date-format '%d.%m.%Y'`): when set, every date must match it.
    var pattern: DatePattern?
    /// How every number of the file is read.
    var numbers: NumberDialect
    /// The line and text of the field that proved `numbers`, for messages; nil when assumed.
    var numberEvidence: (line: Int, text: String)?
    /// Notes for `BarLoadResult.warnings`, each located at a line.
    var notes: [String] = []
    /// `.dmy` or `.mdy` when the column's own numbers proved the order (a first or a second number over 12), else `.auto`.
    var provenOrder: DateFormat = .auto

    /// Runs the pass from `scanner`'s position (a fork; the caller's scanner does not move). O(rows read).
    /// - Parameter numeric: the 0-based fields holding prices, volumes and amounts.
    /// - Throws: `DataError` from the scanner, or for an epoch column that mixes units (values 1000× apart).
    /// - Parameter germanHeader: whether the header names columns in German, which says decimal commas
    ///   when no number proves a mark.
    /// - Parameter companionOrder: the order another file of the same chart proved (`BarLoadResult.dateOrder` of
    ///   the bar file, for a `--join` file): used, with a note, when this column's numbers cannot tell.
    static func run(_ scanner: CSVScanner, date: Int, dateField: String?, numeric: [Int], format: DateFormat,
                    germanHeader: Bool = false, companionOrder: DateFormat = .auto) throws(DataError) -> CSVColumnProbe {
        var probe = scanner.fork()
        var result = CSVColumnProbe(reading: DateReading(format: format), pattern: format.pattern, numbers: .point)
        guard try probe.next() else { return result }
        let firstLine = probe.line
        let dateName = dateField.map { "the \($0) column" } ?? "column \(date + 1)"
        let firstDate = probe.count > date ? probe.field(date) : UnsafeBufferPointer(start: nil, count: 0)
        var wantOrder = result.reading.order == nil && result.pattern == nil && TimestampParser.numericPrefix(firstDate) != nil
        let wantEpoch = result.reading.epoch == nil && result.pattern == nil && TimestampParser.epochValue(firstDate) != nil
        var evidence: NumberEvidence?
        var aOver12 = false, bOver12 = false, separator = UInt8(ascii: "/"), sample = ""
        var largest: (value: Int64, line: Int)?, smallest: (value: Int64, line: Int)?
        repeat {
            if evidence == nil {
                for k in numeric where k < probe.count {
                    let e = NumberEvidence.of(probe.field(k))
                    guard e != .none else { continue }
                    evidence = e
                    result.numberEvidence = (probe.line, probe.text(k))
                    break
                }
            }
            guard probe.count > date else { continue }
            if wantOrder, let (a, b, sep) = TimestampParser.numericPrefix(probe.field(date)) {
                if sample.isEmpty { (separator, sample) = (sep, probe.text(date)) }
                aOver12 = aOver12 || a > 12
                bOver12 = bOver12 || b > 12
                if aOver12 && bOver12 { wantOrder = false }  // contradictory: rows fail on their own
            }
            if wantEpoch, let v = TimestampParser.epochValue(probe.field(date)) {
                if v > (largest?.value ?? .min) { largest = (v, probe.line) }
                if v < (smallest?.value ?? .max) { smallest = (v, probe.line) }
            }
            guard wantOrder || wantEpoch || evidence == nil else { break }
        } while try probe.next()
        result.numbers = NumberEvidence.dialect(evidence: evidence, separator: scanner.separator, germanHeader: germanHeader)
        if wantOrder && !sample.isEmpty {
            result.decideOrder(aOver12: aOver12, bOver12: bOver12, separator: separator, sample: sample,
                               at: "\(scanner.name):\(firstLine)", column: dateName, companion: companionOrder)
        }
        if let largest, let smallest {
            let (unit, note) = try EpochUnit.deciding(largest: largest, smallest: smallest, file: scanner.name, firstLine: firstLine,
                                                      column: date + 1, field: dateField, columnName: dateName)
            result.reading.epoch = unit
            result.notes.append(note)
        }
        return result
    }

    /// Day first when some first number is over 12 and no second one is, month first in the mirror case;
    /// otherwise the companion file's proven order, else the separator's custom (`/` month first, `.` and `-`
    /// day first), said in a note.
    private mutating func decideOrder(aOver12: Bool, bOver12: Bool, separator: UInt8, sample: String, at location: String, column: String,
                                      companion: DateFormat) {
        if aOver12 != bOver12 {
            reading.order = aOver12 ? .dmy : .mdy
            provenOrder = aOver12 ? .dmy : .mdy
            return
        }
        guard !aOver12 else { return }
        let inherited = companion == .dmy || companion == .mdy
        let dayFirst = inherited ? companion == .dmy : separator != UInt8(ascii: "/")
        if inherited { reading.order = dayFirst ? .dmy : .mdy }
        let sep = String(UnicodeScalar(separator))
        let form = dayFirst ? "D\(sep)M\(sep)Y" : "M\(sep)D\(sep)Y"
        let why = inherited ? "no number in the column is over 12 to tell, and the bar file's dates are" : "no number in the column is over 12 to tell"
        notes.append("\(location): dates such as '\(sample)' in \(column) are read \(dayFirst ? "day" : "month") first (\(form)): "
            + "\(why); --date-format \(dayFirst ? "mdy" : "dmy") reads them the other way")
    }
}
