import LiveChartData

/// The running state of a parabolic SAR and its two step rules (see `SAR`).
struct SARState: Sendable {
    /// Whether the trend is up.
    var up = true
    /// StockCharts rule: the last output. TA-Lib rule: the SAR already computed for the next bar.
    var sar = Double.nan
    /// The acceleration factor.
    var af = 0.0
    /// The extreme of the up trend (TA-Lib rule: the extreme of the current trend, EP).
    var upHigh = Double.nan
    /// The extreme of the down trend.
    var downLow = Double.nan

    /// A new extreme: EP moves to `price` and AF grows by `step` (to `limit`) when `isNew`.
    /// Selects, not a branch: whether a bar makes a new extreme is close to a coin toss.
    @inline(__always) static func extend(_ extreme: Double, to price: Double, if isNew: Bool, af: Double,
                                         step: Double, limit: Double) -> (extreme: Double, af: Double) {
        let grown = af + step
        return (isNew ? price : extreme, isNew ? (grown < limit ? grown : limit) : af)
    }

    /// StockCharts / `ta` rule: computes and returns this bar's SAR from the previous one.
    @inline(__always) mutating func stockChartsStep(
        _ bar: Bar, previousSAR previous: Double, lows: (Double, Double), highs: (Double, Double), step: Double, limit: Double
    ) -> Double {
        let trendAF = af
        if up {
            sar = previous + trendAF * (upHigh - previous)
            if bar.low < sar {
                self = SARState(up: false, sar: upHigh, af: step, upHigh: upHigh, downLow: bar.low)
            } else {
                (upHigh, af) = Self.extend(upHigh, to: bar.high, if: bar.high > upHigh, af: trendAF, step: step, limit: limit)
                sar = min(sar, lows.0, lows.1)
            }
        } else {
            sar = previous - trendAF * (previous - downLow)
            if bar.high > sar {
                self = SARState(up: true, sar: downLow, af: step, upHigh: bar.high, downLow: downLow)
            } else {
                (downLow, af) = Self.extend(downLow, to: bar.low, if: bar.low < downLow, af: trendAF, step: step, limit: limit)
                sar = Double.largest(sar, highs.0, highs.1)
            }
        }
        return sar
    }

    /// TA-Lib rule: returns the SAR held for this bar, then prepares the next bar's SAR,
    /// `SAR + AF·(EP − SAR)` with the product fused into the sum (as TA-Lib's FMA build; `lc_sar_run` of
    /// CFusedKernels is the batch loop of this step). `upHigh` holds EP whatever the direction.
    @inline(__always) mutating func taLibStep(_ bar: Bar, previous: (high: Double, low: Double), step: Double, limit: Double) -> Double {
        let output: Double
        if up {
            if bar.low <= sar {
                up = false
                sar = Double.largest(upHigh, previous.high, bar.high)
                output = sar
                af = step
                upHigh = bar.low
                sar = Double.largest(sar.addingProduct(af, upHigh - sar), previous.high, bar.high)
            } else {
                output = sar
                (upHigh, af) = Self.extend(upHigh, to: bar.high, if: bar.high > upHigh, af: af, step: step, limit: limit)
                sar = min(sar.addingProduct(af, upHigh - sar), previous.low, bar.low)
            }
        } else {
            if bar.high >= sar {
                up = true
                sar = min(upHigh, previous.low, bar.low)
                output = sar
                af = step
                upHigh = bar.high
                sar = min(sar.addingProduct(af, upHigh - sar), previous.low, bar.low)
            } else {
                output = sar
                (upHigh, af) = Self.extend(upHigh, to: bar.low, if: bar.low < upHigh, af: af, step: step, limit: limit)
                sar = Double.largest(sar.addingProduct(af, upHigh - sar), previous.high, bar.high)
            }
        }
        return output
    }
}
