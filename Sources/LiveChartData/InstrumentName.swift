import Foundation
import LiveChartCore

/// An instrument's name as a file writes it, made fit for a title.
enum InstrumentName {
    /// `text` without surrounding spaces, nil when empty, over 80 characters or holding control characters
    /// (a title is drawn; such a field is taken as no name). O(text length).
    static func clean(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return !trimmed.isEmpty && LabelText.isValid(trimmed, limit: 80) ? trimmed : nil
    }
}
