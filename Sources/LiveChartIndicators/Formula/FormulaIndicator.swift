import LiveChartData

/// A compiled formula as an indicator: its drawn lines computed by the same kernels as the built-ins.
///
/// Streaming: `update(_:into:)` evaluates every step for the live bar (kernels through their own `update`),
/// `advance()` commits each kernel: O(steps) per call, independent of the history's length. Batch:
/// `compute(_:)` runs step by step over whole columns (`FormulaProgram.columns`), bit for bit the same values.
public struct FormulaIndicator: BarIndicator {
    let program: FormulaProgram
    /// What `update` does for each step, in step order, and the step each drawn line shows.
    private let plan: Plan
    /// The smoothers (EMA, SMA(X,N,M), DMA: the kernels of MACD, KDJ and their kin) as their own type, each
    /// updated in place where it sits; the other kernels behind the protocol. Both in step order.
    private var smoothers: [ExponentialSmoother] = []
    private var kernels: [any FormulaStreamKernel] = []
    /// The live bar's value of every step (a constant's is set once).
    private var live: [Double]

    /// `update`'s steps and the lines' steps in memory of their own: iterating arrays held by the indicator
    /// retained and released them on every tick.
    private final class Plan: @unchecked Sendable {  // never mutated after init
        let steps: UnsafeMutableBufferPointer<Step>
        let outputNodes: UnsafeMutableBufferPointer<Int>

        init(steps: [Step], outputNodes: [Int]) {
            self.steps = .allocate(capacity: steps.count)
            _ = self.steps.initialize(from: steps)
            self.outputNodes = .allocate(capacity: outputNodes.count)
            _ = self.outputNodes.initialize(from: outputNodes)
        }

        deinit {
            steps.deinitialize()
            steps.deallocate()
            outputNodes.deallocate()
        }
    }

    /// A step of `update`, with the step whose value it computes first: a price, a smoother or another kernel
    /// (by its index in `smoothers` or `kernels`) over an earlier step, a `FormulaAffineStep` (sums, differences,
    /// negations and scalings, MACD's DIF and `(DIF − DEA)·2` one step each; `v` is the slot after the steps',
    /// which holds −0, for a one-operand step), or any other pure step. Constants are not steps: their values
    /// are set once. Each choice costs `update` a few nanoseconds, the whole of a formula's cost over a built-in's.
    private enum Step {
        case field(Int, FormulaField)
        case smoother(Int, Int, input: Int)
        case kernel(Int, Int, input: Int)
        case affine(Int, Int, Int, su: Double, sv: Double, k: Double)
        case pure(Int, FormulaNode)
    }

    init(program: FormulaProgram) {
        self.program = program
        let nodes = program.nodes, negativeZero = nodes.count  // the slot of `live` holding −0
        // Every operand that is not a constant is an earlier step's value: each such step takes the shape.
        let (affine, folded) = FormulaAffineStep.find(in: program, candidates: nodes.indices) { _, _ in true }
        var steps: [Step] = []
        for (i, node) in nodes.enumerated() where !folded.contains(i) {
            if let a = affine[i] {
                steps.append(.affine(i, a.u, a.v ?? negativeZero, su: a.su, sv: a.sv, k: a.k))
                continue
            }
            switch node {
            case .field(let field): steps.append(.field(i, field))
            case .kernel(let spec, let input):
                if case .smoother(let k) = FormulaKernel(spec) {
                    steps.append(.smoother(i, smoothers.count, input: input))
                    smoothers.append(k)
                } else {
                    steps.append(.kernel(i, kernels.count, input: input))
                    kernels.append(FormulaKernel(spec).streaming)
                }
            case .constant: break
            default: steps.append(.pure(i, node))
            }
        }
        plan = Plan(steps: steps, outputNodes: program.outputs.map(\.node))
        live = nodes.map { if case .constant(let c) = $0 { c } else { .nan } } + [-0.0]
    }

    /// The drawn lines' names in the formula's order (`OUT1`, `OUT2`, … for lines without a name).
    public var lineNames: [String] { program.outputs.map(\.name) }

    /// Evaluates every step for `bar` as the live bar. O(steps).
    public mutating func update(_ bar: Bar, into values: LineValues) {
        let (steps, outputNodes) = (plan.steps, plan.outputNodes)
        smoothers.withUnsafeMutableBufferPointer { smoothers in
            live.withUnsafeMutableBufferPointer { live in
                for step in steps {
                    switch step {
                    case .field(let i, let field): live[i] = field.value(bar)
                    case .smoother(let i, let k, let input): live[i] = smoothers[k].update(live[input])
                    case .kernel(let i, let k, let input): live[i] = kernels[k].update(live[input])
                    case .affine(let i, let u, let v, let su, let sv, let k): live[i] = FormulaAffineStep.value(live[u], live[v], su: su, sv: sv, k: k)
                    case .pure(let i, let node): live[i] = FormulaProgram.pure(node) { live[$0] } ?? .nan
                    }
                }
                for (line, node) in outputNodes.enumerated() { values[line] = live[node] }
            }
        }
    }

    /// Commits the live bar in every kernel. O(kernels), amortised.
    public mutating func advance() {
        for k in smoothers.indices { smoothers[k].advance() }
        for k in kernels.indices { kernels[k].advance() }
    }

    /// Every line over whole columns (see `FormulaProgram.columns`). O(steps × n).
    public func compute(_ columns: BarColumns) -> [[Double]] { program.columns(columns) }
}
