/// A fixed, non-empty list of same-typed kernels (one per period of MA, RSI, BIAS, …).
///
/// The first kernel is stored inline and the others in one array visited through a single
/// buffer access per pass, so the common one-period case costs no array traffic at all and
/// each pass makes at most one copy-on-write check.
public struct KernelBank<Kernel: StreamKernel>: Sendable {
    @usableFromInline var head: Kernel
    @usableFromInline var tail: [Kernel]

    /// Creates a bank from `kernels`.
    /// - Precondition: `kernels` is not empty.
    public init(_ kernels: [Kernel]) {
        precondition(!kernels.isEmpty, "an indicator needs at least one period")
        head = kernels[0]
        tail = Array(kernels.dropFirst())
    }

    /// The number of kernels.
    @inlinable public var count: Int { tail.count + 1 }

    /// Calls `body` with each kernel, in order, and its position.
    @inlinable @inline(__always)
    public mutating func forEach(_ body: (inout Kernel, Int) -> Void) {
        body(&head, 0)
        if tail.isEmpty { return }
        tail.withUnsafeMutableBufferPointer { kernels in
            for k in kernels.indices { body(&kernels[k], k + 1) }
        }
    }

    /// Commits the live input of every kernel.
    @inlinable @inline(__always)
    public mutating func advance() { forEach { kernel, _ in kernel.advance() } }
}
