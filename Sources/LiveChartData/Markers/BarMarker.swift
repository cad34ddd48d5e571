import LiveChartCore

/// A marker on a bar, as lightweight-charts' `SeriesMarker`: a shape with optional text, placed by time on
/// the bar whose period holds that time (`KLineChart.setMarkers`), so a marker survives resampling.
public struct BarMarker: Sendable, Equatable {
    /// Where the marker sits relative to its bar.
    public enum Position: String, Sendable, CaseIterable {
        /// Over the bar's high, stacked upwards.
        case above
        /// Under the bar's low, stacked downwards.
        case below
        /// Over the bar's body, at the middle of open and close.
        case inBar
        /// At `price` (which must then be given).
        case atPrice
    }

    /// The marker's figure.
    public enum Shape: String, Sendable, CaseIterable {
        case arrowUp, arrowDown, circle, square
    }

    /// Seconds since 1970 (UTC, or the wall clock of the bar file's times).
    public var time: Int64
    public var position: Position
    public var shape: Shape
    /// nil: the up colour for `arrowUp`, the down colour for `arrowDown`, the text colour otherwise.
    public var color: Color?
    /// Drawn next to the shape, away from the bar; never clipped or shortened.
    public var text: String
    /// The price of an `atPrice` marker; ignored for the other positions.
    public var price: Double?

    /// Creates a marker; `price` is required for `.atPrice` (`KLineChart.setMarkers` skips one without).
    public init(time: Int64, position: Position, shape: Shape, color: Color? = nil, text: String = "", price: Double? = nil) {
        self.time = time
        self.position = position
        self.shape = shape
        self.color = color
        self.text = text
        self.price = price
    }
}
