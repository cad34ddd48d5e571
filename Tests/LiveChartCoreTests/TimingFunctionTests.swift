import Foundation
import LiveChartCore
import Testing

/// The timing curves against their definition (CSS Easing Functions Level 1, §2.2: a cubic Bezier
/// from (0,0) to (1,1)), solved here independently by plain bisection.
@Suite struct TimingFunctionTests {
    /// y at x for control points (x1, y1, x2, y2), by 200 bisection steps on the parameter.
    func reference(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func b(_ s: Double, _ p1: Double, _ p2: Double) -> Double { 3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s }
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if b(mid, x1, x2) < x { lo = mid } else { hi = mid }
        }
        return b((lo + hi) / 2, y1, y2)
    }

    @Test func namedCurvesHaveTheStandardControlPoints() {
        // CSS: ease-in (0.42,0,1,1), ease-out (0,0,0.58,1), ease-in-out (0.42,0,0.58,1), ease (0.25,0.1,0.25,1).
        #expect(TimingFunction.easeIn == TimingFunction(0.42, 0, 1, 1))
        #expect(TimingFunction.easeOut == TimingFunction(0, 0, 0.58, 1))
        #expect(TimingFunction.easeInEaseOut == TimingFunction(0.42, 0, 0.58, 1))
        #expect(TimingFunction.default == TimingFunction(0.25, 0.1, 0.25, 1))
    }

    @Test func easeInEaseOutIsSymmetricAndHalfAtHalf() {
        // The curve is point-symmetric about (0.5, 0.5), so y(0.5) = 0.5 and y(x) + y(1 − x) = 1.
        #expect(abs(TimingFunction.easeInEaseOut.progress(at: 0.5) - 0.5) < 1e-12)
        for x in stride(from: 0.0, through: 1.0, by: 0.05) {
            let sum = TimingFunction.easeInEaseOut.progress(at: x) + TimingFunction.easeInEaseOut.progress(at: 1 - x)
            #expect(abs(sum - 1) < 1e-9)
        }
    }

    @Test func everyNamedCurveMatchesAnIndependentBisection() {
        let curves: [(TimingFunction, [Double])] = [
            (.easeIn, [0.42, 0, 1, 1]), (.easeOut, [0, 0, 0.58, 1]), (.easeInEaseOut, [0.42, 0, 0.58, 1]),
            (.default, [0.25, 0.1, 0.25, 1]), (TimingFunction(0.1, 0.9, 0.2, 1.4), [0.1, 0.9, 0.2, 1.4]),
        ]
        for (f, c) in curves {
            for x in stride(from: 0.0, through: 1.0, by: 0.01) {
                #expect(abs(f.progress(at: x) - reference(x, c[0], c[1], c[2], c[3])) < 1e-9, "x = \(x)")
            }
        }
    }

    @Test func knownValues() {
        // Pinned to 4 decimals so a change of the named curves shows: ease-in(0.5) ≈ 0.3153 and
        // ease(0.25) ≈ 0.4085, as the reference bisection above gives them.
        #expect(abs(TimingFunction.easeIn.progress(at: 0.5) - 0.3153) < 5e-4)
        #expect(abs(TimingFunction.default.progress(at: 0.25) - 0.4085) < 5e-4)
        #expect(TimingFunction.linear.progress(at: 0.37) == 0.37)
        #expect(TimingFunction.easeOut.progress(at: 0) == 0 && TimingFunction.easeOut.progress(at: 1) == 1)
    }

    @Test func steepCurveNeedsTheBisectionFallback() {
        // x1 = x2 = 0 makes dx/ds vanish at s = 0; Newton from there stalls, bisection must finish.
        let f = TimingFunction(0, 0.5, 0, 0.5)
        for x in [0.001, 0.01, 0.3, 0.9] {
            #expect(abs(f.progress(at: x) - reference(x, 0, 0.5, 0, 0.5)) < 1e-9)
        }
    }
}
