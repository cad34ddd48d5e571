import Foundation
import LiveChartCore

extension ScoreChart {
    /// The game so far in words: "NOP @ TOR score chart: Final/OT, NOP 122, TOR 130. 134 scoring events, 12 lead
    /// changes; largest leads NOP 11, TOR 17." O(events).
    public var accessibleText: AccessibleText? {
        let title = options.title ?? "\(awayName) @ \(homeName)"
        guard let last = events.last else { return AccessibleText(title: title, description: "\(title) score chart: no score yet.") }
        let margins = events.map(\.margin)
        let state = isFinal ? finalLabel : "in progress"
        let text = "\(title) score chart: \(state), \(awayName) \(last.away), \(homeName) \(last.home). "
            + "\(events.count) scoring event\(events.count == 1 ? "" : "s"), \(leadChanges.count) lead change\(leadChanges.count == 1 ? "" : "s"); "
            + "largest leads \(awayName) \(max(0, -(margins.min() ?? 0))), \(homeName) \(max(0, margins.max() ?? 0))."
        return AccessibleText(title: title, description: text)
    }
}
