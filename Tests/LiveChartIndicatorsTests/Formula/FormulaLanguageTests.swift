import LiveChartData
import Testing

@testable import LiveChartIndicators

/// The formula language's grammar, functions and errors, on small series whose values are worked out by hand
/// (each expectation says how).
@Suite struct FormulaLanguageTests {
    static func bars(_ closes: [Double]) -> [Bar] {
        closes.enumerated().map { i, c in Bar(time: Int64(i) * 86_400, open: c - 0.5, high: c + 1, low: c - 1, close: c, volume: 100 + Double(i)) }
    }

    static func values(_ formula: String, _ closes: [Double], line: Int = 0) throws -> [Double] {
        try Formula(formula).indicator().compute(bars(closes))[line]
    }

    static func same(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0 == $1 || $0.isNaN && $1.isNaN }
    }

    @Test func precedenceIsTongDaXins() throws {
        // * before +, + before comparison, comparison before AND, AND before OR: 1+2*3=7 is true; 0 OR 1 AND 0 is 0.
        #expect(try Self.values("X: 1+2*3=7;", [1]) == [1])
        #expect(try Self.values("X: 0 OR 1 AND 0;", [1]) == [0])
        #expect(try Self.values("X: (0 OR 1) AND 1;", [1]) == [1])
        #expect(try Self.values("X: -2*-3 - 10/4;", [1]) == [3.5])
        #expect(try Self.values("X: 2 > 1 && 3 <> 3 || 1 != 2;", [1]) == [1])
    }

    @Test func missingValuesAndDivisionByZero() throws {
        // REF(C,1) is missing on the first bar: arithmetic, comparisons and IF are missing there too.
        let v = try Self.values("X: IF(C > REF(C,1), 1, -1);", [10, 11, 10])
        #expect(Self.same(v, [.nan, 1, -1]))
        #expect(Self.same(try Self.values("X: C / (C - C);", [10]), [.nan]))  // never ±∞
        #expect(Self.same(try Self.values("X: NOT(C > 10);", [10, 11]), [1, 0]))
    }

    @Test func windowFunctionsByHand() throws {
        let closes: [Double] = [1, 3, 2, 5, 4]
        #expect(Self.same(try Self.values("X: MA(C,2);", closes), [.nan, 2, 2.5, 3.5, 4.5]))
        #expect(Self.same(try Self.values("X: SUM(C,0);", closes), [1, 4, 6, 11, 15]))  // N = 0: since the first bar
        #expect(Self.same(try Self.values("X: HHV(C,0);", closes), [1, 3, 3, 5, 5]))
        #expect(Self.same(try Self.values("X: LLV(C,3);", closes), [.nan, .nan, 1, 2, 2]))
        #expect(Self.same(try Self.values("X: REF(C,2);", closes), [.nan, .nan, 1, 3, 2]))
        // COUNT of rising closes over 2 bars (the first bar's comparison is missing, counted as false).
        #expect(Self.same(try Self.values("X: COUNT(C > REF(C,1), 2);", closes), [.nan, 1, 1, 1, 1]))
        #expect(Self.same(try Self.values("X: EVERY(C > 1, 2);", closes), [.nan, 0, 1, 1, 1]))
        #expect(Self.same(try Self.values("X: EXIST(C = 5, 2);", closes), [.nan, 0, 0, 1, 1]))
        // SMA(X,3,1) from the first value: 1, (3+2·1)/3 = 5/3, (2+2·5/3)/3 = 16/9.
        let sma = try Self.values("X: SMA(C,3,1);", closes)
        #expect(sma[0] == 1 && abs(sma[1] - 5.0 / 3) < 1e-15 && abs(sma[2] - 16.0 / 9) < 1e-15)
        // DMA(C,0.5): 1, 2, 2, 3.5, 3.75.
        #expect(try Self.values("X: DMA(C,0.5);", closes) == [1, 2, 2, 3.5, 3.75])
        // Sample STD of (1,3) is √2, VAR is 2; STDP of (1,3) is 1.
        #expect(abs(try Self.values("X: STD(C,2);", closes)[1] - 2.0.squareRoot()) < 1e-15)
        #expect(abs(try Self.values("X: VAR(C,2);", closes)[1] - 2) < 1e-12)
        #expect(try Self.values("X: STDP(C,2);", closes)[1] == 1)
        // AVEDEV of (1,3,2): mean 2, |−1|+|1|+0 over 3 = 2/3.
        #expect(abs(try Self.values("X: AVEDEV(C,3);", closes)[2] - 2.0 / 3) < 1e-15)
    }

    @Test func crossAndBarsLast() throws {
        // MA(C,2) against C: C crosses above its MA where it rises after being at or below it.
        let closes: [Double] = [5, 4, 6, 6, 3, 7]
        #expect(Self.same(try Self.values("X: CROSS(C, REF(C,1));", closes), [.nan, 0, 1, 0, 0, 1]))
        #expect(Self.same(try Self.values("X: BARSLAST(C > 5);", closes), [.nan, .nan, 0, 0, 1, 0]))
        // No cross where the comparison did not exist on the bar before: MA(C,3) first exists at bar 2, with C
        // above it, and that is no cross (the attack of 2026-12-01 found BARSLAST(CROSS(…)) firing there).
        #expect(Self.same(try Self.values("X: CROSS(C, MA(C,3));", [1, 2, 3, 4, 2, 5]), [.nan, .nan, 0, 0, 0, 1]))
        // An overflow to +∞ is true wherever a condition is read: COUNT and BARSLAST as IF and AND.
        #expect(Self.same(try Self.values("X: COUNT(EXP(C*1000), 1) + BARSLAST(EXP(C*1000)) + IF(EXP(C*1000), 1, 0);", [1]), [2]))
    }

    @Test func slopeIsTheLeastSquaresSlope() throws {
        // A line 2·i + 1 has slope 2 over any window; noise checked against a direct least-squares fit.
        let line = (0..<10).map { 2 * Double($0) + 1 }
        let slope = try Self.values("X: SLOPE(C,4);", line)
        #expect(slope[3...].allSatisfy { abs($0 - 2) < 1e-12 })
        let noisy: [Double] = [3, 1, 4, 1, 5, 9, 2, 6]
        let fitted = try Self.values("X: SLOPE(C,5);", noisy)
        for end in 4..<noisy.count {
            let ys = Array(noisy[(end - 4)...end])
            let my: Double = ys.reduce(0, +) / 5
            var covariance = 0.0, variance = 0.0
            for (k, y) in ys.enumerated() {
                let dx = Double(k) - 2
                covariance += dx * (y - my)
                variance += dx * dx
            }
            let direct = covariance / variance
            #expect(abs(fitted[end] - direct) < 1e-12, "bar \(end)")
        }
    }

    @Test func streamingWithIntraBarUpdatesEqualsBatch() throws {
        let formula = try Formula("""
            INPUT: N(3);
            A := HHV(H, N) - LLV(L, N);
            X: IF(CROSS(C, MA(C, N)), A, SLOPE(C, N)), COLORRED;
            Y: BARSLAST(C > REF(C, 1)) + COUNT(C < O, 0);
            """)
        let bars = Self.bars([10, 11, 9, 12, 12, 8, 13, 14, 10, 15])
        var engine = IndicatorEngine(try formula.indicator(), history: [], keepsHistory: true)
        for bar in bars {
            // Three provisional prices first, then the bar's own: only the last may count.
            var provisional = bar
            provisional.close = bar.close * 0.9
            _ = engine.append(provisional)
            provisional.close = bar.close * 1.1
            _ = engine.updateLast(provisional)
            _ = engine.updateLast(bar)
        }
        let batch = try formula.indicator().compute(bars)
        for line in batch.indices { #expect(Self.same(engine.lines[line], batch[line])) }
    }

    /// A formula indicator is a value: a copy taken mid-stream (the kernels' state and the live values are shared
    /// until one side changes them) runs on by itself, each side equal to a fresh run over its own bars. A formula of
    /// prices alone (every field, no kernel) streams as its batch.
    @Test func copiesRunOnIndependently() throws {
        for source in ["DIF: EMA(C,12) - EMA(C,26); DEA: EMA(DIF,9); M: (DIF-DEA)*2; W: HHV(H,3) - C; N: -DEA;",
                       "A: O; B: H - L; D: VOL + AMOUNT; E: -C; F: (C - O) * 2;"] {
            let formula = try Formula(source)
            var bars = Self.bars([10, 11, 9, 12, 12, 8, 13, 14, 10, 15])
            for i in bars.indices { bars[i].amount = bars[i].volume * bars[i].close }
            let other = bars.map { var b = $0; (b.high, b.close) = (b.high * 1.5, b.close * 1.3); return b }
            var engine = IndicatorEngine(try formula.indicator(), history: Array(bars.prefix(5)), keepsHistory: true)
            var copy = engine
            for bar in bars.dropFirst(5) { engine.append(bar) }
            for bar in other.dropFirst(5) { copy.append(bar) }
            let mine = try formula.indicator().compute(bars), theirs = try formula.indicator().compute(Array(bars.prefix(5) + other.dropFirst(5)))
            for line in mine.indices {
                #expect(Self.same(engine.lines[line], mine[line]), "\(source) line \(line)")
                #expect(Self.same(copy.lines[line], theirs[line]), "\(source) line \(line), the copy")
            }
        }
    }

    /// The batch pass of smoother-only formulas runs chunk by chunk with the recurrences side by side
    /// (`FormulaWavefront`): across many chunks, a short last chunk, missing closes that re-seed each EMA, an
    /// infinity, and a constant input, it must still equal bar-by-bar evaluation bit for bit.
    @Test func smootherFormulasOverManyChunksAndGapsEqualStreaming() throws {
        var bars = SyntheticBars.walk(count: 5 * FormulaWavefront.chunk + 37)
        for gap in [3, 700, 701, 1500, 2047, 2048, 2049] { bars[gap].close = .nan }
        bars[900].close = .infinity
        bars[1300].close = -.infinity
        bars[1301].close = .infinity
        let formulas = [
            "DIF: EMA(C,12) - EMA(C,26); DEA: EMA(DIF,9); MACD: (DIF-DEA)*2;",
            "T: EMA(EMA(EMA(C,12),12),12); R: (T - REF(T,1)) / REF(T,1) * 100;",
            "A: SMA(C, 5, 2); B: DMA(A, 0.3); K: EMA(7, 3) + B; S: SMA(EMA(SMA(C,9,1),4),6,1);",
            "ONE: EMA(C, 3);",
            "RSV := (C - LLV(L, 9)) / (HHV(H, 9) - LLV(L, 9)) * 100; K: SMA(RSV, 3, 1); D: SMA(K, 3, 1); J: 3*K - 2*D;",
            "W := MA(H - L, 10) + STD(C, 5); X: EMA(W, 4) - REF(C, 2); Y: SUM(C, 0) / 1000 + EMA(X, 2);",
            // Rings: A is read three levels up (four slots); B is drawn, so its chunks are copied out a round later.
            "A := EMA(C, 5) * 2; B: A - 1; D: EMA(EMA(EMA(B, 3), 3), 3) - A + B;",
            // P is drawn and read by REF: kept whole; R is drawn twice.
            "P: EMA(C, 4) - EMA(C, 9); Q: REF(P, 3) + EMA(P, 2); R: P * 2; R2: P * 2; E: EMA(P, 5);",
            // Tails in the smoothers' loop: a sum, a negation, a field operand, a sum folded into its scaling, and
            // `3 * (A - B)` over two drawn tails.
            "A: EMA(C,5) + EMA(C,9); B: -EMA(C,7); M: (EMA(C,3) - C) * 0.7; N: 3 * (A - B);",
            // More tails than a group carries, reading one another: the rest run after the groups, in order.
            "X1: EMA(C,2) - C; X2: EMA(C,3) - C; X3: EMA(C,4) - C; X4: X1 + X2; X5: X4 - X3; X6: -X5;",
            // A tail over a lower level's column, an undrawn tail read twice (kept in a ring), six lanes in two groups.
            "E: EMA(C,5); F: EMA(E,3) - E; G: F * 2; D := EMA(C,4) - EMA(C,8); S: D + D; T: EMA(D,3);",
            "M1: EMA(C,2) - EMA(C,3); M2: EMA(C,4) - EMA(C,5); M3: EMA(C,6) + EMA(C,7); M4: M1 - M3;",
            // Undrawn smoothers read by tails in registers and from memory: their chunks must still be stored.
            "X: EMA(C,3) - EMA(C,5); Y: C - EMA(C,3); Z: C - EMA(C,5); W: (C - EMA(C,9)) * 4;",
        ]
        for source in formulas {
            let formula = try Formula(source)
            #expect(FormulaWavefront(try formula.indicator().program) != nil, "\(source) takes the chunked pass")
            let batch = try formula.indicator().compute(bars)
            var engine = IndicatorEngine(try formula.indicator(), history: [], keepsHistory: true)
            for bar in bars { _ = engine.append(bar) }
            for line in batch.indices {
                let at = engine.lines[line].indices.first { !(engine.lines[line][$0].bitPattern == batch[line][$0].bitPattern || engine.lines[line][$0].isNaN && batch[line][$0].isNaN) }
                #expect(at == nil, "\(source) line \(line) differs at bar \(at ?? -1)")
            }
        }
    }

    /// MACD's DIF and bar are computed in the smoothers' loop (`FormulaAffineStep`): DIF as EMA12 − EMA26,
    /// the bar as (DIF − DEA) × 2 with the difference folded in and never stored; a step a REF reads, a division, or
    /// a sum over a REF of its own level are not.
    @Test func macdPureStepsRideInTheSmoothersLoop() throws {
        let program = try Formula("DIF: EMA(C,12) - EMA(C,26); DEA: EMA(DIF,9); MACD: (DIF-DEA)*2;").indicator().program
        let nodes = program.nodes
        let wavefront = try #require(FormulaWavefront(program))
        let dif = program.outputs[0].node, dea = program.outputs[1].node, bar = program.outputs[2].node
        #expect(wavefront.tails.keys.sorted() == [dif, bar])
        guard case .binary(.multiply, let difference, _) = nodes[bar] else { Issue.record("MACD is a product"); return }
        #expect(wavefront.absorbed == [difference])
        #expect(wavefront.tails[bar] == .init(u: dif, v: dea, su: 1, sv: -1, k: 2))
        let other = try Formula("P: EMA(C,4) / EMA(C,9); Q: EMA(C,3) - REF(EMA(C,3),1); R: P - REF(P,2);").indicator().program
        #expect(try #require(FormulaWavefront(other)).tails.isEmpty)
    }

    @Test func parametersAndTheRegistry() throws {
        let formula = try Formula("INPUT: N(5, 2, 50); OVERLAY; M: MA(C, N), LINETHICK2, COLORBLUE;", name: "MYMA")
        #expect(formula.parameters == [IndicatorParameter("N", 5, range: 2...50)])
        #expect(formula.overlaysPrice)
        #expect(formula.styles == [LineStyle(colorHex: "#0000FF", kind: .line, width: 2)])
        var registry = IndicatorRegistry.standard
        registry.register(formula)
        let result = try registry.compute("myma", parameters: [2], bars: Self.bars([1, 3, 5]))
        #expect(Self.same(result.lines[0].values, [.nan, 2, 4]))
        #expect(throws: IndicatorError.invalidParameter(indicator: "MYMA", index: 0, value: 1)) {
            _ = try registry.compute("MYMA", parameters: [1], bars: [])
        }
        // A value inside the declared range that still makes a period invalid is refused, with the formula's reason.
        var shifted = IndicatorRegistry()
        shifted.register(try Formula("INPUT: N(20, 1, 100); X: MA(C, N - 10);", name: "SHIFT"))
        #expect(throws: IndicatorError.invalidFormula(indicator: "SHIFT", reason: "1:32: MA's N is -5; it must be from 0 to 100000")) {
            _ = try shifted.compute("SHIFT", parameters: [5], bars: [])
        }
    }

    @Test func parametersWithoutARangeAreFactorsOrPeriods() throws {
        let factor = try Formula("INPUT: K(0.5), N(10); X: MA(C, N) * K;")
        #expect(factor.parameters == [IndicatorParameter("K", 0.5, range: -1e12...1e12, isInteger: false), IndicatorParameter("N", 10, range: 1...100_000)])
        #expect(try Self.values("INPUT: K(0.5); X: C * K;", [4]) == [2])
        #expect(throws: FormulaError.self) { try Formula("INPUT: K(1E13); X: C;") }
    }

    @Test func attributesMapToStyles() throws {
        let formula = try Formula("""
            A: C, COLORSTICK; B: C, STICK, COLOR0000FF; D: C, VOLSTICK; E: C, DOTLINE; F: C, NODRAW; G: C, POINTDOT, COLORLIGREEN;
            """)
        #expect(formula.styles.map(\.kind) == [.histogram, .stick, .volume, .dottedLine, .hidden, .dots])
        #expect(formula.styles[1].colorHex == "#FF0000")  // TongDaXin's COLORBBGGRR: 0000FF is red
        #expect(formula.styles[5].colorHex == "#55FF55")
    }

    /// Each bad formula with the exact message a user sees (line:column: reason).
    @Test(arguments: [
        ("DIF:EMAA(CLOSE,12);", "1:5: unknown function 'EMAA'; did you mean EMA?"),
        ("A:=1;\nB:=2;\nX: A + BB;", "3:8: unknown name 'BB'; did you mean B?"),
        ("X: MA(C);", "1:4: MA takes 2 arguments, not 1"),
        ("X: HHV(C, C);", "1:11: HHV's N must be a constant (a number or a parameter)"),
        ("X: REF(C, 1000000000);", "1:11: REF's N is 1000000000; it must be from 0 to 100000"),
        ("X: SMA(C, 3, 5);", "1:14: SMA(X,N,M) needs M ≤ N; M is 5, N is 3"),
        ("X: (C + 1;", "1:10: expected ')' to close the '(' at 1:4, found ';'"),
        ("X: C, COLORREDD;", "1:7: unknown drawing attribute 'COLORREDD'; did you mean COLORRED?"),
        ("X: C X: O;", "1:6: expected ';' after the statement, found 'X'"),
        ("C: O;", "1:1: 'C' is a price series and cannot be redefined"),
        ("A: C; A: O;", "1:7: 'A' is already defined at 1:1"),
        ("A := C;", "1:1: the formula draws nothing: give at least one line as NAME:expression;"),
        ("X: DRAWTEXT(C > O, L, 'up');", "1:4: 'DRAWTEXT' is a TongDaXin function this engine does not support yet"),
        ("X: SARTURN(10, 2, 20);", "1:4: 'SARTURN' is a TongDaXin function this engine does not support yet"),
        ("X: 'up';", "1:4: the text 'up' can only be an argument of a drawing function (DRAWTEXT) or STRCAT"),
        ("{ never closed\nX: C;", "1:1: the comment opened here is never closed with '}'"),
        ("X: C @ O;", "1:6: unexpected character '@'"),
        ("INPUT: N(5, 10, 20); X: C;", "1:8: parameter 'N': the default 5 is outside 10…20"),
        ("X: 1.2.3;", "1:4: '1.2.3' is not a number"),
        ("X: " + Array(repeating: "1", count: 300).joined(separator: "+") + ";", "1:515: the expression is more than 256 operations deep; split it with NAME:=…;"),
        ((1...12).map { "A\($0): HHV(C, \(90_000 + $0));" }.joined(separator: " "), "1:217: the formula's windows hold more than 1000000 bars in all (each function's N summed); shorten them"),
        ((1...17).map { "L\($0): C;" }.joined(separator: " "), "1:120: more than 16 drawn lines; make the others intermediates (NAME:=…)"),
    ])
    func badFormulasSayWhereAndWhy(_ source: String, _ message: String) {
        #expect(throws: FormulaError.self) { try Formula(source) }
        do {
            _ = try Formula(source)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func hostileTextsAreRefusedQuickly() {
        // Deep nesting would exhaust the stack of a naive recursive parser; a huge text is refused up front.
        let deep = "X: " + String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000) + ";"
        #expect(throws: FormulaError.self) { try Formula(deep) }
        let negations = "X: " + String(repeating: "-", count: 50_000) + "1;"
        #expect(throws: FormulaError.self) { try Formula(negations) }
        let long = String(repeating: "X1: C; ", count: 20_000)
        #expect(throws: FormulaError.self) { try Formula(long) }
    }
}
