/// The split, dividend and adjusted-close columns of a bar file, as `AdjustmentDataReader` finds them.
public struct AdjustmentData: Sendable {
    /// Rows with a split ratio other than 1 or a dividend other than 0, oldest first.
    public var actions: [CorporateAction]
    /// Whether the file has a split or dividend column at all (then `actions` is authoritative, even empty).
    public var hasActionColumns: Bool
    /// The exchange's reference previous close per date (NetEase `前收盘`, tushare `pre_close`), oldest
    /// first; empty without such a column. On an ex-date it is the ex-right reference price.
    public var referencePreviousCloses: [(time: Int64, close: Double)]
    /// The vendor's adjusted close per date, oldest first; empty without such a column.
    public var adjustedCloses: [(time: Int64, close: Double)]
    /// Where the data came from, for `adjusted(_:mode:)`'s errors: the file, the line of each action (parallel
    /// to `actions`; empty when built in code) and the split and dividend columns (1-based) with their headers.
    var file = ""
    var actionLines: [Int] = []
    var splitField: (column: Int, name: String)?
    var dividendField: (column: Int, name: String)?

    /// - Parameters: see the properties.
    public init(actions: [CorporateAction] = [], hasActionColumns: Bool = false,
                referencePreviousCloses: [(time: Int64, close: Double)] = [], adjustedCloses: [(time: Int64, close: Double)] = []) {
        self.actions = actions
        self.hasActionColumns = hasActionColumns
        self.referencePreviousCloses = referencePreviousCloses
        self.adjustedCloses = adjustedCloses
    }

    /// The factors for `bars`, from the first source the file has: split or dividend columns, else the
    /// exchange's reference previous close, else the vendor's adjusted close; `nil` when it has none.
    /// O(n + a log a + m).
    public func factors(for bars: [Bar]) -> AdjustmentFactors? {
        if hasActionColumns { return AdjustmentFactors.fromActions(actions, bars: bars) }
        if !referencePreviousCloses.isEmpty { return AdjustmentFactors.fromReferencePreviousCloses(referencePreviousCloses, bars: bars) }
        if !adjustedCloses.isEmpty { return AdjustmentFactors.fromAdjustedCloses(adjustedCloses, bars: bars) }
        return nil
    }
}
