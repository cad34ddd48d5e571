import CSDL2
import LiveChart
import LiveChartData

/// An SDL event translated into what the viewer does with it.
enum ViewerEvent {
    case quit
    /// Pointer, key and gesture input in window points.
    case input(InputEvent)
    /// A wheel turn: notches (fractional on trackpads); the viewer adds the pointer position.
    case wheel(dx: Double, dy: Double)
    case resized
    case toggleFrameTime
    case screenshot
    /// Escape: cancels a drawing in progress when a scene has one, else quits.
    case escape
    /// A drawing tool's key (K-line viewer): the next clicks place that tool.
    case drawingTool(Drawing.Tool)
    /// W: writes the drawings to the `--drawings` file.
    case saveDrawings
    case ignored

    /// The drawing tools' keys: T trend segment, R ray, L line, H horizontal, V vertical, P parallel channel,
    /// C price channel, G Fibonacci (golden ratio), B box (rectangle), N note (text), M measure.
    static let toolKeys: [Character: Drawing.Tool] = [
        "t": .segment, "r": .ray, "l": .line, "h": .horizontalLine, "v": .verticalLine, "p": .parallelChannel,
        "c": .priceChannel, "g": .fibonacci, "b": .rectangle, "n": .text, "m": .measure,
    ]

    init(_ e: SDL_Event) {
        switch SDL_EventType(e.type) {
        case SDL_QUIT:
            self = .quit
        case SDL_MOUSEBUTTONDOWN where e.button.button == UInt8(SDL_BUTTON_LEFT):
            self = .input(.pointerDown(x: Double(e.button.x), y: Double(e.button.y)))
        case SDL_MOUSEBUTTONUP where e.button.button == UInt8(SDL_BUTTON_LEFT):
            self = .input(.pointerUp(x: Double(e.button.x), y: Double(e.button.y)))
        case SDL_MOUSEMOTION:
            self = .input(.pointerMove(x: Double(e.motion.x), y: Double(e.motion.y)))
        case SDL_MOUSEWHEEL:
            let flip: Float = e.wheel.direction == UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue) ? -1 : 1
            self = .wheel(dx: Double(e.wheel.preciseX * flip) * 20, dy: Double(e.wheel.preciseY * flip))
        case SDL_MULTIGESTURE where e.mgesture.numFingers == 2 && abs(e.mgesture.dDist) > 0.0005:
            // dDist is the change of the fingers' distance as a fraction of the touch surface, x the centre as a
            // fraction of its width (ViewerHost turns it into window points).
            self = .input(.pinch(scale: 1 + Double(e.mgesture.dDist) * 4, centerX: Double(e.mgesture.x)))
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(e.window.event)) {
            case SDL_WINDOWEVENT_LEAVE: self = .input(.pointerExit)
            case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_RESIZED, SDL_WINDOWEVENT_EXPOSED: self = .resized
            default: self = .ignored
            }
        case SDL_KEYDOWN:
            self = ViewerEvent(key: e.key.keysym.sym, control: e.key.keysym.mod & UInt16(KMOD_CTRL.rawValue) != 0)
        default:
            self = .ignored
        }
    }

    private init(key: SDL_Keycode, control: Bool) {
        if let scalar = Unicode.Scalar(UInt32(max(key, 0))), let tool = ViewerEvent.toolKeys[Character(scalar)], !control {
            self = .drawingTool(tool)
            return
        }
        switch Int(key) {
        case Int(SDLK_z.rawValue) where control: self = .input(.key(.undo))
        case Int(SDLK_u.rawValue): self = .input(.key(.undo))
        case Int(SDLK_DELETE.rawValue), Int(SDLK_BACKSPACE.rawValue): self = .input(.key(.delete))
        case Int(SDLK_w.rawValue): self = .saveDrawings
        case Int(SDLK_ESCAPE.rawValue): self = .escape
        case Int(SDLK_LEFT.rawValue): self = .input(.key(.left))
        case Int(SDLK_RIGHT.rawValue): self = .input(.key(.right))
        case Int(SDLK_PLUS.rawValue), Int(SDLK_EQUALS.rawValue), Int(SDLK_KP_PLUS.rawValue), Int(SDLK_UP.rawValue): self = .input(.key(.zoomIn))
        case Int(SDLK_MINUS.rawValue), Int(SDLK_KP_MINUS.rawValue), Int(SDLK_DOWN.rawValue): self = .input(.key(.zoomOut))
        case Int(SDLK_HOME.rawValue): self = .input(.key(.home))
        case Int(SDLK_END.rawValue): self = .input(.key(.end))
        case Int(SDLK_f.rawValue): self = .toggleFrameTime
        case Int(SDLK_s.rawValue): self = .screenshot
        case Int(SDLK_q.rawValue): self = .quit
        default: self = .ignored
        }
    }
}
