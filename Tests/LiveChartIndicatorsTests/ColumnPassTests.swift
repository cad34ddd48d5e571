import LiveChartCore
import Testing

@testable import LiveChartIndicators

/// The column passes behind every batch computation must give what the same kernel gives item
/// by item through `update`/`advance` (the streaming path), bit for bit, whatever the gaps.
@Suite struct ColumnPassTests {
    /// A random walk of `count` values with NaN gaps: single ones at `density`, plus a run of
    /// three and, when `withInfinity`, +∞ and −∞ (CR's and VR's ratios reach them on 0/0 days).
    static func series(count: Int, density: Double, seed: UInt64, withInfinity: Bool = false) -> [Double] {
        var random = SplitMix64(seed: seed)
        var price = 100.0
        var values = (0..<count).map { _ -> Double in
            price += random.nextUnit() - 0.5
            return random.nextUnit() < density ? .nan : price
        }
        if count > 40 { values.replaceSubrange(30..<33, with: [.nan, .nan, .nan]) }
        if withInfinity, count > 90 {
            values[70] = .infinity
            values[90] = -.infinity
        }
        return values
    }

    /// Series of several lengths (shorter than a window, a few windows, many) and gap patterns.
    static let inputs: [[Double]] = [0, 1, 7, 45, 400, 2_000].flatMap { count in
        [series(count: count, density: 0, seed: 1), series(count: count, density: 0.01, seed: 2),
         series(count: count, density: 0.08, seed: 3), series(count: count, density: 0.002, seed: 4, withInfinity: true)]
    }

    /// Small integers and signed zeros, so that windows often hold equal values (+0 and −0
    /// compare equal but differ in bits: which one a window keeps shows), with a few NaN.
    static func ties(count: Int, seed: UInt64) -> [Double] {
        var random = SplitMix64(seed: seed)
        let levels: [Double] = [0, -0.0, 1, -1, 2, .nan]
        return (0..<count).map { _ in levels[min(Int(random.nextUnit() * 5.02), 5)] }
    }

    /// `inputs` plus tie-heavy series.
    static let extremeInputs: [[Double]] = inputs + [1, 7, 45, 400, 2_000].map { ties(count: $0, seed: UInt64($0)) }

    static func expectSame(_ column: [Double], _ stream: [Double], _ label: String) {
        #expect(column.count == stream.count, "\(label): lengths")
        for i in stream.indices where column[i].bitPattern != stream[i].bitPattern && !(column[i].isNaN && stream[i].isNaN) {
            Issue.record("\(label) item \(i): column \(column[i]) stream \(stream[i])")
            return
        }
    }

    static func column(count: Int, _ pass: (UnsafeBufferPointer<Double>, UnsafeMutablePointer<Double>) -> Void, _ x: [Double]) -> [Double] {
        [Double](unsafeUninitializedCapacity: count) { out, initialized in
            x.withUnsafeBufferPointer { pass($0, out.baseAddress!) }
            initialized = count
        }
    }

    @Test(arguments: [1, 2, 3, 5, 9, 20, 61])
    func windowKernels(period: Int) {
        for (n, x) in Self.inputs.enumerated() {
            var sum = RollingSum(period: period), mean = RollingMean(period: period)
            var weighted = RollingWeightedMean(period: period)
            var sample = RollingDeviation(period: period, denominator: .sample)
            var population = RollingDeviation(period: period, denominator: .population)
            Self.expectSame(Self.column(count: x.count, sum.column, x), sum.run(x), "SUM \(period) input \(n)")
            Self.expectSame(Self.column(count: x.count, mean.column, x), mean.run(x), "MA \(period) input \(n)")
            Self.expectSame(Self.column(count: x.count, weighted.column, x), weighted.run(x), "WMA \(period) input \(n)")
            Self.expectSame(Self.column(count: x.count, sample.column, x), sample.run(x), "STD \(period) input \(n)")
            Self.expectSame(Self.column(count: x.count, population.column, x), population.run(x), "STDP \(period) input \(n)")
        }
    }

    /// An infinite value blanks the windows holding it, then the sums recover (a running sum
    /// that had taken it in would stay NaN until its next exact recomputation).
    @Test func infinityBlanksOnlyItsWindows() {
        var x = Self.series(count: 200, density: 0, seed: 5)
        x[100] = .infinity
        var mean = RollingMean(period: 5)
        let column = Self.column(count: x.count, mean.column, x)
        #expect(column[99].isFinite && column[105].isFinite)
        #expect((100...104).allSatisfy { column[$0].isNaN })
        #expect(abs(column[105] - x[101...105].reduce(0, +) / 5) < 1e-12)
        Self.expectSame(column, mean.run(x), "MA 5 around +∞")
    }

    @Test(arguments: [0, 1, 2, 12])
    func lag(periods: Int) {
        for (n, x) in Self.inputs.enumerated() {
            var lag = Lag(periods: periods)
            Self.expectSame(Self.column(count: x.count, lag.column, x), lag.run(x), "REF \(periods) input \(n)")
        }
    }

