/// How a chart draws an output line.
public enum LineKind: String, Sendable, Hashable {
    /// A polyline through the values.
    case line
    /// Vertical bars from zero, coloured by sign (the MACD bar).
    case histogram
    /// Volume columns coloured like their candles.
    case volume
    /// One dot per bar (SAR).
    case dots
    /// Columns from zero in the line's colour (TongDaXin `STICK`).
    case stick
    /// A dotted polyline (TongDaXin `DOTLINE`).
    case dottedLine
    /// Not drawn; the legend still shows the value (TongDaXin `NODRAW`).
    case hidden
}
