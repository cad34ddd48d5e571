import Foundation

/// A path broken into measured pieces: arc lengths of every segment (by adaptive flattening) and
/// trimming at a length, keeping curves as curves (each cut splits a Bezier with de Casteljau).
struct PathMeasure {
    /// A `move` starts a sub-path; a segment carries its cumulative (parameter, arc length) table.
    enum Piece {
        case move(CGPoint)
        case segment(BezierSegment, isClose: Bool, table: [Sample])
    }

    /// A point of a segment's flattening: its parameter, the arc length from the segment's start, the point.
    typealias Sample = (t: Double, length: Double, point: CGPoint)

    let pieces: [Piece]
    /// The total arc length in points, `close` edges included.
    let length: Double

    /// Measures `path`, flattening curves to within `tolerance` points. O(elements · pieces per curve).
    init(_ path: Path, tolerance: Double = 0.02) {
        var pieces: [Piece] = []
        var total = 0.0
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        func add(_ segment: BezierSegment, isClose: Bool) {
            var table: [Sample] = [(0, 0, segment.start)]
            var s = 0.0, previous = segment.start
            segment.flatten(tolerance: tolerance) { t, p in
                s += previous.distance(to: p)
                table.append((t, s, p))
                previous = p
            }
            pieces.append(.segment(segment, isClose: isClose, table: table))
            total += s
            current = segment.end
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                pieces.append(.move(p))
                current = p
                subpathStart = p
            case .line(let p): add(BezierSegment(current, p), isClose: false)
            case .quadCurve(let p, let c): add(BezierSegment(current, quad: c, p), isClose: false)
            case .curve(let p, let c1, let c2): add(BezierSegment(current, c1, c2, p), isClose: false)
            case .close: add(BezierSegment(current, subpathStart), isClose: true)
            }
        }
        self.pieces = pieces
        length = total
    }

    /// The first `target` points of arc length: whole elements while they fit, then the part of the
    /// next segment up to the parameter where its arc length reaches `target` (a `close` cut short
    /// becomes a line). Empty for `target` ≤ 0; the whole path for `target` ≥ `length`.
    func trimmed(_ path: Path, toLength target: Double) -> Path {
        if target <= 0 { return Path() }
        if target >= length { return path }
        var out = Path()
        var remaining = target
        for piece in pieces {
            switch piece {
            case .move(let p):
                out.move(to: p)
            case .segment(let segment, let isClose, let table):
                let pieceLength = table[table.count - 1].length
                if remaining >= pieceLength {
                    out.append(Path(elements: [isClose ? .close : segment.element]))
                    remaining -= pieceLength
                    if remaining <= 0 { return out }
                    continue
                }
                let first = segment.split(at: PathMeasure.parameter(at: remaining, in: table)).0
                out.append(Path(elements: [isClose ? .line(to: first.end) : first.element]))
                return out
            }
        }
        return out
    }

    /// The parameter where a segment's arc length reaches `s`, linear between the flattening's samples.
    static func parameter(at s: Double, in table: [Sample]) -> Double {
        var lo = 0, hi = table.count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if table[mid].length < s { lo = mid } else { hi = mid }
        }
        let a = table[lo], b = table[hi]
        let span = b.length - a.length
        return span <= 0 ? b.t : a.t + (b.t - a.t) * (s - a.length) / span
    }

    /// Each sub-path as a polyline within the measuring tolerance; a closed sub-path ends on its start.
    var polylines: [[CGPoint]] {
        var result: [[CGPoint]] = []
        for piece in pieces {
            switch piece {
            case .move(let p):
                result.append([p])
            case .segment(let segment, _, let table):
                if result.isEmpty { result.append([segment.start]) }
                result[result.count - 1].append(contentsOf: table.dropFirst().map(\.point))
            }
        }
        return result
    }
}
