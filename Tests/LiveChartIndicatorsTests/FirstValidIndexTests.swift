import LiveChartData
import LiveChartTestSupport
import Testing

@testable import LiveChartIndicators

/// Where each line starts: for every built-in with a TA-Lib counterpart in `Tests/Fixtures`
/// (talib-synthetic-400.csv, talib-more-400.csv, talib-stochrsi-400.csv; Tests/Fixtures/SOURCES.md says
/// how TA-Lib made them), the first bar with a value, in the `taLib` convention, through the registry as a chart
/// asks for it, batch and streaming (each bar as four ticks), must be TA-Lib's first non-NaN row.
/// The value suites check the numbers; this one states every warm-up in one place and names the
/// indicator, line and both indices when one moves.
@Suite struct FirstValidIndexTests {
    /// A registry indicator with parameters, and the fixture column of each of its lines
    /// (nil: TA-Lib has no such line, the reason in `because`).
    struct Case: CustomStringConvertible {
        let name: String
        let parameters: [Double]
        let columns: [String?]
        var because = ""
        var description: String { "\(name)(\(parameters.map { $0.formatted() }.joined(separator: ",")))" }
    }

    /// TA-Lib functions called directly (fixture header comments name each call).
    static let taLibFunctions: [Case] = [
        Case(name: "MA", parameters: [20], columns: ["SMA20"]),
        Case(name: "EMA", parameters: [12], columns: ["EMA12"]),
        Case(name: "WMA", parameters: [10], columns: ["WMA10"]),
        Case(name: "RSI", parameters: [14], columns: ["RSI14"]),
        Case(name: "ATR", parameters: [14], columns: ["TRANGE", "ATR14"]),
        Case(name: "DMI", parameters: [14], columns: ["PLUS_DI14", "MINUS_DI14", "ADX14", "ADXR14"]),
        Case(name: "SAR", parameters: [], columns: ["SAR"]),
        Case(name: "CCI", parameters: [14], columns: ["CCI14"]),
        Case(name: "WR", parameters: [10], columns: ["WILLR10"]),
        Case(name: "ROC", parameters: [12], columns: ["ROC12", nil], because: "MAROC is TongDaXin's MA of ROC"),
        Case(name: "MTM", parameters: [12], columns: ["MOM12", nil], because: "MAMTM is TongDaXin's MA of MTM"),
        Case(name: "TRIX", parameters: [12], columns: ["TRIX12", nil], because: "MATRIX is TongDaXin's MA of TRIX"),
        Case(name: "OBV", parameters: [], columns: ["OBV", nil], because: "MAOBV is TongDaXin's MA of OBV"),
        Case(name: "MACD", parameters: [12, 26, 9], columns: ["MACD", "MACD_signal", "MACD_hist"]),
        Case(name: "BOLL", parameters: [20, 2], columns: ["BB_middle", "BB_upper", "BB_lower"]),
        Case(name: "STOCH", parameters: [14, 3, 3], columns: ["STOCH_K", "STOCH_D"]),
        Case(name: "STOCHF", parameters: [14, 3], columns: ["STOCHF_K", "STOCHF_D"]),
        // TA-Lib STOCHRSI(N, fastK M, fastD D) is the fast stochastic of the RSI: KS = 1 here.
        Case(name: "STOCHRSI", parameters: [14, 14, 1, 3], columns: ["STOCHRSI_K", "STOCHRSI_D"]),
        Case(name: "MFI", parameters: [14], columns: ["MFI14"]),
        Case(name: "DX", parameters: [14], columns: ["DX14"]),
        Case(name: "ADX", parameters: [14], columns: ["ADX14"]),
        Case(name: "ADXR", parameters: [14], columns: ["ADXR14"]),
        Case(name: "AROON", parameters: [14], columns: ["AROON_UP14", "AROON_DOWN14"]),
        Case(name: "AROONOSC", parameters: [14], columns: ["AROONOSC14"]),
        Case(name: "ULTOSC", parameters: [7, 14, 28], columns: ["ULTOSC"]),
        Case(name: "CMO", parameters: [14], columns: ["CMO14"]),
        Case(name: "PPO", parameters: [12, 26, 9], columns: ["PPO", "PPO_signal", nil],
             because: "TA-Lib's PPO has no histogram; HIST = PPO - SIGNAL starts with SIGNAL"),
        Case(name: "APO", parameters: [12, 26], columns: ["APO"]),
        Case(name: "NATR", parameters: [14], columns: ["NATR14"]),
        Case(name: "BOP", parameters: [], columns: ["BOP"]),
        Case(name: "KAMA", parameters: [10, 2, 30], columns: ["KAMA10"]),
        Case(name: "DEMA", parameters: [9], columns: ["DEMA9"]),
        Case(name: "TEMA", parameters: [9], columns: ["TEMA9"]),
        Case(name: "T3", parameters: [5, 0.7], columns: ["T3_5"]),
        Case(name: "TRIMA", parameters: [20], columns: ["TRIMA20"]),
        Case(name: "TRIMA", parameters: [21], columns: ["TRIMA21"]),
        Case(name: "AD", parameters: [], columns: ["AD"]),
        Case(name: "ADOSC", parameters: [3, 10], columns: ["ADOSC"]),
    ]

