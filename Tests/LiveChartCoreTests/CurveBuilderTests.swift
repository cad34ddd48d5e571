import Foundation
import LiveChartCore
import Testing

@Suite struct CurveBuilderTests {
    /// Values as points with x = 10·i and y = value (a y-up plot is irrelevant to the geometry).
    func points(_ values: [Double]) -> [CGPoint] { values.enumerated().map { CGPoint(x: Double($0.offset) * 10, y: $0.element) } }

    func segmentEnds(_ path: Path) -> [CGPoint] {
        path.elements.dropFirst().compactMap { e in
            switch e {
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
            case .move, .close: return nil
            }
        }
    }

    @Test(arguments: CurveInterpolation.all)
    func nPointsGiveNMinusOneSegmentsThroughEveryPoint(mode: CurveInterpolation) {
        for n in 2...9 {
            let pts = points((0..<n).map { sin(Double($0)) * 40 + 50 })
            let path = CurveBuilder.path(through: pts, interpolation: mode)
            #expect(path.elements.count == n, "\(mode.name) n=\(n)")
            #expect(path.elements.first == .move(to: pts[0]))
            #expect(segmentEnds(path) == Array(pts.dropFirst()), "\(mode.name) passes through every point")
        }
    }

    @Test(arguments: CurveInterpolation.all)
    func noPointIsEmptyAndOnePointIsAZeroLengthLine(mode: CurveInterpolation) {
        #expect(CurveBuilder.path(through: [], interpolation: mode).isEmpty)
        let p = CGPoint(x: 3, y: 4)
        #expect(CurveBuilder.path(through: [p], interpolation: mode).elements == [.move(to: p), .line(to: p)])
    }

    @Test func monotoneNeverOvershootsAndItsExtremaAreTheData() {
        let values: [Double] = [0, 4, 100, 100, 100, 0, 0]
        let path = CurveBuilder.path(through: points(values), interpolation: .monotone)
        let segments = BezierSampler.segments(of: path, count: 400)
        #expect(segments.count == values.count - 1)
        let ys = segments.flatMap { $0.map { Double($0.y) } }
        // Exact for the control points (the curve lies in their hull); the dense evaluation of the
        // Bernstein form carries rounding of about 1e-14.
        #expect(path.points.allSatisfy { $0.y >= 0 && $0.y <= 100 })
        #expect(ys.allSatisfy { $0 >= -1e-9 && $0 <= 100 + 1e-9 })
        #expect(abs(ys.min()! - values.min()!) < 1e-9 && abs(ys.max()! - values.max()!) < 1e-9)
        for (i, samples) in segments.enumerated() {
            let lo = min(values[i], values[i + 1]), hi = max(values[i], values[i + 1])
            #expect(samples.allSatisfy { $0.y >= lo - 1e-9 && $0.y <= hi + 1e-9 }, "segment \(i) within its two values")
            // Monotone within the segment: no extremum strictly between two data points.
            let rising = zip(samples, samples.dropFirst()).allSatisfy { $1.y >= $0.y - 1e-9 }
            let falling = zip(samples, samples.dropFirst()).allSatisfy { $1.y <= $0.y + 1e-9 }
            #expect(rising || falling, "segment \(i) is monotone")
        }
    }

    @Test func naturalCubicOvershootsTheSameData() {
        // The contrast that shows the sampling test above can fail: the C2 spline leaves [0, 100].
        let path = CurveBuilder.path(through: points([0, 4, 100, 100, 100, 0, 0]), interpolation: .cubic)
        let ys = BezierSampler.segments(of: path).flatMap { $0.map { Double($0.y) } }
        #expect(ys.max()! > 100.5 && ys.min()! < -0.5)
    }

