/// A pure step of the shape `(su × u + sv × v) × k`, with `su` and `sv` each +1 or −1, and `v` nil for −0 when
/// the step has one operand: `A + B`, `A − B`, `−A`, `A × k` and `k × A` for a constant `k`, and `(A ± B) × k` when
/// the sum is read by nothing else (MACD's `(DIF − DEA) × 2`). These are the step's own IEEE operations in its own
/// order (a − b is a + (−b), x + (−0) is x, and multiplying by ±1 or by 1 is exact), so `value` is bit for bit
/// what the step gives. The batch pass computes such steps inside its smoothers' loop (`FormulaWavefront`), the
/// streaming pass as one step each (`FormulaIndicator`).
struct FormulaAffineStep: Equatable {
    /// The operand steps; `v` nil for −0.
    var u: Int, v: Int?
    var su: Double, sv: Double, k: Double

    /// The step's value from its operands' values.
    @inline(__always) static func value(_ u: Double, _ v: Double, su: Double, sv: Double, k: Double) -> Double {
        (su * u + sv * v) * k
    }

    /// The step as `(x + y) × k` or, `subtracts`, `(x − y) × k`, with the index `negativeZero` (a slot holding −0)
    /// for a `v` of nil: −u + v is v − u exactly, and `find` never negates both operands (a negation is −u + (−0)).
    func signed(negativeZero: Int) -> (x: Int, y: Int, subtracts: Bool) {
        precondition(su == 1 || sv == 1, "an affine step negates at most one operand")
        let v = v ?? negativeZero
        return su == -1 ? (v, u, true) : (u, v, sv == -1)
    }

    /// The steps among `candidates` (in step order) that take this shape (step → shape), and the sums folded into
    /// the step that scales them, which need not be computed. An operand qualifies when it is another such step
    /// or when `ready(step, operand)` says so; a constant never does (it can only be `k`).
    static func find(in program: FormulaProgram, candidates: some Sequence<Int>,
                     ready: (_ step: Int, _ operand: Int) -> Bool) -> (steps: [Int: FormulaAffineStep], folded: Set<Int>) {
        let nodes = program.nodes, drawn = program.firstLines
        var readers = [Int](repeating: 0, count: nodes.count)
        for node in nodes { for input in FormulaProgram.inputs(node) { readers[input] += 1 } }
        var shapes = [Int: FormulaAffineStep](), folded = Set<Int>()
        for i in candidates {
            func ok(_ j: Int) -> Bool {
                if case .constant = nodes[j] { return false }
                return shapes[j] != nil || ready(i, j)
            }
            func constant(_ j: Int) -> Double? { if case .constant(let c) = nodes[j] { c } else { nil } }
            var shape: FormulaAffineStep?
            switch nodes[i] {
            case .binary(.add, let a, let b) where ok(a) && ok(b): shape = FormulaAffineStep(u: a, v: b, su: 1, sv: 1, k: 1)
            case .binary(.subtract, let a, let b) where ok(a) && ok(b): shape = FormulaAffineStep(u: a, v: b, su: 1, sv: -1, k: 1)
            case .unary(.negate, let a) where ok(a): shape = FormulaAffineStep(u: a, v: nil, su: -1, sv: 1, k: 1)
            case .binary(.multiply, let a, let b):
                guard let (x, k) = constant(b).map({ (a, $0) }) ?? constant(a).map({ (b, $0) }), ok(x) else { break }
                if var sum = shapes[x], sum.k == 1, readers[x] == 1, drawn[x] == nil {
                    sum.k = k
                    shape = sum
                    shapes[x] = nil
                    folded.insert(x)
                } else {
                    shape = FormulaAffineStep(u: x, v: nil, su: 1, sv: 1, k: k)
                }
            default: break
            }
            shapes[i] = shape
        }
        return (shapes, folded)
    }
}
