import Foundation
import Synchronization

/// What `/metrics` reports, in Prometheus' text format: requests by status, render latency as a
/// histogram, the queue depth, cache hits, render timeouts and the renders they stopped. Thread-safe.
public final class ServiceMetrics: Sendable {
    /// Upper bounds of the render-latency buckets, in seconds.
    static let buckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5]
    private struct Counts {
        var requests: [Int: Int] = [:]
        var bucketCounts = [Int](repeating: 0, count: ServiceMetrics.buckets.count)
        var renders = 0
        var renderSeconds = 0.0
        var cacheHits = 0
        var timeouts = 0
        var stops = 0
        var queueDepth = 0
    }
    private let counts = Mutex(Counts())

    /// Requests waiting for or holding a render slot.
    public var queueDepth: Int { counts.withLock { $0.queueDepth } }

    func count(status: Int) { counts.withLock { $0.requests[status, default: 0] += 1 } }

    func rendered(seconds: Double) {
        counts.withLock { c in
            c.renders += 1
            c.renderSeconds += seconds
            for (k, bound) in Self.buckets.enumerated() where seconds <= bound { c.bucketCounts[k] += 1 }
        }
    }

    func cacheHit() { counts.withLock { $0.cacheHits += 1 } }

    func timedOut() { counts.withLock { $0.timeouts += 1 } }

    /// A timed-out render stopped before its image was finished (`RenderStopped`); it is not in the latency histogram.
    func stopped() { counts.withLock { $0.stops += 1 } }

    /// Takes a place in the render queue unless `limit` are taken. - Returns: whether it was taken.
    func enter(limit: Int) -> Bool {
        counts.withLock { c in
            guard c.queueDepth < limit else { return false }
            c.queueDepth += 1
            return true
        }
    }

    func leave() { counts.withLock { $0.queueDepth -= 1 } }

    /// The exposition text (Prometheus 0.0.4), one metric family after another.
    public var text: String {
        let c = counts.withLock { $0 }
        var lines = ["# HELP livechart_requests_total Requests answered, by HTTP status.", "# TYPE livechart_requests_total counter"]
        for (status, n) in c.requests.sorted(by: { $0.key < $1.key }) { lines.append("livechart_requests_total{status=\"\(status)\"} \(n)") }
        lines += ["# HELP livechart_render_seconds Time to render a chart.", "# TYPE livechart_render_seconds histogram"]
        for (k, bound) in Self.buckets.enumerated() { lines.append("livechart_render_seconds_bucket{le=\"\(bound)\"} \(c.bucketCounts[k])") }
        lines.append("livechart_render_seconds_bucket{le=\"+Inf\"} \(c.renders)")
        lines.append("livechart_render_seconds_sum \(c.renderSeconds)")
        lines.append("livechart_render_seconds_count \(c.renders)")
        lines += ["# HELP livechart_queue_depth Requests waiting for or holding a render slot.", "# TYPE livechart_queue_depth gauge",
                  "livechart_queue_depth \(c.queueDepth)",
                  "# HELP livechart_cache_hits_total Responses served from the image cache or as 304.", "# TYPE livechart_cache_hits_total counter",
                  "livechart_cache_hits_total \(c.cacheHits)",
                  "# HELP livechart_render_timeouts_total Requests answered 503 because their render ran past --render-timeout.",
                  "# TYPE livechart_render_timeouts_total counter", "livechart_render_timeouts_total \(c.timeouts)",
                  "# HELP livechart_renders_stopped_total Timed-out renders stopped before their image was finished.",
                  "# TYPE livechart_renders_stopped_total counter", "livechart_renders_stopped_total \(c.stops)"]
        return lines.joined(separator: "\n") + "\n"
    }
}
