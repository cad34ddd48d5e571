import CCairo
import Foundation
import LiveChart
import LiveChartCairo
import LiveChartCore

/// Renders a score replay offline at a fixed frame rate: into a folder of PNG frames
/// (`frame-00001.png`, …) when the path ends in "/" or is a folder, otherwise through `ffmpeg` (found on
/// PATH), which reads the frames as raw video on its standard input in Cairo's pixel layout (`bgra`:
/// the bytes of premultiplied ARGB32 on a little-endian machine; the chart is opaque, so premultiplying
/// changes nothing; handing ffmpeg Cairo's own layout saves a byte swizzle per pixel) and encodes by the
/// path's extension (.mp4: H.264, yuv420p; .gif: a palette pass — GIF delays are whole centiseconds, so
/// 60 frames per second play as 50; others: ffmpeg's default for it).
package enum ScoreReplayRenderer {
    /// Renders every frame of `player`'s replay at `fps` frames per second, `scale` pixels per point.
    /// - Parameter progress: shows a progress bar on standard error when it is a terminal.
    /// - Throws: `OutputError` when the folder cannot be made, ffmpeg cannot start or fails.
    public static func render(_ player: ScoreReplayPlayer, to path: String, fps: Int = 60, scale: Double = 1,
                              progress: Bool = true) throws(OutputError) {
        let size = player.chart.size
        let width = Int((size.width * scale).rounded()), height = Int((size.height * scale).rounded())
        guard let count = player.frameCount(fps: Double(fps)) else {
            throw OutputError(path: path, reason: "the replay lasts \(String(format: "%.0f", player.duration)) s, over \(ScoreReplayPlayer.maxFrames) frames at \(fps) fps")
        }
        let bar = TerminalProgress(total: count, label: "frames", enabled: progress && isatty(STDERR_FILENO) == 1)
        var isDirectory: ObjCBool = false
        let toFolder = path.hasSuffix("/") || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue)
        var encoder: (process: Process, pipe: Pipe)?
        if toFolder {
            do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
                throw OutputError(path: path, reason: "cannot create the folder: \(error.localizedDescription)")
            }
        } else {
            encoder = try startFFmpeg(path: path, width: width, height: height, fps: fps)
        }
        for f in 0..<count {
            let image = ChartRenderer.renderImage(player.frame(at: Double(f) / Double(fps)), scale: scale)
            defer { cairo_surface_destroy(image) }
            cairo_surface_flush(image)
            if let encoder {
                let stride = Int(cairo_image_surface_get_stride(image))
                guard let data = cairo_image_surface_get_data(image) else { continue }
                do {
                    let out = encoder.pipe.fileHandleForWriting
                    if stride == width * 4 {
                        try out.write(contentsOf: Data(bytesNoCopy: data, count: stride * height, deallocator: .none))
                    } else {
                        for row in 0..<height {
                            try out.write(contentsOf: Data(bytesNoCopy: data + row * stride, count: width * 4, deallocator: .none))
                        }
                    }
                } catch {
                    encoder.process.waitUntilExit()
                    throw OutputError(path: path, reason: "ffmpeg stopped reading frames (status \(encoder.process.terminationStatus))")
                }
            } else {
                let file = (path as NSString).appendingPathComponent(String(format: "frame-%05d.png", f + 1))
                guard cairo_surface_write_to_png(image, file) == CAIRO_STATUS_SUCCESS else {
                    throw OutputError(path: file, reason: "cannot write the PNG frame")
                }
            }
            bar.update(f + 1)
        }
        bar.finish()
        guard let encoder else { return }
        encoder.pipe.fileHandleForWriting.closeFile()
        encoder.process.waitUntilExit()
        guard encoder.process.terminationStatus == 0 else {
            throw OutputError(path: path, reason: "ffmpeg exited with status \(encoder.process.terminationStatus)")
        }
    }

    /// Starts `ffmpeg` reading raw `bgra` frames of `width`×`height` pixels at `fps` on standard input.
    private static func startFFmpeg(path: String, width: Int, height: Int, fps: Int) throws(OutputError) -> (Process, Pipe) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        var arguments = ["ffmpeg", "-y", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "bgra",
                         "-s", "\(width)x\(height)", "-r", "\(fps)", "-i", "-"]
        switch (path as NSString).pathExtension.lowercased() {
        case "mp4", "mov", "m4v": arguments += ["-c:v", "libx264", "-preset", "veryfast", "-pix_fmt", "yuv420p"]
        case "gif": arguments += ["-vf", "split[a][b];[a]palettegen[p];[b][p]paletteuse"]
        default: break
        }
        process.arguments = arguments + [path]
        let pipe = Pipe()
        process.standardInput = pipe
        do { try process.run() } catch {
            throw OutputError(path: path, reason: "cannot start ffmpeg (install it with scripts/setup.sh): \(error.localizedDescription)")
        }
        return (process, pipe)
    }
}
