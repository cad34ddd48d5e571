import LiveChartData

/// The batch pass of a formula whose only kernels are exponential smoothers (EMA, SMA(X,N,M), DMA) and REF
/// (MACD, TRIX and their kin), run so that the smoothers' recurrences overlap as a hand-fused built-in's do.
///
/// Run step by step over whole columns, each smoother is one long loop-carried chain (a multiply and an add per
/// bar) and the chains of MACD's three EMAs add up; the built-in MACD steps all three in one loop and pays for
/// one. Here the bars are cut into chunks of `chunk` bars and the steps are levelled: a smoother is one level
/// above its input's, a pure step at its inputs' level. In round `c`, every smoother at level L steps chunk
/// `c − L`, all of them in one loop (`stepTogether`): their inputs were finished in earlier rounds, so the
/// chains are independent and the processor runs them side by side; then the pure steps at level P compute
/// chunk `c − P` in small loops that stay in the cache. Values are bit for bit those of bar-by-bar evaluation:
/// each smoother goes through `ExponentialSmoother.updateAndAdvance`, bar by bar.
/// - Complexity: O(steps × n) time, as the column pass; memory for every step's column.
struct FormulaWavefront {
    static let chunk = 512

    let program: FormulaProgram
    /// Level of each step.
    private let level: [Int]
    /// The smoother steps, in step order.
    private let smoothers: [Int]

    /// The most steps a wavefront takes: it keeps every step's column to the end (its chunks lag one another),
    /// so a long formula would hold steps × bars; those take the pooled pass.
    static let maxSteps = 64

    /// A wavefront for `program`, or nil when a kernel other than a smoother or REF reads a smoother's values
    /// (directly or not), there is no smoother, or there are more than `maxSteps` steps. Steps no smoother feeds
    /// (level 0: KDJ's HHV, LLV and RSV) are computed first, whole columns, as the pooled pass does.
    init?(_ program: FormulaProgram) {
        guard program.nodes.count <= Self.maxSteps else { return nil }
        var level = [Int](repeating: 0, count: program.nodes.count)
        var smoothers: [Int] = []
        for (i, node) in program.nodes.enumerated() {
            let inputs = FormulaProgram.inputs(node).map { level[$0] }.max() ?? 0
            if case .kernel(.lag, _) = node {
                level[i] = inputs  // REF reads earlier bars of a finished column: a pure step here
            } else if case .kernel(let spec, _) = node, case .smoother = FormulaKernel(spec) {
                smoothers.append(i)
                level[i] = inputs + 1
            } else if case .kernel = node {
                guard inputs == 0 else { return nil }  // a window over a smoother's values: the pooled pass
                level[i] = 0
            } else {
                level[i] = inputs
            }
        }
        guard !smoothers.isEmpty else { return nil }
        self.program = program
        self.level = level
        self.smoothers = smoothers
    }

    func columns(_ bars: BarColumns) -> [[Double]] {
        let n = bars.count, nodes = program.nodes, outputs = program.outputs, line = program.firstLines
        let chunks = (n + Self.chunk - 1) / Self.chunk, top = level.max() ?? 0
        return OutputColumns.make(lines: outputs.count, count: n) { out in
            bars.withReaders { reader in
                var pool = ColumnPool(count: n)
                defer { pool.release() }
                var operand = [FormulaOperand](repeating: .scalar(.nan), count: nodes.count)
                var kernels: [ExponentialSmoother] = []
                var column: [UnsafeMutablePointer<Double>?] = Array(repeating: nil, count: nodes.count)
                for (i, node) in nodes.enumerated() {
                    switch node {
                    case .field(let field): operand[i] = .column(FormulaProgram.fieldColumn(field, reader).baseAddress!)
                    case .constant(let c): operand[i] = .scalar(c)
                    default:
                        let p = line[i].map { out[$0] } ?? pool.take()
                        column[i] = p
                        operand[i] = .column(UnsafePointer(p))
                    }
                    if case .kernel(let spec, _) = node, case .smoother(let k) = FormulaKernel(spec) { kernels.append(k) }
                }
                // A smoother's input as a column: a constant (EMA(5, N)) spread once.
                var spread = [Int: UnsafePointer<Double>]()
                for (i, node) in nodes.enumerated() {
                    guard case .kernel(_, let input) = node else { continue }
                    switch operand[input] {
                    case .column(let p): spread[input] = p
                    case .scalar(let c):
                        let p = pool.take()
                        p.initialize(repeating: c, count: n)
                        spread[input] = UnsafePointer(p)
                    }
                }
                kernels.append(.ema(period: 2, convention: .tdx))  // the spare of `stepTogether`
                let scratch = pool.take()
                for i in nodes.indices where level[i] == 0 && column[i] != nil {
                    program.fill(nodes[i], into: column[i]!, count: n, operand, &pool)
                }
                let pure = nodes.indices.filter { column[$0] != nil && level[$0] > 0 && !smoothers.contains($0) }
                var lanes: [Lane] = []  // one round's, kept to spare an allocation a round
                lanes.reserveCapacity(smoothers.count + 2)
                for round in 0..<(chunks + top) {
                    lanes.removeAll(keepingCapacity: true)
                    for (s, i) in smoothers.enumerated() {
                        let c = round - level[i]
                        guard c >= 0, c < chunks, case .kernel(_, let input) = nodes[i] else { continue }
                        let start = c * Self.chunk, count = min(Self.chunk, n - start)
                        lanes.append(Lane(smoother: s, input: spread[input]! + start, output: column[i]! + start, count: count))
                    }
                    if !lanes.isEmpty { Self.stepTogether(&lanes, &kernels, scratch: scratch) }
                    for i in pure {
                        let c = round - level[i]
                        guard c >= 0, c < chunks else { continue }
                        let start = c * Self.chunk, count = min(Self.chunk, n - start)
                        if case .kernel(.lag(let lag), let input) = nodes[i] {
                            // REF(X,N) over bars start..<start+count: X from N bars before (NaN before the first), as `Lag`.
                            let x = spread[input]!, out = column[i]!
                            for j in start..<(start + count) { out[j] = j >= lag ? x[j - lag] : .nan }
                        } else {
                            program.fill(nodes[i], into: column[i]!, offset: start, count: count, operand, &pool)
                        }
                    }
                }
                program.finishLines(out, operand, count: n)
            }
        }
    }

