#include "CFusedKernels.h"
#include <math.h>

// Only the fma() calls are fused: contraction of the other products and sums would change bits between the
// two builds and away from the Swift `update` paths.
#pragma STDC FP_CONTRACT OFF

#ifndef __has_feature
#define __has_feature(x) 0
#endif

// Not under a sanitizer: the IFUNC resolver runs while the dynamic loader relocates, before the sanitizer's
// runtime is up, and its instrumented code crashes the process (the test binary under --sanitize=thread did).
#if defined(__x86_64__) && defined(__ELF__) && !__has_feature(thread_sanitizer) && !__has_feature(address_sanitizer)
#define LC_CLONES __attribute__((target_clones("fma", "default")))
#else
#define LC_CLONES  // arm64 has the fused instruction in its base set
#endif

// Bars a loop runs in place before it looks for a NaN (see lc_t3_run).
enum { LC_BLOCK = 256 };

// The end of the block that starts at bar i.
static inline long lc_block_end(long i, long count) { return count - i > LC_BLOCK ? i + LC_BLOCK : count; }

LC_CLONES long lc_t3_run(const double *close, double *line, long start, long count, double *state,
                         double alpha, double retention, double c1, double c2, double c3, double c4) {
    double y0 = state[0], y1 = state[1], y2 = state[2], y3 = state[3], y4 = state[4], y5 = state[5];
    long i = start;
    while (i < count) {
        // A block in place, unchecked: a NaN stays NaN down every later step, so one test of y5 at its end
        // tells whether some bar's last stage was NaN; then the block is run again from its start, checked.
        double s0 = y0, s1 = y1, s2 = y2, s3 = y3, s4 = y4, s5 = y5;
        long end = lc_block_end(i, count);
        for (long j = i; j < end; j++) {
            y0 = fma(retention, y0, alpha * close[j]);
            y1 = fma(retention, y1, alpha * y0);
            y2 = fma(retention, y2, alpha * y1);
            y3 = fma(retention, y3, alpha * y2);
            y4 = fma(retention, y4, alpha * y3);
            y5 = fma(retention, y5, alpha * y4);
            line[j] = fma(c1, y5, fma(c2, y4, fma(c3, y3, c4 * y2)));  // T3.update's order
        }
        if (!isnan(y5)) {
            i = end;
            continue;
        }
        y0 = s0, y1 = s1, y2 = s2, y3 = s3, y4 = s4, y5 = s5;
        for (; i < end; i++) {
            double e1 = fma(retention, y0, alpha * close[i]);
            double e2 = fma(retention, y1, alpha * e1);
            double e3 = fma(retention, y2, alpha * e2);
            double e4 = fma(retention, y3, alpha * e3);
            double e5 = fma(retention, y4, alpha * e4);
            double e6 = fma(retention, y5, alpha * e5);
            if (isnan(e6)) break;
            y0 = e1, y1 = e2, y2 = e3, y3 = e4, y4 = e5, y5 = e6;
            line[i] = fma(c1, e6, fma(c2, e5, fma(c3, e4, c4 * e3)));
        }
        break;  // the NaN bar goes through T3.update
    }
    state[0] = y0, state[1] = y1, state[2] = y2, state[3] = y3, state[4] = y4, state[5] = y5;
    return i - start;
}

LC_CLONES long lc_tema_run(const double *close, double *line, long start, long count, double *state, double alpha, double retention) {
    double y1 = state[0], y2 = state[1], y3 = state[2];
    long i = start;
    for (; i < count; i++) {
        double e1 = fma(retention, y1, alpha * close[i]);
        double e2 = fma(retention, y2, alpha * e1);
        double e3 = fma(retention, y3, alpha * e2);
        if (isnan(e3)) break;
        y1 = e1, y2 = e2, y3 = e3;
        line[i] = 3 * e1 - 3 * e2 + e3;
    }
    state[0] = y1, state[1] = y2, state[2] = y3;
    return i - start;
}

// AD.flow: the same value, NaN exactly where it is NaN (a NaN field, or infinities that meet). Its 0 for a bar
// without range may be −0, which changes no total: a total starts at +0.
static inline double lc_money_flow(double high, double low, double close, double volume) {
    double range = high - low, spread = (close - low) - (high - close);
    return (range > 0 ? spread / range : 0 * spread) * volume;
}

