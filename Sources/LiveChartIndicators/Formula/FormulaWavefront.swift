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
/// chunk `c − P`: sums, differences and scalings of the round's lanes (MACD's DIF and its bar, `FormulaAffineStep`)
/// inside the smoothers' loop, bar by bar, where their loads and stores hide behind the chains' latency as the
/// built-in's do; the others in small loops that stay in the cache. Values are bit for bit those of bar-by-bar
/// evaluation: each smoother goes through `ExponentialSmoother.updateAndAdvance`, bar by bar.
///
/// Memory: a step above level 0 that no REF reads keeps only the chunks its readers still need, in a ring
/// (`ringSlots`), so an intermediate such as MACD's two EMAs never touches a whole column. A drawn step computed
/// in the loop writes its result array; another drawn pure step is computed into its ring, and its chunk is
/// copied into the result array in the next round's smoother loop.
/// - Complexity: O(steps × n) time, as the column pass; memory for the drawn lines, REF inputs and level-0
///   steps, plus `chunk` bars per ring slot.
struct FormulaWavefront {
    static let chunk = 2048
    /// Doubles from one ring slot to the next: a chunk and 40 more, so that slots (and the columns they are
    /// copied to) do not all start at one offset within a 4 KiB page, where loads wait on unrelated stores.
    static let slotStride = chunk + 40

    let program: FormulaProgram
    /// Level of each step.
    private let level: [Int]
    /// The smoother steps, in step order.
    private let smoothers: [Int]
    /// Chunks of each step held at once, when a ring holds its values; nil when a whole column does
    /// (a field, a constant, a level-0 step, a REF input, a drawn smoother or tail) or nothing (a folded sum).
    private let ringSlots: [Int?]
    /// The pure steps computed in the smoothers' loop, and the sums folded into the step that scales them.
    let tails: [Int: FormulaAffineStep]
    let absorbed: Set<Int>
    /// Smoothers kept in rings whose readers are all tails of their own level: step → those tails. Where all of
    /// them read it from registers in a round, the smoother's chunk is not stored (MACD's two EMAs).
    private let onlyTailsRead: [Int: [Int]]

    /// The most steps a wavefront takes: steps held whole keep their column to the end (their chunks lag one
    /// another), so a long formula could hold steps × bars; those take the pooled pass.
    static let maxSteps = 64

    /// A wavefront for `program`, or nil when a kernel other than a smoother or REF reads a smoother's values
    /// (directly or not), there is no smoother, or there are more than `maxSteps` steps. Steps no smoother feeds
    /// (level 0: KDJ's HHV, LLV and RSV) are computed first, whole columns, as the pooled pass does.
    init?(_ program: FormulaProgram) {
        let nodes = program.nodes
        guard nodes.count <= Self.maxSteps else { return nil }
        var level = [Int](repeating: 0, count: nodes.count)
        var smoothers: [Int] = []
        for (i, node) in nodes.enumerated() {
            let inputs = FormulaProgram.inputs(node).map { level[$0] }.max() ?? 0
            if case .kernel(.lag, _) = node {
                level[i] = inputs  // REF reads earlier bars of a finished column: a pure step here
            } else if case .kernel(let spec, _) = node, case .smoother = FormulaKernel(spec) {
                smoothers.append(i)
                level[i] = inputs + 1
            } else if case .seriesKernel = node {
                return nil  // its parameter is a column read bar by bar: the pooled pass
            } else if case .kernel = node {
                guard inputs == 0 else { return nil }  // a window over a smoother's values: the pooled pass
                level[i] = 0
            } else {
                level[i] = inputs
            }
        }
        guard !smoothers.isEmpty else { return nil }
        // A reader d levels above a step reads the chunk d rounds older than the one the step writes that
        // round: d + 1 slots. A drawn pure step's chunk is still copied out in the next round: at least 2.
        var reach = [Int](repeating: 0, count: nodes.count), whole = [Bool](repeating: false, count: nodes.count)
        for (j, node) in nodes.enumerated() {
            for input in FormulaProgram.inputs(node) {
                if case .kernel(.lag, _) = node { whole[input] = true }
                reach[input] = max(reach[input], level[j] - level[input])
            }
        }
        let drawn = program.firstLines, (tails, absorbed) = Self.tailSteps(program, level: level, smoothers: smoothers)
        let ringSlots: [Int?] = nodes.indices.map { i in
            guard Self.isComputed(nodes[i]), level[i] > 0, !whole[i], !absorbed.contains(i) else { return nil }
            if drawn[i] == nil { return reach[i] + 1 }
            return smoothers.contains(i) || tails[i] != nil ? nil : max(2, reach[i] + 1)
        }
        self.ringSlots = ringSlots
        self.tails = tails
        self.absorbed = absorbed
        var readers = [Int: [Int]]()
        for (j, node) in nodes.enumerated() where !absorbed.contains(j) {
            let inputs = tails[j].map { [$0.u] + ($0.v.map { [$0] } ?? []) } ?? FormulaProgram.inputs(node)
            for input in Set(inputs) { readers[input, default: []].append(j) }
        }
        onlyTailsRead = readers.filter { step, readers in
            smoothers.contains(step) && ringSlots[step] != nil && readers.allSatisfy { tails[$0] != nil && level[$0] == level[step] }
        }
        self.program = program
        self.level = level
        self.smoothers = smoothers
    }

