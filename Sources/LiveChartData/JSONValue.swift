/// A JSON value as `JSONParser` reads it, with the line each member and element starts on so
/// bar errors can be located.
package enum JSONValue {
    /// Members in file order as parallel arrays; `lines[k]` is where key `k` starts.
    case object(keys: [String], values: [JSONValue], lines: [Int])
    /// Elements in file order; `lines[k]` is where element `k` starts.
    case array(values: [JSONValue], lines: [Int])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
}