// The money flows of bars i..<end into flows[0...], in a loop of their own whose divisions run four at a time (as
// part of AD's or ADOSC's loop, each bar waited on its division: TA-Lib's speed). The flows go to a buffer of their
// own: written into the line and read back a bar at a time, each read waited on a four-wide store (1.2-2x slower).
static inline void lc_money_flows(const double *high, const double *low, const double *close, const double *volume,
                                  long i, long end, double *flows) {
    for (long j = i; j < end; j++) flows[j - i] = lc_money_flow(high[j], low[j], close[j], volume[j]);
}

LC_CLONES long lc_ad_run(const double *high, const double *low, const double *close, const double *volume, double *line,
                         long start, long count, double *total) {
    double sum = *total;
    long i = start;
    while (i < count) {
        // A block in place, unchecked, as lc_t3_run's: a NaN flow leaves the total NaN to the block's end; a NaN
        // total there (also after +∞ and −∞ flows, which the checked run gives too) sends the block through it again.
        double saved = sum;
        long end = lc_block_end(i, count);
        double flows[LC_BLOCK];
        lc_money_flows(high, low, close, volume, i, end, flows);
        for (long j = i; j < end; j++) {
            sum += flows[j - i];
            line[j] = sum;
        }
        if (!isnan(sum)) {
            i = end;
            continue;
        }
        sum = saved;
        for (; i < end; i++) {
            double flow = lc_money_flow(high[i], low[i], close[i], volume[i]);
            if (isnan(flow)) break;  // AD.update gives the bar NaN and carries the total on
            sum += flow;
            line[i] = sum;
        }
        if (i < end) break;
    }
    *total = sum;
    return i - start;
}

LC_CLONES long lc_adosc_run(const double *high, const double *low, const double *close, const double *volume, double *line,
                            long start, long count, double *state, long *run, long warm_up,
                            double fast_alpha, double fast_retention, double slow_alpha, double slow_retention) {
    double total = state[0], f = state[1], s = state[2];
    long done = *run, i = start;
    while (i < count) {
        // Past the warm-up, a block in place, unchecked, as lc_t3_run's: a NaN line value is a NaN in the
        // total or an EMA, which stays NaN, or equal infinities in both EMAs, which stay so or turn NaN; so
        // the last value tells whether any bar's was NaN, and then the block is run again, checked.
        double saved_total = total, saved_f = f, saved_s = s;
        long end = lc_block_end(i, count);
        if (done >= warm_up) {
            double flows[LC_BLOCK];
            lc_money_flows(high, low, close, volume, i, end, flows);
            for (long j = i; j < end; j++) {
                total += flows[j - i];
                f = fma(fast_retention, f, fast_alpha * total);
                s = fma(slow_retention, s, slow_alpha * total);
                line[j] = f - s;
            }
            if (!isnan(f - s)) {
                done += end - i;
                i = end;
                continue;
            }
            total = saved_total, f = saved_f, s = saved_s;
        }
        for (; i < end; i++) {
            double next = total + lc_money_flow(high[i], low[i], close[i], volume[i]);
            double f1 = fma(fast_retention, f, fast_alpha * next), s1 = fma(slow_retention, s, slow_alpha * next);
            double value = f1 - s1;
            if (isnan(value)) break;  // a NaN flow, or infinities: the bar goes through update/advance
            total = next, f = f1, s = s1;
            line[i] = done >= warm_up ? value : NAN;
            done++;
        }
        if (i < end) break;
    }
    state[0] = total, state[1] = f, state[2] = s;
    *run = done;
    return i - start;
}

// Double.largest(a, b, c) and Swift's min(x, y, z), NaNs and ties picked as they pick them.
static inline double lc_largest(double a, double b, double c) {
    double ab = a > b ? a : b;
    return ab > c ? ab : c;
}
static inline double lc_smallest(double x, double y, double z) {
    double xy = y < x ? y : x;
    return z < xy ? z : xy;
}

// TrueRange.value: `Double.largest(high - low, abs(high - pc), abs(pc - low))`.
static inline double lc_true_range(double high, double low, double previous_close) {
    return lc_largest(high - low, fabs(high - previous_close), fabs(previous_close - low));
}

LC_CLONES long lc_atr_run(const double *high, const double *low, const double *close, double *true_range, double *line,
                          long start, long count, double *average, double alpha, double retention) {
    double y = *average;
    long i = start;
    for (; i < count; i++) {
        double tr = lc_true_range(high[i], low[i], close[i - 1]);
        double next = fma(retention, y, alpha * tr);
        if (isnan(next)) break;  // a gap: ATR.update/advance re-seed
        y = next;
        true_range[i] = tr;
        line[i] = y;
    }
    *average = y;
    return i - start;
}

