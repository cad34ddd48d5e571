import CSDL2
import Foundation
import LiveChart
import LiveChartCore

/// The one frame loop of every viewer: opens the SDL window, translates events, posts invalidations to a
/// `RenderScheduler` and draws at most one frame per turn, as the scheduler decides. Quit (Q, Escape, the
/// window's close), S (screenshot) and resizing are handled here for every scene.
///
/// With `maxFrames` set the loop draws continuously and stops after that many frames, saving the
/// screenshot when a path is set (scripted and headless runs, frame timing).
final class ViewerHost {
    private let options: ChartViewer.Options
    private var scheduler = RenderScheduler()
    private let raster = FrameRasterizer()
    private let clock = SystemClock()
    private var framesDrawn = 0
    private var running = true

    init(options: ChartViewer.Options) {
        self.options = options
    }

    /// Runs `scene` until the window is closed or `maxFrames` frames were drawn.
    /// - Parameter screenshotName: where S saves when `options.screenshotPath` is unset.
    /// - Throws: `ViewerError` when the window cannot open, or a `--frames` screenshot cannot be written.
    func run(_ scene: ViewerScene, screenshotName: String = "livechart-screenshot.png") throws(ViewerError) {
        let window = try SDLWindow(title: scene.title, width: options.width, height: options.height)
        let start = clock.now()
        func now() -> Double { clock.now() - start }
        scheduler.invalidate(.full, at: now())
        var event = SDL_Event()
        while running {
            if SDL_WaitEventTimeout(&event, 8) != 0 {
                repeat { handle(event, scene: scene, screenshotName: screenshotName, at: now()) } while SDL_PollEvent(&event) != 0
            }
            let t = now()
            scheduler.invalidate(scene.tick(at: t), at: t, dragging: scene.isDragging)
            if options.maxFrames != nil || scene.isAnimating(at: t) { scheduler.invalidate(.light, at: t) }
            if let frame = scheduler.frame(at: t) {
                let canvas = window.canvas
                if let image = scene.draw(frame, canvas: ViewerCanvas(size: canvas.size, scale: canvas.scale), raster: raster, at: t) {
                    window.present(surface: image)
                    framesDrawn += 1
                }
            }
            if let max = options.maxFrames, framesDrawn >= max { running = false }
        }
        if options.maxFrames != nil { try raster.saveAtEnd(to: options.screenshotPath) }
    }

    private func handle(_ event: SDL_Event, scene: ViewerScene, screenshotName: String, at time: Double) {
        let translated = ViewerEvent(event)
        switch translated {
        case .quit: running = false
        case .screenshot: raster.saveRequested(to: options.screenshotPath ?? screenshotName)
        case .resized: scheduler.invalidate(.full, at: time)
        case .ignored: break
        default: scheduler.invalidate(scene.handle(translated, at: time), at: time, dragging: scene.isDragging)
        }
    }
}
