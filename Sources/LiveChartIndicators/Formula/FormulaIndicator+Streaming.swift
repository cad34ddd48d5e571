import LiveChartData

/// The parts of a `FormulaIndicator`'s streaming: what `update` does (`Plan`, `Step`, `FieldSlots`: made once from
/// the program, never changed) and what it changes (`State`).
extension FormulaIndicator {
    /// The smoothers (EMA, SMA(X,N,M), DMA: the kernels of MACD, KDJ and their kin) as their own type, each
    /// updated in place where it sits; the other kernels behind the protocol, both in step order; and the live
    /// bar's value of every step (a constant's is set once). In memory of their own, so `update` checks once that
    /// the state is not shared: three arrays were checked one by one, the kernels' check hoisted out of the steps'
    /// loop and paid by every formula, kernels or not (on its own 10 of a MACD formula's 29 ns an update).
    final class State: @unchecked Sendable {  // mutated only by an indicator that holds it alone
        let smoothers: SlotStorage<ExponentialSmoother>
        let kernels: SlotStorage<any FormulaStreamKernel>
        let live: SlotStorage<Double>

        init(smoothers: [ExponentialSmoother], kernels: [any FormulaStreamKernel], live: [Double]) {
            (self.smoothers, self.kernels, self.live) = (SlotStorage(smoothers), SlotStorage(kernels), SlotStorage(live))
        }

        /// A private copy of `other`'s state.
        init(copying other: State) {
            smoothers = SlotStorage(copying: other.smoothers)
            kernels = SlotStorage(copying: other.kernels)
            live = SlotStorage(copying: other.live)
        }
    }

    /// `update`'s steps and the lines' steps in memory of their own: iterating arrays held by the indicator
    /// retained and released them on every tick. The program sits here too: with only the plan and the state
    /// stored, an indicator (two references) fits in the inline buffer of an `any BarIndicator`, which then needs
    /// no box of its own, nor a check on every update that the box is not shared.
    final class Plan: @unchecked Sendable {  // never mutated after init
        let program: FormulaProgram
        let steps: SlotStorage<Step>
        let outputNodes: SlotStorage<Int>
        let fields: FieldSlots

        init(program: FormulaProgram, steps: [Step], fields: FieldSlots) {
            (self.program, self.fields) = (program, fields)
            (self.steps, outputNodes) = (SlotStorage(steps), SlotStorage(program.outputs.map(\.node)))
        }
    }

    /// A step of `update`, with the step whose value it computes first: a smoother or another kernel (by its index
    /// in `smoothers` or `kernels`) over an earlier step, a `FormulaAffineStep` as `(u ± v) × k` (sums, differences,
    /// negations and scalings, MACD's DIF and `(DIF − DEA)·2` one step each; `v` is the slot after the steps',
    /// which holds −0, for a one-operand step), or any other pure step. Prices and constants are not steps: their
    /// slots are written before the steps (`FieldSlots`) and once, at the start.
    ///
    /// An operand that is the step just before's value is read from a register (`last`, the `…Last` cases): read
    /// back from `live`, a value waits for its own store, and a chain of them (MACD's close → EMA → DIF → DEA → bar)
    /// waited for one store after another.
    enum Step {
        case smoother(Int, Int, input: Int)
        case smootherOfLast(Int, Int)
        case kernel(Int, Int, input: Int)
        /// A kernel with a series parameter (`REF(X, N)`, N a series), in `kernels`.
        case seriesKernel(Int, Int, input: Int, parameter: Int)
        /// `(u + v) × k` and `(u − v) × k`: an affine step's value with no multiply by ±1 on the chain.
        case sum(Int, Int, Int, k: Double)
        case sumWithLast(Int, Int, k: Double)
        case difference(Int, Int, Int, k: Double)
        case lastLess(Int, Int, k: Double)
        case lessLast(Int, Int, k: Double)
        case pure(Int, FormulaNode)

        /// The step reading `last` for its operand `previous` (the step before's), where it has a case that does.
        func readingLast(_ previous: Int) -> Step {
            switch self {
            case .smoother(let i, let k, previous): .smootherOfLast(i, k)
            case .sum(let i, previous, let v, let k), .sum(let i, let v, previous, let k): .sumWithLast(i, v, k: k)
            case .difference(let i, previous, let v, let k) where v != previous: .lastLess(i, v, k: k)
            case .difference(let i, let u, previous, let k) where u != previous: .lessLast(i, u, k: k)
            default: self
            }
        }

        /// The step whose value this one computes.
        var node: Int {
            switch self {
            case .smoother(let i, _, _), .smootherOfLast(let i, _), .kernel(let i, _, _), .seriesKernel(let i, _, _, _), .sum(let i, _, _, _),
                .sumWithLast(let i, _, _), .difference(let i, _, _, _), .lastLess(let i, _, _), .lessLast(let i, _, _),
                .pure(let i, _): i
            }
        }
    }

    /// The slot of `live` each price series is written to before the steps run, without a test or a step of its
    /// own: the field's step, or the spare slot after −0's for a series the formula does not read.
    struct FieldSlots {
        var open: Int, high: Int, low: Int, close: Int, volume: Int, amount: Int

        init(spare: Int) { (open, high, low, close, volume, amount) = (spare, spare, spare, spare, spare, spare) }

        mutating func assign(_ field: FormulaField, to slot: Int) {
            switch field {
            case .open: open = slot
            case .high: high = slot
            case .low: low = slot
            case .close: close = slot
            case .volume: volume = slot
            case .amount: amount = slot
            }
        }
    }
}
