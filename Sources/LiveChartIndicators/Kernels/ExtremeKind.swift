/// Which extreme a rolling window keeps.
public enum ExtremeKind: Sendable, Hashable {
    /// The highest value (TongDaXin `HHV`, TA-Lib `MAX`).
    case highest
    /// The lowest value (TongDaXin `LLV`, TA-Lib `MIN`).
    case lowest
}
