import Foundation
import LiveChartCore

/// The pixel-snapped rectangles of one candle: a wick from high to low and a body from open to close.
///
/// All coordinates are points, but every edge lies on a device-pixel boundary for the given pixel
/// ratio, the body's width has the wick's parity so the wick sits exactly centred, and a body of
/// zero height (open = close) is one device pixel tall.
package struct CandleGeometry: Sendable, Equatable {
    public var wick: CGRect
    public var body: CGRect

    /// - Parameters:
    ///   - centerX: the bar's centre in points (from `TimeScale.x(ofIndex:)` plus the plot's left edge).
    ///   - open, high, low, close: prices.
    ///   - scale: the pane's price scale.
    ///   - barSpacing: points between bar centres.
    ///   - pixelRatio: device pixels per point.
    /// - Complexity: O(1).
    public init(centerX: Double, open: Double, high: Double, low: Double, close: Double,
                scale: PriceScale, barSpacing: Double, pixelRatio: Double) {
        let wickPx = PixelSnapping.wickPixels(pixelRatio: pixelRatio)
        let bodyPx = PixelSnapping.bodyWidthPixels(barSpacing: barSpacing, pixelRatio: pixelRatio, wickPixels: wickPx)
        let wickLeft = (centerX * pixelRatio - Double(wickPx) / 2).rounded()
        let bodyLeft = wickLeft - Double((bodyPx - wickPx) / 2)
        func snapY(_ price: Double) -> Double { (scale.y(for: price) * pixelRatio).rounded() }
        let highY = snapY(high), lowY = snapY(low)
        var bodyTop = snapY(max(open, close)), bodyBottom = snapY(min(open, close))
        if bodyBottom - bodyTop < 1 { bodyBottom = bodyTop + 1 }
        let wickBottom = max(lowY, bodyBottom), wickTop = min(highY, bodyTop)
        wick = CGRect(x: wickLeft / pixelRatio, y: wickTop / pixelRatio,
                      width: Double(wickPx) / pixelRatio, height: (wickBottom - wickTop) / pixelRatio)
        body = CGRect(x: bodyLeft / pixelRatio, y: bodyTop / pixelRatio,
                      width: Double(bodyPx) / pixelRatio, height: (bodyBottom - bodyTop) / pixelRatio)
    }
}