    /// Whether the pass computes step `node`'s values (fields are read in place, constants stay scalars).
    private static func isComputed(_ node: FormulaNode) -> Bool {
        switch node {
        case .field, .constant: false
        default: true
        }
    }

    func columns(_ bars: BarColumns) -> [[Double]] {
        let n = bars.count, nodes = program.nodes, outputs = program.outputs, line = program.firstLines
        let chunks = (n + Self.chunk - 1) / Self.chunk, top = level.max() ?? 0
        return OutputColumns.make(lines: outputs.count, count: n) { out in
            bars.withReaders { reader in
                var pool = ColumnPool(count: n)
                defer { pool.release() }
                let ringBars = ringSlots.reduce(0) { $0 + ($1 ?? 0) } * Self.slotStride
                let rings = UnsafeMutablePointer<Double>.allocate(capacity: ringBars + 2 * Self.slotStride)
                defer { rings.deallocate() }
                var ring = [UnsafeMutablePointer<Double>?](repeating: nil, count: nodes.count)
                var next = rings
                for (i, slots) in ringSlots.enumerated() {
                    guard let slots else { continue }
                    ring[i] = next
                    next += slots * Self.slotStride
                }
                let scratch = next  // the spare lane's and the spare tail's bars: values never read
                let negativeZeros = UnsafePointer(next + Self.slotStride)  // a one-operand tail's v
                (next + Self.slotStride).initialize(repeating: -0.0, count: Self.chunk)
                var operand = [FormulaOperand](repeating: .scalar(.nan), count: nodes.count)
                var kernels: [ExponentialSmoother] = []
                for (i, node) in nodes.enumerated() {
                    switch node {
                    case .field(let field): operand[i] = .column(FormulaProgram.fieldColumn(field, reader).baseAddress!)
                    case .constant(let c): operand[i] = .scalar(c)
                    default:
                        // A ring step's operand is its result array once copied there (for `finishLines`).
                        if let k = line[i] { operand[i] = .column(UnsafePointer(out[k])) }
                        else if ring[i] == nil, !absorbed.contains(i) { operand[i] = .column(UnsafePointer(pool.take())) }
                    }
                    if case .kernel(let spec, _) = node, case .smoother(let k) = FormulaKernel(spec) { kernels.append(k) }
                }
                /// Bars `c × chunk …` of step `i`: in its ring, or at that offset of its column.
                func at(_ i: Int, _ c: Int) -> FormulaOperand {
                    if let r = ring[i], let slots = ringSlots[i] { return .column(UnsafePointer(r + (c % slots) * Self.slotStride)) }
                    return operand[i].shifted(by: c * Self.chunk)
                }
                func written(_ i: Int, _ c: Int) -> UnsafeMutablePointer<Double> {
                    guard case .column(let p) = at(i, c) else { preconditionFailure("a computed step has a column") }
                    return UnsafeMutablePointer(mutating: p)
                }
                // A smoother's input as a column: a constant (EMA(5, N)) spread once.
                var spread = [Int: UnsafePointer<Double>]()
                for node in nodes {
                    guard case .kernel(_, let input) = node, case .constant(let c) = nodes[input] else { continue }
                    let p = pool.take()
                    p.initialize(repeating: c, count: n)
                    spread[input] = UnsafePointer(p)
                }
                kernels.append(.ema(period: 2, convention: .tdx))  // the spare of `stepTogether`
                let computed = nodes.indices.filter { Self.isComputed(nodes[$0]) }
                for i in computed where level[i] == 0 { program.fill(nodes[i], into: written(i, 0), count: n, operand, &pool) }
                let pure = computed.filter { level[$0] > 0 && !smoothers.contains($0) && tails[$0] == nil && !absorbed.contains($0) }
                    .map { ($0, FormulaProgram.inputs(nodes[$0])) }
                let inLoop = tails.sorted { $0.key < $1.key }
                var local = operand  // a pure step's inputs at the chunk it computes
                var lanes: [Lane] = [], round: [Tail] = [], copies: [Tail] = []  // one round's, kept to spare an allocation a round
                lanes.reserveCapacity(smoothers.count + 2)
                for r in 0..<(chunks + top) {
                    lanes.removeAll(keepingCapacity: true)
                    for (s, i) in smoothers.enumerated() {
                        let c = r - level[i]
                        guard c >= 0, c < chunks, case .kernel(_, let input) = nodes[i] else { continue }
                        let source = spread[input].map { $0 + c * Self.chunk } ?? UnsafePointer(written(input, c))
                        lanes.append(Lane(smoother: s, step: i, inputStep: input, chunk: c, input: source, output: written(i, c),
                                          count: min(Self.chunk, n - c * Self.chunk)))
                    }
                    for (i, shape) in inLoop {  // in step order, so a tail reading another comes after it
                        let c = r - level[i]
                        guard c >= 0, c < chunks else { continue }
                        let v = shape.v.map { UnsafePointer(written($0, c)) } ?? negativeZeros
                        round.append(Tail(u: UnsafePointer(written(shape.u, c)), v: v, su: shape.su, sv: shape.sv, k: shape.k,
                                          to: written(i, c), count: min(Self.chunk, n - c * Self.chunk),
                                          step: i, steps: (shape.u, shape.v ?? -1), chunk: c))
                    }
                    round += copies
                    copies.removeAll(keepingCapacity: true)
                    stepTogether(&lanes, tails: &round, &kernels, scratch: scratch, negativeZeros: negativeZeros)
                    for (i, inputs) in pure {
                        let c = r - level[i]
                        guard c >= 0, c < chunks else { continue }
                        let start = c * Self.chunk, count = min(Self.chunk, n - start), into = written(i, c)
                        if case .kernel(.lag(let lag), let input) = nodes[i] {
                            // REF(X,N) over bars start..<start+count: X from N bars before (NaN before the first), as `Lag`.
                            guard case .column(let x) = operand[input] else { preconditionFailure("REF's input is whole") }
                            for j in start..<(start + count) { into[j - start] = j >= lag ? x[j - lag] : .nan }
                        } else {
                            for input in inputs { local[input] = at(input, c) }
                            program.fill(nodes[i], into: into, count: count, local, &pool)
                        }
                        if ring[i] != nil, let k = line[i] {
                            copies.append(.copy(into, to: out[k] + start, count: count, negativeZeros: negativeZeros))
                        }
                    }
                }
                for copy in copies { copy.run() }
                program.finishLines(out, operand, count: n)
            }
        }
    }

