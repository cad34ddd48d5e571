import LiveChartData

/// How a feed's messages are written.
public enum FeedFormat: String, Sendable, CaseIterable {
    /// Binance's kline, trade and aggTrade streams, raw or combined (`BinanceMessages`).
    case binance
    /// LiveChart's JSON lines (`StreamLineParser`): one or more lines per message.
    case jsonl

    /// The messages in one WebSocket message, their times put on `clock` (Binance's are instants).
    /// - Throws: `StreamWarning` (kind `.malformed`) for the first line that cannot be read; nothing of that
    ///   message is applied then.
    public func messages(in text: String, clock: ChartClock = ChartClock()) throws(StreamWarning) -> [StreamMessage] {
        switch self {
        case .binance:
            return try BinanceMessages.parse(text).map(clock.placingInstant)
        case .jsonl:
            var messages: [StreamMessage] = []
            for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
                if let message = try StreamLineParser.parse(String(line), clock: clock) { messages.append(message) }
            }
            return messages
        }
    }
}
