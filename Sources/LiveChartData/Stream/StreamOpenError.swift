import LiveChartCore

/// Why a stream of lines could not be opened: the path and the system's reason (or "is a directory").
public typealias StreamOpenError = PathError
