import CCairo
import CIsal
import CPNGRows
import Foundation

/// Encodes a Cairo ARGB32 image as PNG: the "Up" row filter, which suits charts' large flat areas, and ISA-L's
/// deflate at its level 1, about seven times faster than zlib's fastest level for files about 6 % larger
/// (BENCHMARKS.md, "Chart service"); both are many times faster than Cairo's own writer (libpng at zlib's
/// default level).
///
/// Format: PNG 1.2 (ISO/IEC 15948): signature, IHDR (8-bit RGB when every pixel is opaque, else RGBA),
/// one IDAT holding the zlib stream of filtered rows, IEND; each chunk with its CRC-32.
///
/// Cost (a 1200×800 chart, `LiveChartBench frame`): rows are filtered 64 at a time by the C loops of `CPNGRows`
/// into one reused buffer that deflate reads; the compressed stream is copied once into the file. An image is
/// taken as opaque (a chart with a background is) until a row proves otherwise, which starts the encoding
/// again as RGBA, so an opaque image is read once.
enum PNGEncoder {
    /// Rows filtered and compressed at a time, and how often `stop` is asked.
    private static let rowsPerChunk = 64

    /// How one pass over the rows ended.
    private enum Pass {
        case compressed(UnsafeMutableRawPointer)  // the finished ISA-L stream
        case translucent  // an RGB pass met a pixel that is not opaque
        case stopped
    }

    /// The PNG bytes of an ARGB32 image surface (premultiplied alpha is undone), or nil once `stop`, asked every
    /// 64 rows, answers true.
    /// - Throws: `OutputError` when deflate fails (out of memory).
    /// - Complexity: O(width × height), with memory for 64 filtered rows and the output.
    static func encode(_ surface: OpaquePointer, name: String, until stop: () -> Bool = { false }) throws(OutputError) -> Data? {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface), width > 0, height > 0 else {
            throw OutputError(path: name, reason: "the image has no pixels")
        }
        var opaque = true
        var pass = try compress(UnsafePointer(data), width: width, height: height, stride: stride, opaque: true, name: name, until: stop)
        if case .translucent = pass {
            opaque = false
            pass = try compress(UnsafePointer(data), width: width, height: height, stride: stride, opaque: false, name: name, until: stop)
        }
        guard case .compressed(let stream) = pass else { return nil }
        defer { lc_deflate_end(stream) }
        var compressed = 0
        let zlibStream = lc_deflate_bytes(stream, &compressed)!
        let header = 8 + 12 + 13, trailer = 4 + 12  // signature, IHDR; IDAT's CRC, IEND
        var png = Data(count: header + 8 + compressed + trailer)
        png.withUnsafeMutableBytes { buffer in
            let out = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
            var at = 0
            func put(_ bytes: [UInt8]) {
                for b in bytes { out[at] = b; at += 1 }
            }
            func chunk(_ type: String, length: Int, body: () -> Void) {
                put(bigEndian(UInt32(length)))
                let start = at
                put(Array(type.utf8))
                body()
                put(bigEndian(lc_crc32(out + start, at - start)))
            }
            put([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            chunk("IHDR", length: 13) {
                put(bigEndian(UInt32(width)) + bigEndian(UInt32(height)))
                put([8, opaque ? 2 : 6, 0, 0, 0])  // bit depth, colour type (RGB / RGBA), compression, filter, interlace
            }
            chunk("IDAT", length: compressed) {
                (out + at).update(from: zlibStream, count: compressed)
                at += compressed
            }
            chunk("IEND", length: 0) {}
        }
        return png
    }

    /// Filters and compresses every row as RGB (`opaque`) or RGBA; an RGB pass gives up at the first chunk of
    /// rows holding a pixel that is not opaque. The caller ends a `.compressed` stream with `lc_deflate_end`.
    private static func compress(_ pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, opaque: Bool,
                                 name: String, until stop: () -> Bool) throws(OutputError) -> Pass {
        let lineBytes = 1 + width * (opaque ? 3 : 4)  // the filter type byte, then the row
        // A chart compresses to a few percent of its raw bytes; the output grows when it does not.
        guard let stream = lc_deflate_begin(lineBytes * height / 16) else {
            throw OutputError(path: name, reason: "deflate could not start (out of memory)")
        }
        var finished = false
        defer { if !finished { lc_deflate_end(stream) } }
        let chunk = UnsafeMutablePointer<UInt8>.allocate(capacity: rowsPerChunk * lineBytes)
        // The row above the first (zeros); for RGBA, the previous row unpremultiplied.
        let above = UnsafeMutablePointer<UInt8>.allocate(capacity: width * 4)
        defer { chunk.deallocate(); above.deallocate() }
        above.initialize(repeating: 0, count: width * 4)
        var y = 0
        while y < height {
            if stop() { return .stopped }
            let rows = min(rowsPerChunk, height - y)
            var alpha: UInt8 = 0xFF
            for i in 0..<rows {
                let line = chunk + i * lineBytes, at = y + i
                line[0] = 2  // filter type Up: each byte minus the byte above it
                if opaque {
                    lc_png_up_rgb(pixels + at * stride, at == 0 ? UnsafePointer(above) : pixels + (at - 1) * stride, width, line + 1, &alpha)
                } else {
                    lc_png_up_rgba(pixels + at * stride, width, above, line + 1)
                }
            }
            if alpha != 0xFF { return .translucent }
            y += rows
            let status = lc_deflate_add(stream, chunk, rows * lineBytes, y == height ? 1 : 0)
            guard status == 0 else { throw OutputError(path: name, reason: "deflate could not compress the image (\(status))") }
        }
        finished = true
        return .compressed(stream)
    }

    private static func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
}
