/// A fixed block of values behind a `RingBuffer` or a `KernelBank`, shared between copies of
/// its owner until one of them writes (copy on write, checked by the owner).
///
/// Reads and writes go through `base` without bounds or uniqueness checks: the owner keeps its
/// indices in `0..<capacity` and copies the storage before writing to a shared one.
@usableFromInline
final class SlotStorage<Element>: @unchecked Sendable {
    /// The first slot; `capacity` slots, all initialised.
    @usableFromInline let base: UnsafeMutablePointer<Element>
    /// The number of slots.
    @usableFromInline let capacity: Int

    /// Allocates one slot per element of `elements`, in order.
    init(_ elements: [Element]) {
        capacity = elements.count
        base = .allocate(capacity: max(capacity, 1))
        elements.withUnsafeBufferPointer { source in
            if let start = source.baseAddress { base.initialize(from: start, count: capacity) }
        }
    }

    /// A private copy of `other`'s slots.
    @usableFromInline @inline(never)
    init(copying other: SlotStorage) {
        capacity = other.capacity
        base = .allocate(capacity: max(capacity, 1))
        base.initialize(from: other.base, count: capacity)
    }

    deinit {
        base.deinitialize(count: capacity)
        base.deallocate()
    }
}