    @Test func naturalSplineSlopesMatchTheHandSolution() {
        // (0,0) (1,1) (2,0): 4·M₁ = 6·(−1 − 1) → M₁ = −3; m = 1.5, 0, −1.5.
        let m = CurveSlopes.naturalSpline([CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1), CGPoint(x: 2, y: 0)])
        #expect(m == [1.5, 0, -1.5])
    }

    @Test func monotoneSlopesAreZeroAtExtremaAndFlats() {
        let m = CurveSlopes.monotone(points([0, 4, 100, 100, 100, 0, 0]))
        #expect(m[2] == 0 && m[3] == 0 && m[4] == 0 && m[5] == 0 && m[6] == 0)
        #expect(m[1] > 0 && m[1] <= 2 * 0.4)  // limited to twice the smaller neighbouring secant
    }

    @Test func quadraticReproducesAParabolaExactly() {
        let pts = (0...5).map { CGPoint(x: Double($0), y: Double($0 * $0)) }
        let path = CurveBuilder.path(through: pts, interpolation: .quadratic)
        #expect(path.elements.dropFirst().allSatisfy { if case .quadCurve = $0 { return true } else { return false } })
        for samples in BezierSampler.segments(of: path) {
            #expect(samples.allSatisfy { abs($0.y - $0.x * $0.x) < 1e-9 })
        }
    }

    @Test func catmullRomTensionOneIsStraightAndZeroIsClassic() {
        let pts = points([10, 60, 20, 80])
        let straight = BezierSampler.segments(of: CurveBuilder.path(through: pts, interpolation: .catmullRom(tension: 1)))
        for (i, samples) in straight.enumerated() {
            let a = pts[i], b = pts[i + 1]
            #expect(samples.allSatisfy { abs(($0.y - a.y) * (b.x - a.x) - ($0.x - a.x) * (b.y - a.y)) < 1e-6 })
        }
        let classic = CurveBuilder.segments(through: pts, interpolation: .catmullRom(tension: 0))
        // c₁ of segment 1 = p₁ + (p₂ − p₀)/6.
        let expected = [CGPoint(x: 10 + 20.0 / 6, y: 60 + 10.0 / 6), CGPoint(x: 20 - 20.0 / 6, y: 20 - 20.0 / 6)]
        #expect(zip(classic[1].controls, expected).allSatisfy { hypot($0.x - $1.x, $0.y - $1.y) < 1e-9 })
        #expect(classic[1].controls.count == 2)
    }

    @Test(arguments: CurveInterpolation.all)
    func noControlPointLeavesTheBounds(mode: CurveInterpolation) {
        let values: [Double] = [10, 290, 10, 290, 150, 10, 10, 290]
        let pts = values.enumerated().map { CGPoint(x: 20 + Double($0.offset) * 40, y: $0.element) }
        let rect = CGRect(x: 20, y: 10, width: 280, height: 280)
        let bounds = CurveBuilder.path(through: pts, interpolation: mode, bounds: rect).controlPointBounds
        #expect(rect.insetBy(dx: -1e-9, dy: -1e-9).contains(bounds), "\(mode.name): \(bounds)")
    }

    @Test func clampingShortensHandlesWithoutTurningThem() {
        let pts = points([0, 4, 100, 100, 100, 0, 0])
        let rect = CGRect(x: 0, y: 0, width: 60, height: 100)
        let free = CurveBuilder.path(through: pts, interpolation: .cubic)
        let clamped = CurveBuilder.path(through: pts, interpolation: .cubic, bounds: rect)
        #expect(!rect.contains(free.controlPointBounds))  // the spline's handles did leave the plot
        var moved = 0
        for (i, (f, c)) in zip(free.elements, clamped.elements).enumerated() {
            guard case .curve(let p, let f1, let f2) = f, case .curve(let q, let c1, let c2) = c else { continue }
            #expect(p == q && p == pts[i])
            // Each control is pulled along its own handle: parallel to the free one and no longer.
            for (anchor, free, kept) in [(pts[i - 1], f1, c1), (p, f2, c2)] {
                let cross = (free.x - anchor.x) * (kept.y - anchor.y) - (free.y - anchor.y) * (kept.x - anchor.x)
                #expect(abs(cross) < 1e-6)
                #expect(hypot(kept.x - anchor.x, kept.y - anchor.y) <= hypot(free.x - anchor.x, free.y - anchor.y) + 1e-9)
                if kept != free { moved += 1 }
            }
        }
        #expect(moved > 0)
        // Monotone controls are already inside: clamping changes nothing.
        #expect(CurveBuilder.path(through: pts, interpolation: .monotone, bounds: rect) == CurveBuilder.path(through: pts, interpolation: .monotone))
    }

    @Test(arguments: [CurveInterpolation.quadratic, .cubic, .monotone])
    func xGoingBackDrawsAStraightSegment(mode: CurveInterpolation) {
        let pts = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 5), CGPoint(x: 20, y: 0), CGPoint(x: 15, y: 8), CGPoint(x: 30, y: 2)]
        let segments = CurveBuilder.segments(through: pts, interpolation: mode)
        #expect(segments.count == 4)
        #expect(segments[2] == .line)
        // A two-point run has the secant as both end slopes: straight in every mode.
        let a = pts[3], b = pts[4]
        #expect(segments[3].controls.allSatisfy { abs(($0.y - a.y) * (b.x - a.x) - ($0.x - a.x) * (b.y - a.y)) < 1e-9 })
        #expect(segments[0] != .line)
    }

    @Test func callerGivenSegmentsAreUsedAndCounted() throws {
        let pts = points([0, 10, 0])
        let given: [CurveSegment] = [.quadratic(control: CGPoint(x: 5, y: 20)), .cubic(control1: CGPoint(x: 12, y: 10), control2: CGPoint(x: 18, y: 0))]
        let path = try CurveBuilder.path(through: pts, segments: given)
        #expect(path.elements[1] == .quadCurve(to: pts[1], control: CGPoint(x: 5, y: 20)))
        #expect(path.elements[2] == .curve(to: pts[2], control1: CGPoint(x: 12, y: 10), control2: CGPoint(x: 18, y: 0)))
        #expect(throws: CurveError.segmentCountMismatch(points: 3, segments: 1)) {
            try CurveBuilder.path(through: pts, segments: [.line])
        }
        let clamped = try CurveBuilder.path(through: pts, segments: given, bounds: CGRect(x: 0, y: 0, width: 20, height: 12))
        #expect(clamped.controlPointBounds.maxY <= 12)
    }

    @Test func namesRoundTrip() {
        for mode in CurveInterpolation.all + [.catmullRom(tension: 0.5)] {
            #expect(CurveInterpolation(name: mode.name) == mode)
        }
        #expect(CurveInterpolation(name: "Monotone") == .monotone)
        #expect(CurveInterpolation(name: "catmull-rom:2") == nil)
        #expect(CurveInterpolation(name: "spline") == nil)
    }
}
