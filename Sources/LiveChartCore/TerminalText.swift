import Foundation

/// Text that quotes input, made safe for a terminal: control characters (an ANSI escape, a carriage
/// return, a bell), C1 controls, DEL and invisible format characters (a right-to-left override) are
/// written as `\u{1B}`-style escapes, so a file or stream line cannot recolour, clear or retitle the
/// terminal, or hide part of a message. Every message the tools print to standard error goes through
/// `writeError`.
public enum TerminalText {
    /// `text` with every control and format character escaped; line feeds kept when `keepingNewlines`
    /// (messages of several lines, such as a usage text), escaped otherwise (one quoted input line).
    /// - Complexity: O(text length).
    public static func escaped(_ text: String, keepingNewlines: Bool = true) -> String {
        guard text.unicodeScalars.contains(where: { needsEscape($0, keepingNewlines) }) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if needsEscape(scalar, keepingNewlines) {
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// Writes `line` (escaped, newlines kept) and a line feed to standard error. A standard error nobody reads
    /// any more (`… 2>&1 | head -1` after `head` exits) drops the line: `FileHandle.write` would trap on the
    /// failed write where SIGPIPE is ignored (libwebsockets ignores it), and a message has nowhere else to go.
    /// Inside `collecting(_:)` the line is kept for its caller instead.
    public static func writeError(_ line: String) {
        if let sink = threadSink { return sink.messages.append(escaped(line)) }
        let bytes = Array((escaped(line) + "\n").utf8)
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(STDERR_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 { offset += written } else if written < 0 && errno == EINTR { continue } else { return }
            }
        }
    }

    private static func needsEscape(_ scalar: Unicode.Scalar, _ keepingNewlines: Bool) -> Bool {
        if scalar == "\n" { return !keepingNewlines }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }
}
