import LiveChartData
import LiveChartTestSupport
import Testing

@testable import LiveChartIndicators

/// HQChart's indicator library (178 TongDaXin formulas, Apache-2.0; `Tests/Fixtures/formulas/SOURCES.md`) read as
/// published: which run, and that every refusal is a clear error. Values: batch equal to streaming bit for bit;
/// the formulas that are TongDaXin's system indicators are checked against the built-ins (and through them TA-Lib
/// and TongDaXin's golden files) by `FormulaSelfCheckTests`, the functions they use against MyTT and TA-Lib by
/// `FormulaFunctionReferenceTests`.
@Suite struct PublishedFormulaSetTests {
    static let set = try! PublishedFormulaSet(fixture: "hqchart-index.tdxset")

    /// The formulas refused, each with the first name its first message quotes (or the message): 55 of 178 (with the
    /// broker syntax but before issue 49's functions, 75 were).
    static let refused: [String: String] = [
        // Market, financial and HQChart's own data a bar file does not hold.
        "VOL_TDX": "PERIOD", "AMO_TDX": "PERIOD", "HSL": "SETCODE", "HSCOL": "SETCODE", "CYF": "HSL", "TAPI": "INDEXC",
        "DBQR": "INDEXC", "QR": "INDEXC", "DBQRV": "INDEXV", "DBLB": "INDEXV", "SG_XDT": "INDEXC", "SG_SMX": "INDEXH",
        "SG_LB": "INDEXV", "SG_PF": "INDEXC", "RAD": "INDEXO", "TRADE_DPSJ": "INDEXC", "CYC": "DYNAINFO", "DKCOL": "STICKLINE",
        "COLOR_SWORD": "CAPITAL", "FSL": "CAPITAL", "Margin2": "MARGIN", "Margin3": "MARGIN", "MarginProportion": "MARGIN",
        "NewsNegative": "NEWS",
        // Chip distribution (COST, WINNER), not done yet.
        "CYD": "WINNER", "CYQKL": "WINNER", "SCR": "COST", "ASR": "WINNER",
        // Drawing statements, not done yet.
        "TJCJL": "DRAWTEXT_FIX", "FKX": "DRAWKLINE", "Dragon4_Main": "DRAWKLINE", "Dragon4_Fig": "STICKLINE", "BTX": "STICKLINE",
        "FXG_INDEX3": "STICKLINE", "FXG_BSPoint": "DRAWICON", "FundsAnalysis": "DRAWTEXT",
        // Future functions, not done yet.
        "COLOR_WYGD": "BACKSET", "COLOR_SGCJ": "BACKSET", "COLOR_SZTAI": "BACKSET", "COLOR_PINGDING": "BACKSET",
        "COLOR_PINGDI": "BACKSET", "COLOR_HYFG": "BACKSET", "COLOR_TKQK": "BACKSET", "COLOR_SFWY": "BACKSET",
        "COLOR_SSSBQ": "BACKSET", "COLOR_XDSBQ": "BACKSET", "COLOR_FENLI": "BACKSET",
        // SAR's TongDaXin start, not done yet.
        "SAR": "SAR", "SLZT": "SAR",
        // HQChart's own attributes and mistakes of the published text: LINETHICK50, `LINETHICK,LINETHICK2`, a parameter
        // S its table does not give, a formula drawing nothing.
        "VOL2": "STICKTYPE(…)", "VOL_OVERLAY": "UPCOLOR(…)", "MACD2": "LINETHICK50", "FXG_INDEX2": "LINETHICK",
        "COLOR_CSFR": "S", "EMPTY": "the formula draws nothing: give at least one line as NAME:expression;",
    ]

    static func bars() throws -> [Bar] { try BarFileReader.load(path: SharedData.fixture("SPY_D-2019-2020.csv")).series.bars }

    @Test func everyFormulaRunsOrIsRefusedClearly() throws {
        #expect(Self.set.entries.count == 178)
        var ran = 0, refusedNames: [String: String] = [:]
        for entry in Self.set.entries {
            do {
                _ = try Formula(entry.text, name: "F")
                ran += 1
            } catch {
                // A clear refusal: every problem at a line and column of the text, unsupported names in one wording.
                for e in error.all {
                    #expect(e.line >= 1 && e.column >= 1 && !e.reason.isEmpty, "\(entry.id): \(e)")
                    #expect(!e.reason.contains("did you mean"), "\(entry.id) suggests a name: \(e)")
                }
                refusedNames[entry.id] = Self.firstName(error.reason)
            }
        }
        let unexpected = refusedNames.filter { Self.refused[$0.key] != $0.value }
        #expect(unexpected.isEmpty, "refused otherwise than listed: \(unexpected.sorted { $0.key < $1.key })")
        let missing = Self.refused.keys.filter { refusedNames[$0] == nil }
        #expect(missing.isEmpty, "listed as refused but ran: \(missing.sorted())")
        #expect(ran == Self.set.entries.count - Self.refused.count)
    }

    /// The first quoted name of a message (`'SAR' is a TongDaXin function …` → `SAR`), else the message.
    static func firstName(_ reason: String) -> String {
        guard let quoted = reason.firstMatch(of: /(?:^| )'([^']+)'/) else { return reason }
        return String(quoted.1)
    }

    @Test func formulasThatRunGiveTheSameValuesInBatchAndStreaming() throws {
        let bars = try Self.bars()
        for entry in Self.set.entries where Self.refused[entry.id] == nil {
            let formula = try Formula(entry.text, name: "F")
            let batch = try formula.indicator().compute(bars)
            var engine = IndicatorEngine(try formula.indicator(), history: [], keepsHistory: true)
            for bar in bars { _ = engine.append(bar) }
            for (line, values) in batch.enumerated() {
                #expect(FormulaSelfCheckTests.firstDifference(engine.lines[line], values) == nil, "\(entry.id) line \(formula.lineNames[line])")
            }
        }
    }
}
