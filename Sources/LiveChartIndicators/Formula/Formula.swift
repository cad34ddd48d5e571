import LiveChartData
/// A TongDaXin-style indicator formula, parsed and checked, ready to register as an indicator.
///
/// ```swift
/// let kdj = try Formula("""
///     INPUT: N(9, 1, 100), M1(3, 1, 30), M2(3, 1, 30);
///     RSV := (CLOSE - LLV(LOW, N)) / (HHV(HIGH, N) - LLV(LOW, N)) * 100;
///     K: SMA(RSV, M1, 1); D: SMA(K, M2, 1); J: 3*K - 2*D;
///     """, name: "KDJF")
/// var registry = IndicatorRegistry.standard
/// registry.register(kdj)                       // now "KDJF(5,3,3)" works as a pane like any built-in
/// let lines = try kdj.indicator().compute(bars) // [[K], [D], [J]], one value per bar
/// ```
///
/// The language, its functions' exact semantics (warm-up, seeds, missing values) and the drawing
/// attributes are documented in `docs/formulas.md`. A formula compiles to a graph of the built-in kernels:
/// batch computation runs a column at a time and a live bar updates in O(steps).
public struct Formula: Sendable {
    /// The indicator's name, e.g. `KDJF` (looked up case-insensitively once registered).
    public let name: String
    /// The parameters declared with `INPUT:`, in order, with defaults and ranges (when none is given: whole
    /// numbers 1…100,000 for a whole default ≥ 1, else any number within ±10¹²).
    public let parameters: [IndicatorParameter]
    /// The drawn lines' names, in order.
    public let lineNames: [String]
    /// The drawn lines' styles from their attributes (`COLORRED`, `LINETHICK2`, `COLORSTICK`, …).
    public let styles: [LineStyle]
    /// Whether the formula said `OVERLAY;`: its lines are drawn over the price pane.
    public let overlaysPrice: Bool
    /// The text it was read from.
    public let source: String
    let statements: [FormulaStatement]

    /// The longest formula text read, in UTF-8 bytes (64 KiB).
    public static let maxSourceBytes = FormulaLexer.maxBytes

    /// Reads and checks `source`, compiling it once with the parameters' defaults.
    /// - Parameter name: the indicator's name: letters, digits and `_`, not a built-in's (default `FORMULA`).
    /// - Throws: `FormulaError` naming the line, column and token of every problem found (the first, then `more`).
    /// - Complexity: O(length of the text).
    public init(_ source: String, name: String = "FORMULA") throws(FormulaError) {
        let (statements, syntaxErrors) = try FormulaParser.statements(source)
        self.statements = statements
        var errors = syntaxErrors
        var declared: [IndicatorParameter] = []
        for case .input(let list) in statements {
            for p in list {
                let upper = p.name.uppercased()
                do throws(FormulaError) {
                    if declared.contains(where: { $0.name == upper }) { throw p.position.error("parameter '\(p.name)' is declared twice") }
                    if FormulaField(name: upper) != nil || FormulaFunctions.arity[upper] != nil {
                        throw p.position.error("'\(p.name)' is a price series or a function and cannot be a parameter")
                    }
                    declared.append(try Self.parameter(p, named: upper))
                } catch {
                    errors.append(error)
                }
            }
        }
        parameters = declared
        self.source = source
        self.name = name
        do throws(FormulaError) {
            let program = try FormulaCompiler.program(statements, parameters: Self.values(declared, declared.map(\.defaultValue)))
            if let error = FormulaError.combining(errors) { throw error }
            lineNames = program.outputs.map(\.name)
            styles = program.outputs.map(\.style)
            overlaysPrice = program.overlaysPrice
        } catch {
            // "draws nothing" follows from the statements that did not read; the others are the formula's errors.
            let drawsNothing = error.more.isEmpty && error.reason.hasPrefix("the formula draws nothing")
            throw FormulaError.combining(drawsNothing && !errors.isEmpty ? errors : errors + [error]) ?? error
        }
    }

    /// A declared parameter's range: the one given, else whole numbers 1…100,000 for a whole default of at
    /// least 1 (a period), else any number from −10¹² to 10¹² (a factor such as 0.5).
    private static func parameter(_ p: FormulaParameterDeclaration, named name: String) throws(FormulaError) -> IndicatorParameter {
        if let range = p.range {
            let whole = [p.defaultValue, range.lowerBound, range.upperBound].allSatisfy { $0 == $0.rounded() }
            return IndicatorParameter(name, p.defaultValue, range: range, isInteger: whole)
        }
        let period = 1...Double(FormulaFunctions.maxPeriod)
        if p.defaultValue == p.defaultValue.rounded(), period.contains(p.defaultValue) {
            return IndicatorParameter(name, p.defaultValue, range: period, isInteger: true)
        }
        guard abs(p.defaultValue) <= 1e12 else {
            throw p.position.error("parameter '\(p.name)': the default \(IndicatorSpec.format(p.defaultValue)) is beyond ±10^12")
        }
        return IndicatorParameter(name, p.defaultValue, range: -1e12...1e12, isInteger: false)
    }

    private static func values(_ parameters: [IndicatorParameter], _ given: [Double]) -> [String: Double] {
        Dictionary(uniqueKeysWithValues: zip(parameters.map(\.name), given))
    }

    /// The formula compiled with `parameters` (positional; missing trailing ones take their defaults).
    /// - Throws: `FormulaError` when a value makes a period invalid (`MA(C, N-10)` with N = 5) or there are
    ///   more values than parameters.
    /// - Complexity: O(length of the text).
    public func indicator(parameters given: [Double] = []) throws(FormulaError) -> FormulaIndicator {
        guard given.count <= parameters.count else {
            throw FormulaError(line: 1, column: 1, reason: "\(name) takes \(parameters.count) parameter\(parameters.count == 1 ? "" : "s"), not \(given.count)")
        }
        let values = given + parameters[given.count...].map(\.defaultValue)
        return FormulaIndicator(program: try FormulaCompiler.program(statements, parameters: Self.values(parameters, values)))
    }

    /// The formula as a registry definition, so charts, the CLI and the service treat it as any built-in.
    /// Parameter values that do not compile are refused by the definition's `resolve` (`IndicatorError.invalidFormula`).
    public var definition: IndicatorDefinition {
        let formula = self
        // The fields its steps read with the default parameters (a parameter cannot add a field).
        let nodes = (try? indicator())?.program.nodes ?? []
        let inputs = nodes.reduce(into: BarFields()) { fields, node in if case .field(let f) = node { fields.insert(f.barField) } }
        var definition = IndicatorDefinition(
            name: name, title: "Formula \(name)", inputs: inputs, parameters: parameters, styles: styles, overlaysPrice: overlaysPrice,
            make: { values, _ in
                // `resolve` compiled these values already (`check`), so this cannot fail; the fallback draws nothing.
                (try? formula.indicator(parameters: values)) ?? FormulaIndicator(program: FormulaProgram(nodes: [.constant(.nan)],
                    outputs: formula.lineNames.map { FormulaProgram.Output(name: $0, node: 0, style: LineStyle()) }, overlaysPrice: false))
            })
        definition.check = { values throws(IndicatorError) in
            do throws(FormulaError) { _ = try formula.indicator(parameters: values) } catch { throw .invalidFormula(indicator: formula.name, reason: error.description) }
        }
        return definition
    }
}

extension IndicatorRegistry {
    /// Registers `formula` under its name (replacing an indicator of that name), as `definition` makes it.
    public mutating func register(_ formula: Formula) { register(formula.definition) }
}
