import Foundation
import LiveChartCore

/// Bar files around the 2025 daylight-saving changes, for the time-zone tests: evenly spaced bars on UTC's
/// clock, their times written as epochs or as local times with the offset in force (transitions from the
/// IANA tz database, tzdata 2025b: `TZ=<zone> date -d @<seconds>`).
public enum DSTBars {
    /// 2025-04-05T16:00:00Z: Sydney goes from 03:00 AEDT (+11:00) back to 02:00 AEST (+10:00).
    public static let sydneyFallBack: Int64 = 1_743_868_800
    /// 2025-03-09T07:00:00Z: New York goes from 02:00 EST (−05:00) to 03:00 EDT (−04:00).
    public static let newYorkSpringForward: Int64 = 1_741_503_600

    /// How bar times are written.
    public enum Stamp: Sendable {
        /// Epoch seconds (`1743867000`).
        case epoch
        /// The zone's local time and offset (`2025-04-06T02:30:00+11:00`).
        case offset(ZoneOffsets)
    }

    /// CSV text (Date,Open,High,Low,Close,Volume) of `count` bars `step` seconds apart from instant `start`;
    /// bar k's close is 100 + k, so a test can tell which bar a label belongs to.
    public static func csv(from start: Int64, count: Int, step: Int64, stamp: Stamp) -> String {
        var text = "Date,Open,High,Low,Close,Volume\n"
        for k in 0..<count {
            let t = start + Int64(k) * step
            let close = 100 + Double(k)
            text += "\(written(t, stamp)),\(close - 0.5),\(close + 1),\(close - 1),\(close),\(1000 + k)\n"
        }
        return text
    }

    /// Writes `text` to a new file in a fresh temporary folder; returns its path.
    public static func file(_ text: String, name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livechart-dst-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    private static func written(_ t: Int64, _ stamp: Stamp) -> String {
        switch stamp {
        case .epoch: return String(t)
        case .offset(let zone):
            let c = CivilTime(secondsSince1970: zone.wallTime(of: t))
            return c.isoDate + "T" + c.clockTime + zone.offsetText(at: t)
        }
    }
}
