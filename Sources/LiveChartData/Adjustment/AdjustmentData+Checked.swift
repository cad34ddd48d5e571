extension AdjustmentData {
    /// `series` adjusted by this file's data, after checking the data against the bars, or nil when the file
    /// has no adjustment columns.
    ///
    /// Checks, each a `DataError` naming the file, the action's line and its field, so nothing is left out
    /// silently while the title says "adjusted": a cash dividend at or above the close before its ex-date (the
    /// ratio (P′ − D) / P′ would be zero or negative); and every adjusted bar through `Bar.problem`, the one
    /// check files, streams and charts share (a split of 1e-300 drives prices past 1e15, a factor of 0 makes
    /// them 0), located at the first action after the bar.
    /// - Parameters:
    ///   - series: the bars, oldest first, as the bar reader produced them.
    ///   - mode: forward or backward; `.none` returns `series`.
    /// - Complexity: O(n + a log a).
    public func adjusted(_ series: BarSeries, mode: PriceAdjustment) throws(DataError) -> BarSeries? {
        let bars = series.bars
        if hasActionColumns {
            var k = 0
            for (n, action) in actions.enumerated() where action.cashDividend > 0 {
                while k < bars.count && bars[k].time < action.time { k += 1 }
                guard k > 0 && k < bars.count else { continue }
                let previous = bars[k - 1].close / action.splitRatio
                if let reason = CorporateAction.dividendProblem(action.cashDividend, previousClose: previous) {
                    throw located(n, field: dividendField, reason: reason)
                }
            }
        }
        guard let factors = factors(for: bars) else { return nil }
        let result = PriceAdjuster.adjust(series, factors: factors, mode: mode)
        var next = 0
        for (i, bar) in result.bars.enumerated() {
            guard let (_, reason) = bar.problem else { continue }
            let when = WallClockText.dateTime(bar.time)
            let text = "adjusting \(mode) makes the bar of \(when.hasSuffix(" 00:00:00") ? String(when.prefix(10)) : when) unusable: \(reason)"
            guard hasActionColumns, !actions.isEmpty else { throw DataError(file: file, line: 0, reason: text) }
            while next < actions.count && actions[next].time <= bars[i].time { next += 1 }
            throw located(min(next, actions.count - 1), field: actions[min(next, actions.count - 1)].splitRatio != 1 ? splitField : dividendField, reason: text)
        }
        return result
    }

    private func located(_ n: Int, field: (column: Int, name: String)?, reason: String) -> DataError {
        DataError(file: file, line: n < actionLines.count ? actionLines[n] : 0, column: field?.column ?? 0, field: field?.name, reason: reason)
    }
}