    /// Definitions composed from TA-Lib functions by scripts/golden/talib-more.py (its header comment).
    static let composedFromTaLib: [Case] = [
        // TradingView's Stoch RSI: talib.STOCH over talib.RSI, both lines from STOCH's one start.
        Case(name: "STOCHRSI", parameters: [14, 14, 3, 3], columns: ["STOCHRSI_SLOW_K", "STOCHRSI_SLOW_D"]),
        Case(name: "HMA", parameters: [9], columns: ["HMA9"]),
        Case(name: "KC", parameters: [20, 10, 2], columns: ["KC_MIDDLE", "KC_UPPER", "KC_LOWER"]),
        Case(name: "DC", parameters: [20], columns: ["DC_MIDDLE", "DC_UPPER", "DC_LOWER"]),
        Case(name: "ICHIMOKU", parameters: [9, 26, 52, 26], columns: ["ICH_TENKAN", "ICH_KIJUN", "ICH_SPANA", "ICH_SPANB", nil],
             because: "the lagging span is the close drawn 25 bars back, checked by TaLibMoreFixtureTests"),
        Case(name: "AO", parameters: [5, 34], columns: ["AO"]),
        Case(name: "CMF", parameters: [20], columns: ["CMF20"]),
        Case(name: "CHANDELIER", parameters: [22, 3], columns: ["CE_LONG", "CE_SHORT"]),
    ]

    /// STOCHRSI where its periods differ (talib-stochrsi-400.csv): TA-Lib's STOCHRSI(N, M, D) as (N, M, 1, D),
    /// both lines from N + M + D - 2; talib.STOCH over talib.RSI(N) as (N, M, KS, D), from N + M + KS + D - 3.
    static let stochRSIGrid: [Case] = [[14, 5, 3], [5, 14, 3], [14, 14, 1], [6, 9, 4], [2, 1, 1]].map { p in
        let key = "STOCHRSI_\(p.map { String(Int($0)) }.joined(separator: "_"))"
        return Case(name: "STOCHRSI", parameters: [p[0], p[1], 1, p[2]], columns: [key + "_K", key + "_D"])
    } + [[14, 14, 2, 5], [9, 5, 4, 2]].map { p in
        let key = "STOCHRSI_SLOW_\(p.map { String(Int($0)) }.joined(separator: "_"))"
        return Case(name: "STOCHRSI", parameters: p, columns: [key + "_K", key + "_D"])
    }

