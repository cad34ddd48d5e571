import LiveChartCore

/// Turns statements into a `FormulaProgram` for given parameter values: names resolved, constant arithmetic
/// folded, equal steps merged (`LLV(LOW,N)` written twice is computed once), every function checked.
struct FormulaCompiler {
    /// The most steps a program may have.
    static let maxNodes = 10_000

    /// The most bars all of a formula's windows may hold together (their N summed, each distinct window once):
    /// every window is allocated in full when the indicator is made, so 3,300 windows of 100,000 bars took 5 GB
    /// whatever the bar count.
    static let maxWindowBars = 1_000_000

    private(set) var nodes: [FormulaNode] = []
    private var windowBars = 0
    private var index: [FormulaNode: Int] = [:]
    private var variables: [String: (node: Int, position: FormulaPosition)] = [:]
    /// Unsupported functions and names met, each reported where it is written; compiling goes on past them (their
    /// value is missing) so one reading reports them all.
    private var errors: [FormulaError] = []
    /// Names of statements that did not compile: reading them reports nothing more.
    private var broken: Set<String> = []
    private let parameters: [String: Double]

    /// Compiles `statements` with `parameters` (uppercased names → values).
    /// - Throws: `FormulaError` at an unknown name or function, a wrong argument count, a non-constant or
    ///   out-of-range period, a redefinition, a bad attribute, or a formula with no drawn line.
    static func program(_ statements: [FormulaStatement], parameters: [String: Double]) throws(FormulaError) -> FormulaProgram {
        var compiler = FormulaCompiler(parameters: parameters)
        var outputs: [FormulaProgram.Output] = []
        var overlays = false
        var errors: [FormulaError] = []
        for statement in statements {
            let before = compiler.errors.count
            do throws(FormulaError) {
                switch statement {
                case .input, .overlay(_):
                    if case .overlay = statement { overlays = true }
                case .broken(let name):
                    if let name { compiler.broken.insert(name.uppercased()) }
                case .intermediate(let name, let value, let position):
                    let node = try compiler.compile(value)
                    guard compiler.errors.count == before else { compiler.broken.insert(name.uppercased()); continue }
                    try compiler.define(name, node, at: position)
                case .output(let name, let value, let attributes, let position):
                    let node = try compiler.compile(value)
                    let style = try FormulaAttributes.style(attributes)
                    guard compiler.errors.count == before else {
                        if let name { compiler.broken.insert(name.uppercased()) }
                        continue
                    }
                    if let name, !compiler.isPriceSeries(name, drawnAs: value) { try compiler.define(name, node, at: position) }
                    let lineName = name?.uppercased() ?? "OUT\(outputs.count + 1)"
                    if outputs.contains(where: { $0.name == lineName }) { throw position.error("a line named '\(lineName)' is already drawn") }
                    guard outputs.count < IndicatorDefinition.maxLines else {
                        throw position.error("more than \(IndicatorDefinition.maxLines) drawn lines; make the others intermediates (NAME:=…)")
                    }
                    outputs.append(FormulaProgram.Output(name: lineName, node: node, style: style))
                }
            } catch {
                // An error after an unsupported name in the same statement follows from it: only the name is reported.
                if compiler.errors.count == before { errors.append(error) }
                if case .output(let name?, _, _, _) = statement { compiler.broken.insert(name.uppercased()) }
                if case .intermediate(let name, _, _) = statement { compiler.broken.insert(name.uppercased()) }
            }
        }
        errors += compiler.errors
        if let error = FormulaError.combining(errors) { throw error }
        guard !outputs.isEmpty else {
            throw FormulaError(line: 1, column: 1, reason: "the formula draws nothing: give at least one line as NAME:expression;")
        }
        return FormulaProgram(nodes: compiler.nodes, outputs: outputs, overlaysPrice: overlays)
    }

    /// Whether a drawn line named like a price series draws that series (`VOL:VOL,VOLSTICK;`, as TongDaXin's VOL
    /// writes it): the line is drawn and the name keeps meaning the series.
    private func isPriceSeries(_ name: String, drawnAs value: FormulaExpression) -> Bool {
        guard let field = FormulaField(name: name.uppercased()), case .name(let read, _) = value else { return false }
        return FormulaField(name: read.uppercased()) == field
    }

    private init(parameters: [String: Double]) { self.parameters = parameters }

    private mutating func define(_ written: String, _ node: Int, at position: FormulaPosition) throws(FormulaError) {
        let name = written.uppercased()
        if FormulaField(name: name) != nil { throw position.error("'\(written)' is a price series and cannot be redefined") }
        if FormulaFunctions.arity[name] != nil { throw position.error("'\(written)' is a function and cannot be a variable's name") }
        if parameters[name] != nil { throw position.error("'\(written)' is a parameter and cannot be redefined") }
        if let earlier = variables[name] {
            throw position.error("'\(written)' is already defined at \(earlier.position.line):\(earlier.position.column)")
        }
        variables[name] = (node, position)
    }

