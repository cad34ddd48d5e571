/// A fixed, non-empty list of same-typed kernels (one per period of MA, RSI, BIAS, …).
///
/// The first kernel is stored inline and the others in one block of storage visited through a
/// pointer, so the common one-period case costs no storage traffic at all and each pass makes at
/// most one copy-on-write check (none once a batch loop has claimed the storage).
public struct KernelBank<Kernel: StreamKernel>: Sendable {
    @usableFromInline var head: Kernel
    @usableFromInline var tail: SlotStorage<Kernel>
    @usableFromInline var exclusive = false  // see `StorageClaiming`

    /// Creates a bank from `kernels`.
    /// - Precondition: `kernels` is not empty.
    public init(_ kernels: [Kernel]) {
        precondition(!kernels.isEmpty, "an indicator needs at least one period")
        head = kernels[0]
        tail = SlotStorage(Array(kernels.dropFirst()))
    }

    /// The number of kernels.
    @inlinable public var count: Int { tail.capacity + 1 }

    /// The kernel at `position` (0 = the first period's).
    /// - Precondition: `0 <= position < count`.
    @inlinable public subscript(position: Int) -> Kernel {
        precondition(position >= 0 && position < count, "kernel position out of range")
        return position == 0 ? head : tail.base[position - 1]
    }

    /// Calls `body` with each kernel, in order, and its position.
    @inlinable @inline(__always)
    public mutating func forEach(_ body: (inout Kernel, Int) -> Void) {
        body(&head, 0)
        let others = tail.capacity
        if others == 0 { return }
        if _slowPath(!exclusive), !isKnownUniquelyReferenced(&tail) { tail = SlotStorage(copying: tail) }
        let kernels = tail.base
        for k in 0..<others { body(&kernels[k], k + 1) }
    }

    /// Commits the live input of every kernel.
    @inlinable @inline(__always)
    public mutating func advance() { forEach { kernel, _ in kernel.advance() } }
}

extension KernelBank: StorageClaiming {
    mutating func claimStorage() {
        if !isKnownUniquelyReferenced(&tail) { tail = SlotStorage(copying: tail) }
        exclusive = true
        head = claimedCopy(of: head)
        for k in 0..<tail.capacity { tail.base[k] = claimedCopy(of: tail.base[k]) }
    }
}
