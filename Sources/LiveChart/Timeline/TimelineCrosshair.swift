import Foundation

/// Where a timeline's crosshair is: a minute of a drawn session and, optionally, the pointer's height.
///
/// The chart snaps it to the last bar at or before `slot` (minutes without trades have none), so
/// a pointer past the live bar keeps showing the newest minute, as trading apps do.
public struct TimelineCrosshair: Sendable, Equatable {
    /// The drawn session, 0 = the oldest drawn.
    public var day: Int
    /// The minute slot within the session, 0 = the first minute.
    public var slot: Int
    /// The pointer's y in canvas points, or nil to put the horizontal line at the bar's price.
    public var y: Double?

    /// A crosshair at `slot` of drawn session `day`, its horizontal line at `y` (nil: at the price).
    public init(day: Int, slot: Int, y: Double? = nil) {
        self.day = day
        self.slot = slot
        self.y = y
    }
}
