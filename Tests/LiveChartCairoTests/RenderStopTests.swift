import Foundation
import LiveChartCairo
import LiveChartCore
import Testing

/// `ChartRenderer`'s `until:` variants: a render asked to stop gives up part-way (the service's timed-out
/// renders), and one never asked draws the same bytes as the plain call.
@Suite struct RenderStopTests {
    /// 300 rectangles with clips around every tenth, 64 × 1000 points: several of the drawing's and the PNG
    /// encoder's 64-step checks.
    func list() -> DisplayList {
        var items: [DisplayItem] = []
        for n in 0..<300 {
            if n % 10 == 0 { items.append(.pushClip(CGRect(x: 0, y: 0, width: 64, height: 1000))) }
            var rect = Path()
            rect.addRect(CGRect(x: Double(n % 8) * 8, y: Double(n) * 3, width: 8, height: 3))
            items.append(.fill(rect, Color(red: Double(n % 7) / 7, green: 0.4, blue: 0.6)))
            if n % 10 == 9 { items.append(.popClip) }
        }
        return DisplayList(size: CGSize(width: 64, height: 1000), background: .white, items: items)
    }

    /// A `stop` that answers true from its `after`-th question on, counting the questions.
    final class Stop {
        let after: Int
        var asked = 0
        init(after: Int) { self.after = after }
        func callAsFunction() -> Bool {
            asked += 1
            return asked > after
        }
    }

    @Test func neverStoppedDrawsWhatThePlainCallDraws() throws {
        let stop = Stop(after: .max)
        for format in [OutputFormat.png, .svg, .pdf] {
            let stoppable = try ChartRenderer.data(list(), format: format, scale: 2, until: { stop() })
            let plain = try ChartRenderer.data(list(), format: format, scale: 2)
            // PDFs carry their creation time and Cairo numbers SVG clips across documents: those are compared by
            // their start, PNGs byte for byte.
            let start = format == .pdf ? "%PDF" : format == .svg ? "<?xml" : nil
            #expect(start.map { stoppable?.starts(with: Data($0.utf8)) == true && plain.starts(with: Data($0.utf8)) } ?? (stoppable == plain), "\(format)")
        }
        // 360 items are asked about 6 times each (at 0, 64, …, 320); a PNG's 2000 rows 32 times more.
        #expect(stop.asked == 6 + 32 + 6 + 6, "\(stop.asked)")
    }

    @Test func stoppedWhileDrawingOrEncodingReturnsNil() throws {
        // Asked first while drawing (the 1st to 6th question), then while encoding (7th to 38th).
        for after in [0, 3, 6, 20, 37] {
            let stop = Stop(after: after)
            #expect(try ChartRenderer.png(list(), scale: 2, until: { stop() }) == nil, "stopped after \(after) questions")
            #expect(stop.asked == after + 1, "no question after the one that stopped it: \(stop.asked)")
        }
        for format in [OutputFormat.svg, .pdf] {
            let stop = Stop(after: 2)
            #expect(try ChartRenderer.data(list(), format: format, until: { stop() }) == nil, "\(format)")
        }
        // The 38 questions answered false: the image is whole.
        #expect(try ChartRenderer.png(list(), scale: 2, until: Stop(after: 38).callAsFunction) == ChartRenderer.png(list(), scale: 2))
    }

    /// A replay stopped inside a clip still ends the frame (where a target pops what it pushed).
    @Test func aStoppedReplayEndsItsFrame() {
        final class Recorder: RenderTarget {
            var depth = 0, ended = false, fills = 0
            func begin(size: CGSize, background: Color?) {}
            func fill(_ path: Path, color: Color) { fills += 1 }
            func fillVerticalGradient(_ path: Path, top: Color, bottom: Color, y0: CGFloat, y1: CGFloat) {}
            func stroke(_ path: Path, style: StrokeStyle) {}
            func draw(_ text: TextRun) {}
            func pushClip(_ rect: CGRect) { depth += 1 }
            func popClip() { depth -= 1 }
            func end() { ended = true }
        }
        let recorder = Recorder(), stop = Stop(after: 1)
        #expect(!list().render(into: recorder, until: { stop() }))
        // Items 0–63 replayed (six clips pushed, five popped, 53 rectangles); the question before item 64 stopped it.
        #expect(recorder.ended && recorder.fills == 53 && recorder.depth == 1, "\(recorder.fills) \(recorder.depth)")
        #expect(list().render(into: Recorder(), until: { false }))
    }
}
