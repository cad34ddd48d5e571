import Foundation

/// Resolves the time-zone names a user types: an IANA name (`America/New_York`, `Asia/Shanghai`,
/// `Australia/Sydney`, in any letter case), `UTC` (also `GMT`, `Z`), or `local` (the machine's zone: the
/// `TZ` variable, else `/etc/localtime`).
public enum TimeZoneName {
    /// The words accepted besides the IANA names.
    public static let specialNames = ["UTC", "local"]

    /// The zone `text` names.
    /// - Throws: `TimeZoneNameError.unknown` with the closest known name (within two edits) when there is one.
    /// - Complexity: O(1) for a known name's table once made; an unknown name is compared with the ~450
    ///   IANA names, O(names × length²).
    public static func resolve(_ text: String) throws(TimeZoneNameError) -> ZoneOffsets {
        let name = text.trimmingCharacters(in: .whitespaces)
        switch name.lowercased() {
        case "utc", "gmt", "z", "etc/utc", "etc/gmt", "universal", "zulu": return .utc
        case "local": return ZoneOffsets(TimeZone.current)
        default: break
        }
        let known = TimeZone.knownTimeZoneIdentifiers
        let exact = known.first { $0.caseInsensitiveCompare(name) == .orderedSame }
        if let zone = TimeZone(identifier: exact ?? name), !name.isEmpty, exact != nil || name.contains("/") {
            return ZoneOffsets(zone)
        }
        let candidates = known + specialNames
        let lowered = candidates.map { $0.lowercased() }
        let hint = closestName(to: name.lowercased(), among: lowered).flatMap { lowered.firstIndex(of: $0).map { candidates[$0] } }
        throw .unknown(name, suggestion: hint)
    }
}

/// Why a time-zone name could not be resolved.
public enum TimeZoneNameError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No IANA zone has this name; `suggestion` is the closest one, if any is within two edits.
    case unknown(String, suggestion: String?)

    /// The name, the hint and the accepted forms.
    public var description: String {
        switch self {
        case .unknown(let name, let suggestion):
            let hint = suggestion.map { " (did you mean '\($0)'?)" } ?? ""
            return "unknown time zone '\(name)'\(hint); give an IANA name such as America/New_York, Asia/Shanghai or Australia/Sydney, or UTC or local"
        }
    }
}
