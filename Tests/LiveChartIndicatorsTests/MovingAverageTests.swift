import Testing
import LiveChartIndicators

@Suite struct MovingAverageTests {
    @Test func meansOfTheLastNWithWarmUp() {
        let ma = MovingAverage.simple([1, 2, 3, 4, 5], period: 3)
        #expect(ma[0].isNaN && ma[1].isNaN)
        #expect(Array(ma[2...]) == [2, 3, 4])
    }

    @Test func aMissingValueOnlyBlanksTheWindowsContainingIt() {
        let ma = MovingAverage.simple([1, 2, .nan, 4, 5, 6, 7], period: 2)
        #expect(ma[1] == 1.5)
        #expect(ma[2].isNaN && ma[3].isNaN)
        #expect(ma[4] == 4.5 && ma[6] == 6.5)
    }
}
