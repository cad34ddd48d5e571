import LiveChartData

/// A compiled formula: steps in evaluation order (each reading only earlier ones) and the drawn lines.
struct FormulaProgram: Sendable {
    /// A drawn line: its name, the step giving its values and its style.
    struct Output: Sendable {
        var name: String
        var node: Int
        var style: LineStyle
    }

    let nodes: [FormulaNode]
    let outputs: [Output]
    /// Whether the formula said `OVERLAY;`.
    let overlaysPrice: Bool

    /// The value of pure step `node` from the values of earlier steps (`value(i)`); nil for a kernel step.
    @inline(__always) static func pure(_ node: FormulaNode, _ value: (Int) -> Double) -> Double? {
        switch node {
        case .constant(let c): c
        case .unary(let op, let a): op.apply(value(a))
        case .binary(let op, let a, let b): op.apply(value(a), value(b))
        case .maximum(let a, let b): maximum(value(a), value(b))
        case .minimum(let a, let b): minimum(value(a), value(b))
        case .choose(let c, let a, let b): choose(value(c), value(a), value(b))
        case .field, .kernel: nil
        }
    }

    /// MAX(A,B): missing when either is.
    @inline(__always) static func maximum(_ a: Double, _ b: Double) -> Double { a.isNaN || b.isNaN ? .nan : (a >= b ? a : b) }
    /// MIN(A,B): missing when either is.
    @inline(__always) static func minimum(_ a: Double, _ b: Double) -> Double { a.isNaN || b.isNaN ? .nan : (a <= b ? a : b) }
    /// IF(C,A,B): A where C is non-zero, B where it is zero, missing where C is.
    @inline(__always) static func choose(_ c: Double, _ a: Double, _ b: Double) -> Double { c.isNaN ? .nan : (c != 0 ? a : b) }
}

extension FormulaProgram {
    /// Every step over whole columns, in order: fields read in place, kernels through their column passes,
    /// pure steps as loops over the columns; a step's column is freed after its last reader.
    /// - Returns: one array per output, each `bars.count` long, equal bit for bit to bar-by-bar evaluation.
    /// - Complexity: O(steps × n) time; memory for the columns alive at once.
    func columns(_ bars: BarColumns) -> [[Double]] {
        let n = bars.count
        guard n > 0 else { return outputs.map { _ in [] } }
        var lastUse = Array(nodes.indices)
        for (i, node) in nodes.enumerated() {
            for input in Self.inputs(node) { lastUse[input] = i }
        }
        for output in outputs { lastUse[output.node] = nodes.count }
        return bars.withReaders { reader in
            var owned = [UnsafeMutablePointer<Double>?](repeating: nil, count: nodes.count)
            var column = [UnsafePointer<Double>?](repeating: nil, count: nodes.count)
            defer { for p in owned { p?.deallocate() } }
            for (i, node) in nodes.enumerated() {
                if case .field(let field) = node {
                    column[i] = Self.fieldColumn(field, reader).baseAddress
                } else {
                    let out = UnsafeMutablePointer<Double>.allocate(capacity: n)
                    fill(node, out: out, count: n, column)
                    owned[i] = out
                    column[i] = UnsafePointer(out)
                }
                for input in Self.inputs(node) where lastUse[input] == i {
                    owned[input]?.deallocate()
                    owned[input] = nil
                    column[input] = nil
                }
            }
            return outputs.map { Array(UnsafeBufferPointer(start: column[$0.node]!, count: n)) }
        }
    }

    private func fill(_ node: FormulaNode, out: UnsafeMutablePointer<Double>, count n: Int, _ column: [UnsafePointer<Double>?]) {
        switch node {
        case .kernel(let spec, let input):
            FormulaKernel(spec).column(UnsafeBufferPointer(start: column[input]!, count: n), into: out)
        case .constant(let c):
            out.initialize(repeating: c, count: n)
        case .unary(let op, let a):
            let x = column[a]!
            for i in 0..<n { out[i] = op.apply(x[i]) }
        case .binary(let op, let a, let b):
            let x = column[a]!, y = column[b]!
            switch op {  // the arithmetic operators as plain loops, the compiler vectorises them
            case .add: for i in 0..<n { out[i] = x[i] + y[i] }
            case .subtract: for i in 0..<n { out[i] = x[i] - y[i] }
            case .multiply: for i in 0..<n { out[i] = x[i] * y[i] }
            default: for i in 0..<n { out[i] = op.apply(x[i], y[i]) }
            }
        case .maximum(let a, let b):
            let x = column[a]!, y = column[b]!
            for i in 0..<n { out[i] = Self.maximum(x[i], y[i]) }
        case .minimum(let a, let b):
            let x = column[a]!, y = column[b]!
            for i in 0..<n { out[i] = Self.minimum(x[i], y[i]) }
        case .choose(let c, let a, let b):
            let p = column[c]!, x = column[a]!, y = column[b]!
            for i in 0..<n { out[i] = Self.choose(p[i], x[i], y[i]) }
        case .field:
            preconditionFailure("fields are read in place")
        }
    }

    static func fieldColumn(_ field: FormulaField, _ reader: ColumnReader) -> UnsafeBufferPointer<Double> {
        switch field {
        case .open: reader.open
        case .high: reader.high
        case .low: reader.low
        case .close: reader.close
        case .volume: reader.volume
        case .amount: reader.amount
        }
    }

    /// The steps `node` reads.
    static func inputs(_ node: FormulaNode) -> [Int] {
        switch node {
        case .field, .constant: []
        case .unary(_, let a), .kernel(_, let a): [a]
        case .binary(_, let a, let b), .maximum(let a, let b), .minimum(let a, let b): [a, b]
        case .choose(let c, let a, let b): [c, a, b]
        }
    }
}
