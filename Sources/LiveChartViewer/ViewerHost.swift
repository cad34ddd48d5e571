import CSDL2
import Foundation
import LiveChart
import LiveChartCairo
import LiveChartCore

/// The one frame loop of every viewer: opens the SDL window, translates events and hands them to the
/// scene's chart (`Chart.handle(_:in:)`, canvas points), posts the invalidations to a `RenderScheduler`
/// and draws at most one frame per turn, as the scheduler decides. Quit (Q, Escape, the window's close),
/// S (screenshot) and resizing are handled here for every scene; a wheel turn gets the pointer's position.
///
/// With `maxFrames` set the loop draws continuously and stops after that many frames, saving the
/// screenshot when a path is set (scripted and headless runs, frame timing).
final class ViewerHost {
    private let options: ChartViewer.Options
    private var scheduler = RenderScheduler()
    private let raster = FrameRasterizer()
    private let measurer = PangoTextMeasurer()
    private let clock = SystemClock()
    private var framesDrawn = 0
    private var running = true
    private var pointerX = 0.0

    init(options: ChartViewer.Options) {
        self.options = options
    }

    /// Runs `scene` until the window is closed or `maxFrames` frames were drawn.
    /// - Parameter screenshotName: where S saves when `options.screenshotPath` is unset.
    /// - Throws: `ViewerError` when the window cannot open, or a `--frames` screenshot cannot be written.
    func run(_ scene: ViewerScene, screenshotName: String = "livechart-screenshot.png") throws(ViewerError) {
        let window = try SDLWindow(title: scene.title, width: options.width, height: options.height)
        let start = clock.now()
        func context() -> RenderContext {
            let canvas = window.canvas
            return RenderContext(size: canvas.size, pixelRatio: canvas.scale, measurer: measurer, time: clock.now() - start)
        }
        scene.prepare(in: context())
        scheduler.invalidate(.full, at: 0)
        var event = SDL_Event()
        while running {
            if SDL_WaitEventTimeout(&event, 8) != 0 {
                repeat { handle(event, scene: scene, screenshotName: screenshotName, in: context()) } while SDL_PollEvent(&event) != 0
            }
            let now = context()
            let t = now.time
            scheduler.invalidate(max(scene.chart.tick(at: t), scene.feed(at: t)), at: t, dragging: scene.chart.isScrolling)
            if options.maxFrames != nil || scene.chart.isAnimating(at: t) { scheduler.invalidate(.light, at: t) }
            if let frame = scheduler.frame(at: t), let image = scene.draw(frame, in: now, raster: raster) {
                window.present(surface: image)
                framesDrawn += 1
            }
            if let max = options.maxFrames, framesDrawn >= max { running = false }
        }
        if options.maxFrames != nil { try raster.saveAtEnd(to: options.screenshotPath) }
    }

    private func handle(_ event: SDL_Event, scene: ViewerScene, screenshotName: String, in context: RenderContext) {
        let translated = ViewerEvent(event)
        let time = context.time
        switch translated {
        case .quit: running = false
        case .escape:
            if let level = scene.intercept(translated, in: context) { scheduler.invalidate(level, at: time) } else { running = false }
        case .screenshot: raster.saveRequested(to: options.screenshotPath ?? screenshotName)
        case .resized: scheduler.invalidate(.full, at: time)
        case .ignored: break
        default:
            if case .input(.pointerMove(let x, _)) = translated { pointerX = x }
            let level: InvalidationLevel
            if let taken = scene.intercept(translated, in: context) {
                level = taken
            } else if case .input(.pinch(let scale, let centerX)) = translated {
                // SDL gives a multi-finger gesture's centre as a fraction of the window's width.
                level = scene.chart.handle(.pinch(scale: scale, centerX: centerX * context.size.width), in: context)
            } else if case .input(let input) = translated {
                level = scene.chart.handle(input, in: context)
            } else if case .wheel(let dx, let dy) = translated {
                level = scene.chart.handle(.wheel(deltaX: dx, deltaY: dy, x: pointerX), in: context)
            } else {
                level = .none
            }
            scheduler.invalidate(level, at: time, dragging: scene.chart.isScrolling)
        }
    }
}
