/// A fixed-capacity first-in-first-out buffer of the most recent values, a collection from the
/// oldest (offset 0) to the newest.
///
/// Pushing into a full buffer evicts and returns the oldest value. Capacity 0 is allowed and
/// keeps nothing (every push evicts the value just pushed). A value type: copies share their
/// storage until one of them pushes, which then copies it (one uniqueness check per push, none
/// once a batch loop has claimed the storage; no bounds checks: the indices stay in range by
/// construction).
public struct RingBuffer<Element: Sendable>: Sendable {
    @usableFromInline var storage: SlotStorage<Element>
    @usableFromInline var exclusive = false  // see `StorageClaiming`
    @usableFromInline var head = 0
    /// The number of values held, at most `capacity`.
    public private(set) var count = 0
    /// The most values the buffer holds.
    public let capacity: Int

    /// Creates an empty buffer.
    /// - Parameters:
    ///   - capacity: the most values kept, ≥ 0.
    ///   - filler: a placeholder used to preallocate storage; never returned.
    public init(capacity: Int, filler: Element) {
        precondition(capacity >= 0, "RingBuffer capacity must be ≥ 0")
        self.capacity = capacity
        storage = SlotStorage([Element](repeating: filler, count: capacity))
    }

    /// Whether the buffer holds `capacity` values.
    @inlinable public var isFull: Bool { count == capacity }

    /// The oldest value held, if any.
    @inlinable public var oldest: Element? { count == 0 ? nil : storage.base[head] }

    /// Appends `value`, returning the value evicted to make room (when the buffer was full).
    /// - Complexity: O(1).
    @discardableResult @inline(__always)
    public mutating func push(_ value: Element) -> Element? {
        if capacity == 0 { return value }
        if _slowPath(!exclusive), !isKnownUniquelyReferenced(&storage) { storage = SlotStorage(copying: storage) }
        let base = storage.base
        if count < capacity {
            var slot = head &+ count
            if slot >= capacity { slot &-= capacity }
            base[slot] = value
            count &+= 1
            return nil
        }
        let evicted = base[head]
        base[head] = value
        head &+= 1
        if head == capacity { head = 0 }
        return evicted
    }

    /// The value at `offset` from the oldest (0 = oldest).
    /// - Precondition: `0 <= offset < count`.
    @inlinable public subscript(offset: Int) -> Element {
        precondition(offset >= 0 && offset < count, "RingBuffer offset out of range")
        var slot = head &+ offset
        if slot >= capacity { slot &-= capacity }
        return storage.base[slot]
    }
}

extension RingBuffer: StorageClaiming {
    mutating func claimStorage() {
        if !isKnownUniquelyReferenced(&storage) { storage = SlotStorage(copying: storage) }
        exclusive = true
    }
}

extension RingBuffer: RandomAccessCollection {
    /// Offset 0: the oldest value.
    public var startIndex: Int { 0 }
    /// `count`: one past the newest value.
    public var endIndex: Int { count }
}
