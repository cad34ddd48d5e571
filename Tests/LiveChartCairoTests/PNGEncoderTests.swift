import CCairo
import CMalloc
import Foundation
import LiveChartCairo
import LiveChartCore
import Testing

/// PNGs written by our encoder (Up filter, ISA-L deflate) decode (with libpng, through Cairo) to the pixels that were drawn.
@Suite struct PNGEncoderTests {
    func roundTrip(_ list: DisplayList) throws -> (drawn: OpaquePointer, decoded: OpaquePointer) {
        // A file of its own: the suite's tests run in parallel.
        let path = RenderHelpers.outputDirectory().appendingPathComponent("roundtrip-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try ChartFileWriter.write(list, to: path, format: .png)
        let decoded = cairo_image_surface_create_from_png(path)!
        #expect(cairo_surface_status(decoded) == CAIRO_STATUS_SUCCESS)
        return (ChartRenderer.renderImage(list), decoded)
    }

    func shapes(background: Color?) -> DisplayList {
        var circle = Path()
        circle.addCircle(center: CGPoint(x: 60, y: 40), radius: 30)
        var square = Path()
        square.addRect(CGRect(x: 10, y: 10, width: 50, height: 50))
        return DisplayList(size: CGSize(width: 123, height: 77), background: background, items: [
            .fill(square, Color(red: 0.9, green: 0.2, blue: 0.1)),
            .fill(circle, Color(red: 0.1, green: 0.3, blue: 0.9, alpha: 0.5)),
        ])
    }

    @Test func opaqueImageRoundTripsExactly() throws {
        let (drawn, decoded) = try roundTrip(shapes(background: .white))
        defer { cairo_surface_destroy(drawn); cairo_surface_destroy(decoded) }
        #expect(cairo_image_surface_get_width(decoded) == 123 && cairo_image_surface_get_height(decoded) == 77)
        for y in 0..<77 {
            for x in 0..<123 { #expect(RenderHelpers.pixel(drawn, x, y) == RenderHelpers.pixel(decoded, x, y)) }
        }
    }

    /// A transparent background keeps its alpha; colours match within the rounding of undoing and redoing
    /// premultiplication.
    @Test func translucentImageKeepsAlpha() throws {
        let (drawn, decoded) = try roundTrip(shapes(background: nil))
        defer { cairo_surface_destroy(drawn); cairo_surface_destroy(decoded) }
        var worst = 0
        for y in 0..<77 {
            for x in 0..<123 {
                let a = RenderHelpers.pixel(drawn, x, y), b = RenderHelpers.pixel(decoded, x, y)
                #expect(a.3 == b.3)
                worst = max(worst, abs(Int(a.0) - Int(b.0)), abs(Int(a.1) - Int(b.1)), abs(Int(a.2) - Int(b.2)))
            }
        }
        #expect(worst <= 1)
        #expect(RenderHelpers.pixel(decoded, 120, 75).3 == 0)  // an untouched corner stays transparent
    }

    /// The file is the signature, then IHDR, IDAT, IEND, each with the CRC-32 of its type and data, and nothing
    /// after IEND. Until 2026-12-06 every PNG ended with 8 stray zero bytes (the trailer's size was counted with a
    /// 12-byte IDAT CRC); libpng and Cairo ignore bytes after IEND, so no decoding test saw them.
    @Test func chunksAreWholeAndNothingFollowsIEND() throws {
        for background in [Color.white, nil] {
            let png = [UInt8](try ChartRenderer.png(shapes(background: background), scale: 2))
            #expect(png.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            var at = 8, types: [String] = []
            func word(_ i: Int) -> UInt32 { png[i..<i + 4].reduce(0) { $0 << 8 | UInt32($1) } }
            while at + 12 <= png.count {
                let length = Int(word(at))
                guard at + 12 + length <= png.count else { break }
                types.append(String(decoding: png[at + 4..<at + 8], as: UTF8.self))
                #expect(word(at + 8 + length) == Self.crc32(png[at + 4..<at + 8 + length]), "CRC of \(types.last!)")
                at += 12 + length
            }
            #expect(types == ["IHDR", "IDAT", "IEND"])
            #expect(at == png.count, "\(png.count - at) bytes after the last whole chunk")
        }
    }

    /// CRC-32 as PNG defines it (ISO/IEC 15948 Annex D: polynomial 0xEDB88320, reflected, inverted), bit by bit:
    /// a reference independent of the encoder's ISA-L routine.
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// The encoder takes an image as opaque until a chunk of 64 rows proves otherwise: here the first 100 rows are
    /// opaque and the rest transparent, so the RGB pass gives up in its second chunk and the image is encoded
    /// again as RGBA from its first row.
    @Test func translucencyBelowTheFirstChunkStartsOverAsRGBA() throws {
        var top = Path()
        top.addRect(CGRect(x: 0, y: 0, width: 40, height: 100))
        let list = DisplayList(size: CGSize(width: 40, height: 150), background: nil, items: [.fill(top, Color(red: 0.2, green: 0.6, blue: 0.4))])
        let (drawn, decoded) = try roundTrip(list)
        defer { cairo_surface_destroy(drawn); cairo_surface_destroy(decoded) }
        #expect(cairo_image_surface_get_format(decoded) == CAIRO_FORMAT_ARGB32)  // libpng read an alpha channel
        for y in [0, 63, 64, 99, 100, 149] {
            #expect(RenderHelpers.pixel(decoded, 20, y) == RenderHelpers.pixel(drawn, 20, y), "row \(y)")
        }
        #expect(RenderHelpers.pixel(decoded, 20, 120).3 == 0)
    }

    /// Noise does not compress: the deflate output outgrows its first buffer (a sixteenth of the raw rows)
    /// several times, and every pixel still decodes as drawn, across the 64-row chunks the encoder compresses.
    @Test func incompressibleImageRoundTripsExactly() throws {
        let width = 150, height = 140
        var random = SplitMix64(seed: 42)
        var items: [DisplayItem] = []
        for y in 0..<height {
            for x in 0..<width {
                var pixel = Path()
                pixel.addRect(CGRect(x: x, y: y, width: 1, height: 1))
                items.append(.fill(pixel, Color(red: random.nextUnit(), green: random.nextUnit(), blue: random.nextUnit())))
            }
        }
        let list = DisplayList(size: CGSize(width: width, height: height), background: .white, items: items)
        let png = try ChartRenderer.png(list, scale: 1)
        #expect(png.count > width * height * 3 / 2, "noise compressed to \(png.count) bytes")
        let (drawn, decoded) = try roundTrip(list)
        defer { cairo_surface_destroy(drawn); cairo_surface_destroy(decoded) }
        var differing = 0
        for y in 0..<height {
            for x in 0..<width where RenderHelpers.pixel(drawn, x, y) != RenderHelpers.pixel(decoded, x, y) { differing += 1 }
        }
        #expect(differing == 0)
    }

    /// The bytes returned hold no more memory than they need. The encoder writes into a worst-case buffer (the
    /// raw image's size); handing that back made each cached 100 KB chart of the service keep 2.9 MB (found by
    /// scripts/soak-service.sh: 250 MiB resident for an 8 MiB cache).
    @Test func bytesAreNotBackedByTheWorstCaseBuffer() throws {
        let png = try ChartRenderer.png(shapes(background: .white), scale: 8)
        #expect(png.count > 1_000)
        #if os(Linux)
        let held = png.withUnsafeBytes { malloc_usable_size(UnsafeMutableRawPointer(mutating: $0.baseAddress)) }
        #expect(held < png.count * 2, "\(png.count) bytes in a block of \(held)")
        #endif
    }
}
