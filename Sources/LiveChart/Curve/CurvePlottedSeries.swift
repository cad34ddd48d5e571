import Foundation
import LiveChartCore

/// One series placed in a frame: its drawable points in canvas points, which values they came from,
/// and the curve through them.
struct CurvePlottedSeries {
    let series: CurveSeries
    let color: Color
    /// Canvas positions of the drawn values, in value order.
    let points: [CGPoint]
    /// `points[k]` shows `series.values[indices[k]]`.
    let indices: [Int]
    /// The curve through `points`, clamped to the plot.
    let path: Path
}