    /// The step computing `node`, made once: a pure step over constants is folded to its value.
    private mutating func add(_ node: FormulaNode, at position: FormulaPosition) throws(FormulaError) -> Int {
        let folded = fold(node).map(FormulaNode.constant) ?? node
        if let existing = index[folded] { return existing }
        guard nodes.count < Self.maxNodes else { throw position.error("the formula needs more than \(Self.maxNodes) steps") }
        if case .kernel(let spec, _) = folded {
            windowBars += spec.windowBars
            guard windowBars <= Self.maxWindowBars else {
                throw position.error("the formula's windows hold more than \(Self.maxWindowBars) bars in all (each function's N summed); shorten them")
            }
        }
        nodes.append(folded)
        index[folded] = nodes.count - 1
        return nodes.count - 1
    }

    private func constant(_ i: Int) -> Double? {
        if case .constant(let v) = nodes[i] { return v }
        return nil
    }

    private func fold(_ node: FormulaNode) -> Double? {
        switch node {
        case .unary(let op, let a): constant(a).map(op.apply)
        case .binary(let op, let a, let b): constant(a).flatMap { x in constant(b).map { op.apply(x, $0) } }
        default: nil
        }
    }

    mutating func compile(_ expression: FormulaExpression) throws(FormulaError) -> Int {
        switch expression {
        case .number(let value, let position):
            return try add(.constant(value), at: position)
        case .name(let written, let position):
            let name = written.uppercased()
            if let field = FormulaField(name: name) { return try add(.field(field), at: position) }
            if let value = parameters[name] { return try add(.constant(value), at: position) }
            if let variable = variables[name] { return variable.node }
            if broken.contains(name) { return try missing(at: position) }
            if FormulaFunctions.arity[name] != nil { throw position.error("'\(written)' is a function: call it as \(name)(…)") }
            if name == "DRAWNULL" { return try missing(at: position) }  // TongDaXin's "no value here"
            if FormulaFunctions.tongDaXin.contains(name) {
                errors.append(position.error(FormulaFunctions.unsupported(written)))
                return try missing(at: position)
            }
            let known = Array(variables.keys) + Array(parameters.keys) + ["OPEN", "HIGH", "LOW", "CLOSE", "VOL", "AMOUNT"]
            let close = name.count >= 2 ? closestName(to: name, among: known.sorted(), maxEdits: 1) : nil  // a typo, never a guess
            let hint = close.map { "; did you mean \($0)?" } ?? ""
            throw position.error("unknown name '\(written)'\(hint)")
        case .text(let text, let position):
            throw position.error("the text '\(text.prefix(20))' can only be an argument of a drawing function (DRAWTEXT) or STRCAT")
        case .negate(let inner, let position):
            return try add(.unary(.negate, try compile(inner)), at: position)
        case .binary(let op, let left, let right, let position):
            let a = try compile(left), b = try compile(right)
            return try add(.binary(op, a, b), at: position)
        case .call(let written, let arguments, let position):
            return try call(written, arguments, at: position)
        }
    }

