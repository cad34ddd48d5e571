
/// Writes stream messages as the JSON lines `StreamLineParser` reads (times as "YYYY-MM-DD HH:MM:SS" wall
/// clock, numbers with up to 17 significant digits so they read back exactly). No trailing newline.
public enum StreamEncoder {
    /// The line of one message.
    public static func line(_ message: StreamMessage) -> String {
        switch message {
        case .tick(let t):
            var s = "{\"type\":\"tick\",\"time\":\"\(clock(t.time))\",\"price\":\(number(t.price)),\"volume\":\(number(t.volume))"
            s += ",\"amount\":\(number(t.amount))"
            if let seq = t.sequence { s += ",\"seq\":\(seq)" }
            return s + "}"
        case .bar(let b, let seq):
            var s = "{\"type\":\"bar\",\"time\":\"\(clock(b.time))\",\"open\":\(number(b.open)),\"high\":\(number(b.high)),"
            s += "\"low\":\(number(b.low)),\"close\":\(number(b.close)),\"volume\":\(number(b.volume))"
            if b.amount.isFinite { s += ",\"amount\":\(number(b.amount))" }
            if let seq { s += ",\"seq\":\(seq)" }
            return s + "}"
        case .book(let book):
            func side(_ levels: [OrderBookLevel]) -> String { "[" + levels.map { "[\(number($0.price)),\(number($0.size))]" }.joined(separator: ",") + "]" }
            return "{\"type\":\"book\",\"time\":\"\(clock(book.time))\",\"bids\":\(side(book.bids)),\"asks\":\(side(book.asks))}"
        }
    }

    /// The shortest decimal text that reads back as exactly `v` (Swift's description), "0" for non-finite values.
    private static func number(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        return v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : "\(v)"
    }

    private static func clock(_ t: Int64) -> String { WallClockText.dateTime(t) }
}
