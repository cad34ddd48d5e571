import Foundation
import Testing
@testable import LiveChartCore

/// Offsets and transitions against the IANA tz database (2025 rules; each instant checked with
/// `TZ=<zone> date -d @<seconds>` from tzdata 2025b).
@Suite struct ZoneOffsetsTests {
    /// 2025-04-05T16:00:00Z: Sydney's clocks go from 03:00 AEDT (+11:00) back to 02:00 AEST (+10:00).
    static let sydneyFallBack: Int64 = 1_743_868_800
    /// 2025-03-09T07:00:00Z: New York's clocks go from 02:00 EST (−05:00) to 03:00 EDT (−04:00).
    static let newYorkSpringForward: Int64 = 1_741_503_600

    static func zone(_ name: String) throws -> ZoneOffsets { try TimeZoneName.resolve(name) }

    @Test func sydneyFallBackRepeatsTwoOClock() throws {
        let sydney = try Self.zone("Australia/Sydney")
        let t = Self.sydneyFallBack
        #expect(sydney.offset(at: t - 1) == 39_600)
        #expect(sydney.offset(at: t) == 36_000)
        // 02:59:59 AEDT, then 02:00:00 AEST: the wall clock steps back an hour.
        #expect(CivilTime(secondsSince1970: sydney.wallTime(of: t - 1)) == CivilTime(year: 2025, month: 4, day: 6, hour: 2, minute: 59, second: 59))
        #expect(CivilTime(secondsSince1970: sydney.wallTime(of: t)) == CivilTime(year: 2025, month: 4, day: 6, hour: 2))
        // 02:30 happens at 15:30Z (AEDT) and at 16:30Z (AEST); both are repeated wall times, 03:30 is not.
        #expect(sydney.wallTimeRepeats(at: t - 1800))
        #expect(sydney.wallTimeRepeats(at: t + 1800))
        #expect(!sydney.wallTimeRepeats(at: t + 5400))
        let wall = CivilTime(year: 2025, month: 4, day: 6, hour: 2, minute: 30).secondsSince1970
        #expect(sydney.instant(ofWallTime: wall) == t - 1800)  // the earlier of the two
        #expect(sydney.offsetText(at: t - 1800) == "+11:00")
        #expect(sydney.offsetText(at: t + 1800) == "+10:00")
    }

    @Test func newYorkSpringForwardSkipsTwoOClock() throws {
        let ny = try Self.zone("America/New_York")
        let t = Self.newYorkSpringForward
        #expect(ny.offset(at: t - 1) == -18_000)
        #expect(ny.offset(at: t) == -14_400)
        #expect(CivilTime(secondsSince1970: ny.wallTime(of: t - 60)) == CivilTime(year: 2025, month: 3, day: 9, hour: 1, minute: 59))
        #expect(CivilTime(secondsSince1970: ny.wallTime(of: t)) == CivilTime(year: 2025, month: 3, day: 9, hour: 3))
        // 02:30 never happens: it is read as 03:30 EDT, half an hour after the change.
        let wall = CivilTime(year: 2025, month: 3, day: 9, hour: 2, minute: 30).secondsSince1970
        #expect(ny.instant(ofWallTime: wall) == t + 1800)
        #expect(!ny.wallTimeRepeats(at: t))
        #expect(ny.offsetText(at: t) == "-04:00")
    }

    @Test func wallTimesRoundTripAwayFromTransitions() throws {
        for name in ["America/New_York", "Asia/Shanghai", "Australia/Sydney", "Asia/Kolkata", "UTC"] {
            let zone = try Self.zone(name)
            for t in stride(from: Int64(946_684_800), to: 1_893_456_000, by: 86_400 * 37 + 3_601) where !zone.wallTimeRepeats(at: t) {
                #expect(zone.instant(ofWallTime: zone.wallTime(of: t)) == t, "\(name) at \(t)")
                #expect(zone.offset(at: t) == Int64(TimeZone(identifier: name == "UTC" ? "GMT" : name)!.secondsFromGMT(for: Date(timeIntervalSince1970: Double(t)))))
            }
        }
        #expect(try Self.zone("Asia/Kolkata").offsetText(at: 0) == "+05:30")
    }

    @Test func shanghaiHasNoChangeSince1991AndUTCNone() throws {
        let shanghai = try Self.zone("Asia/Shanghai")
        // China last observed daylight saving time in 1991 (tzdata asia: "Shang" rules end 1991).
        for t in stride(from: Int64(700_000_000), to: 4_000_000_000, by: 9_999_999) { #expect(shanghai.offset(at: t) == 28_800) }
        #expect(ZoneOffsets.utc.isFixed)
        #expect(ZoneOffsets.utc.offset(at: 1_700_000_000) == 0)
        // Outside the table's span the zone itself answers: New York in July 2300 is still on EDT.
        let ny = try Self.zone("America/New_York")
        #expect(ny.offset(at: 10_429_430_400) == -14_400)  // 2300-07-01T00:00:00Z
    }

    @Test func namesResolveCaseInsensitivelyAndUnknownOnesHint() throws {
        #expect(try Self.zone("america/new_york").identifier == "America/New_York")
        #expect(try Self.zone(" UTC ") == .utc)
        #expect(try Self.zone("gmt") == .utc)
        #expect(try Self.zone("local").identifier == TimeZone.current.identifier)
        #expect(throws: TimeZoneNameError.unknown("America/NewYork", suggestion: "America/New_York")) { try Self.zone("America/NewYork") }
        #expect(throws: TimeZoneNameError.unknown("Mars/Olympus", suggestion: nil)) { try Self.zone("Mars/Olympus") }
        #expect(throws: TimeZoneNameError.unknown("", suggestion: nil)) { try Self.zone("") }
        let text = "\(TimeZoneNameError.unknown("Asia/Shangai", suggestion: "Asia/Shanghai"))"
        #expect(text.contains("did you mean 'Asia/Shanghai'"))
    }
}
