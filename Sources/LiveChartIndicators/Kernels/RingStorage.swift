/// The fixed block of memory behind a `RingBuffer`, shared between copies of the buffer until
/// one of them writes (copy on write, checked by the buffer).
///
/// Reads and writes go through `base` without bounds or uniqueness checks: the buffer keeps its
/// indices in `0..<capacity` and copies the storage before writing to a shared one.
@usableFromInline
final class RingStorage<Element>: @unchecked Sendable {
    /// The first slot; `capacity` slots, all initialised.
    @usableFromInline let base: UnsafeMutablePointer<Element>
    /// The number of slots.
    @usableFromInline let capacity: Int

    /// Allocates `capacity` slots, each set to `filler`.
    init(capacity: Int, filler: Element) {
        self.capacity = capacity
        base = .allocate(capacity: max(capacity, 1))
        base.initialize(repeating: filler, count: capacity)
    }

    /// A private copy of `other`'s slots.
    @usableFromInline @inline(never)
    init(copying other: RingStorage) {
        capacity = other.capacity
        base = .allocate(capacity: max(capacity, 1))
        base.initialize(from: other.base, count: capacity)
    }

    deinit {
        base.deinitialize(count: capacity)
        base.deallocate()
    }
}
