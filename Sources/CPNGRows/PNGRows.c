#include "CPNGRows.h"

#ifndef __has_feature
#define __has_feature(x) 0
#endif

// An AVX2 build beside the baseline one, picked by an IFUNC resolver at load time; not under a sanitizer,
// whose runtime is not up when the loader runs the resolver (see CFusedKernels).
#if defined(__x86_64__) && defined(__ELF__) && !__has_feature(thread_sanitizer) && !__has_feature(address_sanitizer)
#define LC_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define LC_CLONES  // arm64's NEON vectorises the same loop in its base set
#endif

// Byte offsets of the channels inside a native-endian 0xAARRGGBB word.
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
enum { LC_A = 0, LC_R = 1, LC_G = 2, LC_B = 3 };
#else
enum { LC_A = 3, LC_R = 2, LC_G = 1, LC_B = 0 };
#endif

LC_CLONES void lc_png_up_rgb(const uint8_t *restrict row, const uint8_t *restrict above, size_t width,
                             uint8_t *restrict out, uint8_t *restrict alpha) {
    uint8_t all = 0xFF;
    for (size_t x = 0; x < width; x++) {
        const uint8_t *p = row + 4 * x, *q = above + 4 * x;
        out[3 * x] = (uint8_t)(p[LC_R] - q[LC_R]);
        out[3 * x + 1] = (uint8_t)(p[LC_G] - q[LC_G]);
        out[3 * x + 2] = (uint8_t)(p[LC_B] - q[LC_B]);
        all &= p[LC_A];
    }
    *alpha &= all;
}

void lc_png_up_rgba(const uint8_t *restrict row, size_t width, uint8_t *restrict above, uint8_t *restrict out) {
    for (size_t x = 0; x < width; x++) {
        const uint8_t *p = row + 4 * x;
        unsigned a = p[LC_A], c[3] = {p[LC_R], p[LC_G], p[LC_B]};
        if (a != 0xFF && a != 0) {
            for (int i = 0; i < 3; i++) c[i] = (c[i] * 255 + a / 2) / a;
        }
        uint8_t *q = above + 4 * x, *o = out + 4 * x;
        for (int i = 0; i < 3; i++) {
            o[i] = (uint8_t)(c[i] - q[i]);
            q[i] = (uint8_t)c[i];
        }
        o[3] = (uint8_t)(a - q[3]);
        q[3] = (uint8_t)a;
    }
}
