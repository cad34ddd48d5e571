import Foundation
import LiveChartData
import LiveChartTestSupport
import Testing

@testable import LiveChartIndicators

/// The functions published formulas need beyond the first set (issue 49, item 2), each against the reference it
/// names: TA-Lib's golden file, MyTT's published definition (mpquant/MyTT 2.9.3, MIT) with a worked example, or
/// TongDaXin's function help worked by hand.
@Suite struct FormulaFunctionReferenceTests {
    static func values(_ formula: String, _ closes: [Double], line: Int = 0) throws -> [Double] {
        try FormulaLanguageTests.values(formula, closes, line: line)
    }

    static func same(_ a: [Double], _ b: [Double]) -> Bool { FormulaLanguageTests.same(a, b) }

    /// EXPMEMA is the EMA seeded with the mean of its first N values: TA-Lib's EMA, in the golden file made with
    /// TA-Lib 0.8.2 (`../shared/data/golden/ema.csv`, column `talib_EMA_12`, on its `input_300.csv`).
    @Test(.enabled(if: SharedData.isAvailable, "needs ../shared/data")) func expmemaIsTaLibsEMA() throws {
        let golden = try CSVTable(path: SharedData.path("golden/ema.csv"))
        let closes = golden.column("Close"), expected = golden.column("talib_EMA_12")
        let ours = try Self.values("X: EXPMEMA(C, 12);", closes)
        #expect(ours.count == expected.count)
        for i in ours.indices {
            #expect(ours[i].isNaN == expected[i].isNaN && (ours[i].isNaN || abs(ours[i] - expected[i]) <= 1e-9 * abs(expected[i])), "bar \(i)")
        }
    }

    @Test func memaIsSMAWithAMeanSeed() throws {
        // HQChart's and TongDaXin's help: MEMA(X,N) is Y = (X + (N−1)·Y′)/N, started from the mean of the first N.
        // X = 1, 3, 2, 5, 4 with N = 2: mean(1,3) = 2; (2+2)/2 = 2; (5+2)/2 = 3.5; (4+3.5)/2 = 3.75.
        #expect(Self.same(try Self.values("X: MEMA(C, 2);", [1, 3, 2, 5, 4]), [.nan, 2, 2, 3.5, 3.75]))
    }

    @Test func arithmeticAndRanges() throws {
        #expect(try Self.values("X: POW(C, 2) + POW(C, 0.5);", [4]) == [18])
        #expect(Self.same(try Self.values("X: POW(C - 5, 0.5);", [4]), [.nan]))  // no real root: missing
        // MOD keeps the dividend's sign (TongDaXin's help: MOD(26,10) = 6, MOD(-7,3) = -1); by 0 it is missing.
        #expect(Self.same(try Self.values("X: MOD(C, 10); Y: MOD(-7, 3); Z: MOD(C, 0);", [26]), [6]))
        #expect(try Self.values("X: MOD(C, 10); Y: MOD(-7, 3);", [26], line: 1) == [-1])
        #expect(Self.same(try Self.values("X: MOD(C, 0);", [26]), [.nan]))
        // BETWEEN(A,B,C): B ≤ A ≤ C or C ≤ A ≤ B; RANGE(A,B,C): B < A < C.
        #expect(try Self.values("X: BETWEEN(C, 2, 4);", [1, 2, 3, 4, 5]) == [0, 1, 1, 1, 0])
        #expect(try Self.values("X: BETWEEN(C, 4, 2);", [1, 2, 3, 4, 5]) == [0, 1, 1, 1, 0])
        #expect(try Self.values("X: RANGE(C, 2, 4);", [1, 2, 3, 4, 5]) == [0, 0, 1, 0, 0])
        #expect(try Self.values("X: IFF(C > 2, 1, -1);", [1, 3]) == [-1, 1])
    }

    @Test func consecutiveDays() throws {
        // UPNDAY(C,2): C rose on each of the last 2 bars; NDAY(C,O,2): C > O on each of the last 2.
        #expect(Self.same(try Self.values("X: UPNDAY(C, 2);", [1, 2, 3, 2, 3, 4]), [.nan, 0, 1, 0, 0, 1]))
        #expect(Self.same(try Self.values("X: DOWNNDAY(C, 2);", [3, 2, 1, 2]), [.nan, 0, 1, 0]))
        #expect(try Self.values("X: NDAY(C, O, 1);", [1, 2]) == [1, 1])  // the bars' open is C − 0.5
    }

