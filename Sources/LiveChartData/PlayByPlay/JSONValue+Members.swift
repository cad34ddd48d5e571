import Foundation

extension JSONValue {
    /// The value of the last member named `key` of an object and the line it starts on; nil for a
    /// missing key or a non-object. O(members).
    func member(_ key: String) -> (value: JSONValue, line: Int)? {
        guard case .object(let keys, let values, let lines) = self, let k = keys.lastIndex(of: key) else { return nil }
        return (values[k], lines[k])
    }

    /// The text of a string, or nil.
    var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// A whole number, given as a JSON number or as a string of digits ("125"), or nil.
    var integerValue: Int? {
        switch self {
        case .number(let v) where v == v.rounded() && abs(v) < 1e15: return Int(v)
        case .string(let s): return Int(s.trimmingCharacters(in: .whitespaces))
        default: return nil
        }
    }

    /// Whether this is JSON `null`.
    var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}
