import Foundation
import Testing

/// Without a display the viewers exit at once, saying why, instead of waiting on a window nobody sees
/// (`livechart view` used to hang there), and `curve --stream` refuses to run without `--view`.
@Suite struct ViewerNoDisplayTests {
    /// The test process's environment without any display or SDL driver.
    var headless: [String: String] {
        ProcessInfo.processInfo.environment.filter { !["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"].contains($0.key) }
    }

    @Test(arguments: [["view"], ["view", "--simulate"], ["curve", "--values", "1,2,3", "--view"]])
    func viewersExitWithoutADisplay(arguments: [String]) throws {
        let started = Date()
        let result = try CLIRunner.run(arguments, in: CLIRunner.temporaryDirectory(), environment: headless)
        #expect(result.status == 69, "\(result.stderr)")
        #expect(result.stderr.contains("no display") && result.stderr.contains("SDL_VIDEODRIVER=dummy"), "\(result.stderr)")
        #expect(Date().timeIntervalSince(started) < 20)
    }

    @Test func curveStreamNeedsAWindow() throws {
        let result = try CLIRunner.run(["curve", "--stream", "-"], in: CLIRunner.temporaryDirectory(), environment: headless)
        #expect(result.status == 64)
        #expect(result.stderr.contains("--view"), "\(result.stderr)")
    }
}
