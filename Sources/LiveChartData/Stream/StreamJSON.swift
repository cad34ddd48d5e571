/// What the stream readers (`StreamLineParser` here, `BinanceMessages` in LiveChartFeeds) share: one message's text as JSON, its
/// members by name, and numbers written as numbers or decimal strings.
package enum StreamJSON {
    /// The JSON value of `text`.
    /// - Throws: `StreamWarning` of kind `.malformed`, "not JSON: …" with the parser's reason.
    package static func value(_ text: String, name: String) throws(StreamWarning) -> JSONValue {
        var text = text
        let parsed: Result<JSONValue, DataError> = text.withUTF8 { bytes in Result { () throws(DataError) in try JSONParser.parse(bytes, name: name) } }
        switch parsed {
        case .success(let v): return v
        case .failure(let error): throw StreamWarning(kind: .malformed, reason: "not JSON: \(error.reason)")
        }
    }

    /// An object's members by name; `JSONParser` refuses a key given twice, so they are unique.
    package static func members(_ keys: [String], _ values: [JSONValue]) -> [String: JSONValue] {
        Dictionary(zip(keys, values), uniquingKeysWith: { first, _ in first })
    }

    /// A number, or a numeric string read as the bar readers read one (`Double(_:)` would take "0x1p6" as 64 and
    /// stop at a NUL); nil for anything else. O(length).
    package static func number(_ value: JSONValue) -> Double? {
        switch value {
        case .number(let n): return n
        case .string(var s): return s.withUTF8 { DecimalParser.parse($0) }
        default: return nil
        }
    }
}
