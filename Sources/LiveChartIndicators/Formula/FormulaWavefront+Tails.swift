extension FormulaWavefront {
    /// A pure step the lane loop computes bar by bar, after the round's smoothers have stored that bar:
    /// `(su × u + sv × v) × k`, with `su` and `sv` each +1 or −1, and `v` a column of −0 when the step has one
    /// operand. These are the step's own IEEE operations in its own order (a − b is a + (−b), x + (−0) is x,
    /// and multiplying by ±1 or by 1 is exact), so the values are bit for bit the column pass's.
    /// Shapes: `A + B`, `A − B`, `−A`, `A × k` and `k × A` for a constant `k`, and `(A ± B) × k` when the sum is
    /// read by nothing else (MACD's `(DIF − DEA) × 2`).
    struct TailShape: Equatable {
        /// The operand steps; `v` nil for −0.
        var u: Int, v: Int?
        var su: Double, sv: Double, k: Double
    }

    /// The pure steps above level 0 that take a `TailShape` (their steps → shapes), and the sums folded into the
    /// step that scales them, which are then not computed at all. A step qualifies when each operand at its own
    /// level is a smoother or another such step (finished by that bar of the same loop), and any other operand
    /// is a field or a step of a lower level (finished in an earlier round).
    static func tailShapes(_ program: FormulaProgram, level: [Int], smoothers: [Int]) -> (shapes: [Int: TailShape], absorbed: Set<Int>) {
        let nodes = program.nodes, drawn = program.firstLines
        var readers = [Int](repeating: 0, count: nodes.count)
        for node in nodes { for input in FormulaProgram.inputs(node) { readers[input] += 1 } }
        var shapes = [Int: TailShape](), absorbed = Set<Int>()
        for (i, node) in nodes.enumerated() where level[i] > 0 {
            func ready(_ j: Int) -> Bool {
                switch nodes[j] {
                case .field: true
                case .constant: false
                default: level[j] < level[i] || smoothers.contains(j) || shapes[j] != nil
                }
            }
            func constant(_ j: Int) -> Double? { if case .constant(let c) = nodes[j] { c } else { nil } }
            var shape: TailShape?
            switch node {
            case .binary(.add, let a, let b) where ready(a) && ready(b): shape = TailShape(u: a, v: b, su: 1, sv: 1, k: 1)
            case .binary(.subtract, let a, let b) where ready(a) && ready(b): shape = TailShape(u: a, v: b, su: 1, sv: -1, k: 1)
            case .unary(.negate, let a) where ready(a): shape = TailShape(u: a, v: nil, su: -1, sv: 1, k: 1)
            case .binary(.multiply, let a, let b):
                guard let (x, k) = constant(b).map({ (a, $0) }) ?? constant(a).map({ (b, $0) }), ready(x) else { break }
                if var sum = shapes[x], sum.k == 1, readers[x] == 1, drawn[x] == nil {
                    sum.k = k
                    shape = sum
                    shapes[x] = nil
                    absorbed.insert(x)
                } else {
                    shape = TailShape(u: x, v: nil, su: 1, sv: 1, k: k)
                }
            default: break
            }
            shapes[i] = shape
        }
        return (shapes, absorbed)
    }

    /// A tail's share of a round: `count` bars of its operands at one chunk, written to `to`. A copy of a drawn
    /// step's chunk from its ring to its result array is the tail `u + (−0)`.
    struct Tail {
        var u: UnsafePointer<Double>, v: UnsafePointer<Double>
        var su: Double, sv: Double, k: Double
        var to: UnsafeMutablePointer<Double>
        var count: Int
        /// Whether it reads a value the round's lanes write (then it rides in the last group of its length).
        var readsLanes: Bool
        /// The tail's step, the steps `u` and `v` hold (−1 for a copy's or the spare's, and for −0), and the chunk
        /// (−1 for those).
        var step: Int
        var steps: (u: Int, v: Int)
        var chunk: Int
        /// Where the smoothers' loop reads the operands (`FormulaWavefront.readRegisters` decides).
        var registers = TailOperands.memory

        /// What the value is computed from, as one value a loop can hold in registers (the tail itself is passed by
        /// address, and its fields would be reloaded after every store of the loop).
        typealias Operands = (u: UnsafePointer<Double>, v: UnsafePointer<Double>, su: Double, sv: Double, k: Double)
        var operands: Operands { (u, v, su, sv, k) }

        /// `count` bars of `from` copied to `to` (`from + (−0)`).
        static func copy(_ from: UnsafePointer<Double>, to: UnsafeMutablePointer<Double>, count: Int,
                         negativeZeros: UnsafePointer<Double>) -> Tail {
            Tail(u: from, v: negativeZeros, su: 1, sv: 1, k: 1, to: to, count: count, readsLanes: false, step: -1, steps: (-1, -1), chunk: -1)
        }

        /// The whole tail as a loop of its own.
        func run() {
            let t = operands
            for i in 0..<count { to[i] = FromMemory.value(t, i, 0, 0, 0, 0) }
        }
    }
}
