import CCairo
import Foundation
import LiveChart
import LiveChartCairo
import LiveChartCore
import LiveChartData

/// `LiveChartBench score [GAME.json]`: the offline replay of a whole game at 1280×720, 60 frames per
/// second, one event every 0.6 s — what `livechart score GAME.json --animate` renders before encoding.
/// Per frame: advancing the replay and building the display list, then rasterising it with Cairo.
/// The game defaults to the shared 2019-20 opener (NOP @ TOR, overtime, 134 score changes), else the
/// committed fixture cut from it.
/// Output lines: `frame<TAB>CASE<TAB>min ms<TAB>median ms<TAB>max ms` (as `FrameBench`), then the whole replay's frames per second.
enum ScoreBench {
    static func run() {
        let path = CommandLine.arguments.dropFirst(2).first ?? defaultGame()
        let game: PlayByPlayGame
        do { game = try PlayByPlayReader.load(path: path) } catch {
            print("score\t\(error)")
            exit(66)
        }
        let size = CGSize(width: 1280, height: 720)
        let measurer = PangoTextMeasurer()
        let arrivals = ScoreReplay.arrivalTimes(game.events, pace: .interval(seconds: 0.6))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1280, 720)!
        defer { cairo_surface_destroy(surface) }
        var best = Double.infinity, builds: [Double] = [], rasters: [Double] = [], totals: [Double] = [], frames = 0
        for round in 0..<3 {
            let chart = ScoreChart(homeName: game.homeTeam ?? "HOME", awayName: game.awayTeam ?? "AWAY", periodCount: 1,
                                   context: RenderContext(size: size, measurer: measurer))
            let player = ScoreReplayPlayer(chart: chart, events: game.events, arrivals: arrivals)
            frames = player.frameCount(fps: 60) ?? 0
            let clock = ContinuousClock(), start = clock.now
            for f in 0..<frames {
                var list = DisplayList(size: size)
                let build = Stopwatch.samples(runs: 1) { list = player.frame(at: Double(f) / 60) }[0]
                let raster = Stopwatch.samples(runs: 1) {
                    let context = cairo_create(surface)!
                    list.render(into: CairoRenderTarget(context: context, pixelRatio: 1))
                    cairo_destroy(context)
                    cairo_surface_flush(surface)
                }[0]
                if round == 2 {
                    builds.append(build)
                    rasters.append(raster)
                    totals.append(build + raster)
                }
            }
            let elapsed = clock.now - start
            best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        }
        print("score\tgame\t\(path) (\(game.events.count) score changes, \(frames) frames)")
        FrameBench.report("display list per frame", builds)
        FrameBench.report("raster 1280x720 per frame", rasters)
        FrameBench.report("frame total", totals)
        print("score\twhole replay, best of 3\t" + String(format: "%.2f s, %.0f frames per second", best, Double(frames) / best))
    }

    /// The shared opener beside the repository, else the committed fixture.
    static func defaultGame() -> String {
        let shared = "../shared/data/basketball/stats_0021900001.json"
        return FileManager.default.fileExists(atPath: shared) ? shared : "Tests/Fixtures/pbp-stats-0021900001-cut.json"
    }
}
