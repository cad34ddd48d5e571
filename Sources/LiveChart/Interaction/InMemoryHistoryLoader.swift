import Dispatch
import LiveChartData

/// Serves older bars from an array in slices, optionally after a delay on a background queue, as a
/// network API would: for demos (`livechart view --lazy N`) and tests of lazy loading.
public final class InMemoryHistoryLoader: HistoryLoader {
    private let bars: [Bar]
    private let delay: Double

    /// - Parameters:
    ///   - bars: the whole history, oldest first.
    ///   - delay: seconds before answering, on a background queue; 0 answers synchronously.
    public init(bars: [Bar], delay: Double = 0) {
        self.bars = bars
        self.delay = delay
    }

    public func requestBars(before time: Int64, count: Int, completion: @escaping @Sendable ([Bar]) -> Void) {
        let end = bars.firstIndex { $0.time >= time } ?? bars.count
        let slice = Array(bars[max(0, end - count)..<end])
        if delay <= 0 {
            completion(slice)
        } else {
            DispatchQueue.global().asyncAfter(deadline: .now() + delay) { completion(slice) }
        }
    }
}
