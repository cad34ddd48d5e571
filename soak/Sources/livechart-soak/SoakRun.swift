import Foundation
import LiveChart
import LiveChartCairo
import LiveChartCore
import LiveChartData
import LiveChartViewer

/// One soak: a simulated session driven as fast as the machine allows, with the viewer's live path.
///
/// Each simulated millisecond (at 1,000 updates a second) polls a `RandomWalkSource`; its bars go through
/// `KLineChart.update` (the same time replaces the live bar, a newer one appends; the indicators advance
/// through their streaming engines) and post a full invalidation. At `fps` ticks a second the
/// `RenderScheduler` hands out at most one frame, which builds the layer tree and display list; every
/// `rasterEvery`-th frame is also rasterised with Cairo (`ChartRenderer.rgba`), as the viewer would.
struct SoakRun {
    var minutes: Double
    var rate: Int
    var historyBars: Int
    var fps = 60
    var rasterEvery = 60

    /// Runs the session, printing one line per simulated minute; returns the resident-memory samples in KiB.
    func run() -> [Int] {
        let bars = (0..<historyBars).map { k -> Bar in
            let c = 100 + 10 * sin(Double(k) / 40)
            return Bar(time: 1_600_000_000 + Int64(k) * 60, open: c - 0.2, high: c + 0.5, low: c - 0.5, close: c, volume: 1000)
        }
        guard let chart = try? KLineChart(series: BarSeries(bars: bars)) else { fatalError("the default options are valid") }
        // A new bar every simulated minute, the live bar moved at `rate` per second in between.
        let source = RandomWalkSource(seed: 7, ticksPerBar: rate * 60, interval: 0.999 / Double(rate), barSeconds: 60)
        let measurer = PangoTextMeasurer()
        let size = CGSize(width: 1280, height: 800)
        var scheduler = RenderScheduler()
        var updates = 0, frames = 0, slowest = 0.0, samples: [Int] = []
        let steps = Int(minutes * 60) * rate
        let started = Date()
        for step in 0...steps {
            let t = Double(step) / Double(rate)
            for bar in source.poll(last: chart.series.last, at: t) {
                do { try chart.update(bar) } catch { fatalError("the random walk sends only valid, newer-or-same bars: \(error)") }
                updates += 1
                scheduler.invalidate(.full, at: t)
            }
            if step % max(1, rate / fps) == 0, scheduler.frame(at: t) != nil {
                let begin = Date()
                let list = chart.displayList(in: RenderContext(size: size, measurer: measurer))
                frames += 1
                if frames % rasterEvery == 0 { Self.rasterize(list) }
                slowest = max(slowest, Date().timeIntervalSince(begin))
            }
            if step > 0 && step % (60 * rate) == 0 {
                samples.append(Self.residentKiB())
                print(String(format: "soak: minute %3d  updates %9d  frames %7d  bars %6d  rss %7d KiB  slowest frame %6.1f ms  cpu %6.1f s  wall %6.1f s",
                             step / (60 * rate), updates, frames, chart.series.count, samples.last!, slowest * 1000,
                             Self.cpuSeconds(), Date().timeIntervalSince(started)))
                fflush(nil)  // every stream: a piped run shows progress minute by minute
            }
        }
        return samples
    }

    /// Draws `list` into memory with Cairo and drops the pixels, as the viewer's rasteriser does.
    private static func rasterize(_ list: DisplayList) {
        _ = try? ChartRenderer.rgba(list)
    }

    /// User plus system CPU time this process has used, in seconds: the cost, where wall time also counts waiting.
    static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(Int32(RUSAGE_SELF.rawValue), &usage)  // Glibc imports RUSAGE_SELF as an enum case
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    /// This process's resident set in KiB, from /proc/self/statm.
    static func residentKiB() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return -1 }
        let fields = text.split(separator: " ")
        return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024 : -1
    }
}