    /// One smoother's share of a round: `count` bars of its input, written to `output`.
    struct Lane {
        var smoother: Int
        /// The smoother's step and its input's (−1 for the spare lane), and the chunk it steps.
        var step: Int, inputStep: Int, chunk: Int
        var input: UnsafePointer<Double>
        var output: UnsafeMutablePointer<Double>
        var count: Int
    }

    /// Steps every lane, three at a time in one loop (lanes of one length: the last chunk is shorter), the
    /// smoothers' values held in registers so that their chains overlap, and computes `tails` (then empties it):
    /// two ride along with each group of three lanes of their length, in order (one reading the lanes only with
    /// the last group of its length, after which all of them are stored); the rest run as loops of their own,
    /// in order, after the groups. A group short of three lanes or two tails is padded with a spare smoother and
    /// tails writing to `scratch`.
    private func stepTogether(_ lanes: inout [Lane], tails: inout [Tail], _ kernels: inout [ExponentialSmoother],
                                     scratch: UnsafeMutablePointer<Double>, negativeZeros: UnsafePointer<Double>) {
        func groups(_ group: inout [Lane], length: Int) {
            let spare = Lane(smoother: kernels.count - 1, step: -1, inputStep: -1, chunk: -1, input: group[0].input, output: scratch, count: length)
            let spareTail = Tail.copy(negativeZeros, to: scratch, count: length, negativeZeros: negativeZeros)
            while group.count % 3 != 0 { group.append(spare) }
            for k in stride(from: 0, to: group.count, by: 3) {
                let last = k + 3 == group.count
                func next() -> Tail {
                    tails.firstIndex { $0.count == length && (last || $0.step < 0) }.map { tails.remove(at: $0) } ?? spareTail
                }
                var (p, q) = (next(), next()), (a, b, c) = (group[k], group[k + 1], group[k + 2])
                if group.count == 3 {
                    Self.readRegisters(&a, &b, &c, &p, &q)
                    // A lane whose every reader takes it from a register this round need not be kept.
                    func read(_ step: Int) -> Bool { step == p.step && p.registers != .memory || step == q.step && q.registers != .memory }
                    if let readers = onlyTailsRead[a.step], readers.allSatisfy(read) { a.output = scratch }
                    if let readers = onlyTailsRead[b.step], readers.allSatisfy(read) { b.output = scratch }
                    if let readers = onlyTailsRead[c.step], readers.allSatisfy(read) { c.output = scratch }
                }
                Self.three(a, b, c, p, q, &kernels)
            }
        }
        if let first = lanes.first {
            if lanes.allSatisfy({ $0.count == first.count }) {  // every round but the last chunk's: no grouping
                groups(&lanes, length: first.count)
            } else {
                for length in Set(lanes.map(\.count)) {
                    var group = lanes.filter { $0.count == length }
                    groups(&group, length: length)
                }
            }
        }
        for tail in tails { tail.run() }
        tails.removeAll(keepingCapacity: true)
    }

