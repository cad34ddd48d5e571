extension FormulaWavefront {
    /// The pure steps above level 0 that the smoothers' loop computes bar by bar, after the round's smoothers
    /// have stored that bar (`FormulaAffineStep`), and the sums folded into the step that scales them. A step
    /// qualifies when each operand at its own level is a smoother or another such step (finished by that bar of
    /// the same loop), and any other operand is a field or a step of a lower level (finished in an earlier round).
    static func tailSteps(_ program: FormulaProgram, level: [Int], smoothers: [Int]) -> (steps: [Int: FormulaAffineStep], folded: Set<Int>) {
        FormulaAffineStep.find(in: program, candidates: program.nodes.indices.filter { level[$0] > 0 }) { i, j in
            if case .field = program.nodes[j] { return true }
            return level[j] < level[i] || smoothers.contains(j)
        }
    }

    /// A tail's share of a round: `count` bars of a `FormulaAffineStep`'s operands at one chunk, written to `to`. A
    /// copy of a drawn step's chunk from its ring to its result array is the tail `u + (−0)`.
    struct Tail {
        var u: UnsafePointer<Double>, v: UnsafePointer<Double>
        var su: Double, sv: Double, k: Double
        var to: UnsafeMutablePointer<Double>
        var count: Int
        /// The tail's step (−1 for a copy or the spare, which read no lane: any group may take them; a step's tail
        /// may read the round's lanes and rides in the last group of its length), the steps `u` and `v` hold (−1
        /// for a copy's or the spare's, and for −0), and the chunk (−1 for those).
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
            Tail(u: from, v: negativeZeros, su: 1, sv: 1, k: 1, to: to, count: count, step: -1, steps: (-1, -1), chunk: -1)
        }

        /// The whole tail as a loop of its own.
        func run() {
            let t = operands
            for i in 0..<count { to[i] = FromMemory.value(t, i, 0, 0, 0, 0) }
        }
    }
}
