/// One continuous trading period of a session, in minutes after midnight on the exchange's wall clock.
///
/// The A-share morning segment is `570..<690` (09:30–11:30): 120 one-minute slots. A segment lies
/// within one calendar day (`0 <= start < end <= 1440`); sessions crossing midnight are not modelled.
public struct SessionSegment: Sendable, Equatable, Hashable {
    /// The first minute of the segment, in minutes after midnight (570 for 09:30).
    public var start: Int
    /// The minute the segment ends, exclusive, in minutes after midnight (690 for 11:30).
    public var end: Int

    /// - Parameters:
    ///   - start: minutes after midnight, 0…1439.
    ///   - end: minutes after midnight, `start + 1`…1440.
    /// - Precondition: `0 <= start < end <= 1440`.
    public init(start: Int, end: Int) {
        precondition(start >= 0 && start < end && end <= 1440, "a session segment runs forwards within one day")
        self.start = start
        self.end = end
    }

    /// The number of one-minute slots, `end − start`.
    public var minutes: Int { end - start }
}
