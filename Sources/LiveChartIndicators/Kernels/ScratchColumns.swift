/// Temporary columns for the intermediate series of a column-wise batch computation.
enum ScratchColumns {
    /// Calls `body` with `lines` uninitialised columns of `count` doubles each, freed afterwards.
    static func with<R>(lines: Int, count: Int, _ body: ([UnsafeMutablePointer<Double>]) -> R) -> R {
        let columns = (0..<lines).map { _ in UnsafeMutablePointer<Double>.allocate(capacity: max(count, 1)) }
        defer { for column in columns { column.deallocate() } }
        return body(columns)
    }
}
