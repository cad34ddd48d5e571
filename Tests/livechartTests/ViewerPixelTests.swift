import CCairo
import Foundation
import Testing

/// What the viewer draws, read back from its screenshot: candles in the theme's up and down colours inside
/// the price plot, the background around them, and the toolbar's pane buttons in the title row.
@Suite struct ViewerPixelTests {
    /// (r, g, b) of the screenshot at (x, y) in device pixels.
    func pixel(_ surface: OpaquePointer, _ x: Int, _ y: Int) -> (Int, Int, Int) {
        let stride = Int(cairo_image_surface_get_stride(surface))
        let p = cairo_image_surface_get_data(surface)! + y * stride + x * 4
        return (Int(p[2]), Int(p[1]), Int(p[0]))
    }

    func count(_ surface: OpaquePointer, rows: Range<Int>, columns: Range<Int>, near color: (Int, Int, Int)) -> Int {
        var n = 0
        for y in rows { for x in columns {
            let p = pixel(surface, x, y)
            if abs(p.0 - color.0) + abs(p.1 - color.1) + abs(p.2 - color.2) < 30 { n += 1 }
        } }
        return n
    }

    @Test func theKLineViewerDrawsCandlesInTheirColours() throws {
        let dir = CLIRunner.temporaryDirectory()
        var env = ProcessInfo.processInfo.environment
        env["SDL_VIDEODRIVER"] = "dummy"
        let r = try CLIRunner.run(["view", "--frames", "3", "--size", "900x600", "--screenshot", "shot.png"], in: dir, environment: env)
        #expect(r.status == 0, "\(r.stderr)")
        let surface = try #require(cairo_image_surface_create_from_png(dir.appendingPathComponent("shot.png").path))
        defer { cairo_surface_destroy(surface) }
        #expect(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS)
        #expect(cairo_image_surface_get_width(surface) == 900 && cairo_image_surface_get_height(surface) == 600)
        // Theme.light: background #FFFFFF, up #0E9F6E and down #E5383B in the us convention (see Theme.swift).
        let plotRows = 60..<330, plotColumns = 10..<780
        let up = count(surface, rows: plotRows, columns: plotColumns, near: (0x0E, 0x9F, 0x6E))
        let down = count(surface, rows: plotRows, columns: plotColumns, near: (0xE5, 0x38, 0x3B))
        #expect(up > 500 && down > 500, "candle pixels: \(up) up, \(down) down")
        #expect(pixel(surface, 2, 598) == (255, 255, 255), "the background at the bottom-left corner")
        // Volume columns in the pane below the price pane (the default VOL pane), at 75 % alpha over white.
        let volume = count(surface, rows: 460..<570, columns: plotColumns, near: (74, 183, 146))
        #expect(volume > 200, "volume pixels: \(volume)")
    }
}
