import LiveChartCore

/// The functions a formula may call, with their arities. Semantics are in `FormulaCompiler.call` and
/// `docs/formulas.md`; N-like arguments must be constants (numbers, parameters and arithmetic on them).
enum FormulaFunctions {
    /// Name → the number of arguments.
    static let arity: [String: Int] = [
        "MA": 2, "EMA": 2, "EXPMA": 2, "SMA": 3, "WMA": 2, "DMA": 2, "REF": 2, "HHV": 2, "LLV": 2, "SUM": 2,
        "COUNT": 2, "STD": 2, "STDP": 2, "VAR": 2, "VARP": 2, "AVEDEV": 2, "ABS": 1, "MAX": 2, "MIN": 2,
        "IF": 3, "CROSS": 2, "BARSLAST": 1, "EVERY": 2, "EXIST": 2, "SLOPE": 2, "NOT": 1, "SQRT": 1, "LN": 1,
        "LOG": 1, "EXP": 1,
    ]

    /// The longest window a formula may ask for, in bars: far above any chart's use, small enough that a
    /// hostile `REF(C,1000000000)` cannot allocate gigabytes.
    static let maxPeriod = 100_000

    /// Drawing functions of TongDaXin that this engine does not draw (so the message can say so).
    static let unsupported: Set<String> = [
        "DRAWTEXT", "DRAWICON", "DRAWLINE", "STICKLINE", "DRAWKLINE", "POLYLINE", "DRAWNUMBER", "PARTLINE", "FILLRGN",
        "DRAWBAND", "DRAWGBK", "DRAWSL", "DRAWTEXT_FIX", "DRAWNUMBER_FIX", "SUMBARS", "FILTER", "BACKSET", "ZIG", "PEAK", "TROUGH",
    ]
}
