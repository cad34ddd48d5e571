import Foundation
import LiveChartCairo
import LiveChartCore
import Testing

/// Cairo keeps coordinates in 24.8 fixed point: a shape reaching far off the canvas wrapped around (a fill
/// up to a far-off level came out below its line, found by the attack on `--fill-between close:2e6`).
@Suite struct FarCoordinateTests {
    @Test func aFillToAFarLevelCoversWhatIsOnScreen() throws {
        var band = Path()
        // From y = 80 up to y = −5e7 points: all of the canvas above y = 80 must be filled, nothing below it.
        band.move(to: CGPoint(x: 0, y: 80))
        band.line(to: CGPoint(x: 100, y: 80))
        band.line(to: CGPoint(x: 100, y: -5e7))
        band.line(to: CGPoint(x: 0, y: -5e7))
        band.close()
        let list = DisplayList(size: CGSize(width: 100, height: 100), background: .white, items: [.fill(band, .black)])
        let image = try ChartRenderer.rgba(list)
        func red(_ x: Int, _ y: Int) -> UInt8 { image.bytes[(y * image.width + x) * 4] }
        #expect(red(50, 40) == 0, "above the level: filled")
        #expect(red(50, 95) == 255, "below the level: background")
    }
}
