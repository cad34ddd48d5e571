import Foundation

/// A time zone's offsets from UTC, read from Foundation's `TimeZone` (the IANA tz database, tzdata on Linux)
/// once per transition, so that turning a bar's instant into the zone's wall clock is a binary search over
/// the zone's transitions, never a call into Foundation per bar or per pixel.
///
/// Times are seconds since 1970-01-01 00:00:00: an *instant* counts on UTC's clock, a *wall time* on the
/// zone's (`CivilTime` decomposes either). Around a change of offset a wall time can occur twice (the
/// Sydney fall-back of 2025-04-06 repeats 02:00–03:00) or never (New York skips 02:00–03:00 on 2025-03-09);
/// instants never repeat, which is why bars are ordered by instant and labelled by wall time.
///
/// The table covers 1900 to 2200; outside it the offset comes from `TimeZone` itself. Tables are made once
/// per zone and process and shared. Value type; equal when the identifiers are.
public struct ZoneOffsets: Sendable, Hashable, CustomStringConvertible {
    /// The zone's identifier: an IANA name such as `America/New_York`, or `UTC`.
    public let identifier: String
    /// Instants at which the offset changes, increasing.
    private let transitions: [Int64]
    /// `offsets[k]` applies before `transitions[k]`, the last one after the last transition: seconds east of UTC.
    private let offsets: [Int32]
    private let zone: TimeZone

    /// The instants the table holds: 1900-01-01 to 2200-01-01 UTC.
    static let span: ClosedRange<Int64> = -2_208_988_800...7_258_118_400

    /// Coordinated Universal Time: offset 0, no transitions.
    public static let utc = ZoneOffsets(identifier: "UTC", transitions: [], offsets: [0], zone: TimeZone(secondsFromGMT: 0)!)

    private init(identifier: String, transitions: [Int64], offsets: [Int32], zone: TimeZone) {
        self.identifier = identifier
        self.transitions = transitions
        self.offsets = offsets
        self.zone = zone
    }

    /// The offsets of `zone`, from the process's shared table when one was made before.
    /// - Complexity: O(transitions) the first time for a zone (about 500 for `America/New_York` over
    ///   1900–2200, under a millisecond), O(1) after.
    public init(_ zone: TimeZone) {
        self = ZoneTableCache.shared.table(for: zone) { ZoneOffsets.build(zone) }
    }

    private static func build(_ zone: TimeZone) -> ZoneOffsets {
        var transitions: [Int64] = [], offsets: [Int32] = []
        var at = Date(timeIntervalSince1970: Double(span.lowerBound))
        offsets.append(Int32(zone.secondsFromGMT(for: at)))
        while let next = zone.nextDaylightSavingTimeTransition(after: at), next.timeIntervalSince1970 <= Double(span.upperBound) {
            let offset = Int32(zone.secondsFromGMT(for: next))
            // Transitions that change only the name or the DST flag keep the offset: nothing to record.
            if offset != offsets[offsets.count - 1] {
                transitions.append(Int64(next.timeIntervalSince1970.rounded()))
                offsets.append(offset)
            }
            at = next
        }
        return ZoneOffsets(identifier: zone.identifier, transitions: transitions, offsets: offsets, zone: zone)
    }

    /// The zone's identifier.
    public var description: String { identifier }

    /// Whether the offset never changes between 1900 and 2200 (UTC, `Etc/GMT-8`).
    public var isFixed: Bool { transitions.isEmpty }

    /// Seconds east of UTC at `instant` (Sydney in summer: 39 600). O(log transitions).
    public func offset(at instant: Int64) -> Int64 {
        guard !transitions.isEmpty else { return Int64(offsets[0]) }
        guard Self.span.contains(instant) else { return Int64(zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(instant)))) }
        var lo = 0, hi = transitions.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if transitions[mid] <= instant { lo = mid + 1 } else { hi = mid }
        }
        return Int64(offsets[lo])
    }

    /// The zone's wall time of `instant`. O(log transitions).
    public func wallTime(of instant: Int64) -> Int64 { instant + offset(at: instant) }

    /// The instant a wall time names: the earlier one where the wall time occurs twice (a fall-back hour),
    /// and for a wall time that never occurs (a spring-forward gap) the instant that many seconds into the
    /// gap after it began, so 02:30 in New York on 2025-03-09 is 03:30 EDT. Offsets are assumed not to change
    /// twice within a day. O(log transitions).
    public func instant(ofWallTime wall: Int64) -> Int64 {
        let before = offset(at: wall - 86_400), after = offset(at: wall + 86_400)
        let early = wall - before, late = wall - after
        let earlyFits = wallTime(of: early) == wall, lateFits = wallTime(of: late) == wall
        switch (earlyFits, lateFits) {
        case (true, true): return min(early, late)
        case (true, false): return early
        case (false, true): return late
        case (false, false): return early
        }
    }

    /// The later instant a wall time names where it occurs twice (the second pass through a fall-back hour);
    /// elsewhere `instant(ofWallTime:)`. O(log transitions).
    public func laterInstant(ofWallTime wall: Int64) -> Int64 {
        let late = wall - offset(at: wall + 86_400)
        return wallTime(of: late) == wall ? max(late, instant(ofWallTime: wall)) : instant(ofWallTime: wall)
    }

    /// Whether the wall time of `instant` occurs twice in this zone (the hour repeated when clocks go back).
    /// O(log transitions).
    public func wallTimeRepeats(at instant: Int64) -> Bool {
        let wall = wallTime(of: instant)
        let before = offset(at: wall - 86_400), after = offset(at: wall + 86_400)
        guard before != after else { return false }
        return wallTime(of: wall - before) == wall && wallTime(of: wall - after) == wall
    }

    /// The offset at `instant` as ISO 8601 writes it: `+11:00`, `-05:00`, `+05:30`.
    public func offsetText(at instant: Int64) -> String {
        let offset = offset(at: instant), magnitude = abs(offset)
        let h = magnitude / 3600, m = magnitude % 3600 / 60
        return (offset < 0 ? "-" : "+") + (h < 10 ? "0\(h)" : "\(h)") + ":" + (m < 10 ? "0\(m)" : "\(m)")
    }

    public static func == (a: ZoneOffsets, b: ZoneOffsets) -> Bool { a.identifier == b.identifier }

    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

/// The zone tables made so far in this process, by identifier. Thread-safe.
private final class ZoneTableCache: @unchecked Sendable {
    static let shared = ZoneTableCache()
    private let lock = NSLock()
    private var tables: [String: ZoneOffsets] = [:]

    func table(for zone: TimeZone, make: () -> ZoneOffsets) -> ZoneOffsets {
        lock.lock()
        defer { lock.unlock() }
        if let table = tables[zone.identifier] { return table }
        let table = make()
        tables[zone.identifier] = table
        return table
    }
}
