import Testing

@testable import LiveChartIndicators

/// The syntax broker apps accept beyond TongDaXin's editor (issue 49, item 4), and refusals that list every
/// problem at once (item 5).
@Suite struct FormulaBrokerSyntaxTests {
    static func values(_ formula: String, _ closes: [Double], line: Int = 0) throws -> [Double] {
        try FormulaLanguageTests.values(formula, closes, line: line)
    }

    @Test func fullWidthPunctuationReadsAsASCII() throws {
        // ：；，（） are what a Chinese input method types; the formula is X: MA(C,2); Y: C*2;
        let formula = try Formula("X：MA（C，2）；Y：C＊２；")
        #expect(formula.lineNames == ["X", "Y"])
        #expect(FormulaLanguageTests.same(try Self.values("X：MA（C，2）；", [1, 3, 5]), [.nan, 2, 4]))
    }

    @Test func bracketedAndSymbolNamesAndLowerCase() throws {
        let formula = try Formula("【主力】: ma(close, 2); 买入★: c > ref(c, 1), colorred; volume: vol;")
        #expect(formula.lineNames == ["【主力】", "买入★", "VOLUME"])
    }

    @Test func lineBreaksEndStatementsAndTheLastNeedsNoSemicolon() throws {
        let formula = try Formula("A: C\nB: A + 1\nOVERLAY\nD: B - 1")
        #expect(formula.lineNames == ["A", "B", "D"] && formula.overlaysPrice)
        // An expression may still run over several lines where it is not complete.
        #expect(try Self.values("X: C +\n 1", [1]) == [2])
    }

    @Test func drawingAttributesAfterAnIntermediateAreIgnored() throws {
        // Dragon4 (HQChart): `蜻蜓点水:=EMA(CLOSE,N1),COLORGRAY;` brokers accept; nothing is drawn for it.
        let formula = try Formula("A := C * 2, COLORGRAY; B: A;")
        #expect(formula.lineNames == ["B"])
    }

    @Test func aLineMayDrawThePriceSeriesItIsNamedAfter() throws {
        // TongDaXin's own VOL formula: `VOL:VOL,VOLSTICK;`; VOL still means the volume after it.
        let formula = try Formula("VOL: VOL, VOLSTICK; M: MA(VOL, 2);")
        #expect(formula.lineNames == ["VOL", "M"] && formula.styles[0].kind == .volume)
        #expect(throws: FormulaError.self) { try Formula("VOL: MA(VOL, 5);") }
    }

    @Test func parameterTableLines() throws {
        // 参数 NAME MIN MAX DEFAULT, as TongDaXin's parameter table (参数 最小 最大 缺省); or NAME DEFAULT.
        let formula = try Formula("参数 N 2 100 12\n参数 M 3\nX: MA(C, N) + M;")
        #expect(formula.parameters.map(\.name) == ["N", "M"])
        #expect(formula.parameters.map(\.defaultValue) == [12, 3])
        #expect(formula.parameters[0].range == 2...100)
        #expect(throws: FormulaError.self) { try Formula("参数 N 2 100\nX: C;") }
    }

    @Test func quotedTextIsAToken() throws {
        let tokens = try FormulaLexer.tokens("X: '大阳线' \"two\" “三”;").tokens.map(\.kind)
        #expect(tokens.contains(.text("大阳线")) && tokens.contains(.text("two")) && tokens.contains(.text("三")))
    }

    @Test func everyErrorAtOnceWithLineAndColumn() throws {
        let source = """
            A: SAR(10, 2, 20);
            B: C @ O;
            D: MA(C, 5));
            E: STICKLINE(C > O, C, O, 0.8, 1) + BACKSET(C > O, 2);
            F: A + B + EMAA(C, 3);
            """
        do {
            _ = try Formula(source)
            Issue.record("refused formula compiled")
        } catch {
            #expect(error.all.map(\.description) == [
                "1:4: 'SAR' is a TongDaXin function this engine does not support yet",
                "2:6: unexpected character '@'",
                "3:12: expected ';' after the statement, found ')'",
                "4:4: 'STICKLINE' is a TongDaXin function this engine does not support yet",
                "4:37: 'BACKSET' is a TongDaXin function this engine does not support yet",
                "5:12: unknown function 'EMAA'; did you mean EMA?",
            ])
            #expect(error.described(in: "f.tdx").hasPrefix("f.tdx:1:4: 'SAR'"))
            #expect(error.described(in: "f.tdx").split(separator: "\n").allSatisfy { $0.hasPrefix("f.tdx:") })
        }
    }

    /// Never a suggestion that only looks alike: SAR is not VAR, S is not A.
    @Test(arguments: ["X: SAR(10,2,20);", "X: S + 1;", "X: C, LINETHICK50;", "X: HSL;", "X: FOO(C);"])
    func noFarFetchedSuggestion(_ source: String) {
        do {
            _ = try Formula(source)
            Issue.record("compiled: \(source)")
        } catch {
            #expect(!error.description.contains("did you mean"), "\(error)")
        }
    }

    /// Awkward texts: each is refused with a place or compiles; none crashes or hangs.
    @Test func awkwardTextsNeverCrash() {
        let awkward = ["", ";;;", "：：", "【", "【】", "X:'", "X:\"abc", "{", "}", "X: ((((", "X: MA(", "参数", "参数 N",
                       "参数 N 1 2 3 4", "X:=:=", "X: ,,, ;", "X: C,,", "VOL: VOL: VOL", "X: DRAWTEXT(1, C, )", "INPUT:",
                       "X: C\u{0}", "X: 1/0", "X: MOD(C, 0) + POW(-1, 0.5)", "X: MULAR(C, 0) * LAST(C > 1, 2, 3)",
                       String(repeating: "X@", count: 500), String(repeating: "'", count: 1001)]
        for text in awkward {
            do {
                let formula = try Formula(text)
                _ = try formula.indicator().compute(FormulaLanguageTests.bars([1, 2, 3]))
            } catch {
                #expect(error.all.allSatisfy { $0.line >= 1 && $0.column >= 1 }, "\(text): \(error)")
                #expect(error.all.count <= FormulaLexer.maxErrors + 1)
            }
        }
    }
}