    static let smoothers: [(String, ExponentialSmoother)] = [
        ("EMA12 tdx", .ema(period: 12, convention: .tdx)), ("EMA26 taLib", .ema(period: 26, convention: .taLib)),
        ("SMA(X,3,1)", .chineseSMA(period: 3, weight: 1)), ("K from 50", ExponentialSmoother(alpha: 1.0 / 3, seed: .constant(50))),
        ("Wilder primed 13", ExponentialSmoother(alpha: 1.0 / 14, seed: .primedSum(count: 13))),
        ("alpha 1", ExponentialSmoother(alpha: 1, seed: .mean(count: 1))),
    ]

    @Test func exponentialSmoothers() {
        for (label, smoother) in Self.smoothers {
            for (n, x) in Self.inputs.enumerated() {
                var stream = smoother
                let expected = stream.run(x)
                Self.expectSame(Self.column(count: x.count, smoother.column, x), expected, "\(label) input \(n)")
                // In place: the output overwrites the input as it goes.
                var inPlace = x
                inPlace.withUnsafeMutableBufferPointer { buffer in
                    guard let base = buffer.baseAddress else { return }
                    smoother.column(UnsafeBufferPointer(buffer), into: base)
                }
                Self.expectSame(inPlace, expected, "\(label) in place, input \(n)")
            }
        }
    }

    @Test(arguments: [1, 2, 3, 5, 9, 10, 61])
    func rollingExtremes(period: Int) {
        for (n, x) in Self.extremeInputs.enumerated() {
            for kind in [ExtremeKind.highest, .lowest] {
                var stream = RollingExtreme(period: period, kind: kind)
                let column = Self.column(count: x.count, RollingExtreme(period: period, kind: kind).column, x)
                Self.expectSame(column, stream.run(x), "\(kind) \(period) input \(n)")
            }
        }
    }

    /// `updateAndAdvance` is `update` then `advance`, alone and chained as KDJ chains K into D.
    @Test func smootherSteps() {
        for (label, smoother) in Self.smoothers {
            for (n, x) in Self.inputs.enumerated() {
                var stream = smoother, first = smoother, second = smoother
                let expected = stream.run(x)
                var chained = smoother
                let expectedChain = chained.run(expected)
                var steps: [Double] = [], chain: [Double] = []
                for value in x {
                    steps.append(first.updateAndAdvance(value))
                    chain.append(second.updateAndAdvance(steps[steps.count - 1]))
                }
                Self.expectSame(steps, expected, "\(label) input \(n)")
                Self.expectSame(chain, expectedChain, "\(label) chained, input \(n)")
            }
        }
    }

    /// The extreme passes skip NaN tests in chunks found clean beforehand (about 512 items): a
    /// single NaN just before, at and after a chunk's edges must still blank exactly its windows.
    @Test(arguments: [1, 2, 9, 10, 61, 600])
    func rollingExtremesAroundChunkEdges(period: Int) {
        let chunk = period * max(1, 512 / period)
        let clean = Self.series(count: 3 * chunk + 7, density: 0, seed: 5).map { $0.isNaN ? 1 : $0 }
        let offsets: [Int] = [-period - 1, -period, 1 - period, -2, -1, 0, 1]
        let edges: [Int] = offsets.map { chunk + $0 } + offsets.map { 2 * chunk + $0 }
        for position in Set(edges.filter { $0 >= 0 }).sorted() {
            var x = clean
            x[position] = .nan
            for kind in [ExtremeKind.highest, .lowest] {
                var stream = RollingExtreme(period: period, kind: kind)
                let column = Self.column(count: x.count, RollingExtreme(period: period, kind: kind).column, x)
                Self.expectSame(column, stream.run(x), "\(kind) \(period), NaN at \(position)")
            }
        }
    }

    @Test(arguments: [1, 2, 3, 9, 10, 61])
    func rollingRange(period: Int) {
        let inputs = Self.extremeInputs
        for (n, high) in inputs.enumerated() {
            let low = Array(high.reversed())  // so the two NaN patterns differ
            var stream = RollingRange(period: period)
            let expected = stream.run(zip(high, low).map { (high: $0, low: $1) })
            var highest = [Double](repeating: 0, count: high.count), lowest = highest, visited: [Int] = []
            high.withUnsafeBufferPointer { h in
                low.withUnsafeBufferPointer { l in
                    RollingRange(period: period).column(high: h, low: l) { i, hhv, llv in
                        visited.append(i)
                        (highest[i], lowest[i]) = (hhv, llv)
                    }
                }
            }
            #expect(visited == Array(high.indices), "range \(period) input \(n): visiting order")
            Self.expectSame(highest, expected.map(\.highest), "HHV \(period) input \(n)")
            Self.expectSame(lowest, expected.map(\.lowest), "LLV \(period) input \(n)")
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 14, 61])
    func rollingMeanDeviation(period: Int) {
        for (n, x) in Self.extremeInputs.enumerated() {
            var stream = RollingMeanDeviation(period: period)
            let column = Self.column(count: x.count, RollingMeanDeviation(period: period).column, x)
            Self.expectSame(column, stream.run(x), "AVEDEV \(period) input \(n)")
        }
    }
}
