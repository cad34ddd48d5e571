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
    /// (by its index in `smoothers` or `kernels`) over an earlier step, `(u + sign·v)·k` (a sum or difference,
    /// scaled when a product by a constant is its only reader: MACD's DIF and `(DIF − DEA)·2` in one step, the
    /// same IEEE operations in the same order), or any other pure step. Constants are not steps: their values are
    /// set once. Each choice costs `update` a few nanoseconds, the whole of a formula's cost over a built-in's.
    private enum Step {
        case field(Int, FormulaField)
        case smoother(Int, Int, input: Int)
        case kernel(Int, Int, input: Int)
        case combine(Int, Int, Int, sign: Double, k: Double)
        case pure(Int, FormulaNode)
    }

    init(program: FormulaProgram) {
        self.program = program
        let nodes = program.nodes, drawn = program.firstLines
        var readers = [Int](repeating: 0, count: nodes.count)
        for node in nodes { for input in FormulaProgram.inputs(node) { readers[input] += 1 } }
        var steps: [Step?] = [], stepOf = [Int: Int]()
        for (i, node) in nodes.enumerated() {
            func constant(_ j: Int) -> Double? { if case .constant(let c) = nodes[j] { c } else { nil } }
            var step: Step?
            switch node {
            case .field(let field): step = .field(i, field)
            case .kernel(let spec, let input):
                if case .smoother(let k) = FormulaKernel(spec) {
                    step = .smoother(i, smoothers.count, input: input)
                    smoothers.append(k)
                } else {
                    step = .kernel(i, kernels.count, input: input)
                    kernels.append(FormulaKernel(spec).streaming)
                }
            case .binary(.add, let a, let b): step = .combine(i, a, b, sign: 1, k: 1)
            case .binary(.subtract, let a, let b): step = .combine(i, a, b, sign: -1, k: 1)
            case .binary(.multiply, let a, let b):
                if let (x, k) = constant(b).map({ (a, $0) }) ?? constant(a).map({ (b, $0) }), readers[x] == 1, drawn[x] == nil,
                   let s = stepOf[x], case .combine(_, let u, let v, let sign, 1) = steps[s] {
                    steps[s] = nil  // the sum is computed here, scaled
                    step = .combine(i, u, v, sign: sign, k: k)
                } else {
                    step = .pure(i, node)
                }
            case .constant: break
            default: step = .pure(i, node)
            }
            if step != nil { stepOf[i] = steps.count }
            steps.append(step)
        }
        plan = Plan(steps: steps.compactMap { $0 }, outputNodes: program.outputs.map(\.node))
        live = nodes.map { if case .constant(let c) = $0 { c } else { .nan } }
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
                    case .combine(let i, let u, let v, let sign, let k): live[i] = (live[u] + sign * live[v]) * k
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
