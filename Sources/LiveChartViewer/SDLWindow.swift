import CCairo
import CSDL2
import Foundation

/// An SDL2 window that shows frames of 32-bit ARGB pixels (Cairo's `CAIRO_FORMAT_ARGB32` layout).
///
/// The video driver comes from `SDL_VIDEODRIVER` (`x11` under Xvfb, `dummy` for windowless runs).
final class SDLWindow {
    let window: OpaquePointer
    let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var textureSize = (width: Int32(0), height: Int32(0))

    /// - Throws: `ViewerError` when there is no display to open a window on (Linux: neither `DISPLAY` nor
    ///   `WAYLAND_DISPLAY` nor `SDL_VIDEODRIVER` set; SDL would otherwise pick a driver nobody can see and
    ///   the viewer would wait for a window that never closes), or with SDL's message when SDL, the window or
    ///   the renderer cannot start.
    init(title: String, width: Int, height: Int) throws(ViewerError) {
        try SDLWindow.checkDisplay(ProcessInfo.processInfo.environment)
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else { throw ViewerError(message: "SDL_Init: \(SDLWindow.lastError)") }
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        guard let window = SDL_CreateWindow(title, lc_sdl_windowpos_centered(), lc_sdl_windowpos_centered(),
                                            Int32(width), Int32(height), flags) else {
            SDL_Quit()
            throw ViewerError(message: "SDL_CreateWindow: \(SDLWindow.lastError)")
        }
        guard let renderer = SDL_CreateRenderer(window, -1, 0) ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            SDL_DestroyWindow(window)
            SDL_Quit()
            throw ViewerError(message: "SDL_CreateRenderer: \(SDLWindow.lastError)")
        }
        self.window = window
        self.renderer = renderer
    }

    deinit {
        if let texture { SDL_DestroyTexture(texture) }
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_Quit()
    }

    static var lastError: String { String(cString: SDL_GetError()) }

    /// Refuses to start without a display on Linux, saying how to get one.
    static func checkDisplay(_ environment: [String: String]) throws(ViewerError) {
        #if os(Linux)
        let has = { (name: String) in !(environment[name] ?? "").isEmpty }
        guard has("DISPLAY") || has("WAYLAND_DISPLAY") || has("SDL_VIDEODRIVER") else {
            throw ViewerError(message: "no display to open a window on: DISPLAY and WAYLAND_DISPLAY are unset; "
                + "run under X11 or Wayland, under Xvfb (scripts/viewer-xvfb.sh), or set SDL_VIDEODRIVER=dummy for a windowless run")
        }
        // Name the driver the display asks for, so an unreachable display fails here instead of SDL falling
        // back to an off-screen driver whose window nobody sees or closes.
        if !has("SDL_VIDEODRIVER") { setenv("SDL_VIDEODRIVER", has("DISPLAY") ? "x11" : "wayland", 1) }
        #endif
    }

    /// The window's size in points (what events report).
    var pointSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return (Int(w), Int(h))
    }

    /// The drawable size in device pixels (larger than `pointSize` on HiDPI screens).
    var pixelSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        return (Int(w), Int(h))
    }

    /// Shows a Cairo ARGB32 image surface (a `FrameRasterizer`'s output).
    func present(surface: OpaquePointer) {
        guard let data = cairo_image_surface_get_data(surface) else { return }
        present(pixels: data, width: Int(cairo_image_surface_get_width(surface)), height: Int(cairo_image_surface_get_height(surface)),
                stride: Int(cairo_image_surface_get_stride(surface)))
    }

    /// The canvas in points and the device pixels per point.
    var canvas: (size: CGSize, scale: Double) {
        let points = pointSize, pixels = pixelSize
        return (CGSize(width: points.width, height: points.height), Double(pixels.width) / Double(max(points.width, 1)))
    }

    /// Shows `pixels` (ARGB32 rows of `stride` bytes, `width` × `height`) and presents the frame.
    func present(pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int) {
        if texture == nil || textureSize != (Int32(width), Int32(height)) {
            if let texture { SDL_DestroyTexture(texture) }
            texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                        Int32(width), Int32(height))
            textureSize = (Int32(width), Int32(height))
        }
        SDL_UpdateTexture(texture, nil, pixels, Int32(stride))
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderPresent(renderer)
    }
}

/// The viewer could not start or run.
public struct ViewerError: Error, CustomStringConvertible {
    public var message: String
    /// Whether the window ran but its output (a `--frames` screenshot) could not be written, rather than
    /// the window failing to open.
    public var isOutput = false
    public var description: String { message }

    public init(message: String, isOutput: Bool = false) {
        self.message = message
        self.isOutput = isOutput
    }
}
