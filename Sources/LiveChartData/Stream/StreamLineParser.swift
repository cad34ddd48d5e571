import Foundation

/// Reads one line of a live stream: a JSON object describing a trade, a bar or an order book.
///
/// ```
/// {"type":"tick","time":"2020-07-01 09:30:05","price":2990.1,"volume":1200,"amount":3588120,"seq":17}
/// {"type":"bar","time":"2020-07-01 09:31","open":2991.18,"high":2991.5,"low":2990.34,"close":2990.43,"volume":720858300}
/// {"type":"book","time":"2020-07-01 09:30:05","bids":[[2990.0,1200],…],"asks":[[2990.2,800],…]}
/// ```
/// `type` may be left out: `price` makes a trade, `close` a bar, `bids`/`asks` a book. `time` is any text
/// `BarFileReader` understands (wall clock of the exchange) or epoch seconds or milliseconds. `volume`
/// defaults to 0, `amount` to none (bars: NaN; trades: price × volume), `seq` (trades and bars) to none. Book levels are
/// `[price, size]` pairs or `{"price":…,"size":…}` objects, best first.
public enum StreamLineParser {
    /// Parses `line`, its time put on `clock` (a wall-clock time read in the chart's zone, an instant shown in it;
    /// the default keeps it as written).
    /// - Returns: nil for a blank line (ignored by every reader).
    /// - Throws: `StreamWarning` of kind `.malformed` saying what is wrong (its `line` is 0; the reader sets it).
    public static func parse(_ line: String, clock: ChartClock = ChartClock()) throws(StreamWarning) -> StreamMessage? {
        if line.allSatisfy(\.isWhitespace) { return nil }
        guard case .object(let keys, let values, _) = try StreamJSON.value(line, name: "stream") else {
            throw malformed("a stream line must be a JSON object")
        }
        let fields = StreamJSON.members(keys, values)
        let time = try timeField(fields, clock: clock)
        let kind: String
        if case .string(let t) = fields["type"] { kind = t.lowercased() } else {
            kind = fields["price"] != nil ? "tick" : fields["close"] != nil ? "bar" : fields["bids"] != nil || fields["asks"] != nil ? "book" : ""
        }
        switch kind {
        case "tick", "trade":
            return .tick(Tick(time: time, price: try number(fields, "price"), volume: try optionalNumber(fields, "volume") ?? 0,
                              amount: try optionalNumber(fields, "amount"), sequence: try sequence(fields)))
        case "bar":
            return .bar(Bar(time: time, open: try number(fields, "open"), high: try number(fields, "high"), low: try number(fields, "low"),
                            close: try number(fields, "close"), volume: try optionalNumber(fields, "volume") ?? 0,
                            amount: try optionalNumber(fields, "amount") ?? .nan), sequence: try sequence(fields))
        case "book":
            return .book(OrderBook(time: time, bids: try levels(fields["bids"], side: "bids"), asks: try levels(fields["asks"], side: "asks")))
        default:
            throw malformed("unknown message type; expected \"tick\", \"bar\" or \"book\"")
        }
    }

    private static func malformed(_ reason: String) -> StreamWarning { StreamWarning(kind: .malformed, reason: reason) }

    private static func timeField(_ fields: [String: JSONValue], clock: ChartClock) throws(StreamWarning) -> Int64 {
        switch fields["time"] {
        case .string(var s):
            if let t = s.withUTF8({ TimestampParser.parseStamp($0, dayFirst: false) }) { return clock.chartTime(t.seconds, written: t.zone) }
            throw malformed("unreadable time '\(s)'")
        case .number(let n):
            if let t = TimestampParser.stampFromNumber(n) { return clock.chartTime(t.seconds, written: t.zone) }
            throw malformed("unreadable time \(n)")
        default:
            throw malformed("missing \"time\"")
        }
    }

    private static func sequence(_ fields: [String: JSONValue]) throws(StreamWarning) -> Int64? {
        guard let seq = try optionalNumber(fields, "seq") else { return nil }
        // Int64(_:) traps on ±∞, NaN and values out of range (found by FuzzStreamLine).
        // JSON numbers are read as doubles: from 2^53 on neighbouring numbers read the same, and distinct trades were
        // dropped as duplicates (the attack of 2026-12-02, nanosecond-style numbers). Refused, and said, instead.
        if seq.isFinite, seq == seq.rounded(), seq.magnitude >= 9_007_199_254_740_992 {
            throw malformed("\"seq\" \(seq) is not below 2^53 (9007199254740992), where JSON numbers stop being exact; number updates below it")
        }
        guard let whole = Int64(exactly: seq) else { throw malformed("\"seq\" must be a whole number, not \(seq)") }
        return whole
    }

    private static func number(_ fields: [String: JSONValue], _ name: String) throws(StreamWarning) -> Double {
        guard let v = try optionalNumber(fields, name) else { throw malformed("missing \"\(name)\"") }
        return v
    }

    private static func optionalNumber(_ fields: [String: JSONValue], _ name: String) throws(StreamWarning) -> Double? {
        switch fields[name] {
        case nil, .null?: return nil
        case .number(let n)?: return n
        case .string(let s)?:
            if let n = StreamJSON.number(.string(s)) { return n }
            throw malformed("\"\(name)\" is not a number: '\(s)'")
        default: throw malformed("\"\(name)\" is not a number")
        }
    }

    private static func levels(_ value: JSONValue?, side: String) throws(StreamWarning) -> [OrderBookLevel] {
        guard let value else { return [] }
        guard case .array(let items, _) = value else { throw malformed("\"\(side)\" must be an array of levels") }
        var levels: [OrderBookLevel] = []
        for item in items {
            switch item {
            case .array(let pair, _):
                guard pair.count == 2, case .number(let p) = pair[0], case .number(let s) = pair[1] else {
                    throw malformed("a level in \"\(side)\" must be [price, size]")
                }
                levels.append(OrderBookLevel(price: p, size: s))
            case .object(let keys, let values, _):
                let f = Dictionary(zip(keys, values), uniquingKeysWith: { _, later in later })
                levels.append(OrderBookLevel(price: try number(f, "price"), size: try number(f, "size")))
            default:
                throw malformed("a level in \"\(side)\" must be [price, size] or {\"price\":…,\"size\":…}")
            }
        }
        return levels
    }
}
