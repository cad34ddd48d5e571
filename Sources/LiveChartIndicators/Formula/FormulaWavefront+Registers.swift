extension FormulaWavefront {
    /// Where the smoothers' loop reads a tail's operands. From memory a tail waits for a store it could have
    /// taken from a register, and pays two loads and two multiplies more a bar (the loop is bound by its
    /// instructions: each one a bar is about 3 % of MACD's time); the two register forms are those of MACD's DIF
    /// (EMA12 − EMA26: lane a's output less lane b's) and bar ((DIF − DEA) × 2: lane c's input less its output),
    /// which cover a difference of two smoothers and a series less its smoothing, at any scale.
    enum TailOperands {
        /// `(su × u[i] + sv × v[i]) × k`.
        case memory
        /// `(a − b) × k`: lane a's output less lane b's, of the bar.
        case differenceAB
        /// `(x − c) × k`: lane c's input less its output, of the bar.
        case inputLessC
    }

    /// Orders a group's three lanes (spares included) so that `p` and `q` read registers where a form allows,
    /// `p` first: the orders are tried in turn and the one giving the most register tails is kept.
    /// - Complexity: O(1): six orders of three lanes, no allocation (this runs once a round).
    static func readRegisters(_ a: inout Lane, _ b: inout Lane, _ c: inout Lane, _ p: inout Tail, _ q: inout Tail) {
        func form(_ tail: Tail, _ a: Lane, _ b: Lane, _ c: Lane) -> TailOperands {
            let (u, v) = tail.steps
            guard tail.step >= 0, tail.su == 1, tail.sv == -1, u >= 0, v >= 0 else { return .memory }
            if u == a.step, v == b.step, a.chunk == tail.chunk, b.chunk == tail.chunk { return .differenceAB }
            if v == c.step, u == c.inputStep, c.chunk == tail.chunk { return .inputLessC }
            return .memory
        }
        func registers(_ a: Lane, _ b: Lane, _ c: Lane) -> Int {
            (form(p, a, b, c) == .memory ? 0 : 1) + (form(q, a, b, c) == .memory ? 0 : 1)
        }
        var best = (a, b, c), most = registers(a, b, c)
        for order in [(b, a, c), (a, c, b), (c, a, b), (b, c, a), (c, b, a)] where most < 2 {
            let count = registers(order.0, order.1, order.2)
            if count > most { (best, most) = (order, count) }
        }
        (a, b, c) = best
        p.registers = form(p, a, b, c)
        q.registers = form(q, a, b, c)
    }
}

/// How a tail's value is computed in the smoothers' loop from the bar's lane values: one specialisation of the loop
/// for each pair of forms, so a form costs no test a bar.
protocol TailRegisters {
    /// A tail's value at bar `i` from its operands `t`, given the outputs of lanes a, b and c and lane c's input.
    static func value(_ t: FormulaWavefront.Tail.Operands, _ i: Int, _ a: Double, _ b: Double, _ c: Double, _ x: Double) -> Double
}

enum FromMemory: TailRegisters {
    @inline(__always) static func value(_ t: FormulaWavefront.Tail.Operands, _ i: Int, _ a: Double, _ b: Double, _ c: Double, _ x: Double) -> Double {
        FormulaAffineStep.value(t.u[i], t.v[i], su: t.su, sv: t.sv, k: t.k)
    }
}

enum DifferenceAB: TailRegisters {
    @inline(__always) static func value(_ t: FormulaWavefront.Tail.Operands, _ i: Int, _ a: Double, _ b: Double, _ c: Double, _ x: Double) -> Double {
        (a - b) * t.k
    }
}

enum InputLessC: TailRegisters {
    @inline(__always) static func value(_ t: FormulaWavefront.Tail.Operands, _ i: Int, _ a: Double, _ b: Double, _ c: Double, _ x: Double) -> Double {
        (x - c) * t.k
    }
}
