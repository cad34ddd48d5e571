import CCairo
import Foundation
import LiveChart
import LiveChartCairo
import LiveChartCore
import LiveChartTestSupport
import Testing

/// Golden-image tests, as lightweight-charts keeps them: every `ImageCases` case rendered now is compared
/// with `Tests/References/NAME.png` pixel by pixel. A pixel differs when a channel moves by more than
/// `channelTolerance`; a case fails when more than `pixelTolerance` of its pixels differ, and then a
/// side-by-side image (reference | candidate | differing pixels in red) is written to
/// `.build/image-diffs/NAME.png`. `scripts/update-references.sh` (LIVECHART_UPDATE_REFERENCES=1) writes the
/// references anew after an intended change.
@Suite struct ImageRegressionTests {
    static let channelTolerance = 24
    static let pixelTolerance = 0.002
    static let references = SharedData.repositoryRoot.appendingPathComponent("Tests/References")
    static let diffs = SharedData.repositoryRoot.appendingPathComponent(".build/image-diffs")
    static let updating = ProcessInfo.processInfo.environment["LIVECHART_UPDATE_REFERENCES"] == "1"

    @Test func theSuiteCoversTheCasesItPromises() {
        let names = ImageCases.all.map(\.name)
        #expect(names.count >= 40 && Set(names).count == names.count, "at least 40 distinct cases")
        let stale = ((try? FileManager.default.contentsOfDirectory(atPath: Self.references.path)) ?? [])
            .filter { $0.hasSuffix(".png") && !names.contains(String($0.dropLast(4))) }
        #expect(stale.isEmpty, "references without a case: \(stale)")
    }

    @Test(arguments: ImageCases.all.map(\.name))
    func matchesItsReference(_ name: String) throws {
        let imageCase = try #require(ImageCases.all.first { $0.name == name })
        let context = RenderContext(size: imageCase.size, pixelRatio: imageCase.pixelRatio, measurer: PangoTextMeasurer())
        let list = try imageCase.render(context)
        let reference = Self.references.appendingPathComponent(name + ".png")
        if Self.updating {
            try FileManager.default.createDirectory(at: Self.references, withIntermediateDirectories: true)
            try ChartRenderer.png(list, scale: imageCase.pixelRatio).write(to: reference)
            return
        }
        let candidate = try ChartRenderer.rgba(list, scale: imageCase.pixelRatio)
        let expected = try #require(Self.decode(reference), "no reference \(reference.path): run scripts/update-references.sh")
        #expect(expected.width == candidate.width && expected.height == candidate.height, "size changed")
        guard expected.width == candidate.width, expected.height == candidate.height else { return }
        var differing = [Bool](repeating: false, count: candidate.width * candidate.height)
        var count = 0
        for p in 0..<differing.count {
            let o = p * 4
            let moved = (0..<4).contains { abs(Int(expected.bytes[o + $0]) - Int(candidate.bytes[o + $0])) > Self.channelTolerance }
            if moved { differing[p] = true; count += 1 }
        }
        let share = Double(count) / Double(differing.count)
        if share > Self.pixelTolerance { try Self.writeDiff(name, expected, candidate, differing) }
        #expect(share <= Self.pixelTolerance,
                "\(name): \(count) pixels differ (\(String(format: "%.3f", share * 100)) %); see .build/image-diffs/\(name).png")
    }

    /// A PNG file as RGBA bytes (Cairo's premultiplied ARGB32 turned into straight RGBA), nil when unreadable.
    static func decode(_ url: URL) -> RGBAImage? {
        guard let surface = cairo_image_surface_create_from_png(url.path), cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        defer { cairo_surface_destroy(surface) }
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let p = data + y * stride + x * 4
                let a = Int(p[3])
                func straight(_ v: UInt8) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (Int(v) * 255 + a / 2) / a)) }
                let o = (y * w + x) * 4
                (bytes[o], bytes[o + 1], bytes[o + 2], bytes[o + 3]) = (straight(p[2]), straight(p[1]), straight(p[0]), UInt8(a))
            }
        }
        return RGBAImage(width: w, height: h, bytes: bytes)
    }

    /// Reference, candidate and the differing pixels (red on a faded candidate), side by side.
    static func writeDiff(_ name: String, _ expected: RGBAImage, _ candidate: RGBAImage, _ differing: [Bool]) throws {
        try FileManager.default.createDirectory(at: diffs, withIntermediateDirectories: true)
        let w = candidate.width, h = candidate.height
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(3 * w), Int32(h)) else { return }
        defer { cairo_surface_destroy(surface) }
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return }
        for y in 0..<h {
            for x in 0..<w {
                let o = (y * w + x) * 4
                let panels: [(Int, [UInt8])] = [
                    (0, Array(expected.bytes[o..<o + 4])),
                    (1, Array(candidate.bytes[o..<o + 4])),
                    (2, differing[y * w + x] ? [255, 0, 0, 255] : candidate.bytes[o..<o + 3].map { 255 - (255 - $0) / 4 } + [255]),
                ]
                for (panel, rgba) in panels {
                    let p = data + y * stride + (panel * w + x) * 4
                    (p[0], p[1], p[2], p[3]) = (rgba[2], rgba[1], rgba[0], 255)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        cairo_surface_write_to_png(surface, diffs.appendingPathComponent(name + ".png").path)
    }
}
