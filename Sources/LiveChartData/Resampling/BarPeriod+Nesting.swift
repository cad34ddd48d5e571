extension BarPeriod {
    /// The rank of the unit from finest to coarsest; quarters and years rank with months.
    private var rank: Int {
        switch unit {
        case .minute: 0
        case .day: 1
        case .week: 2
        case .month, .quarter, .year: 3
        }
    }

    /// Length in months for month, quarter and year periods; 0 otherwise.
    private var months: Int {
        switch unit {
        case .month: count
        case .quarter: 3 * count
        case .year: 12 * count
        default: 0
        }
    }

    /// Checks that bars of `self` can be merged into bars of `target` without one source bar straddling
    /// two target bars. Minutes nest into days and anything coarser (sessions end before midnight); days
    /// of count 1 nest into everything coarser; weeks nest only into weeks.
    ///
    /// - Throws: `ResampleError.finerThanSource` or `.notNested`. O(1).
    public func checkNests(in target: BarPeriod) throws(ResampleError) {
        guard target.rank >= rank else { throw .finerThanSource(source: self, target: target) }
        let nested: Bool
        switch (rank, target.rank) {
        case (0, 0): nested = target.count % count == 0
        case (0, _): nested = true
        case (1, 1): nested = target.count % count == 0
        case (1, _): nested = count == 1
        case (2, 2): nested = target.count % count == 0
        case (2, _): nested = false
        default: nested = target.months % months == 0
        }
        if rank == target.rank && target.nominalSeconds < nominalSeconds { throw .finerThanSource(source: self, target: target) }
        guard nested else { throw .notNested(source: self, target: target) }
    }
}
