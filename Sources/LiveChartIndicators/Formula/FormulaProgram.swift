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
        case .field, .kernel, .seriesKernel: nil
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
    /// Every step over whole columns, in order: fields read in place, constants never spread into columns,
    /// kernels through their column passes, pure steps as loops (the arithmetic ones specialised, so the
    /// compiler vectorises them). Drawn steps write straight into the result arrays; the others borrow
    /// columns from a pool and give them back after their last reader, so a long formula touches few pages.
    /// - Returns: one array per output, each `bars.count` long, equal bit for bit to bar-by-bar evaluation.
    /// - Complexity: O(steps × n) time; memory for the outputs plus the columns alive at once.
    func columns(_ bars: BarColumns) -> [[Double]] {
        let n = bars.count
        guard n > 0 else { return outputs.map { _ in [] } }
        if let smoothing = FormulaWavefront(self) { return smoothing.columns(bars) }
        var lastUse = Array(nodes.indices)
        for (i, node) in nodes.enumerated() {
            for input in Self.inputs(node) { lastUse[input] = i }
        }
        let line = firstLines
        return OutputColumns.make(lines: outputs.count, count: n) { out in
            bars.withReaders { reader in
                var pool = ColumnPool(count: n)
                defer { pool.release() }
                var operand = [FormulaOperand](repeating: .scalar(.nan), count: nodes.count)
                var pooled = [Bool](repeating: false, count: nodes.count)
                for (i, node) in nodes.enumerated() {
                    switch node {
                    case .field(let field): operand[i] = .column(Self.fieldColumn(field, reader).baseAddress!)
                    case .constant(let c): operand[i] = .scalar(c)
                    default:
                        let destination: UnsafeMutablePointer<Double>
                        if let k = line[i] { destination = out[k] } else { destination = pool.take(); pooled[i] = true }
                        fill(node, into: destination, count: n, operand, &pool)
                        operand[i] = .column(UnsafePointer(destination))
                    }
                    for input in Self.inputs(node) where lastUse[input] == i && pooled[input] {
                        if case .column(let p) = operand[input] { pool.give(UnsafeMutablePointer(mutating: p)) }
                        pooled[input] = false
                    }
                }
                finishLines(out, operand, count: n)
            }
        }
    }

    /// Step → the first output line it draws: where a batch pass writes the step's column.
    var firstLines: [Int: Int] {
        var line = [Int: Int]()
        for (k, output) in outputs.enumerated() where line[output.node] == nil { line[output.node] = k }
        return line
    }

    /// Fills the lines whose step wrote elsewhere after a batch pass: a field, a constant, or a step drawn twice.
    func finishLines(_ out: [UnsafeMutablePointer<Double>], _ operand: [FormulaOperand], count n: Int) {
        for (k, output) in outputs.enumerated() {
            switch operand[output.node] {
            case .column(let p) where p != UnsafePointer(out[k]): out[k].update(from: p, count: n)
            case .scalar(let c): out[k].initialize(repeating: c, count: n)
            default: break
            }
        }
    }

    /// Computes bars `offset ..< offset + n` of pure or kernel step `node` into `out + offset`, reading its inputs'
    /// columns at the same bars (a kernel: from a fresh kernel, so only with offset 0 and the whole column).
    func fill(_ node: FormulaNode, into whole: UnsafeMutablePointer<Double>, offset: Int = 0, count n: Int, _ operands: [FormulaOperand],
              _ pool: inout ColumnPool) {
        let out = whole + offset
        func operand(_ i: Int) -> FormulaOperand { operands[i].shifted(by: offset) }
        switch node {
        case .kernel(let spec, let input):
            switch operand(input) {
            case .column(let x): FormulaKernel(spec).column(UnsafeBufferPointer(start: x, count: n), into: out)
            case .scalar(let c):  // a kernel over a constant (MA(5, N)): spread it for the kernel's pass
                let spread = pool.take()
                spread.initialize(repeating: c, count: n)
                FormulaKernel(spec).column(UnsafeBufferPointer(start: spread, count: n), into: out)
                pool.give(spread)
            }
        case .seriesKernel(let spec, let input, let parameter):
            var kernel = spec.kernel
            let x = operand(input), p = operand(parameter)
            for i in 0..<n {
                out[i] = kernel.update(x[i], p[i])
                kernel.advance()
            }
        case .unary(let op, let a):
            FormulaOperand.map(operand(a), into: out, count: n) { op.apply($0) }
        case .binary(let op, let a, let b):
            let x = operand(a), y = operand(b)
            switch op {
            case .add: FormulaOperand.combine(x, y, into: out, count: n) { $0 + $1 }
            case .subtract: FormulaOperand.combine(x, y, into: out, count: n) { $0 - $1 }
            case .multiply: FormulaOperand.combine(x, y, into: out, count: n) { $0 * $1 }
            default: FormulaOperand.combine(x, y, into: out, count: n) { op.apply($0, $1) }
            }
        case .maximum(let a, let b): FormulaOperand.combine(operand(a), operand(b), into: out, count: n, Self.maximum)
        case .minimum(let a, let b): FormulaOperand.combine(operand(a), operand(b), into: out, count: n, Self.minimum)
        case .choose(let c, let a, let b):
            let p = operand(c), x = operand(a), y = operand(b)
            for i in 0..<n { out[i] = Self.choose(p[i], x[i], y[i]) }
        case .field, .constant:
            preconditionFailure("fields are read in place and constants never spread")
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
        case .binary(_, let a, let b), .maximum(let a, let b), .minimum(let a, let b), .seriesKernel(_, let a, let b): [a, b]
        case .choose(let c, let a, let b): [c, a, b]
        }
    }
}

