#if canImport(Glibc)
import Glibc
#endif

/// Transparent huge pages for large columns, as numpy asks for its arrays (so TA-Lib's inputs and outputs have
/// them in the indicator benchmark): a batch pass over a million bars streams through tens of megabytes, and
/// with 4 KiB pages each 4 KiB costs a TLB miss (the gain is in BENCHMARKS.md, `BENCH_ONLY=AD LiveChartBench`). Linux only; elsewhere, and where the
/// kernel has huge pages off, it does nothing.
enum HugePages {
    /// Columns of at least this many bytes are advised (numpy's threshold: 4 MiB).
    static let threshold = 4 << 20

    /// Asks the kernel to back `bytes` bytes from `start` with huge pages where 2 MiB-aligned stretches fit. Call
    /// it before the memory is first written: pages already touched stay as they are until the kernel's
    /// background pass merges them.
    static func advise(_ start: UnsafeMutableRawPointer, bytes: Int) {
        #if os(Linux)
        guard bytes >= threshold else { return }
        let page = 4096, address = Int(bitPattern: start)
        let offset = (page - address % page) % page
        _ = madvise(start + offset, bytes - offset, 14)  // MADV_HUGEPAGE
        #endif
    }

    /// `count` values of a column made by `initialize`, which must write every one (as
    /// `Array(unsafeUninitializedCapacity:)`), advised before it is written.
    @inline(__always) static func column<T>(count: Int, _ initialize: (UnsafeMutablePointer<T>) -> Void) -> [T] {
        [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            if let base = buffer.baseAddress {
                advise(UnsafeMutableRawPointer(base), bytes: count * MemoryLayout<T>.stride)
                initialize(base)
            }
            initialized = count
        }
    }
}