    @Test func lastAgreesWithMyTT() throws {
        // MyTT: LAST(S,A,B) = rolling(A+1).apply(all(x[::-1][B:])): S true from A bars ago to B bars ago. MyTT 2.9.3 on
        // these closes gives [1,1,1,0,0,0,1,1,1,1]; its first A bars read a short window as true, where this engine
        // has no value yet, so they are compared from bar A on.
        let closes: [Double] = [1, 3, 2, 5, 4, 6, 7, 3, 8, 9]
        let ours = try Self.values("X: LAST(C > 2, 3, 1);", closes)
        #expect(Array(ours[3...]) == [0, 0, 0, 1, 1, 1, 1])
        #expect(ours[..<3].allSatisfy { $0.isNaN })
    }

    @Test func runningProductAndBarsCount() throws {
        // MULAR(X,0): the product since the first bar (HQChart's NVI); a missing term is skipped, as SUM(X,0) does.
        #expect(Self.same(try Self.values("X: MULAR(C, 0);", [2, 3, 0.5]), [2, 6, 3]))
        #expect(Self.same(try Self.values("X: MULAR(C / REF(C, 1), 0);", [2, 4, 2]), [.nan, 2, 1]))
        // BARSCOUNT(X): bars from X's first value, that bar 1 (TongDaXin's help: on the last bar the bar count).
        #expect(Self.same(try Self.values("X: BARSCOUNT(REF(C, 2));", [1, 1, 1, 1, 1]), [.nan, .nan, 1, 2, 3]))
        #expect(throws: FormulaError.self) { try Formula("X: MULAR(C, 5);") }
    }

    @Test func aPeriodOfZeroDrawsNothing() throws {
        // HQChart's MA5…MA8 hide their spare lines with M = 0: MA(C,0) has no values, and is no error.
        #expect(try Self.values("X: MA(C, 0);", [1, 2, 3]).allSatisfy { $0.isNaN })
        #expect(try Self.values("X: C + DRAWNULL;", [1, 2]).allSatisfy { $0.isNaN })
    }

    /// The new functions stream bar by bar to their batch values.
    @Test func newFunctionsStreamAsTheyCompute() throws {
        let bars = try BarFileReader.load(path: SharedData.fixture("SPY_D-2019-2020.csv")).series.bars
        let formula = try Formula("""
            A: EXPMEMA(C, 10); B: MEMA(C, 7); D: MULAR(C / REF(C, 1), 0); E: BARSCOUNT(MA(C, 20));
            F: LAST(C > O, 5, 2); G: UPNDAY(C, 3) + BETWEEN(C, REF(C, 1), REF(C, 2)); K: POW(C, 1.5) + MOD(C, 7);
            """)
        let batch = try formula.indicator().compute(bars)
        var engine = IndicatorEngine(try formula.indicator(), history: [], keepsHistory: true)
        for bar in bars { _ = engine.append(bar) }
        for line in batch.indices { #expect(FormulaSelfCheckTests.firstDifference(engine.lines[line], batch[line]) == nil, "line \(line)") }
    }
}

/// A series where TongDaXin allows one as a function's parameter: REF's N and DMA's factor.
@Suite struct FormulaSeriesParameterTests {
    @Test func refWithASeriesN() throws {
        // HQChart's NDB: REF(C, BARSCOUNT(C) − 1) is the first bar's close on every bar.
        #expect(try FormulaLanguageTests.values("X: REF(C, BARSCOUNT(C) - 1);", [4, 7, 5, 9]) == [4, 4, 4, 4])
        // N = 0, 1, 2, 0 bar by bar; N reaching before the first bar, negative or missing is missing.
        let v = try FormulaLanguageTests.values("N := IF(C > 6, 1, 0) + IF(C > 8, 1, 0); X: REF(C, N);", [4, 7, 5, 9])
        #expect(v == [4, 4, 5, 7])
        #expect(FormulaLanguageTests.same(try FormulaLanguageTests.values("X: REF(C, C);", [0.5, 1, 5]), [0.5, 0.5, .nan]))
        #expect(FormulaLanguageTests.same(try FormulaLanguageTests.values("X: REF(C, -C);", [1]), [.nan]))
    }