/// A step's values in a batch pass: a column, or one value for every bar (a constant).
enum FormulaOperand {
    case column(UnsafePointer<Double>)
    case scalar(Double)

    /// The same values from bar `offset` on.
    @inline(__always) func shifted(by offset: Int) -> FormulaOperand {
        switch self {
        case .column(let p): .column(p + offset)
        case .scalar: self
        }
    }

    @inline(__always) subscript(i: Int) -> Double {
        switch self {
        case .column(let p): p[i]
        case .scalar(let c): c
        }
    }

    /// `out[i] = f(a[i])`.
    @inline(__always) static func map(_ a: FormulaOperand, into out: UnsafeMutablePointer<Double>, count n: Int, _ f: (Double) -> Double) {
        switch a {
        case .column(let x): for i in 0..<n { out[i] = f(x[i]) }
        case .scalar(let c): out.initialize(repeating: f(c), count: n)
        }
    }

    /// `out[i] = f(a[i], b[i])`, one loop per shape so each is a plain loop over pointers.
    @inline(__always) static func combine(_ a: FormulaOperand, _ b: FormulaOperand, into out: UnsafeMutablePointer<Double>, count n: Int,
                                          _ f: (Double, Double) -> Double) {
        switch (a, b) {
        case (.column(let x), .column(let y)): for i in 0..<n { out[i] = f(x[i], y[i]) }
        case (.column(let x), .scalar(let c)): for i in 0..<n { out[i] = f(x[i], c) }
        case (.scalar(let c), .column(let y)): for i in 0..<n { out[i] = f(c, y[i]) }
        case (.scalar(let c), .scalar(let d)): out.initialize(repeating: f(c, d), count: n)
        }
    }
}

/// Columns of one length lent to a batch pass's intermediate steps and taken back after their last reader.
struct ColumnPool {
    let count: Int
    private var free: [UnsafeMutablePointer<Double>] = []
    private var all: [UnsafeMutablePointer<Double>] = []

    init(count: Int) { self.count = count }

    /// A column of `count` doubles (contents undefined).
    mutating func take() -> UnsafeMutablePointer<Double> {
        if let p = free.popLast() { return p }
        let p = UnsafeMutablePointer<Double>.allocate(capacity: count)
        all.append(p)
        return p
    }

    mutating func give(_ p: UnsafeMutablePointer<Double>) { free.append(p) }

    /// Frees every column.
    mutating func release() {
        for p in all { p.deallocate() }
        all = []
        free = []
    }
}
