/// Everything the registry knows about one indicator, built-in or custom.
///
/// A definition names the indicator, lists its parameters with defaults, suggests a style per
/// output line and says how to make a fresh `BarIndicator` for given parameters and convention.
/// The indicator itself reports its line names (they can depend on the parameters: `MA5`, `MA10`).
public struct IndicatorDefinition: Sendable {
    /// The lookup name, e.g. `MACD` (looked up case-insensitively).
    public var name: String
    /// A human title, e.g. "Moving average convergence divergence".
    public var title: String
    /// The parameters in positional order, with defaults.
    public var parameters: [IndicatorParameter]
    /// Whether the caller may pass any number (≥ 1) of values of the first parameter's kind,
    /// one line each (MA 5,10,20,60; RSI 6,12,24).
    public var repeatsParameter: Bool
    /// Suggested styles by line index; later lines reuse `LineStyle.palette`.
    public var styles: [LineStyle]
    /// Whether the indicator overlays the price pane (MA, BOLL, SAR) rather than its own pane.
    public var overlaysPrice: Bool
    /// Makes a fresh indicator from complete, validated parameters.
    public var make: @Sendable (_ parameters: [Double], _ convention: IndicatorConvention) -> any BarIndicator

    /// Creates a definition.
    public init(
        name: String, title: String, parameters: [IndicatorParameter], repeatsParameter: Bool = false,
        styles: [LineStyle] = LineStyle.palette, overlaysPrice: Bool = false,
        make: @escaping @Sendable (_ parameters: [Double], _ convention: IndicatorConvention) -> any BarIndicator
    ) {
        self.name = name
        self.title = title
        self.parameters = parameters
        self.repeatsParameter = repeatsParameter
        self.styles = styles
        self.overlaysPrice = overlaysPrice
        self.make = make
    }

    /// The suggested style of line `index`.
    public func style(ofLine index: Int) -> LineStyle {
        if index < styles.count { return styles[index] }
        return LineStyle.palette[index % LineStyle.palette.count]
    }

    /// Completes `given` with defaults and checks every value.
    /// - Throws: `IndicatorError.invalidParameter` for a value out of range, a fraction where a
    ///   whole number is needed, or more values than parameters (unless `repeatsParameter`).
    public func resolve(_ given: [Double]) throws -> [Double] {
        var values = given
        if values.isEmpty || !repeatsParameter {
            guard values.count <= parameters.count else {
                throw IndicatorError.invalidParameter(indicator: name, index: parameters.count, value: values[parameters.count])
            }
            values += parameters[values.count...].map(\.defaultValue)
        }
        for (index, value) in values.enumerated() {
            let spec = parameters[repeatsParameter ? 0 : index]
            guard spec.range.contains(value), !spec.isInteger || value == value.rounded() else {
                throw IndicatorError.invalidParameter(indicator: name, index: index, value: value)
            }
        }
        return values
    }
}