    @Test func dmaWithASeriesFactor() throws {
        // TongDaXin's help: Y = A·X + (1−A)·Y′. X = 1, 3, 2, 5 with A = 0.5, 0.5, 0.25, 1 (A = C/10 … by hand):
        // 1; 0.5·3 + 0.5·1 = 2; 0.25·2 + 0.75·2 = 2; 1·5 = 5.
        let v = try FormulaLanguageTests.values("A := IF(C = 2, 0.25, IF(C = 5, 1, 0.5)); X: DMA(C, A);", [1, 3, 2, 5])
        #expect(v == [1, 2, 2, 5])
        // A missing factor is missing there and restarts the recurrence.
        #expect(FormulaLanguageTests.same(try FormulaLanguageTests.values("X: DMA(C, REF(C, 1) / 10);", [2, 4, 6]), [.nan, 4, 4 * 0.6 + 6 * 0.4]))
    }

    @Test func sumAndMAWithASeriesN() throws {
        // SUM(C, N) with N = 1, 2, 3, 0 bar by bar: 1; 3+1; 2+3+1; N = 0: every value so far, 1+3+2+5.
        let v = try FormulaLanguageTests.values("N := IF(C = 5, 0, BARSCOUNT(C)); X: SUM(C, N); Y: MA(C, N);", [1, 3, 2, 5])
        #expect(v == [1, 4, 6, 11])
        #expect(FormulaLanguageTests.same(try FormulaLanguageTests.values("N := IF(C = 5, 0, BARSCOUNT(C)); Y: MA(C, N);", [1, 3, 2, 5]), [1, 2, 2, .nan]))
        // A window holding a missing value, or reaching before the first bar, is missing.
        // REF(C,1) = –, 1, 1, 2 and N = C = 1, 1, 2, 4: –; 1; 1+1; bars 0…3 hold the missing first: –.
        #expect(FormulaLanguageTests.same(try FormulaLanguageTests.values("X: SUM(REF(C, 1), C);", [1, 1, 2, 4]), [.nan, 1, 2, .nan]))
        #expect(FormulaLanguageTests.same(try FormulaLanguageTests.values("X: SUM(C, C + 1);", [1]), [.nan]))
        // COUNT(C > 1, N) with N = BARSCOUNT(C): rises counted since the first bar; the first bar's 1 is not > 1.
        #expect(try FormulaLanguageTests.values("X: COUNT(C > 1, BARSCOUNT(C));", [1, 3, 0, 5]) == [0, 1, 1, 2])
        // Equal to the constant N's rolling kernels on real bars, to the prefix sums' rounding.
        let bars = try BarFileReader.load(path: SharedData.fixture("SPY_D-2019-2020.csv")).series.bars
        let lines = try Formula("N := 20 + 0 * C; A: SUM(V, N); B: SUM(V, 20); D: MA(C, N); E: MA(C, 20); F: COUNT(C > O, N); G: COUNT(C > O, 20);").indicator().compute(bars)
        for (series, constant) in [(0, 1), (2, 3), (4, 5)] {
            for i in bars.indices {
                let (a, b) = (lines[series][i], lines[constant][i])
                #expect(a.isNaN == b.isNaN && (a.isNaN || abs(a - b) <= 1e-9 * abs(b)), "line \(series) bar \(i): \(a) vs \(b)")
            }
        }
    }

    @Test func seriesParametersStream() throws {
        let bars = try BarFileReader.load(path: SharedData.fixture("SPY_D-2019-2020.csv")).series.bars
        let formula = try Formula("""
            AA := ABS((2*C+H+L)/4 - MA(C,20)) / MA(C,20); G: DMA(C, AA); R: REF(C, BARSCOUNT(C) - 1); S: REF(H, MOD(BARSCOUNT(C), 5));
            U: SUM(V, BARSLAST(CROSS(C, MA(C, 10))) + 1); W: MA(C, MOD(BARSCOUNT(C), 7)); Z: SUM(REF(C, 3), MOD(BARSCOUNT(C), 4));
            Q: COUNT(C > REF(C, 1), BARSLAST(C > MA(C, 5)) + 2);
            """)
        let batch = try formula.indicator().compute(bars)
        var engine = IndicatorEngine(try formula.indicator(), history: [], keepsHistory: true)
        for bar in bars { _ = engine.append(bar) }
        for line in batch.indices { #expect(FormulaSelfCheckTests.firstDifference(engine.lines[line], batch[line]) == nil, "line \(line)") }
        #expect(batch[1].allSatisfy { $0 == bars[0].close })
    }
}
