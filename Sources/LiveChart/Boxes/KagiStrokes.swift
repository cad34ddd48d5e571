import Foundation
import LiveChartCore
import LiveChartData

/// The two paths of Kagi lines on screen: thick (yang) and thin (yin) strokes through the lines' verticals and
/// the horizontal joins (shoulders and waists) between them, thick or thin as `KagiLine` says.
///
/// Lines are drawn per column. A column of one line is drawn exactly: the join at the price where the line
/// starts, from the column before, then its vertical, changing thickness where it crosses the previous
/// shoulder or waist; a stroke that goes on in the same thickness is one sub-path, so corners are mitred. A
/// column of several lines (lines closer than a device pixel, `PixelColumns`) is drawn as one vertical per
/// thickness over every price its lines cover there, so the column's extremes and a thickness change inside it
/// stay visible; the join into the next column starts where its last line ends, so no join is dropped.
/// - Complexity: O(lines in the columns); the paths hold O(columns) elements.
struct KagiStrokes {
    /// One column of lines and the x where they are drawn, in canvas points.
    struct Column {
        let lines: ClosedRange<Int>
        let x: Double
    }

    /// The yang strokes.
    private(set) var thick = Path()
    /// The yin strokes.
    private(set) var thin = Path()
    private var thickEnd: CGPoint?, thinEnd: CGPoint?
    private let grid: (Bool, CGFloat) -> CGFloat

    /// - Parameters:
    ///   - lines: every Kagi line of the chart (`KagiBuilder`'s box bars), oldest first.
    ///   - columns: the columns to draw, left to right, over consecutive lines.
    ///   - entryX: where the join into the first column starts, in canvas points (the line before's x).
    ///   - y: a price's canvas y; a line with a non-finite y is left out.
    ///   - grid: where a thick (`true`) or thin stroke's coordinates go, to stay crisp on device pixels.
    init(lines: [Bar], columns: [Column], entryX: Double, y: (Double) -> Double, grid: @escaping (Bool, CGFloat) -> CGFloat) {
        self.grid = grid
        guard let first = columns.first else { return }
        var yang = KagiLine.startsYang(lines, at: first.lines.lowerBound)
        var from = CGPoint(x: entryX, y: y(lines[first.lines.lowerBound].open))
        for column in columns {
            let start = CGPoint(x: column.x, y: y(lines[column.lines.lowerBound].open))
            stroke(CGPoint(x: from.x, y: start.y), start, yang: yang)
            // Each part of a vertical: its thickness and the prices it runs between, in drawing order.
            var parts: [(yang: Bool, from: Double, to: Double)] = []
            for i in column.lines {
                let line = lines[i]
                if let level = KagiLine.turn(lines, at: i, startsYang: yang) {
                    parts.append((yang, line.open, level))
                    yang.toggle()
                    parts.append((yang, level, line.close))
                } else {
                    parts.append((yang, line.open, line.close))
                }
            }
            if column.lines.count == 1 {
                for part in parts { stroke(CGPoint(x: column.x, y: y(part.from)), CGPoint(x: column.x, y: y(part.to)), yang: part.yang) }
            } else {
                // Several lines in one pixel column: each thickness over the whole range of its parts.
                for state in [parts[0].yang, !parts[0].yang] {
                    let prices = parts.filter { $0.yang == state }.flatMap { [$0.from, $0.to] }
                    guard let low = prices.min(), let high = prices.max() else { continue }
                    stroke(CGPoint(x: column.x, y: y(high)), CGPoint(x: column.x, y: y(low)), yang: state)
                }
            }
            from = CGPoint(x: column.x, y: y(lines[column.lines.upperBound].close))
        }
    }

    /// Adds the segment to the path of its thickness, continuing that path's sub-path when it ends at `a`.
    private mutating func stroke(_ from: CGPoint, _ to: CGPoint, yang: Bool) {
        let a = CGPoint(x: grid(yang, from.x), y: grid(yang, from.y)), b = CGPoint(x: grid(yang, to.x), y: grid(yang, to.y))
        guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite, a != b else { return }
        if yang { Self.extend(&thick, end: &thickEnd, a, b) } else { Self.extend(&thin, end: &thinEnd, a, b) }
    }

    private static func extend(_ path: inout Path, end: inout CGPoint?, _ a: CGPoint, _ b: CGPoint) {
        if end != a { path.move(to: a) }
        path.line(to: b)
        end = b
    }
}
