import CMalloc

/// Memory settings for processes that draw chart after chart (the service, the batch tool).
enum ProcessMemory {
    /// Keeps freed image-sized blocks in the allocator for the next chart instead of returning them to the
    /// system. glibc serves blocks over 128 KiB (a 1200×800 raster is 3.7 MiB, zlib's state 268 KiB) with fresh
    /// mappings and gives freed heap tops back, so every chart paid for hundreds of page faults and unmaps: a
    /// fifth of the service's time under load, and its throughput nearly doubled without them (BENCHMARKS.md).
    /// Resident memory then stays at the peak of the charts drawn at once, which it reaches after the first few.
    static func keepFreedBlocks() {
        #if os(Linux)
        _ = mallopt(M_MMAP_THRESHOLD, 32 << 20)  // glibc's largest (DEFAULT_MMAP_THRESHOLD_MAX); more is refused
        _ = mallopt(M_TRIM_THRESHOLD, 512 << 20)
        #endif
    }
}