    /// A function call: arguments compiled, periods checked, the function built from kernels and pure steps.
    private mutating func call(_ written: String, _ arguments: [FormulaExpression], at position: FormulaPosition) throws(FormulaError) -> Int {
        let name = written.uppercased()
        guard let arity = FormulaFunctions.arity[name] else {
            errors.append(position.error(FormulaFunctions.tongDaXin.contains(name) ? FormulaFunctions.unsupported(written) : FormulaFunctions.unknown(written)))
            for argument in arguments {  // every unsupported name inside it too
                if case .text = argument { continue }
                do throws(FormulaError) { _ = try compile(argument) } catch { errors.append(error) }
            }
            return try missing(at: position)
        }
        guard arguments.count == arity else {
            throw position.error("\(name) takes \(arity) argument\(arity == 1 ? "" : "s"), not \(arguments.count)")
        }
        func kernel(_ spec: FormulaKernelSpec, _ input: Int) throws(FormulaError) -> Int { try add(.kernel(spec, input), at: position) }
        switch name {
        case "MA" where try isSeries(arguments[1]):
            return try add(.seriesKernel(.mean, try compile(arguments[0]), try compile(arguments[1])), at: position)
        case "SUM" where try isSeries(arguments[1]):
            return try add(.seriesKernel(.sum, try compile(arguments[0]), try compile(arguments[1])), at: position)
        case "MA", "EMA", "EXPMA", "EXPMEMA", "WMA", "MEMA":
            // N = 0 draws nothing: HQChart's MA5…MA8 hide their spare lines so (TongDaXin's MA(X,0) has no values).
            let n = try period(arguments[1], of: name, minimum: 0)
            let input = try compile(arguments[0])
            guard n > 0 else { return try missing(at: position) }
            let spec: FormulaKernelSpec = switch name {
            case "MA": .mean(n)
            case "EMA", "EXPMA": .ema(n)
            case "EXPMEMA": .expmema(n)
            case "MEMA": .mema(n)
            default: .weightedMean(n)
            }
            return try kernel(spec, input)
        case "POW", "MOD":
            let a = try compile(arguments[0]), b = try compile(arguments[1])
            return try add(.binary(name == "POW" ? .power : .modulo, a, b), at: position)
        case "BETWEEN", "RANGE":
            let a = try compile(arguments[0]), b = try compile(arguments[1]), c = try compile(arguments[2])
            func both(_ x: FormulaOperator, _ y: FormulaOperator) throws(FormulaError) -> Int {
                try add(.binary(.and, try add(.binary(x, a, b), at: position), try add(.binary(y, a, c), at: position)), at: position)
            }
            if name == "RANGE" { return try both(.greater, .less) }  // B < A < C
            return try add(.binary(.or, try both(.greaterOrEqual, .lessOrEqual), try both(.lessOrEqual, .greaterOrEqual)), at: position)
        case "NDAY", "UPNDAY", "DOWNNDAY":
            // X > Y (NDAY), X > REF(X,1) (UPNDAY) or X < REF(X,1) (DOWNNDAY) on each of the last N bars.
            let x = arguments[0], n = arguments[arguments.count - 1]
            let y = name == "NDAY" ? arguments[1] : .call("REF", [x, .number(1, position)], position)
            return try call("EVERY", [.binary(name == "DOWNNDAY" ? .less : .greater, x, y, position), n], at: position)
        case "LAST":
            // LAST(X,A,B): X true on every bar from A bars ago to B bars ago (A ≥ B) = REF(EVERY(X, A−B+1), B).
            let a = try period(arguments[1], of: name, what: "A", minimum: 1), b = try period(arguments[2], of: name, what: "B", minimum: 0)
            guard a >= b else { throw arguments[1].position.error("LAST(X,A,B) needs A ≥ B; A is \(a), B is \(b)") }
            let every = try call("EVERY", [arguments[0], .number(Double(a - b + 1), position)], at: position)
            return b == 0 ? every : try add(.kernel(.lag(b), every), at: position)
        case "MULAR":
            guard try period(arguments[1], of: name, minimum: 0) == 0 else {
                throw arguments[1].position.error("MULAR(X,N) is supported with N = 0 (the product since the first bar)")
            }
            return try kernel(.runningProduct, try compile(arguments[0]))
        case "BARSCOUNT": return try kernel(.barsCount, try compile(arguments[0]))
        case "SMA":
            let n = try period(arguments[1], of: name), m = try period(arguments[2], of: name, what: "M")
            guard m <= n else { throw arguments[2].position.error("SMA(X,N,M) needs M ≤ N; M is \(m), N is \(n)") }
            return try kernel(.chineseSMA(n, m), try compile(arguments[0]))
        case "DMA":
            let factor = try compile(arguments[1])
            if constant(factor) == nil { return try add(.seriesKernel(.dma, try compile(arguments[0]), factor), at: position) }
            let a = try constant(arguments[1], of: name, what: "A")
            guard a > 0 && a <= 1 else { throw arguments[1].position.error("DMA(X,A) needs 0 < A ≤ 1; A is \(IndicatorSpec.format(a))") }
            return try kernel(.dma(a), try compile(arguments[0]))
        case "REF":
            let input = try compile(arguments[0]), n = try compile(arguments[1])
            if constant(n) == nil { return try add(.seriesKernel(.lag, input, n), at: position) }  // N a series
            return try kernel(.lag(try period(arguments[1], of: name, minimum: 0)), input)
        case "HHV", "LLV", "SUM":
            let n = try period(arguments[1], of: name, minimum: 0)
            let spec: FormulaKernelSpec = switch (name, n) {
            case ("HHV", 0): .runningHighest
            case ("LLV", 0): .runningLowest
            case (_, 0): .runningSum
            case ("HHV", _): .highest(n)
            case ("LLV", _): .lowest(n)
            default: .sum(n)
            }
            return try kernel(spec, try compile(arguments[0]))
        case "COUNT" where try isSeries(arguments[1]):
            // Bars of the last N where X is true, N a series: the sum of X's truth (never missing) over them.
            let truth = try add(.unary(.truth, try compile(arguments[0])), at: position)
            return try add(.seriesKernel(.sum, truth, try compile(arguments[1])), at: position)
        case "COUNT", "EVERY", "EXIST":
            let n = try period(arguments[1], of: name, minimum: name == "COUNT" ? 0 : 1)
            let truth = try add(.unary(.truth, try compile(arguments[0])), at: position)
            let count = try kernel(n == 0 ? .runningSum : .sum(n), truth)
            if name == "COUNT" { return count }
            let limit = try add(.constant(name == "EVERY" ? Double(n) : 0), at: position)
            return try add(.binary(name == "EVERY" ? .equal : .greater, count, limit), at: position)
        case "STD", "STDP", "VAR", "VARP":
            let n = try period(arguments[1], of: name)
            let deviation = try kernel(.deviation(n, name.hasSuffix("P") ? .population : .sample), try compile(arguments[0]))
            return name.hasPrefix("VAR") ? try add(.binary(.multiply, deviation, deviation), at: position) : deviation
        case "AVEDEV": return try kernel(.meanDeviation(try period(arguments[1], of: name)), try compile(arguments[0]))
        case "SLOPE":
            // Least-squares slope over N bars = 6·(WMA − MA)/(N − 1): Σ i·x and Σ x are what WMA and MA hold.
            let n = try period(arguments[1], of: name, minimum: 2)
            let input = try compile(arguments[0])
            let wma = try kernel(.weightedMean(n), input), ma = try kernel(.mean(n), input)
            let difference = try add(.binary(.subtract, wma, ma), at: position)
            return try add(.binary(.multiply, difference, try add(.constant(6 / Double(n - 1)), at: position)), at: position)
        case "ABS", "NOT", "SQRT", "LN", "LOG", "EXP":
            let op: FormulaUnary = switch name {
            case "ABS": .abs
            case "NOT": .not
            case "SQRT": .sqrt
            case "LN": .ln
            case "LOG": .log10
            default: .exp
            }
            return try add(.unary(op, try compile(arguments[0])), at: position)
        case "MAX", "MIN":
            let a = try compile(arguments[0]), b = try compile(arguments[1])
            return try add(name == "MAX" ? .maximum(a, b) : .minimum(a, b), at: position)
        case "IF", "IFF":
            let c = try compile(arguments[0]), a = try compile(arguments[1]), b = try compile(arguments[2])
            return try add(.choose(c, a, b), at: position)
        case "CROSS":
            let above = try add(.binary(.greater, try compile(arguments[0]), try compile(arguments[1])), at: position)
            let rising = try kernel(.rising, above)
            return try add(.binary(.and, rising, above), at: position)  // missing where A or B is
        default:  // BARSLAST
            return try kernel(.barsSince, try add(.unary(.truth, try compile(arguments[0])), at: position))
        }
    }

