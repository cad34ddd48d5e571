import Foundation
import LiveChartCore
import Testing

/// Arc length, trimming (what `strokeEnd` draws) and morphing of paths, against lengths worked by hand.
@Suite struct PathGeometryTests {
    /// The 3-4-5 polyline: 3 right, then 4 down; length 7 (and a closed triangle adds the hypotenuse 5).
    var elbow: Path {
        var p = Path()
        p.move(to: CGPoint(x: 0, y: 0))
        p.line(to: CGPoint(x: 3, y: 0))
        p.line(to: CGPoint(x: 3, y: 4))
        return p
    }

    func last(_ path: Path) -> CGPoint? {
        switch path.elements.last {
        case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): p
        default: nil
        }
    }

    @Test func polylineLengthAndClosingEdge() {
        #expect(abs(elbow.length - 7) < 1e-12)
        var triangle = elbow
        triangle.close()
        #expect(abs(triangle.length - 12) < 1e-12)  // 3 + 4 + 5
    }

    @Test func trimmingTheElbow() {
        // Half of 7 is 3.5: past the first leg (3) by 0.5 down the second.
        let half = elbow.trimmed(toFraction: 0.5)
        #expect(half.elements.count == 3)
        #expect(last(half) == CGPoint(x: 3, y: 0.5))
        #expect(abs(half.length - 3.5) < 1e-12)
        // Trimmed to length 2: inside the first leg.
        #expect(last(elbow.trimmed(toLength: 2)) == CGPoint(x: 2, y: 0))
        #expect(elbow.trimmed(toFraction: 0).isEmpty)
        #expect(elbow.trimmed(toFraction: 1) == elbow)
    }

    @Test func trimmingTheClosed345Triangle() {
        // Perimeter 3 + 4 + 5 = 12. Half is length 6: 3 along the first leg, 3 down the second → (3, 3).
        var triangle = elbow
        triangle.close()
        let half = triangle.trimmed(toFraction: 0.5)
        #expect(abs(half.length - 6) < 1e-12)
        #expect(last(half) == CGPoint(x: 3, y: 3))
        // Three quarters is length 9: 2 of the hypotenuse's 5 from (3, 4) towards (0, 0) → (1.8, 2.4),
        // the cut closing edge drawn as a line.
        let most = triangle.trimmed(toFraction: 0.75)
        let end = last(most)!
        #expect(abs(most.length - 9) < 1e-12)
        #expect(abs(end.x - 1.8) < 1e-12 && abs(end.y - 2.4) < 1e-12)
        #expect(!most.elements.contains(.close))
    }

    @Test func circleLengthIsTwoPiR() {
        // Four cubic arcs with kappa 0.5523 approximate a circle to 0.03 %, so the length is 2πr to 1e-3.
        var circle = Path()
        circle.addCircle(center: .zero, radius: 10)
        #expect(abs(circle.length / (2 * Double.pi * 10) - 1) < 1e-3)
    }

    @Test func trimmedCubicStaysACurveAndHasTheRequestedLength() {
        var s = Path()
        s.move(to: .zero)
        s.curve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 80), control2: CGPoint(x: 100, y: -80))
        let total = s.length
        for f in [0.1, 0.25, 0.5, 0.9] {
            let part = s.trimmed(toFraction: f)
            guard case .curve = part.elements.last else { Issue.record("the cut should stay a cubic"); return }
            #expect(abs(part.length - f * total) < 0.05, "fraction \(f)")
        }
    }

    @Test func morphSameStructureMovesEveryPoint() {
        var a = Path(), b = Path()
        a.move(to: .zero); a.line(to: CGPoint(x: 10, y: 0))
        b.move(to: CGPoint(x: 0, y: 10)); b.line(to: CGPoint(x: 20, y: 10))
        let mid = a.interpolated(to: b, fraction: 0.5)
        #expect(mid.elements == [.move(to: CGPoint(x: 0, y: 5)), .line(to: CGPoint(x: 15, y: 5))])
    }

    @Test func growingPolylineExtendsFromItsEnd() {
        // Prefix extension: the 3-point line pads with its last point, so the first points never move
        // and the new point grows out of the old end.
        var short = Path(), long = Path()
        short.move(to: .zero); short.line(to: CGPoint(x: 10, y: 5)); short.line(to: CGPoint(x: 20, y: 0))
        long = short
        long.line(to: CGPoint(x: 30, y: 10))
        let mid = short.interpolated(to: long, fraction: 0.5)
        #expect(mid.elements.count == 4)
        #expect(Array(mid.elements.prefix(3)) == short.elements)
        #expect(last(mid) == CGPoint(x: 25, y: 5))
    }

    @Test func differentPointCountsMorphByResampling() {
        // A 3-point zigzag and a 5-point straight line (neither a prefix of the other): both resampled to 5 points
        // (equal arc-length spacing), so the ends meet the ends and the result is a 5-point polyline.
        var zig = Path(), flat = Path()
        zig.move(to: .zero); zig.line(to: CGPoint(x: 40, y: 30)); zig.line(to: CGPoint(x: 80, y: 0))
        flat.move(to: CGPoint(x: 0, y: 60))
        for k in 1...4 { flat.line(to: CGPoint(x: 20 * k, y: 60)) }
        // The ends themselves are the sources exactly; just inside them, the resampled polylines.
        #expect(zig.interpolated(to: flat, fraction: 0) == zig && zig.interpolated(to: flat, fraction: 1) == flat)
        let start = zig.interpolated(to: flat, fraction: 1e-15)
        let end = zig.interpolated(to: flat, fraction: 1 - 1e-15)
        #expect(start.elements.count == 5 && end.elements.count == 5)
        // Near 0 the resampled zigzag: its points at arc length 0, 25, 50, 75, 100 → (0,0), (20,15), (40,30), (60,15), (80,0).
        #expect(last(start)!.distance(to: CGPoint(x: 80, y: 0)) < 1e-9)
        if case .line(let p) = start.elements[1] { #expect(abs(p.x - 20) < 1e-9 && abs(p.y - 15) < 1e-9) } else { Issue.record("a line") }
        if case .line(let p) = end.elements[2] { #expect(abs(p.x - 40) < 1e-9 && abs(p.y - 60) < 1e-9) } else { Issue.record("a line") }
        let mid = zig.interpolated(to: flat, fraction: 0.5)
        if case .line(let p) = mid.elements[2] { #expect(abs(p.x - 40) < 1e-9 && abs(p.y - 45) < 1e-9) } else { Issue.record("a line") }
    }

    @Test func resampleSpacesByArcLength() {
        let r = PathMorph.resample([.zero, CGPoint(x: 3, y: 0), CGPoint(x: 3, y: 4)], count: 3)
        #expect(r == [.zero, CGPoint(x: 3, y: 0.5), CGPoint(x: 3, y: 4)])  // 0, 3.5, 7 along the 3-4 elbow
    }
}
