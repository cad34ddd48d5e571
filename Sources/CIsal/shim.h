// ISA-L (Intel's Intelligent Storage Acceleration Library, Debian's libisal-dev) for the PNG encoder of
// LiveChartCairo: its igzip deflate at level 1 compresses a chart's filtered rows about seven times faster than
// zlib's level 1 for files about 6 % larger (BENCHMARKS.md, "Chart service"), and its CRC-32 is the one PNG
// chunks carry. The stream is hidden behind a void pointer: `struct isal_zstream` holds arrays of tens of
// thousands of bytes, which Swift would import as tuples of as many elements.
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <isa-l/igzip_lib.h>
#include <isa-l/crc.h>

struct lc_deflate {
    struct isal_zstream stream;
    uint8_t *bytes;           // the zlib stream written so far
    size_t count, capacity;
    uint8_t level_buffer[ISAL_DEF_LVL1_DEFAULT];
};

/// A zlib-format deflate stream at ISA-L's level 1 whose output grows as needed, starting at `capacity` bytes;
/// NULL when out of memory. Free it with lc_deflate_end.
static inline void *lc_deflate_begin(size_t capacity) {
    struct lc_deflate *d = calloc(1, sizeof *d);
    if (d == NULL) return NULL;
    d->capacity = capacity < 4096 ? 4096 : capacity;
    d->bytes = malloc(d->capacity);
    if (d->bytes == NULL) { free(d); return NULL; }
    isal_deflate_init(&d->stream);
    d->stream.level = 1;
    d->stream.level_buf = d->level_buffer;
    d->stream.level_buf_size = sizeof d->level_buffer;
    d->stream.gzip_flag = IGZIP_ZLIB;
    d->stream.flush = NO_FLUSH;
    return d;
}

/// Compresses `count` bytes (below 4 GiB); `last` ends the stream (header, blocks, Adler-32). Returns 0, -1 when
/// the output could not grow (out of memory), -2 when ISA-L stopped without progress, or ISA-L's negative status.
static inline int lc_deflate_add(void *stream, const uint8_t *input, size_t count, int last) {
    struct lc_deflate *d = stream;
    d->stream.next_in = (uint8_t *)input;
    d->stream.avail_in = (uint32_t)count;
    d->stream.end_of_stream = last ? 1 : 0;
    for (;;) {
        d->stream.next_out = d->bytes + d->count;
        size_t free_bytes = d->capacity - d->count;
        uint32_t room = free_bytes > UINT32_MAX ? UINT32_MAX : (uint32_t)free_bytes, left = d->stream.avail_in;
        d->stream.avail_out = room;
        int status = isal_deflate(&d->stream);
        d->count += room - d->stream.avail_out;
        if (status != COMP_OK) return status;
        int done = d->stream.avail_in == 0 && (!last || d->stream.internal_state.state == ZSTATE_END);
        if (done) return 0;
        if (d->stream.avail_out > 0) {  // stopped with room left: go on while it moves
            if (d->stream.avail_out == room && d->stream.avail_in == left) return -2;
            continue;
        }
        size_t grown = d->capacity * 2;
        uint8_t *bytes = realloc(d->bytes, grown);
        if (bytes == NULL) return -1;
        d->bytes = bytes;
        d->capacity = grown;
    }
}

/// The zlib stream written so far and its length in bytes.
static inline const uint8_t *lc_deflate_bytes(const void *stream, size_t *count) {
    const struct lc_deflate *d = stream;
    *count = d->count;
    return d->bytes;
}

static inline void lc_deflate_end(void *stream) {
    struct lc_deflate *d = stream;
    if (d == NULL) return;
    free(d->bytes);
    free(d);
}

/// CRC-32 (ISO 3309, reflected, as zlib's crc32 and PNG chunks) of `count` bytes.
static inline uint32_t lc_crc32(const uint8_t *bytes, size_t count) {
    return crc32_gzip_refl(0, (unsigned char *)bytes, (uint64_t)count);
}