    /// Whether an argument is a series rather than a constant (a number, a parameter, arithmetic on them).
    private mutating func isSeries(_ argument: FormulaExpression) throws(FormulaError) -> Bool {
        let node = try compile(argument)  // before reading `nodes`: compiling may add to them
        return constant(node) == nil
    }

    /// The step of a value that could not be computed (an unsupported function's): missing on every bar.
    private mutating func missing(at position: FormulaPosition) throws(FormulaError) -> Int { try add(.constant(.nan), at: position) }

    /// The constant value of an argument (numbers, parameters and arithmetic on them).
    private mutating func constant(_ argument: FormulaExpression, of function: String, what: String = "N") throws(FormulaError) -> Double {
        let node = try compile(argument)  // before reading `nodes`: compiling may add to them
        guard let value = constant(node), value.isFinite else {
            throw argument.position.error("\(function)'s \(what) must be a constant (a number or a parameter)")
        }
        return value
    }

    /// A window length from `minimum` to `FormulaFunctions.maxPeriod`; a fraction is cut to its whole part, as
    /// TongDaXin does (CR's `REF(MA(CR,M4),M4/2.5+1)` with M4 = 62 is `REF(…,25)`).
    private mutating func period(_ argument: FormulaExpression, of function: String, what: String = "N", minimum: Int = 1) throws(FormulaError) -> Int {
        let value = try constant(argument, of: function, what: what).rounded(.towardZero)
        guard value >= Double(minimum), value <= Double(FormulaFunctions.maxPeriod) else {
            throw argument.position.error("\(function)'s \(what) is \(IndicatorSpec.format(value)); it must be from \(minimum) to \(FormulaFunctions.maxPeriod)")
        }
        return Int(value)
    }
}