// NATR.value: 0 (or NaN) for a close of zero, as TA-Lib's TA_IS_ZERO; both sides computed and one chosen, so the
// block loop below vectorises the divisions (the value chosen is the one a branch would return).
static inline double lc_natr_value(double average, double close) {
    double scaled = (average / close) * 100, zero = average * 0;
    return fabs(close) < 1e-14 ? zero : scaled;
}

LC_CLONES long lc_natr_run(const double *high, const double *low, const double *close, double *line,
                           long start, long count, double *average, double alpha, double retention) {
    double y = *average;
    long i = start;
    while (i < count) {
        // Blocks in place, unchecked, as lc_t3_run's: a NaN average stays NaN to the block's end.
        double saved = y;
        long end = lc_block_end(i, count);
        // The averages first (the FMA chain alone), then the block's divisions in a second loop that runs four
        // or eight at a time while the block is in the cache: one loop of both took 1.62-1.72 ms a million bars,
        // 1.03-1.06x TA-Lib's NATR; see BENCHMARKS.md.
        for (long j = i; j < end; j++) {
            y = fma(retention, y, alpha * lc_true_range(high[j], low[j], close[j - 1]));
            line[j] = y;
        }
        if (!isnan(y)) {
            for (long j = i; j < end; j++) line[j] = lc_natr_value(line[j], close[j]);
            i = end;
            continue;
        }
        y = saved;
        for (; i < end; i++) {
            double next = fma(retention, y, alpha * lc_true_range(high[i], low[i], close[i - 1]));
            if (isnan(next)) break;  // a gap: ATR.update/advance re-seed
            y = next;
            line[i] = lc_natr_value(y, close[i]);
        }
        break;
    }
    *average = y;
    return i - start;
}

LC_CLONES void lc_kama_run(const double *close, const double *path, double *line, long start, long count, long period,
                           double *kama, double spread, double slowest) {
    double k = *kama;
    for (long i = start; i < count; i++) {
        double c = close[i], sum = path[i], change = c - close[i - period];
        if (isnan(sum) || isnan(change)) {
            k = NAN;
        } else {
            double er = sum <= change || fabs(sum) < 1e-14 ? 1 : fabs(change / sum);
            double sc = er * spread + slowest;
            sc *= sc;
            double previous = isnan(k) ? close[i - 1] : k;
            k = fma(c - previous, sc, previous);
        }
        line[i] = k;
    }
    *kama = k;
}

LC_CLONES long lc_sar_run(const double *high, const double *low, const double *close, double *line, long start, long count,
                          double *state, int *rising, double step, double limit) {
    double sar = state[0], af = state[1], ep = state[2];
    int up = *rising;
    long i = start;
    for (; i < count; i++) {
        double h = high[i], l = low[i], previous_high = high[i - 1], previous_low = low[i - 1];
        if (isnan(h + l + close[i])) break;  // a gap (or infinities, which taLibStep handles): one test for three
        if (up) {
            if (l <= sar) {  // reversal: the SAR for this bar is the extreme of the trend that ended
                up = 0;
                sar = lc_largest(ep, previous_high, h);
                line[i] = sar;
                af = step;
                ep = l;
                sar = lc_largest(fma(af, ep - sar, sar), previous_high, h);
            } else {
                line[i] = sar;
                double grown = af + step;  // SARState.extend: selects, as a new extreme is a coin toss
                int extreme = h > ep;
                af = extreme ? (grown < limit ? grown : limit) : af;
                ep = extreme ? h : ep;
                sar = lc_smallest(fma(af, ep - sar, sar), previous_low, l);
            }
        } else {
            if (h >= sar) {
                up = 1;
                sar = lc_smallest(ep, previous_low, l);
                line[i] = sar;
                af = step;
                ep = h;
                sar = lc_smallest(fma(af, ep - sar, sar), previous_low, l);
            } else {
                line[i] = sar;
                double grown = af + step;
                int extreme = l < ep;
                af = extreme ? (grown < limit ? grown : limit) : af;
                ep = extreme ? l : ep;
                sar = lc_largest(fma(af, ep - sar, sar), previous_high, h);
            }
        }
    }
    state[0] = sar, state[1] = af, state[2] = ep;
    *rising = up;
    return i - start;
}
