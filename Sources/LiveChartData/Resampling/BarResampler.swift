/// Merges finer bars into coarser ones: 1m → 5m … 60m, intraday or daily → 1d, 1w, 1M, 1Q, 1Y.
///
/// Each bucket's bar takes the first open, the highest high, the lowest low, the last close and the sums
/// of volume and amount (NaN amount when any source bar lacks one), as pandas'
/// `resample().agg({'open':'first','high':'max','low':'min','close':'last','volume':'sum'})` does.
/// Weeks are ISO weeks (Monday to Sunday), months calendar months; intraday buckets restart at each
/// session segment (see `TradingSession`), so none spans a lunch break and none is created where the
/// source has no bar. Merging is `Bar.merging`. Labels follow `ResampleLabel`; the last bucket is checked for completeness
/// (see `PartialBar`). Checked bar for bar against backtrader's 2006 weekly and monthly EuroStoxx
/// files and Binance's BTCUSDT weekly klines.
public enum BarResampler {
    /// Resamples `series` to `period`.
    ///
    /// - Parameters:
    ///   - series: source bars, oldest first with strictly increasing times.
    ///   - period: the target period; it must be as coarse as the source's and nest it.
    ///   - options: labels, session and source period; all inferred by default.
    /// - Returns: the coarser bars (same symbol) and the partial-bar flag.
    /// - Throws: `ResampleError` when `period` is finer than the source or does not nest it.
    /// - Complexity: O(n) time and O(n / k) extra space for k source bars per bucket when
    ///   `options.sourcePeriod` is given; inferring it sorts the gaps between bars, O(n log n).
    public static func resample(_ series: BarSeries, to period: BarPeriod,
                                options: ResampleOptions = ResampleOptions()) throws(ResampleError) -> ResampledSeries {
        let source = options.sourcePeriod ?? BarPeriod.infer(fromTimes: series.bars.map(\.time)) ?? period
        try source.checkNests(in: period)
        // Instants are bucketed on the display zone's wall clock, each bar with its own offset: days, weeks and
        // months are the zone's, and an intraday bucket never joins the two hours a fall-back repeats.
        let zone = series.timeBasis == .instant ? options.timeZone ?? .utc : nil
        let offsets = zone.map { z in series.bars.map { z.offset(at: $0.time) } } ?? []
        var bars = series.bars
        for k in offsets.indices { bars[k].time += offsets[k] }
        let session = source.isIntraday ? options.session ?? TradingSession.learn(fromTimes: bars.map(\.time), step: source.count) : nil
        let scheme = BucketScheme(target: period, session: session, stepSeconds: source.isIntraday ? Int64(source.count) * 60 : 0)
        // Intraday results go back to instants (each bucket's bars share an offset); daily and coarser ones are business days.
        let keepsInstants = zone != nil && period.isIntraday
        func offset(_ k: Int) -> Int64 { keepsInstants ? offsets[k] : 0 }
        var out: [Bar] = []
        var current: (bar: Bar, bucket: BucketScheme.Bucket, sourceBars: Int, offset: Int64)?
        func close(_ c: (bar: Bar, bucket: BucketScheme.Bucket, sourceBars: Int, offset: Int64)) {
            var bar = labelled(c.bar, c.bucket, scheme, options.label)
            bar.time -= c.offset
            out.append(bar)
        }
        for (k, b) in bars.enumerated() {
            let bucket = scheme.bucket(b.time)
            if var c = current, c.bucket.key == bucket.key, c.offset == offset(k) {
                c.bar = c.bar.merging(b)
                c.sourceBars += 1
                current = c
            } else {
                if let c = current { close(c) }
                current = (b, bucket, 1, offset(k))
            }
        }
        var result = series.replacingBars([])
        if zone != nil && !period.isIntraday { result.timeBasis = .wallClock }
        guard let last = current else { return ResampledSeries(series: result, period: period, partial: nil) }
        close(last)
        // The check runs on the wall clock, so its times read as the chart shows them.
        let partial = PartialBarCheck(scheme: scheme, source: source, bars: bars)
            .check(bucket: last.bucket, sourceBars: last.sourceBars, index: out.count - 1, forming: options.lastSourceBarIsPartial)
        return ResampledSeries(series: result.replacingBars(out), period: period, partial: partial)
    }

    /// `bar` (whose time is still its last source bar's label) with the label `label` asks for.
    private static func labelled(_ bar: Bar, _ bucket: BucketScheme.Bucket, _ scheme: BucketScheme, _ label: ResampleLabel) -> Bar {
        var b = bar
        let intraday = scheme.target.isIntraday
        switch label {
        case .lastBar: b.time = intraday ? bar.time : scheme.intervalStart(bar.time).floorDiv(86_400) * 86_400
        case .periodStart: b.time = bucket.start
        case .periodEnd: b.time = intraday ? bucket.end : bucket.end - 86_400
        }
        return b
    }
}
