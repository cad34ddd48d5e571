/// Raw pixels: non-premultiplied RGBA, 8 bits per channel, `width × height` pixels, rows top to bottom
/// without padding (`bytes.count == width * height * 4`).
public struct RGBAImage: Sendable, Equatable {
    /// Width in device pixels.
    public var width: Int
    /// Height in device pixels.
    public var height: Int
    /// R, G, B, A of each pixel in turn.
    public var bytes: [UInt8]

    /// Creates an image from its pixels.
    public init(width: Int, height: Int, bytes: [UInt8]) {
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// The pixel at column `x`, row `y` (0-based from the top left) as (r, g, b, a).
    /// - Precondition: `0 ≤ x < width`, `0 ≤ y < height`.
    public subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let o = (y * width + x) * 4
        return (bytes[o], bytes[o + 1], bytes[o + 2], bytes[o + 3])
    }
}
