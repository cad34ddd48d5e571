import LiveChartData

/// A compiled formula as an indicator: its drawn lines computed by the same kernels as the built-ins.
///
/// Streaming: `update(_:into:)` evaluates every step for the live bar (kernels through their own `update`),
/// `advance()` commits each kernel: O(steps) per call, independent of the history's length. Batch:
/// `compute(_:)` runs step by step over whole columns (`FormulaProgram.columns`), bit for bit the same values.
public struct FormulaIndicator: BarIndicator {
    /// What `update` does for each step, in step order, the step each drawn line shows, and the program.
    private let plan: Plan
    /// The kernels' running state and the live bar's values, copied before a change when another copy of the
    /// indicator shares them.
    private var state: State

    /// The compiled program.
    var program: FormulaProgram { plan.program }

    init(program: FormulaProgram) {
        let nodes = program.nodes, negativeZero = nodes.count  // the slot of `live` holding −0
        var fieldSlots = FieldSlots(spare: nodes.count + 1)
        var smoothers: [ExponentialSmoother] = [], kernels: [any FormulaStreamKernel] = []
        // Every operand that is not a constant is an earlier step's value: each such step takes the shape.
        let (affine, folded) = FormulaAffineStep.find(in: program, candidates: nodes.indices) { _, _ in true }
        var steps: [Step] = []
        for (i, node) in nodes.enumerated() where !folded.contains(i) {
            if let a = affine[i] {
                let (x, y, subtracts) = a.signed(negativeZero: negativeZero)
                steps.append(subtracts ? .difference(i, x, y, k: a.k) : .sum(i, x, y, k: a.k))
                continue
            }
            switch node {
            case .field(let field): fieldSlots.assign(field, to: i)
            case .kernel(let spec, let input):
                if case .smoother(let k) = FormulaKernel(spec) {
                    steps.append(.smoother(i, smoothers.count, input: input))
                    smoothers.append(k)
                } else {
                    steps.append(.kernel(i, kernels.count, input: input))
                    kernels.append(FormulaKernel(spec).streaming)
                }
            case .seriesKernel(let spec, let input, let parameter):
                steps.append(.seriesKernel(i, kernels.count, input: input, parameter: parameter))
                kernels.append(spec.kernel)
            case .constant: break
            default: steps.append(.pure(i, node))
            }
        }
        for s in steps.indices.dropFirst() { steps[s] = steps[s].readingLast(steps[s - 1].node) }
        plan = Plan(program: program, steps: steps, fields: fieldSlots)
        let live = nodes.map { if case .constant(let c) = $0 { c } else { .nan } } + [-0.0, .nan]
        state = State(smoothers: smoothers, kernels: kernels, live: live)
    }

    /// The drawn lines' names in the formula's order (`OUT1`, `OUT2`, … for lines without a name).
    public var lineNames: [String] { program.outputs.map(\.name) }

    /// Evaluates every step for `bar` as the live bar. O(steps).
    public mutating func update(_ bar: Bar, into values: LineValues) {
        let steps = UnsafeBufferPointer(start: plan.steps.base, count: plan.steps.capacity)
        let outputNodes = UnsafeBufferPointer(start: plan.outputNodes.base, count: plan.outputNodes.capacity), fields = plan.fields
        if !isKnownUniquelyReferenced(&state) { state = State(copying: state) }
        let (smoothers, kernels, live) = (state.smoothers.base, state.kernels.base, state.live.base)
        (live[fields.open], live[fields.high], live[fields.low]) = (bar.open, bar.high, bar.low)
        (live[fields.close], live[fields.volume], live[fields.amount]) = (bar.close, bar.volume, bar.amount)
        var last = 0.0  // the step before's value
        for step in steps {
            let i: Int
            switch step {
            case .smoother(let n, let k, let input): (i, last) = (n, smoothers[k].update(live[input]))
            case .smootherOfLast(let n, let k): (i, last) = (n, smoothers[k].update(last))
            case .kernel(let n, let k, let input): (i, last) = (n, kernels[k].update(live[input]))
            case .seriesKernel(let n, let k, let input, let p): (i, last) = (n, kernels[k].update(live[input], live[p]))
            case .sum(let n, let u, let v, let k): (i, last) = (n, (live[u] + live[v]) * k)
            case .sumWithLast(let n, let v, let k): (i, last) = (n, (last + live[v]) * k)
            case .difference(let n, let u, let v, let k): (i, last) = (n, (live[u] - live[v]) * k)
            case .lastLess(let n, let v, let k): (i, last) = (n, (last - live[v]) * k)
            case .lessLast(let n, let u, let k): (i, last) = (n, (live[u] - last) * k)
            case .pure(let n, let node): (i, last) = (n, FormulaProgram.pure(node) { live[$0] } ?? .nan)
            }
            live[i] = last
        }
        for (line, node) in outputNodes.enumerated() { values[line] = live[node] }
    }

    /// Commits the live bar in every kernel. O(kernels), amortised.
    public mutating func advance() {
        if !isKnownUniquelyReferenced(&state) { state = State(copying: state) }
        for k in 0..<state.smoothers.capacity { state.smoothers.base[k].advance() }
        for k in 0..<state.kernels.capacity { state.kernels.base[k].advance() }
    }

    /// Every line over whole columns (see `FormulaProgram.columns`). O(steps × n).
    public func compute(_ columns: BarColumns) -> [[Double]] { program.columns(columns) }
}
