import Foundation
import LiveChartData

/// Indicators by name, built-in and custom, so the chart and the CLI ask for them alike.
///
/// ```swift
/// var registry = IndicatorRegistry.standard
/// let macd = try registry.compute("MACD", parameters: [12, 26, 9], convention: .tdx, bars: bars)
/// macd["DIF"]?.values
/// var live = try registry.engine("KDJ", bars: history)   // streaming
/// live.updateLast(tick); live.append(newBar)
/// registry.register(myDefinition)                          // custom
/// ```
public struct IndicatorRegistry: Sendable {
    private var definitions: [String: IndicatorDefinition] = [:]
    private var order: [String] = []
    /// Changes whenever a definition is registered, so a holder can tell whether indicators it computed
    /// from this registry may have changed (two registries with the same version hold the same definitions).
    public private(set) var version = UUID()

    /// An empty registry.
    public init() {}

    /// A registry holding every built-in indicator (see `BuiltInIndicators`).
    public static let standard: IndicatorRegistry = {
        var registry = IndicatorRegistry()
        for definition in BuiltInIndicators.all { registry.register(definition) }
        return registry
    }()

    /// Adds `definition`, replacing any indicator of the same name (case-insensitive).
    public mutating func register(_ definition: IndicatorDefinition) {
        let key = definition.name.uppercased()
        if definitions[key] == nil { order.append(key) }
        definitions[key] = definition
        version = UUID()
    }

    /// The registered names, in registration order.
    public var names: [String] { order.compactMap { definitions[$0]?.name } }

    /// The definition registered as `name` (case-insensitive), if any.
    public func definition(named name: String) -> IndicatorDefinition? { definitions[name.uppercased()] }

    /// Checks that `spec` names a registered indicator that takes its parameters and may be drawn at
    /// `placement`, and returns its definition with the parameters completed by defaults.
    /// - Throws: `IndicatorError.unknownIndicator`, `.invalidParameter` or `.wrongPlacement`.
    /// - Complexity: O(parameters).
    public func validate(_ spec: IndicatorSpec, placement: IndicatorPlacement) throws(IndicatorError)
        -> (definition: IndicatorDefinition, parameters: [Double]) {
        guard let definition = definition(named: spec.name) else { throw .unknownIndicator(spec.name) }
        guard definition.overlaysPrice == (placement == .overlay) else {
            throw .wrongPlacement(indicator: definition.name, asked: placement)
        }
        return (definition, try definition.resolve(spec.parameters))
    }

    /// Checks that bars holding only `available` can feed every indicator of `specs`.
    /// - Parameter source: what the data holds, for the error ("spx.csv has only Date,Close").
    /// - Throws: `IndicatorError.missingInputs` for the first indicator that reads a value the bars lack
    ///   (`.unknownIndicator` for a name not registered).
    /// - Complexity: O(specs).
    public func checkInputs(_ specs: [IndicatorSpec], available: BarFields, source: String) throws(IndicatorError) {
        for spec in specs {
            guard let definition = definition(named: spec.name) else { throw .unknownIndicator(spec.name) }
            let missing = definition.inputs.subtracting(available)
            guard missing.isEmpty else { throw .missingInputs(indicator: definition.name, missing: missing, source: source) }
        }
    }

    /// Makes a fresh indicator.
    /// - Parameters:
    ///   - name: e.g. `"MACD"`, `"KDJ"`, `"RSI"`, `"BOLL"`, `"VOL"`, `"MA"`.
    ///   - parameters: positional values; missing trailing ones take their defaults.
    ///   - convention: `.tdx` (default) or `.taLib`.
    /// - Throws: `IndicatorError.unknownIndicator` or `.invalidParameter`.
    public func make(_ name: String, parameters: [Double] = [], convention: IndicatorConvention = .tdx) throws -> any BarIndicator {
        guard let definition = definition(named: name) else { throw IndicatorError.unknownIndicator(name) }
        return definition.make(try definition.resolve(parameters), convention)
    }

    /// Computes an indicator over a whole history (batch, O(n)).
    /// - Throws: `IndicatorError.unknownIndicator` or `.invalidParameter`.
    public func compute(
        _ name: String, parameters: [Double] = [], convention: IndicatorConvention = .tdx, bars: [Bar]
    ) throws -> IndicatorResult {
        guard let definition = definition(named: name) else { throw IndicatorError.unknownIndicator(name) }
        let resolved = try definition.resolve(parameters)
        let indicator = definition.make(resolved, convention)
        let columns = indicator.compute(bars)
        let lines = indicator.lineNames.enumerated().map { index, lineName in
            IndicatorLine(name: lineName, values: columns[index], style: definition.style(ofLine: index),
                          offset: indicator.lineOffset(index))
        }
        return IndicatorResult(name: definition.name, parameters: resolved, convention: convention, lines: lines)
    }

    /// Makes a streaming engine, optionally fed with a history first.
    /// - Throws: `IndicatorError.unknownIndicator` or `.invalidParameter`.
    public func engine(
        _ name: String, parameters: [Double] = [], convention: IndicatorConvention = .tdx, bars: [Bar] = [],
        keepsHistory: Bool = true
    ) throws -> IndicatorEngine {
        IndicatorEngine(try make(name, parameters: parameters, convention: convention), history: bars, keepsHistory: keepsHistory)
    }
}
