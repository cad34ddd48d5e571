import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Keeps freed output arrays in the process heap between timed runs.
///
/// glibc returns freed blocks above its trim threshold to the kernel, so each timed run of an
/// indicator with two or more 8 MB output lines would fault its output pages in afresh (about
/// 2,000 minor faults per line, several ms under load): that measures the kernel, not the
/// indicator. numpy, on the TA-Lib side, maps such arrays with transparent huge pages (4 faults
/// per line). With the thresholds raised, runs 2…5 reuse run 1's pages.
enum HeapReuse {
    /// Raises glibc's mmap and trim thresholds (`mallopt`, looked up at run time because the
    /// Glibc module does not export `malloc.h`); does nothing elsewhere.
    static func enable() {
        #if canImport(Glibc)
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        let mmapThreshold: Int32 = -3, trimThreshold: Int32 = -1  // M_MMAP_THRESHOLD, M_TRIM_THRESHOLD
        _ = mallopt(mmapThreshold, 32 << 20)  // glibc's maximum on 64-bit systems
        _ = mallopt(trimThreshold, Int32.max)
        #endif
    }
}
