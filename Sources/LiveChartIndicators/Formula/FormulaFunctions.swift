import LiveChartCore

/// The functions a formula may call, with their arities, and the names of TongDaXin's functions this engine does
/// not have. Semantics are in `FormulaCompiler.call` and `docs/formulas.md`; N-like arguments must be constants
/// (numbers, parameters and arithmetic on them).
enum FormulaFunctions {
    /// Name → the number of arguments.
    static let arity: [String: Int] = [
        "MA": 2, "EMA": 2, "EXPMA": 2, "SMA": 3, "WMA": 2, "DMA": 2, "REF": 2, "HHV": 2, "LLV": 2, "SUM": 2,
        "COUNT": 2, "STD": 2, "STDP": 2, "VAR": 2, "VARP": 2, "AVEDEV": 2, "ABS": 1, "MAX": 2, "MIN": 2,
        "IF": 3, "CROSS": 2, "BARSLAST": 1, "EVERY": 2, "EXIST": 2, "SLOPE": 2, "NOT": 1, "SQRT": 1, "LN": 1,
        "LOG": 1, "EXP": 1, "EXPMEMA": 2, "MEMA": 2, "IFF": 3, "POW": 2, "MOD": 2, "BETWEEN": 3, "RANGE": 3,
        "NDAY": 3, "UPNDAY": 2, "DOWNNDAY": 2, "LAST": 3, "MULAR": 2, "BARSCOUNT": 1,
    ]

    /// The longest window a formula may ask for, in bars: far above any chart's use, small enough that a
    /// hostile `REF(C,1000000000)` cannot allocate gigabytes.
    static let maxPeriod = 100_000

    /// TongDaXin's functions and data (函数说明, every group: 行情, 时间, 引用, 逻辑, 算术, 统计, 绘图, 财务), so a
    /// name this engine lacks is refused as TongDaXin's rather than as a typo, and never "corrected" to a name
    /// that only looks like it (SAR is not VAR).
    static let tongDaXin: Set<String> = [
        // 行情 (market data beyond OHLCV) and 财务 (financial data)
        "ADVANCE", "DECLINE", "INDEXA", "INDEXC", "INDEXH", "INDEXL", "INDEXO", "INDEXV", "INDEXADV", "INDEXDEC",
        "BUYVOL", "SELLVOL", "ACTIVEBUYVOL", "ACTIVESELLVOL", "ISBUYORDER", "DYNAINFO", "FINANCE", "CAPITAL", "EXTDATA",
        "VOLINSTK", "QHJSJ", "SETCODE", "CODE", "STKNAME", "INBLOCK", "HYBLOCK", "DYBLOCK", "GNBLOCK", "GPJYVALUE",
        "SCJYVALUE", "BKJYVALUE", "FINVALUE", "PROFFIN", "PROFFINLAST", "DRAWNULL", "TOTALFZNUM", "MARGIN", "NEWS",
        // 时间 (time)
        "DATE", "TIME", "YEAR", "MONTH", "DAY", "HOUR", "MINUTE", "WEEKDAY", "PERIOD", "FROMOPEN", "DATETODAY",
        "DAYSTOTODAY", "TIMETOT", "TODAY", "HSL", "LIANGBI", "WEIBI", "TOTALCAPITAL",
        // 引用 (references over bars)
        "BARSCOUNT", "BARSLASTCOUNT", "BARSSINCE", "BARSSINCEN", "CURRBARSCOUNT", "TOTALBARSCOUNT", "HHVBARS",
        "LLVBARS", "REFX", "REFV", "REFXV", "REFDATE", "SUMBARS", "EXPMEMA", "MEMA", "TMA", "XMA", "AMA", "ISLASTBAR",
        "BACKSET", "FILTER", "ZIG", "PEAK", "PEAKBARS", "TROUGH", "TROUGHBARS", "CONST", "LAST", "TOPRANGE",
        "LOWRANGE", "FINDHIGH", "FINDLOW", "FINDHIGHBARS", "FINDLOWBARS", "NDAY", "UPNDAY", "DOWNNDAY", "VALUEWHEN",
        "HOD", "LOD", "MULAR", "SAR", "SARTURN", "COST", "WINNER", "LWINNER", "PWINNER", "COSTEX", "PPART", "TFILTER",
        // 逻辑 (logic)
        "IFF", "IFN", "LONGCROSS", "BETWEEN", "RANGE", "ISUP", "ISDOWN", "ISEQUAL", "ISVALID",
        // 算术 (arithmetic)
        "MOD", "POW", "CEILING", "FLOOR", "INTPART", "ROUND", "ROUND2", "SIGN", "REVERSE", "FRACPART", "ACOS", "ASIN",
        "ATAN", "COS", "SIN", "TAN",
        // 统计 (statistics)
        "DEVSQ", "FORCAST", "STDDEV", "BETA", "BETAEX", "RELATE", "COVAR",
        // 绘图 (drawing) and text
        "DRAWTEXT", "DRAWTEXT_FIX", "DRAWNUMBER", "DRAWNUMBER_FIX", "DRAWICON", "DRAWLINE", "POLYLINE", "PARTLINE",
        "DRAWKLINE", "DRAWBAND", "FILLRGN", "STICKLINE", "DRAWSL", "DRAWGBK", "DRAWBMP", "VERTLINE", "HORLINE",
        "DRAWRECTREL", "DRAWTEXTREL", "DRAWTEXTABS", "DRAWCOLORLINE", "DRAWCOLORKLINE", "PLOYLINE", "RGB", "RGBX",
        "STRCAT", "CON2STR", "VAR2STR", "FLOATRGN", "DRAWFLAGTEXT", "TIPTEXT",
    ]

    /// The one wording for every TongDaXin function not supported (`SAR`, `STICKLINE`, `CAPITAL`).
    static func unsupported(_ written: String) -> String {
        "'\(written)' is a TongDaXin function this engine does not support yet"
    }

    /// An unknown function's message, with a suggestion only for a likely typo of a supported function: one edit
    /// away in a name of at least four letters (`EMAA` → `EMA`), never a guess between short names.
    static func unknown(_ written: String) -> String {
        let name = written.uppercased()
        let candidate = name.count >= 4 ? closestName(to: name, among: arity.keys.sorted(), maxEdits: 1) : nil
        let hint = candidate.map { "; did you mean \($0)?" } ?? ""
        return "unknown function '\(written)'\(hint)"
    }
}
