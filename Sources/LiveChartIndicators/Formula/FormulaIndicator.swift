import LiveChartData

/// A compiled formula as an indicator: its drawn lines computed by the same kernels as the built-ins.
///
/// Streaming: `update(_:into:)` evaluates every step for the live bar (kernels through their own `update`),
/// `advance()` commits each kernel: O(steps) per call, independent of the history's length. Batch:
/// `compute(_:)` runs step by step over whole columns (`FormulaProgram.columns`), bit for bit the same values.
public struct FormulaIndicator: BarIndicator {
    let program: FormulaProgram
    /// The kernel steps' kernels, in step order: each mutated in place where it sits.
    private var kernels: [any FormulaStreamKernel] = []
    private var live: [Double]

    init(program: FormulaProgram) {
        self.program = program
        for case .kernel(let spec, _) in program.nodes { kernels.append(FormulaKernel(spec).streaming) }
        live = Array(repeating: .nan, count: program.nodes.count)
    }

    /// The drawn lines' names in the formula's order (`OUT1`, `OUT2`, … for lines without a name).
    public var lineNames: [String] { program.outputs.map(\.name) }

    /// Evaluates every step for `bar` as the live bar. O(steps).
    public mutating func update(_ bar: Bar, into values: LineValues) {
        var k = 0
        for (i, node) in program.nodes.enumerated() {
            switch node {
            case .field(let field): live[i] = field.value(bar)
            case .kernel(_, let input):
                live[i] = kernels[k].update(live[input])
                k += 1
            default: live[i] = FormulaProgram.pure(node) { live[$0] } ?? .nan
            }
        }
        for (line, output) in program.outputs.enumerated() { values[line] = live[output.node] }
    }

    /// Commits the live bar in every kernel. O(kernels), amortised.
    public mutating func advance() {
        for k in kernels.indices { kernels[k].advance() }
    }

    /// Every line over whole columns (see `FormulaProgram.columns`). O(steps × n).
    public func compute(_ columns: BarColumns) -> [[Double]] { program.columns(columns) }
}
