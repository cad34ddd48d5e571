/// A kernel over a series of values with a batch pass over a whole column, equal item by item
/// (bit for bit) to what a fresh kernel's `update`/`advance` give.
public protocol ColumnKernel: StreamKernel where Input == Double, Output == Double {
    /// `out[i]` = the output for `x[i]` after committing `x[0..<i]`. O(n).
    func column(_ x: UnsafeBufferPointer<Double>, into out: UnsafeMutablePointer<Double>)
}

extension WindowKernel: ColumnKernel {}
extension ExponentialSmoother: ColumnKernel {}
extension Lag: ColumnKernel {}

extension KernelBank where Kernel: ColumnKernel {
    /// Each kernel's column pass over `x`, the k-th kernel writing `lines[lines.startIndex + k]`
    /// (the MA, WMA or EMA lines of one indicator, one per period). O(kernels × n).
    func column(_ x: UnsafeBufferPointer<Double>, into lines: ArraySlice<UnsafeMutablePointer<Double>>) {
        for (k, line) in lines.enumerated() { self[k].column(x, into: line) }
    }
}