    /// One smoother's share of a round: `count` bars of its input, written to `output`.
    struct Lane {
        var smoother: Int
        var input: UnsafePointer<Double>
        var output: UnsafeMutablePointer<Double>
        var count: Int
    }

    /// Steps every lane, three at a time in one loop (lanes of one length: the last chunk is shorter), the
    /// smoothers' values held in registers so that their chains overlap. A group short of three is padded
    /// with a spare smoother writing to `scratch` (its values unused), so one loop serves every group.
    private static func stepTogether(_ lanes: inout [Lane], _ kernels: inout [ExponentialSmoother], scratch: UnsafeMutablePointer<Double>) {
        if lanes.allSatisfy({ $0.count == lanes[0].count }) {  // every round but the last chunk's: no grouping
            let spare = Lane(smoother: kernels.count - 1, input: lanes[0].input, output: scratch, count: lanes[0].count)
            while lanes.count % 3 != 0 { lanes.append(spare) }
            for k in stride(from: 0, to: lanes.count, by: 3) { three(lanes[k], lanes[k + 1], lanes[k + 2], &kernels) }
            return
        }
        for length in Set(lanes.map(\.count)) {
            var group = lanes.filter { $0.count == length }
            let spare = Lane(smoother: kernels.count - 1, input: group[0].input, output: scratch, count: length)
            while group.count % 3 != 0 { group.append(spare) }
            for k in stride(from: 0, to: group.count, by: 3) { three(group[k], group[k + 1], group[k + 2], &kernels) }
        }
    }

    /// Three smoothers over their lanes: runs of finite inputs step the three recurrences side by side with
    /// their values in locals (as `ExponentialSmoother.column` does for one); a bar where any lane seeds or
    /// meets a missing value goes through `updateAndAdvance` for all three.
    private static func three(_ a: Lane, _ b: Lane, _ c: Lane, _ kernels: inout [ExponentialSmoother]) {
        var ka = kernels[a.smoother], kb = kernels[b.smoother], kc = kernels[c.smoother]
        let n = a.count
        var i = 0
        while i < n {
            if var ya = ka.runningOutput, var yb = kb.runningOutput, var yc = kc.runningOutput {
                // Constant copies for `step`: the output stores could otherwise alias the smoothers' fields,
                // which would then be reloaded every bar.
                let (sa, sb, sc) = (ka, kb, kc)
                let (xa0, xb0, xc0) = (a.input, b.input, c.input), (oa, ob, oc) = (a.output, b.output, c.output)
                while i < n {
                    let xa = xa0[i], xb = xb0[i], xc = xc0[i]
                    // One test for three: the sum is NaN when any input is (or for +∞ and −∞, which the
                    // bar-by-bar path below handles as well).
                    if (xa + xb + xc).isNaN { break }
                    ya = sa.step(from: ya, xa)
                    yb = sb.step(from: yb, xb)
                    yc = sc.step(from: yc, xc)
                    oa[i] = ya
                    ob[i] = yb
                    oc[i] = yc
                    i += 1
                    if (ya + yb + yc).isNaN { break }  // through an infinity: update/advance take it from here
                }
                ka.resume(at: ya)
                kb.resume(at: yb)
                kc.resume(at: yc)
                if i == n { break }
            }
            a.output[i] = ka.updateAndAdvance(a.input[i])
            b.output[i] = kb.updateAndAdvance(b.input[i])
            c.output[i] = kc.updateAndAdvance(c.input[i])
            i += 1
        }
        kernels[a.smoother] = ka
        kernels[b.smoother] = kb
        kernels[c.smoother] = kc
    }
}
