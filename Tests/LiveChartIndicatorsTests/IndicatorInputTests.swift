import Testing
import LiveChartData
@testable import LiveChartIndicators

/// Issue 15, item 6: every indicator declares the bar values it reads (`IndicatorDefinition.inputs`), so a
/// close-only file can compute MA, EMA, MACD, RSI, BOLL… and refuse KDJ by name. The declarations are
/// checked against the computation itself: changing a value the indicator declares must change some line,
/// and changing one it does not declare must change none.
@Suite struct IndicatorInputTests {
    static let bars = SyntheticBars.walk(count: 300)

    /// `bars` with one field changed on every bar, the bars staying valid (low ≤ open, close ≤ high).
    static func perturbed(_ field: BarFields) -> [Bar] {
        bars.enumerated().map { k, bar in
            var b = bar
            let wave = 0.3 + 0.25 * Double(k % 7)
            switch field {
            case .open: b.open = b.low + (b.high - b.low) * (0.1 + 0.8 * Double(k % 5) / 4)
            case .high: b.high += wave
            case .low: b.low = max(0.01, b.low - wave * b.low * 0.05)
            case .volume: b.volume *= 1 + wave
            case .amount: b.amount *= 1 + wave
            default: b.close = b.low + (b.high - b.low) * (0.2 + 0.6 * Double(k % 3) / 2)
            }
            return b
        }
    }

    static func reads(_ definition: IndicatorDefinition) -> BarFields {
        let parameters = (try? definition.resolve([])) ?? []
        let base = definition.make(parameters, .tdx).compute(bars)
        var found: BarFields = []
        for field in [BarFields.open, .high, .low, .close, .volume, .amount] {
            let other = definition.make(parameters, .tdx).compute(perturbed(field))
            let same = zip(base, other).allSatisfy { a, b in zip(a, b).allSatisfy { $0 == $1 || $0.isNaN && $1.isNaN } }
            if !same { found.insert(field) }
        }
        return found
    }

    @Test func everyBuiltInDeclaresWhatItReads() {
        for definition in BuiltInIndicators.all {
            #expect(Self.reads(definition) == definition.inputs, "\(definition.name): reads \(Self.reads(definition)), declares \(definition.inputs)")
        }
    }

    @Test func closeOnlyIndicatorsAreTheExpectedOnes() {
        let closeOnly = BuiltInIndicators.all.filter { $0.inputs == .close }.map(\.name)
        for name in ["MA", "EMA", "MACD", "RSI", "BOLL", "TRIX", "BIAS", "KAMA", "STOCHRSI"] {
            #expect(closeOnly.contains(name), "\(name)")
        }
        #expect(IndicatorRegistry.standard.definition(named: "KDJ")?.inputs == [.high, .low, .close])
        #expect(IndicatorRegistry.standard.definition(named: "VOL")?.inputs == .volume)
    }

    @Test func aMissingInputIsNamed() throws {
        let registry = IndicatorRegistry.standard
        try registry.checkInputs([IndicatorSpec("MACD"), IndicatorSpec("RSI"), IndicatorSpec("BOLL")], available: .close, source: "spx.csv has only Date,Close")
        #expect(throws: IndicatorError.missingInputs(indicator: "KDJ", missing: [.high, .low], source: "spx.csv has only Date,Close")) {
            try registry.checkInputs([IndicatorSpec("MA"), IndicatorSpec("KDJ")], available: .close, source: "spx.csv has only Date,Close")
        }
        let error = IndicatorError.missingInputs(indicator: "KDJ", missing: [.high, .low], source: "spx.csv has only Date,Close")
        #expect(error.description == "KDJ needs high and low; spx.csv has only Date,Close")
    }

    /// A formula's inputs are the fields it names.
    @Test func formulaInputsAreTheFieldsItReads() throws {
        let formula = try Formula("MID: EMA(C, 20); SPREAD: HHV(H, 5) - C;", name: "MYF")
        #expect(formula.definition.inputs == [.high, .close])
    }
}
