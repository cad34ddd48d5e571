import Foundation

extension TerminalText {
    /// Runs `body` keeping the messages `writeError` would print on this thread from then until it returns, instead
    /// of printing them: how the chart service hands a render's warnings to its client (`X-LiveChart-Warnings`)
    /// rather than to the server's standard error. Nested calls keep their own. O(1) besides `body`.
    /// - Returns: what `body` returned or threw, and the messages in order (escaped as `writeError` writes them).
    public static func collecting<T>(_ body: () throws -> T) -> (result: Result<T, Error>, messages: [String]) {
        let sink = MessageSink(), dictionary = Thread.current.threadDictionary
        let outer = dictionary[MessageSink.key]
        dictionary[MessageSink.key] = sink
        defer { dictionary[MessageSink.key] = outer }
        let result = Result { try body() }
        return (result, sink.messages)
    }

    /// The sink `collecting` set on this thread, if any.
    static var threadSink: MessageSink? { Thread.current.threadDictionary[MessageSink.key] as? MessageSink }
}

/// The messages one `TerminalText.collecting` call keeps; used by one thread only.
final class MessageSink {
    static let key = "LiveChart.TerminalText.sink"
    var messages: [String] = []
}
