#ifndef LIVECHART_CFUSEDKERNELS_H
#define LIVECHART_CFUSEDKERNELS_H

// Batch loops of the indicators whose recurrences are fused multiply-adds (T3, TEMA, AD, ADOSC, ATR, NATR, KAMA,
// SAR), compiled twice on x86-64 ELF (baseline and FMA, chosen once at load time by the IFUNC resolver that gcc and clang
// make for `target_clones`, as TA-Lib's wheel does). Both builds give the same bits: the baseline one calls
// libm's correctly rounded fma(), which is also what Swift's `Double.addingProduct` computes in the
// indicators' streaming `update`, so batch equals streaming bit for bit on every machine.
//
// Each loop but KAMA's runs bars [start, count) while the recurrences are running, stops before the first bar
// whose last stage (AD: flow) is NaN (a gap, or infinities), writes one value per bar done into `line`, leaves the running
// values in `state`, and returns how many bars it did. Arrays hold `count` doubles; nothing is allocated.
// Complexity: O(bars done).

/// T3 (Tillson): six EMA stages `e_k = fma(retention, y_k, alpha * e_{k-1})` from the close, then
/// `fma(c1, e6, fma(c2, e5, fma(c3, e4, c4*e3)))`. `state`: the six stages' committed values, in and out.
long lc_t3_run(const double *close, double *line, long start, long count, double *state,
               double alpha, double retention, double c1, double c2, double c3, double c4);

/// TEMA (Mulloy): three EMA stages as T3's, then `(3*e1 - 3*e2) + e3` unfused. `state`: the three stages.
long lc_tema_run(const double *close, double *line, long start, long count, double *state, double alpha, double retention);

/// AD (Chaikin): the running total plus each bar's flow `(range > 0 ? spread / range : 0 * spread) * volume`
/// (range = H − L, spread = (C − L) − (H − C)), NaN exactly where `AD.flow` is; stops before a NaN flow.
/// `total`: the running total, in and out.
long lc_ad_run(const double *high, const double *low, const double *close, const double *volume, double *line,
               long start, long count, double *total);

/// ADOSC (Chaikin): AD's running total plus each bar's flow `(range > 0 ? spread / range : 0 * spread) * volume`
/// (range = H − L, spread = (C − L) − (H − C)), its fast and slow EMAs as T3's stages, the line their difference;
/// NaN while fewer than `warm_up` finite AD values were committed since the start or the last gap.
/// `state`: AD's total, the fast EMA, the slow EMA. `run`: finite AD values committed so far, in and out.
long lc_adosc_run(const double *high, const double *low, const double *close, const double *volume, double *line,
                  long start, long count, double *state, long *run, long warm_up,
                  double fast_alpha, double fast_retention, double slow_alpha, double slow_retention);

/// ATR in TA-Lib's convention: the true range `max(max(H − L, |H − C'|), |C' − L|)` (NaN-propagating as
/// `Double.largest`) and Wilder's average `fma(retention, y, alpha * TR)`, written to `true_range` and `line`.
/// Needs `start` ≥ 1 (C' is `close[i - 1]`). `average`: the running average, in and out.
long lc_atr_run(const double *high, const double *low, const double *close, double *true_range, double *line,
                long start, long count, double *average, double alpha, double retention);

/// NATR: `lc_atr_run`'s average as `(ATR / C) * 100`, or `ATR * 0` for a close within 1e-14 of 0 (TA-Lib's rule).
long lc_natr_run(const double *high, const double *low, const double *close, double *line,
                 long start, long count, double *average, double alpha, double retention);

/// KAMA (Kaufman) from bar `start` ≥ `period` on: `path` holds each bar's sum of |C − C'| over `period` bars;
/// `ER = 1` if the sum is not above the change `C − close[i − period]` or within 1e-14 of 0, else |change / sum|;
/// `SC = (ER * spread + slowest)²` unfused; `KAMA = fma(C − K', SC, K')`, K' the previous KAMA or, when that is
/// NaN, the previous close; NaN where the change or the sum is. Writes every bar to `line` (which may be `path`)
/// and never stops early. `kama`: the previous KAMA, in and out.
void lc_kama_run(const double *close, const double *path, double *line, long start, long count, long period,
                 double *kama, double spread, double slowest);

/// Parabolic SAR, TA-Lib's rule (`SARState.taLibStep`: the SAR held for bar i, then the next bar's
/// `fma(AF, EP − SAR, SAR)` bounded by bars i and i − 1) from bar `start` ≥ 1; stops before a bar whose high, low and
/// close sum to NaN. `state`: SAR, AF, EP; `rising`: 1 in an up trend; both in and out.
long lc_sar_run(const double *high, const double *low, const double *close, double *line, long start, long count,
                double *state, int *rising, double step, double limit);

#endif