    /// Three smoothers over their lanes and two tails of their length: runs of bars where all three are
    /// running step the recurrences side by side with their values in locals (as `ExponentialSmoother.column`
    /// does for one), one NaN test for the three new values before they are kept; a bar where any lane seeds
    /// or would leave the run (a missing input, ∞ − ∞) goes through `updateAndAdvance` for all three, which
    /// decides it as bar-by-bar evaluation does. The tails' bar follows the lanes' stores of that bar.
    private static func three(_ a: Lane, _ b: Lane, _ c: Lane, _ p: Tail, _ q: Tail, _ kernels: inout [ExponentialSmoother]) {
        func with<P: TailRegisters>(_: P.Type) {
            switch q.registers {
            case .memory: three(a, b, c, p, q, &kernels, P.self, FromMemory.self)
            case .differenceAB: three(a, b, c, p, q, &kernels, P.self, DifferenceAB.self)
            case .inputLessC: three(a, b, c, p, q, &kernels, P.self, InputLessC.self)
            }
        }
        switch p.registers {
        case .memory: with(FromMemory.self)
        case .differenceAB: with(DifferenceAB.self)
        case .inputLessC: with(InputLessC.self)
        }
    }

    /// `three` with the tails' operands read as `P` and `Q` say (a specialisation each).
    private static func three<P: TailRegisters, Q: TailRegisters>(_ a: Lane, _ b: Lane, _ c: Lane, _ p: Tail, _ q: Tail,
                                                                   _ kernels: inout [ExponentialSmoother], _: P.Type, _: Q.Type) {
        var ka = kernels[a.smoother], kb = kernels[b.smoother], kc = kernels[c.smoother]
        let n = a.count
        var i = 0
        while i < n {
            if var ya = ka.runningOutput, var yb = kb.runningOutput, var yc = kc.runningOutput {
                // Constant copies for `step` and the tails: the output stores could otherwise alias the smoothers'
                // and the tails' fields (passed by address), which would then be reloaded every bar.
                let (sa, sb, sc) = (ka, kb, kc), (tp, tq) = (p.operands, q.operands), (pt, qt) = (p.to, q.to)
                let (xa, xb, xc) = (a.input, b.input, c.input), (oa, ob, oc) = (a.output, b.output, c.output)
                while i < n {
                    let vc = xc[i]  // lane c's input, which a tail may read too
                    let na = sa.step(from: ya, xa[i]), nb = sb.step(from: yb, xb[i]), nc = sc.step(from: yc, vc)
                    // One test for three: the sum is NaN when any value is (a missing input, or ∞ − ∞ in a
                    // step), and for +∞ beside −∞, which the bar-by-bar path below decides as well.
                    if (na + nb + nc).isNaN { break }
                    (ya, yb, yc) = (na, nb, nc)
                    oa[i] = ya
                    ob[i] = yb
                    oc[i] = yc
                    pt[i] = P.value(tp, i, ya, yb, yc, vc)
                    qt[i] = Q.value(tq, i, ya, yb, yc, vc)
                    i += 1
                }
                ka.resume(at: ya)
                kb.resume(at: yb)
                kc.resume(at: yc)
                if i == n { break }
            }
            let (ya, yb, yc) = (ka.updateAndAdvance(a.input[i]), kb.updateAndAdvance(b.input[i]), kc.updateAndAdvance(c.input[i]))
            a.output[i] = ya
            b.output[i] = yb
            c.output[i] = yc
            p.to[i] = P.value(p.operands, i, ya, yb, yc, c.input[i])
            q.to[i] = Q.value(q.operands, i, ya, yb, yc, c.input[i])
            i += 1
        }
        kernels[a.smoother] = ka
        kernels[b.smoother] = kb
        kernels[c.smoother] = kc
    }
}
