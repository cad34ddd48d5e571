import Testing

@testable import LiveChartIndicators

/// AROON's batch pass (`AgedExtremeLane.scan`) must give each window's extreme and its age as the
/// streaming deque does (`RollingExtreme.updateWithAge`): of equal values (ties, +0 and −0) the
/// newest, whatever the NaN and infinities around.
@Suite struct AgedExtremeColumnTests {
    @Test(arguments: [1, 2, 3, 5, 15, 61])
    func agesEqualTheDeques(period: Int) {
        for (n, high) in ColumnPassTests.extremeInputs.enumerated() {
            let low = Array(high.reversed())  // so the two NaN patterns differ
            var top = RollingExtreme(period: period, kind: .highest), bottom = RollingExtreme(period: period, kind: .lowest)
            var expected: [((value: Double, age: Int), (value: Double, age: Int))] = []
            for (h, l) in zip(high, low) {
                expected.append((top.updateWithAge(h), bottom.updateWithAge(l)))
                top.advance()
                bottom.advance()
            }
            var visited: [Int] = []
            high.withUnsafeBufferPointer { h in
                low.withUnsafeBufferPointer { l in
                    AgedExtremeLane.scan(highest: h, lowest: l, period: period) { i, hi, lo in
                        visited.append(i)
                        for (side, got, want) in [("highest", hi, expected[i].0), ("lowest", lo, expected[i].1)] {
                            let same = got.value.isNaN ? want.value.isNaN : got.value.bitPattern == want.value.bitPattern && got.age == want.age
                            #expect(same, "\(side) \(period) input \(n) item \(i): column \(got) stream \(want)")
                        }
                    }
                }
            }
            #expect(visited == Array(high.indices), "aged \(period) input \(n): visiting order")
        }
    }
}
