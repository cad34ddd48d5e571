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
    private let parameters: [String: Double]

    /// Compiles `statements` with `parameters` (uppercased names → values).
    /// - Throws: `FormulaError` at an unknown name or function, a wrong argument count, a non-constant or
    ///   out-of-range period, a redefinition, a bad attribute, or a formula with no drawn line.
    static func program(_ statements: [FormulaStatement], parameters: [String: Double]) throws(FormulaError) -> FormulaProgram {
        var compiler = FormulaCompiler(parameters: parameters)
        var outputs: [FormulaProgram.Output] = []
        var overlays = false
        for statement in statements {
            switch statement {
            case .input, .overlay(_):
                if case .overlay = statement { overlays = true }
            case .intermediate(let name, let value, let position):
                try compiler.define(name, try compiler.compile(value), at: position)
            case .output(let name, let value, let attributes, let position):
                let node = try compiler.compile(value)
                let style = try FormulaAttributes.style(attributes)
                if let name { try compiler.define(name, node, at: position) }
                let lineName = name?.uppercased() ?? "OUT\(outputs.count + 1)"
                if outputs.contains(where: { $0.name == lineName }) { throw position.error("a line named '\(lineName)' is already drawn") }
                guard outputs.count < IndicatorDefinition.maxLines else {
                    throw position.error("more than \(IndicatorDefinition.maxLines) drawn lines; make the others intermediates (NAME:=…)")
                }
                outputs.append(FormulaProgram.Output(name: lineName, node: node, style: style))
            }
        }
        guard !outputs.isEmpty else {
            throw FormulaError(line: 1, column: 1, reason: "the formula draws nothing: give at least one line as NAME:expression;")
        }
        return FormulaProgram(nodes: compiler.nodes, outputs: outputs, overlaysPrice: overlays)
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
            if FormulaFunctions.arity[name] != nil { throw position.error("'\(written)' is a function: call it as \(name)(…)") }
            let known = Array(variables.keys) + Array(parameters.keys) + ["OPEN", "HIGH", "LOW", "CLOSE", "VOL", "AMOUNT"]
            let hint = closestName(to: name, among: known.sorted()).map { "; did you mean \($0)?" } ?? ""
            throw position.error("unknown name '\(written)'\(hint)")
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
            if FormulaFunctions.unsupported.contains(name) { throw position.error("'\(written)' is a TongDaXin function this engine does not support") }
            let hint = closestName(to: name, among: FormulaFunctions.arity.keys.sorted()).map { "; did you mean \($0)?" } ?? ""
            throw position.error("unknown function '\(written)'\(hint)")
        }
        guard arguments.count == arity else {
            throw position.error("\(name) takes \(arity) argument\(arity == 1 ? "" : "s"), not \(arguments.count)")
        }
        func kernel(_ spec: FormulaKernelSpec, _ input: Int) throws(FormulaError) -> Int { try add(.kernel(spec, input), at: position) }
        switch name {
        case "MA": return try kernel(.mean(try period(arguments[1], of: name)), try compile(arguments[0]))
        case "EMA", "EXPMA": return try kernel(.ema(try period(arguments[1], of: name)), try compile(arguments[0]))
        case "WMA": return try kernel(.weightedMean(try period(arguments[1], of: name)), try compile(arguments[0]))
        case "SMA":
            let n = try period(arguments[1], of: name), m = try period(arguments[2], of: name, what: "M")
            guard m <= n else { throw arguments[2].position.error("SMA(X,N,M) needs M ≤ N; M is \(m), N is \(n)") }
            return try kernel(.chineseSMA(n, m), try compile(arguments[0]))
        case "DMA":
            let a = try constant(arguments[1], of: name, what: "A")
            guard a > 0 && a <= 1 else { throw arguments[1].position.error("DMA(X,A) needs 0 < A ≤ 1; A is \(IndicatorSpec.format(a))") }
            return try kernel(.dma(a), try compile(arguments[0]))
        case "REF": return try kernel(.lag(try period(arguments[1], of: name, minimum: 0)), try compile(arguments[0]))
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
        case "IF":
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
