import LiveChartCore

/// Why a chart could not be rendered or written: the path (or the format, for output in memory) and the reason.
public typealias OutputError = PathError
