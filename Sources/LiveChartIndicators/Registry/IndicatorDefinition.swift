import LiveChartData

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
    /// The bar values the computation reads: `.close` for MA, EMA, MACD, RSI, BOLL; `[.high, .low, .close]`
    /// for KDJ; `.volume` for VOL. A file that lacks one (`Date,Close`) cannot feed it
    /// (`IndicatorRegistry.checkInputs`). Custom definitions default to `.ohlcv`, which refuses close-only
    /// files until they say less; a formula's are the fields it names.
    public var inputs: BarFields
    /// The parameters in positional order, with defaults.
    public var parameters: [IndicatorParameter]
    /// Whether the caller may pass any number (≥ 1) of values of the first parameter's kind,
    /// one line each (MA 5,10,20,60; RSI 6,12,24).
    public var repeatsParameter: Bool
    /// Styles by line index; lines past the end are plain lines in the theme's colours.
    public var styles: [LineStyle]
    /// Whether the indicator overlays the price pane (MA, BOLL, SAR) rather than its own pane.
    public var overlaysPrice: Bool
    /// Dashed horizontal reference lines a pane draws, in the indicator's units (KDJ 20/50/80, RSI 30/50/70).
    public var referenceLevels: [Double]
    /// How values are written on the pane's axis and in its legend.
    public var valueFormat: IndicatorValueFormat
    /// The range every value lies in by construction (RSI, MFI, Stochastic RSI, Aroon, Ultimate oscillator:
    /// 0…100), which a pane's scale is fixed to so 70 sits at the same height whatever the bars; nil autoscales.
    public var valueRange: ClosedRange<Double>?
    /// A further check of complete parameters beyond their ranges, run by `resolve` (a formula compiles them:
    /// `MA(C, N-10)` needs N > 10); nil for none.
    public var check: (@Sendable (_ parameters: [Double]) throws(IndicatorError) -> Void)?
    /// Makes a fresh indicator from complete, validated parameters.
    public var make: @Sendable (_ parameters: [Double], _ convention: IndicatorConvention) -> any BarIndicator

    /// Creates a definition.
    public init(
        name: String, title: String, inputs: BarFields = .ohlcv, parameters: [IndicatorParameter], repeatsParameter: Bool = false,
        styles: [LineStyle] = [], overlaysPrice: Bool = false, referenceLevels: [Double] = [],
        valueFormat: IndicatorValueFormat = .automatic, valueRange: ClosedRange<Double>? = nil,
        make: @escaping @Sendable (_ parameters: [Double], _ convention: IndicatorConvention) -> any BarIndicator
    ) {
        self.name = name
        self.title = title
        self.inputs = inputs
        self.parameters = parameters
        self.repeatsParameter = repeatsParameter
        self.styles = styles
        self.overlaysPrice = overlaysPrice
        self.referenceLevels = referenceLevels
        self.valueFormat = valueFormat
        self.valueRange = valueRange
        self.make = make
    }

    /// The suggested style of line `index`: its entry in `styles`, else a plain line in the theme's colours.
    public func style(ofLine index: Int) -> LineStyle {
        index < styles.count ? styles[index] : LineStyle()
    }

    /// The most values a repeated parameter may have (lines of one indicator). `MA(1,2,…,20000)` overflowed
    /// the stack while allocating its lines, and 2,000 lines took 7.5 s a chart, also through the service.
    public static let maxLines = 16

    /// Completes `given` with defaults and checks every value.
    /// - Throws: `IndicatorError.invalidParameter` for a value out of range, a fraction where a
    ///   whole number is needed, or more values than parameters (unless `repeatsParameter`);
    ///   `.tooManyLines` for more than `maxLines` repeated values; `.invalidFormula` when `check` refuses them.
    public func resolve(_ given: [Double]) throws(IndicatorError) -> [Double] {
        if repeatsParameter, given.count > Self.maxLines {
            throw IndicatorError.tooManyLines(indicator: name, count: given.count, limit: Self.maxLines)
        }
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
        try check?(values)
        return values
    }
}
