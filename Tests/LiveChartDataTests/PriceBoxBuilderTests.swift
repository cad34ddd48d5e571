import LiveChartData
import Testing

/// The box builders on hand-worked examples: each expectation is derived in the comment from the rule the
/// builder's documentation cites (Nison 1994 for Renko, Kagi and line break; Dorsey 2007 for point and figure).
@Suite struct PriceBoxBuilderTests {
    func bars(_ closes: [Double]) -> [Bar] {
        closes.enumerated().map { Bar(time: Int64($0.offset) * 86_400, open: $0.element, high: $0.element, low: $0.element, close: $0.element, volume: 10) }
    }

    func ends(_ boxes: [Bar]) -> [[Double]] { boxes.map { [$0.open, $0.close] } }

    /// Brick 1: 10 anchors; 11 and 12.2 add 10→11, 11→12; 11.1 is not two bricks down; 9.9 falls a brick
    /// below the last brick's bottom (11) → 11→10; 9.0 → 10→9.
    @Test func renkoContinuesOnOneBrickAndReversesOnTwo() {
        var builder = RenkoBuilder(brickSize: 1)
        let boxes = builder.boxes(of: bars([10, 10.5, 11, 12.2, 11.1, 9.9, 9.0]))
        #expect(ends(boxes) == [[10, 11], [11, 12], [11, 10], [10, 9]])
        #expect(boxes[0].volume == 30, "the anchor bar's and the next two bars' volume")
    }

    /// A bar that forms several bricks shares its volume among them (the truth issue, item 3: bricks after the
    /// first of a fast day showed VOLUME 0): 10 anchors (volume 10), 13.4 makes three bricks of 1 with the
    /// carried 10 + 10 = 20 → 20/3 each; 13.9 makes none and its 10 waits for the next brick.
    @Test func bricksOfOneBarShareItsVolume() {
        var builder = RenkoBuilder(brickSize: 1)
        let boxes = builder.boxes(of: bars([10, 13.4, 13.9, 14.0]))
        #expect(ends(boxes) == [[10, 11], [11, 12], [12, 13], [13, 14]])
        #expect(boxes.prefix(3).allSatisfy { abs($0.volume - 20.0 / 3) < 1e-12 }, "\(boxes.map(\.volume))")
        #expect(boxes[3].volume == 20, "13.9's and 14.0's volume")
    }

    /// Tick 0.01: the first close in sixteenths, 135.5625, anchors at 135.56; 140 is one brick of 2.5 up
    /// (138.06) but not two; 137.5 leaves nothing; 133 is a brick under 135.56 → 135.56→133.06.
    @Test func renkoAnchorsOnTheTick() {
        var builder = RenkoBuilder(brickSize: 2.5, tickDecimals: 2)
        #expect(ends(builder.boxes(of: bars([135.5625, 140, 137.5, 133]))) == [[135.56, 138.06], [135.56, 133.06]])
    }

    /// Box 1, 3-box reversal: 12.5 opens X 10→12, 13.2 grows it to 13; 11 is two boxes down (no turn);
    /// 10 is three → O from 12 down to 10; 9.5 is not a whole box lower; 14.1 is four boxes up → X 11→14.
    @Test func pointAndFigureTurnsOnlyAfterTheReversal() {
        var builder = PointAndFigureBuilder(boxSize: 1, reversal: 3)
        #expect(ends(builder.boxes(of: bars([10, 12.5, 13.2, 11.0, 10.0, 9.5, 14.1]))) == [[10, 13], [12, 10], [11, 14]])
    }

    /// Reversal 2: 13 draws 10→13; 12 does not turn it; 10.5 does (2.5 down); 11 neither extends nor
    /// turns; 14 turns it up (3.5).
    @Test func kagiTurnsOnTheReversalAmount() {
        var builder = KagiBuilder(reversal: 2)
        #expect(ends(builder.boxes(of: bars([10, 11, 13, 12, 10.5, 11, 14, 13]))) == [[10, 13], [13, 10.5], [10.5, 14]])
    }

    /// Lines 10→13, 13→9, 9→12, 12→8, 8→14: the fourth breaks the waist 9 (yin from there), the fifth
    /// breaks the shoulder 12 (yang from there).
    @Test func kagiThicknessFollowsShouldersAndWaists() {
        let lines = [[10.0, 13], [13, 9], [9, 12], [12, 8], [8, 14]].map { Bar(time: 0, open: $0[0], high: $0.max()!, low: $0.min()!, close: $0[1]) }
        #expect(KagiLine.startsYang(lines, at: 3))
        #expect(KagiLine.turn(lines, at: 3, startsYang: true) == 9)
        #expect(!KagiLine.startsYang(lines, at: 4))
        #expect(KagiLine.turn(lines, at: 4, startsYang: false) == 12)
    }

    /// Three-line break: 11, 12, 13 each pass the last line; 12.5 and 10.5 stay above the lowest of the last
    /// three lines (10); 9 breaks it → a reversal line from the last line's bottom, 12 → 9.
    @Test func lineBreakReversesOnlyPastThreeLines() {
        var builder = LineBreakBuilder(lineCount: 3)
        #expect(ends(builder.boxes(of: bars([10, 11, 12, 13, 12.5, 10.5, 9]))) == [[10, 11], [11, 12], [12, 13], [12, 9]])
    }
}
