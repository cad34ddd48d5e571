import CMalloc

/// Memory settings for processes that draw chart after chart (the service, the batch tool).
package enum ProcessMemory {
    /// Keeps freed image-sized blocks (up to 16 MiB: a 2400×1600 raster) in the allocator for the next chart
    /// instead of returning them to the system. glibc serves blocks over 128 KiB (a 1200×800 raster is 3.7 MiB,
    /// the deflate state 360 KiB) with fresh mappings and gives freed heap tops back, so every chart paid for
    /// hundreds of page faults and unmaps: a fifth of the service's time under load, and its throughput nearly doubled
    /// without them (BENCHMARKS.md). Resident memory stays at the peak of the charts drawn at once.
    package static func keepFreedBlocks() {
        #if os(Linux)
        _ = mallopt(M_MMAP_THRESHOLD, 16 << 20)
        _ = mallopt(M_TRIM_THRESHOLD, 64 << 20)
        #endif
    }
}
