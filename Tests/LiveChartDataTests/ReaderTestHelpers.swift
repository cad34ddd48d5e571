import Testing
import LiveChartCore
import LiveChartData
import LiveChartTestSupport

/// Seconds since 1970 of a wall-clock date and time, the way `Bar.time` stores it.
func at(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0) -> Int64 {
    CivilTime(year: year, month: month, day: day, hour: hour, minute: minute, second: second).secondsSince1970
}

/// Parses CSV or JSON text held in the test.
func parse(_ text: String, name: String = "inline.csv", options: BarReadOptions = .init()) throws(DataError) -> BarLoadResult {
    try BarFileReader.parse(bytes: Array(text.utf8), name: name, options: options)
}

/// The `DataError` that reading `text` throws, or `nil` when it loads.
func readError(_ text: String, name: String = "inline.csv", options: BarReadOptions = .init()) -> DataError? {
    do {
        _ = try parse(text, name: name, options: options)
        return nil
    } catch {
        return error
    }
}

/// The `DataError` that loading `path` throws, or `nil` when it loads.
func loadError(_ path: String, options: BarReadOptions = .init()) -> DataError? {
    do {
        _ = try BarFileReader.load(path: path, options: options)
        return nil
    } catch {
        return error
    }
}

/// Loads a shared data file and checks its bar count and first and last bars.
///
/// Expected values are copied from the file's own first and last data lines (for newest-first files,
/// its last and first lines), with counts from SOURCES.md.
func expectShared(_ relative: String, options: BarReadOptions = .init(), count: Int, first: Bar, last: Bar,
                  symbol: String? = nil, skipped: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let result = try BarFileReader.load(path: SharedData.path(relative), options: options)
    let bars = result.series.bars
    #expect(bars.count == count, "\(relative): bar count", sourceLocation: sourceLocation)
    #expect(bars.first == first, "\(relative): first bar", sourceLocation: sourceLocation)
    #expect(bars.last == last, "\(relative): last bar", sourceLocation: sourceLocation)
    #expect(result.series.symbol == symbol, "\(relative): symbol", sourceLocation: sourceLocation)
    #expect(result.skippedRows == skipped, "\(relative): skipped rows", sourceLocation: sourceLocation)
    #expect(zip(bars, bars.dropFirst()).allSatisfy { $0.time < $1.time }, "\(relative): strictly increasing", sourceLocation: sourceLocation)
}

/// Bars per calendar day, oldest day first.
func barsPerDay(_ bars: [Bar]) -> [Int] {
    var counts: [Int] = []
    var day = Int64.min
    for bar in bars {
        let d = bar.time / 86_400
        if d != day { counts.append(0); day = d }
        counts[counts.count - 1] += 1
    }
    return counts
}
