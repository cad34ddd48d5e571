/// Owns fixed-capacity storage for the field boundaries of one CSV record.
///
/// Raw pointers rather than arrays because this is the innermost loop of every CSV read: in debug
/// builds each `Array.append` or subscript is an unspecialised generic call, which made scanning
/// several times slower. `CSVScanner` keeps the pointers themselves (trivial values, no reference
/// counting per access) and this object only to free them; `CSVScanner.fork()` gives a copy its own.
final class CSVFieldTable {
    let capacity: Int
    /// Byte offset where field k starts (after an opening quote).
    let starts: UnsafeMutablePointer<Int>
    /// Byte offset where field k ends (before a closing quote).
    let ends: UnsafeMutablePointer<Int>
    /// Whether field k was quoted.
    let quoted: UnsafeMutablePointer<Bool>

    init(capacity: Int) {
        self.capacity = capacity
        starts = .allocate(capacity: capacity)
        ends = .allocate(capacity: capacity)
        quoted = .allocate(capacity: capacity)
    }

    deinit {
        starts.deallocate()
        ends.deallocate()
        quoted.deallocate()
    }
}
