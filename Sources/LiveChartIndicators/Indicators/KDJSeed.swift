/// Where KDJ's K and D recurrences start.
public enum KDJSeed: Sendable, Hashable {
    /// The textbook rule "if there is no previous K or D, use 50": K = (2·50 + RSV)/3 on the
    /// first full window (the golden `cn50_` columns). The default.
    case fifty
    /// MyTT / pandas `ewm(adjust=False)`: K = RSV and D = K on the first full window
    /// (the golden `tdx_` columns).
    case firstValue
}
