import Foundation

/// Snapping to device pixels so 1-pixel lines are crisp and candle wicks sit centred in their bodies.
///
/// Coordinates are points; `pixelRatio` is device pixels per point (1, 2, 3 …).
package enum PixelSnapping {
    /// The point coordinate of the device-pixel edge nearest to `x`.
    package static func edge(_ x: CGFloat, pixelRatio: CGFloat) -> CGFloat {
        (x * pixelRatio).rounded() / pixelRatio
    }

    /// The point coordinate of the centre of the device pixel containing `x`: where a line one
    /// device pixel wide must be placed to cover exactly one pixel column.
    package static func centre(_ x: CGFloat, pixelRatio: CGFloat) -> CGFloat {
        ((x * pixelRatio).rounded(.down) + 0.5) / pixelRatio
    }

    /// Width of a line in device pixels for a nominal width in points (at least one device pixel).
    package static func lineWidthPixels(_ width: CGFloat, pixelRatio: CGFloat) -> Int {
        max(1, Int((width * pixelRatio).rounded(.down)))
    }

    /// Candle body width in whole device pixels for a bar spacing, with the same parity as the wick
    /// so the wick sits exactly in the middle of the body.
    ///
    /// The body takes about 80 % of the spacing at wide zoom and keeps a gap of one pixel when narrow
    /// (after TradingView lightweight-charts' `optimalCandlestickWidth`), but it is never thinner than
    /// `minimumBodyPixels(wickPixels:)` — 3 pixels around a 1-pixel wick — so a body always shows beside its
    /// wick; below that spacing neighbours touch, and a chart switches to per-pixel columns instead
    /// (`candlesNeedColumns`).
    /// - Parameters:
    ///   - barSpacing: points between neighbouring bar centres.
    ///   - wickPixels: the wick width in device pixels.
    /// - Returns: device pixels.
    package static func bodyWidthPixels(barSpacing: CGFloat, pixelRatio: CGFloat, wickPixels: Int) -> Int {
        let spacingPx = barSpacing * pixelRatio
        let gapped = min(Int((spacingPx * 0.8).rounded(.down)), Int(spacingPx.rounded(.down)) - 1)
        var body = max(gapped, minimumBodyPixels(wickPixels: wickPixels))
        if (body - wickPixels) % 2 != 0 { body -= 1 }
        return body
    }

    /// The thinnest body that still shows beside a wick of `wickPixels`: 3 device pixels, or 4 around a
    /// 2-pixel wick (the same parity keeps the wick centred).
    package static func minimumBodyPixels(wickPixels: Int) -> Int { wickPixels + 2 }

    /// Whether bars at `barSpacing` points are too close for a minimum body each, so candles are drawn as
    /// one high–low column per device pixel instead (`PixelColumns`).
    package static func candlesNeedColumns(barSpacing: CGFloat, pixelRatio: CGFloat) -> Bool {
        barSpacing * pixelRatio < Double(minimumBodyPixels(wickPixels: wickPixels(pixelRatio: pixelRatio)))
    }

    /// A wick's width in device pixels: one point, at least one pixel.
    package static func wickPixels(pixelRatio: CGFloat) -> Int { max(1, Int(pixelRatio.rounded(.down))) }
}
