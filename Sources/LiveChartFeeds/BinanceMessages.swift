import LiveChartData

/// Reads Binance's market data as its WebSocket streams and REST API send it
/// (https://developers.binance.com/docs/binance-spot-api-docs/web-socket-streams, …/rest-api#klinecandlestick-data).
///
/// - A kline event `{"e":"kline","E":…,"k":{"t":…,"o":"…","h":"…","l":"…","c":"…","v":"…","q":"…","x":…}}` is a
///   bar opening at `t` (milliseconds since 1970, UTC) with volume `v` and amount (quote volume) `q`, its update
///   number the event time `E`, so an update that overtook a newer one is refused (`LiveBarBuilder`).
/// - A `trade` event (`p`, `q`, trade time `T`, trade id `t`) or an `aggTrade` (id `a`) is a trade numbered by its id.
/// - A combined stream's `{"stream":…,"data":{…}}` is unwrapped; a subscription answer `{"result":…,"id":…}` is no message.
/// - The REST klines answer `[[openTime,"o","h","l","c","v",closeTime,"q",…],…]` gives bars.
///
/// Prices and sizes are decimal strings (or numbers); a hexadecimal or otherwise unreadable one is refused. Times
/// become whole seconds (a trade at 12:00:00.750 is in the 12:00:00 second). Every function is O(message length).
public enum BinanceMessages {
    /// The messages in one WebSocket message of a Binance stream.
    /// - Returns: one bar or trade, or none for a subscription answer.
    /// - Throws: `StreamWarning` of kind `.malformed` naming the field, or quoting Binance's own error (`{"code":…,"msg":…}`).
    public static func parse(_ text: String) throws(StreamWarning) -> [StreamMessage] {
        guard case .object(let keys, let values, _) = try StreamJSON.value(text, name: "binance") else { throw malformed("a Binance message must be a JSON object") }
        var fields = StreamJSON.members(keys, values)
        if case .object(let k, let v, _)? = fields["data"], fields["stream"] != nil { fields = StreamJSON.members(k, v) }
        if fields["result"] != nil, fields["id"] != nil { return [] }
        if let message = fields["msg"], case .string(let text) = message { throw malformed("Binance says: \(printable(text))") }
        guard case .string(let event)? = fields["e"] else { throw malformed("missing the event type \"e\"") }
        switch event {
        case "kline":
            guard case .object(let k, let v, _)? = fields["k"] else { throw malformed("a kline event needs its \"k\" object") }
            let kline = StreamJSON.members(k, v)
            let bar = Bar(time: try seconds(kline, "t"), open: try decimal(kline, "o"), high: try decimal(kline, "h"),
                          low: try decimal(kline, "l"), close: try decimal(kline, "c"), volume: try decimal(kline, "v"),
                          amount: try decimal(kline, "q"))
            return [.bar(bar, sequence: try whole(fields, "E"))]
        case "trade", "aggTrade":
            let id = try whole(fields, event == "trade" ? "t" : "a")
            return [.tick(Tick(time: try seconds(fields, "T"), price: try decimal(fields, "p"), volume: try decimal(fields, "q"), sequence: id))]
        default:
            throw malformed("unsupported Binance event '\(event)'; kline, trade and aggTrade streams are read")
        }
    }

    /// The bars of a REST klines answer, oldest first as Binance sends them.
    /// - Throws: `StreamWarning` of kind `.malformed` naming the kline's index and field.
    public static func klines(_ text: String) throws(StreamWarning) -> [Bar] {
        let value = try StreamJSON.value(text, name: "binance")
        guard case .array(let rows, _) = value else {
            if case .object(let keys, let values, _) = value, let k = keys.firstIndex(of: "msg"), case .string(let m) = values[k] {
                throw malformed("Binance says: \(printable(m))")
            }
            throw malformed("a klines answer must be a JSON array of klines")
        }
        var bars: [Bar] = []
        bars.reserveCapacity(rows.count)
        for (i, row) in rows.enumerated() {
            guard case .array(let f, _) = row, f.count >= 8 else { throw malformed("kline [\(i)] must be an array of at least 8 fields") }
            func field(_ k: Int, _ name: String) throws(StreamWarning) -> Double {
                guard let v = StreamJSON.number(f[k]) else { throw malformed("kline [\(i)] field \(k) (\(name)) is not a number") }
                return v
            }
            let open = try field(0, "open time")
            guard let ms = Int64(exactly: open.rounded(.down)) else { throw malformed("kline [\(i)] open time \(open) is out of range") }
            bars.append(Bar(time: floorSeconds(ms), open: try field(1, "open"), high: try field(2, "high"), low: try field(3, "low"),
                            close: try field(4, "close"), volume: try field(5, "volume"), amount: try field(7, "quote volume")))
        }
        return bars
    }

    private static func decimal(_ fields: [String: JSONValue], _ name: String) throws(StreamWarning) -> Double {
        guard let value = fields[name] else { throw malformed("missing \"\(name)\"") }
        guard let v = StreamJSON.number(value), v.isFinite else { throw malformed("\"\(name)\" is not a decimal number") }
        return v
    }

    private static func whole(_ fields: [String: JSONValue], _ name: String) throws(StreamWarning) -> Int64 {
        let v = try decimal(fields, name)
        guard let n = Int64(exactly: v) else { throw malformed("\"\(name)\" must be a whole number, not \(v)") }
        return n
    }

    private static func seconds(_ fields: [String: JSONValue], _ name: String) throws(StreamWarning) -> Int64 {
        floorSeconds(try whole(fields, name))
    }

    /// Floor division that cannot overflow: `(ms - 999) / 1000` trapped for Int64.min, which a message's
    /// `"t": -9223372036854775808` reaches (one WebSocket message crashed the viewer).
    private static func floorSeconds(_ ms: Int64) -> Int64 {
        let (q, r) = ms.quotientAndRemainder(dividingBy: 1000)
        return r < 0 ? q - 1 : q
    }

    /// A server's text on one line: control characters (a newline would forge a line on standard error) become spaces.
    private static func printable(_ text: String) -> String {
        String(String.UnicodeScalarView(text.prefix(200).unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }))
    }

    private static func malformed(_ reason: String) -> StreamWarning { StreamWarning(kind: .malformed, reason: reason) }
}