    /// Built-ins without a TA-Lib column in the fixtures, and why; with the cases above they must
    /// name every registered indicator, so a new built-in has to say where it starts.
    static let withoutTaLibCounterpart: [String: String] = [
        "SMA": "TongDaXin's SMA(X,N,M); TA-Lib has none", "VOL": "volume and its MAs; no TA-Lib column",
        "KDJ": "TongDaXin's recursive K and D; TA-Lib has none", "BIAS": "TA-Lib has none", "PSY": "TA-Lib has none",
        "BRAR": "TA-Lib has none", "CR": "TA-Lib has none", "BBI": "TA-Lib has none", "DMA": "TA-Lib has none",
        "VR": "TA-Lib has none", "EMV": "TA-Lib has none", "AVG": "needs amounts; TA-Lib has none",
        "PVT": "written-out definition, not TA-Lib", "VWAP": "written-out definition, not TA-Lib",
        "AVWAP": "written-out definition, not TA-Lib", "SUPERTREND": "TradingView's Pine reference written out, not TA-Lib",
    ]

    let tables: [CSVTable]
    let bars: [Bar]

    init() throws {
        tables = try ["talib-synthetic-400.csv", "talib-more-400.csv", "talib-stochrsi-400.csv"].map { try CSVTable(path: SharedData.fixture($0)) }
        bars = tables[0].bars()
    }

    /// The first bar at which `values` draws a number, nil for an all-NaN line: a line drawn `offset`
    /// bars ahead (Ichimoku's spans, as the fixture holds them) starts that much later.
    static func firstValid(_ values: [Double], offset: Int = 0) -> Int? { values.firstIndex { !$0.isNaN }.map { $0 + offset } }

    static func show(_ index: Int?) -> String { index.map(String.init) ?? "none" }

    func column(_ name: String) -> [Double]? { tables.first { $0.header.contains(name) }?.column(name) }

    /// The engine's kept lines after each bar arrived as four ticks (append, then three `updateLast`).
    func streamed(_ c: Case) throws -> [[Double]] {
        var engine = try IndicatorRegistry.standard.engine(c.name, parameters: c.parameters, convention: .taLib)
        for bar in bars {
            for (t, tick) in SyntheticBars.ticks(toward: bar).enumerated() {
                if t == 0 { engine.append(tick) } else { engine.updateLast(tick) }
            }
        }
        return engine.lines
    }

    @Test func everyLineStartsWhereTaLibsDoes() throws {
        let cases = Self.taLibFunctions + Self.composedFromTaLib + Self.stochRSIGrid
        let unaccounted = Set(IndicatorRegistry.standard.names).subtracting(cases.map(\.name)).subtracting(Self.withoutTaLibCounterpart.keys)
        #expect(unaccounted.isEmpty, "built-ins neither checked nor listed without a counterpart: \(unaccounted.sorted())")
        for (name, reason) in Self.withoutTaLibCounterpart.sorted(by: { $0.key < $1.key }) { print("\(name): not checked (\(reason))") }
        for c in cases {
            let result = try IndicatorRegistry.standard.compute(c.name, parameters: c.parameters, convention: .taLib, bars: bars)
            let stream = try streamed(c)
            #expect(c.columns.count == result.lines.count, "\(c): \(result.lines.count) lines, \(c.columns.count) columns named")
            for (l, line) in result.lines.enumerated() where l < c.columns.count {
                guard let name = c.columns[l] else {
                    print("\(c) line \(line.name): not checked (\(c.because))")
                    continue
                }
                guard let reference = column(name) else {
                    Issue.record("\(c) line \(line.name): no column \(name) in the fixtures")
                    continue
                }
                let taLib = Self.firstValid(reference)
                let ours = Self.firstValid(line.values, offset: line.offset), live = Self.firstValid(stream[l], offset: line.offset)
                let report = "\(c) line \(line.name): first valid index ours \(Self.show(ours)), streaming \(Self.show(live)), TA-Lib \(name) \(Self.show(taLib))"
                print(report)
                #expect([ours, live] == [taLib, taLib], "\(report)")
            }
        }
    }
}
