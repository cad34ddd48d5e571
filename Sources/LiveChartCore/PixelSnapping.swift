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
    /// The body takes about 80 % of the spacing at wide zoom and shrinks the gap to one pixel when
    /// narrow (after TradingView lightweight-charts' `optimalCandlestickWidth`); it never exceeds
    /// the spacing minus one pixel, and it is at least the wick width.
    /// - Parameters:
    ///   - barSpacing: points between neighbouring bar centres.
    ///   - wickPixels: the wick width in device pixels.
    /// - Returns: device pixels.
    package static func bodyWidthPixels(barSpacing: CGFloat, pixelRatio: CGFloat, wickPixels: Int) -> Int {
        let spacingPx = barSpacing * pixelRatio
        var body: Int
        if spacingPx >= 2.5 && spacingPx <= 4 {
            body = Int(spacingPx.rounded(.down)) - 1
        } else {
            body = Int((spacingPx * 0.8).rounded(.down))
            body = min(body, Int(spacingPx.rounded(.down)) - 1)
        }
        body = max(body, wickPixels)
        if (body - wickPixels) % 2 != 0 { body -= 1 }
        return max(body, wickPixels)
    }
}
