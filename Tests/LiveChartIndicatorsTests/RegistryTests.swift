import LiveChartData
import Testing

@testable import LiveChartIndicators

/// Looking indicators up by name with parameters, and registering a custom one.
@Suite struct RegistryTests {
    let bars = SyntheticBars.walk(count: 80)

    @Test func builtInsByNameWithParametersAndConvention() throws {
        let registry = IndicatorRegistry.standard
        let macd = try registry.compute("macd", parameters: [12, 26, 9], convention: .taLib, bars: bars)
        #expect(macd.lines.map(\.name) == ["DIF", "DEA", "MACD"])
        #expect(macd["MACD"]?.style.kind == .histogram)
        #expect(maxDifference(macd["DIF"]?.values ?? [], MACD(convention: .taLib).compute(bars)[0]) == 0)
        let ma = try registry.compute("MA", bars: bars)
        #expect(ma.lines.map(\.name) == ["MA5", "MA10", "MA20", "MA60"])
        let rsi = try registry.compute("RSI", parameters: [14], bars: bars)
        #expect(rsi.lines.map(\.name) == ["RSI14"] && rsi.parameters == [14])
        let boll = try registry.compute("BOLL", parameters: [20], bars: bars)
        #expect(boll.parameters == [20, 2])
        #expect(try registry.compute("VOL", bars: bars).lines.first?.style.kind == .volume)
    }

    @Test func unknownNamesAndBadParametersThrow() {
        let registry = IndicatorRegistry.standard
        #expect(throws: IndicatorError.unknownIndicator("NOPE")) { try registry.make("NOPE") }
        #expect(throws: IndicatorError.invalidParameter(indicator: "MACD", index: 0, value: 0)) { try registry.make("MACD", parameters: [0]) }
        #expect(throws: IndicatorError.invalidParameter(indicator: "KDJ", index: 1, value: 2.5)) { try registry.make("KDJ", parameters: [9, 2.5]) }
        #expect(throws: IndicatorError.invalidParameter(indicator: "MACD", index: 3, value: 1)) { try registry.make("MACD", parameters: [1, 2, 3, 1]) }
        // What a user reads (the CLI printed the raw enum case before).
        #expect("\(IndicatorError.invalidParameter(indicator: "KDJ", index: 1, value: 2.5))"
                == "KDJ: parameter 2 is 2.5, outside its range or not whole where it must be")
        #expect("\(IndicatorError.unknownIndicator("NOPE"))" == "unknown indicator 'NOPE'")
    }

    /// A custom indicator built from the module's kernels: the close's distance from its EMA, in %.
    struct EMADistance: BarIndicator {
        var ema: ExponentialSmoother
        var lineNames: [String] { ["DIST"] }
        mutating func update(_ bar: Bar, into values: LineValues) {
            let e = ema.update(bar.close)
            values[0] = (bar.close - e) / e * 100
        }
        mutating func advance() { ema.advance() }
    }

    @Test func customIndicatorIsUsedLikeABuiltIn() throws {
        var registry = IndicatorRegistry.standard
        registry.register(IndicatorDefinition(
            name: "EDIST", title: "Distance from EMA", parameters: [IndicatorParameter("N", 10)],
            styles: [LineStyle(colorHex: "#FF0000", kind: .line, width: 2)],
            make: { p, c in EMADistance(ema: .ema(period: Int(p[0]), convention: c)) }))
        #expect(registry.names.contains("EDIST"))
        let result = try registry.compute("edist", parameters: [5], bars: bars)
        #expect(result.lines.count == 1 && result["DIST"]?.style.colorHex == "#FF0000")
        var engine = try registry.engine("EDIST", parameters: [5], bars: Array(bars.prefix(79)))
        let live = engine.append(bars[79])
        #expect(live[0] == result.lines[0].values[79])
    }
}
