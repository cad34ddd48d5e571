#ifndef CPNGROWS_H
#define CPNGROWS_H
// The PNG encoder's row filters (LiveChartCairo): Cairo's ARGB32 pixels (native-endian 32-bit words,
// premultiplied alpha) to PNG's filtered bytes. In C because the clang that builds it vectorises the byte
// shuffle with AVX2 where the machine has it (chosen at load time), which Swift cannot ask for per function:
// a 1200x800 chart's rows take about a third of the time of the SWAR Swift loop they replace (BENCHMARKS.md).
#include <stddef.h>
#include <stdint.h>

/// Up-filters one row of `width` pixels as PNG RGB: out[3x + c] = row's channel c minus above's, modulo 256
/// (ISO/IEC 15948 §9.2, filter type 2), for R, G, B. `above` is the row above (zeros for the first). ANDs every
/// pixel's alpha into `*alpha`, so a caller learns whether the row was opaque after the fact. `out` holds
/// 3 × width bytes and overlaps neither input.
void lc_png_up_rgb(const uint8_t *restrict row, const uint8_t *restrict above, size_t width,
                   uint8_t *restrict out, uint8_t *restrict alpha);

/// Up-filters one row as PNG RGBA with premultiplication undone (c × 255 / alpha, rounded half up).
/// `above` holds the previous row's 4 × width unpremultiplied bytes (zeros for the first) and becomes this row's.
void lc_png_up_rgba(const uint8_t *restrict row, size_t width, uint8_t *restrict above, uint8_t *restrict out);

#endif
