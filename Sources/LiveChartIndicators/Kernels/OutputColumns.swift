/// Allocates an indicator's output arrays and lends their storage to a batch loop.
enum OutputColumns {
    /// Makes `lines` arrays of `count` doubles, each written in full by `fill`, which receives a
    /// pointer to every array's storage (uninitialised on entry: `fill` must write every element).
    @inline(__always)
    static func make(lines: Int, count: Int, fill: ([UnsafeMutablePointer<Double>]) -> Void) -> [[Double]] {
        if count == 0 { return [[Double]](repeating: [], count: lines) }
        var result: [[Double]] = []
        result.reserveCapacity(lines)
        var pointers: [UnsafeMutablePointer<Double>] = []
        pointers.reserveCapacity(lines)
        nest(lines: lines, count: count, pointers: &pointers, result: &result, fill: fill)
        return result.reversed()
    }

    /// Allocates one array, lends its storage, and recurses for the next; arrays are appended
    /// innermost first, hence the reversal above.
    private static func nest(
        lines: Int, count: Int, pointers: inout [UnsafeMutablePointer<Double>], result: inout [[Double]],
        fill: ([UnsafeMutablePointer<Double>]) -> Void
    ) {
        if pointers.count == lines {
            fill(pointers)
            return
        }
        let column = HugePages.column(count: count) { (base: UnsafeMutablePointer<Double>) in
            pointers.append(base)
            nest(lines: lines, count: count, pointers: &pointers, result: &result, fill: fill)
        }
        result.append(column)
    }
}
