import CCairo
import Foundation
import LiveChartCairo
import LiveChartCore
import Testing

/// Long indicator lines are stroked in clipped runs (a speed-up); the pixels must not change.
@Suite struct PolylineChunksTests {
    func zigzag(_ n: Int) -> Path {
        var path = Path()
        for i in 0..<n {
            let p = CGPoint(x: 5 + Double(i) * 3.1, y: 100 + 60 * sin(Double(i) * 0.37) + 25 * sin(Double(i) * 1.9))
            if i == 0 { path.move(to: p) } else { path.line(to: p) }
        }
        return path
    }

    func render(_ items: [DisplayItem]) -> [UInt8] {
        let surface = ChartRenderer.renderImage(DisplayList(size: CGSize(width: 640, height: 200), background: .white, items: items))
        defer { cairo_surface_destroy(surface) }
        let data = cairo_image_surface_get_data(surface)!
        return Array(UnsafeBufferPointer(start: data, count: Int(cairo_image_surface_get_stride(surface)) * 200))
    }

    @Test func chunkedStrokeMatchesTheWholeStroke() {
        let path = zigzag(200)
        let style = StrokeStyle(color: Color(red: 0.1, green: 0.3, blue: 0.8), lineWidth: 1.2, join: .round)
        let chunked = render([.stroke(path, style)])
        // The same line with a dash pattern that never breaks is stroked whole, not in runs.
        var whole = style
        whole.dash = [1e6, 1]
        let reference = render([.stroke(path, whole)])
        let differing = zip(chunked, reference).filter { abs(Int($0) - Int($1)) > 2 }.count
        // A few anti-aliasing bytes may round differently where a clip band meets a segment (63 of
        // 512,000 with Cairo 1.16's fast anti-aliasing); a real break or double stroke changes thousands.
        #expect(differing * 2_000 <= chunked.count)
        #expect(chunked != render([]))
    }
}
