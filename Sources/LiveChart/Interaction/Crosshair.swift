/// Where the crosshair is: snapped to the nearest bar, with the value at the pointer or the bar's close.
public struct Crosshair: Sendable, Equatable {
    /// The bar under the pointer (clamped to the loaded bars).
    public var barIndex: Int
    /// The pointer's y in canvas points, NaN for the bar's close (or the close's y when snapping to close is on; the chart resolves that).
    public var y: Double
    /// The pointer's x in canvas points before snapping.
    public var pointerX: Double
    /// When the last input that showed or moved it happened, seconds.
    public var lastInput: Double

    public init(barIndex: Int, y: Double, pointerX: Double, lastInput: Double) {
        self.barIndex = barIndex
        self.y = y
        self.pointerX = pointerX
        self.lastInput = lastInput
    }
}
