import LiveChartJobs
import LiveChartViewer

extension CommandFailure {
    /// A viewer that could not open its window (69) or could not write its `--frames` screenshot (73).
    init(viewer error: ViewerError) {
        self.init(code: error.isOutput ? .cannotCreate : .unavailable, message: "viewer: \(error)")
    }
}
