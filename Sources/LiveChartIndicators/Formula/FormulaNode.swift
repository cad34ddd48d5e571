import Foundation
import LiveChartData

/// One step of a compiled formula: a price series, a constant, a pure operation on earlier steps, or a
/// stateful kernel over one earlier step. Steps refer to earlier steps by index, so a program is a graph
/// evaluated in order; equal steps are made once (the compiler merges them).
enum FormulaNode: Sendable, Hashable {
    case field(FormulaField)
    case constant(Double)
    case unary(FormulaUnary, Int)
    case binary(FormulaOperator, Int, Int)
    case maximum(Int, Int)
    case minimum(Int, Int)
    /// `IF(condition, then, else)`.
    case choose(Int, Int, Int)
    /// A kernel (by its description) over the value of a step.
    case kernel(FormulaKernelSpec, Int)
    /// A kernel over a step's value and a second step's value as its parameter (`REF(X, N)` with N a series).
    case seriesKernel(FormulaSeriesKernelSpec, Int, Int)
}

/// The price series a formula reads (TongDaXin names and their one-letter forms).
enum FormulaField: String, Sendable, Hashable, CaseIterable {
    case open, high, low, close, volume, amount

    /// The field a name denotes: `OPEN`/`O`, `HIGH`/`H`, `LOW`/`L`, `CLOSE`/`C`, `VOL`/`V`, `AMOUNT`/`AMO`.
    init?(name: String) {
        switch name {
        case "OPEN", "O": self = .open
        case "HIGH", "H": self = .high
        case "LOW", "L": self = .low
        case "CLOSE", "C": self = .close
        case "VOL", "V": self = .volume
        case "AMOUNT", "AMO": self = .amount
        default: return nil
        }
    }

    /// The bar value this field reads.
    var barField: BarFields {
        switch self {
        case .open: .open
        case .high: .high
        case .low: .low
        case .close: .close
        case .volume: .volume
        case .amount: .amount
        }
    }

    func value(_ bar: Bar) -> Double {
        switch self {
        case .open: bar.open
        case .high: bar.high
        case .low: bar.low
        case .close: bar.close
        case .volume: bar.volume
        case .amount: bar.amount
        }
    }
}

/// Pure functions of one value.
enum FormulaUnary: String, Sendable, Hashable {
    case negate, abs, not, sqrt, ln, log10, exp
    /// 1 for a non-zero value (±∞ included, as IF and AND read it), 0 for zero and for a missing value: what
    /// COUNT, EVERY, EXIST and BARSLAST count.
    case truth
}

/// The stateful kernels a formula's functions compile to, with their constant parameters.
enum FormulaKernelSpec: Sendable, Hashable {
    /// `expmema`: EXPMEMA, the EMA seeded with the mean of its first N values (TA-Lib's EMA); `mema`: MEMA,
    /// `Y = (X + (N−1)·Y′)/N` seeded so.
    case mean(Int), ema(Int), expmema(Int), mema(Int), chineseSMA(Int, Int), weightedMean(Int), dma(Double), lag(Int)
    case highest(Int), lowest(Int), sum(Int), deviation(Int, DeviationDenominator), meanDeviation(Int)
    /// HHV, LLV, SUM with N = 0: over every bar so far.
    case runningHighest, runningLowest, runningSum
    /// Over a comparison (1, 0 or missing): 1 where it is 1 and was 0 on the bar before (CROSS).
    case rising
    /// Over a truth value: bars since it was last 1.
    case barsSince
    /// MULAR(X,0): the product of every value so far.
    case runningProduct
    /// BARSCOUNT(X): bars from the first with a value of X, that bar counting 1.
    case barsCount

    /// The bars the kernel's window holds (0 for a recurrence or a running total).
    var windowBars: Int {
        switch self {
        case .mean(let n), .weightedMean(let n), .lag(let n), .highest(let n), .lowest(let n), .sum(let n), .meanDeviation(let n): n
        case .deviation(let n, _): n
        case .ema, .expmema, .mema, .chineseSMA, .dma, .runningHighest, .runningLowest, .runningSum, .rising, .barsSince, .runningProduct, .barsCount: 0
        }
    }
}

extension FormulaOperator {
    /// The operation on two values. Arithmetic is IEEE's except that a division by zero is missing (NaN),
    /// never ±∞; comparisons and logic give 1 or 0, or NaN when an operand is missing.
    @inline(__always) func apply(_ a: Double, _ b: Double) -> Double {
        switch self {
        case .add: return a + b
        case .subtract: return a - b
        case .multiply: return a * b
        case .divide: return b == 0 ? .nan : a / b
        case .power:  // missing where pow has no real value (a negative base, a fractional exponent)
            let p = Foundation.pow(a, b)
            return p.isNaN ? .nan : p
        case .modulo: return b == 0 ? .nan : fmod(a, b)  // the dividend's sign, as TongDaXin's MOD(-7,3) = -1
        default:
            if a.isNaN || b.isNaN { return .nan }
            let truth: Bool
            switch self {
            case .or: truth = a != 0 || b != 0
            case .and: truth = a != 0 && b != 0
            case .equal: truth = a == b
            case .notEqual: truth = a != b
            case .greater: truth = a > b
            case .less: truth = a < b
            case .greaterOrEqual: truth = a >= b
            default: truth = a <= b  // .lessOrEqual; the arithmetic cases returned above
            }
            return truth ? 1 : 0
        }
    }
}

extension FormulaUnary {
    @inline(__always) func apply(_ x: Double) -> Double {
        switch self {
        case .negate: -x
        case .abs: Swift.abs(x)
        case .not: x.isNaN ? .nan : (x == 0 ? 1 : 0)
        case .sqrt: x < 0 ? .nan : x.squareRoot()
        case .ln: x <= 0 ? .nan : Foundation.log(x)
        case .log10: x <= 0 ? .nan : Foundation.log10(x)
        case .exp: Foundation.exp(x)
        case .truth: !x.isNaN && x != 0 ? 1 : 0
        }
    }
}
