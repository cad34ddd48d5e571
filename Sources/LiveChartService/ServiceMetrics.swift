import Foundation

/// What `/metrics` reports, in Prometheus' text format: requests by status, render latency as a
/// histogram, the queue depth, cache hits, render timeouts and the renders they stopped. Thread-safe.
public final class ServiceMetrics: @unchecked Sendable {
    private let lock = NSLock()
    private var requests: [Int: Int] = [:]
    /// Upper bounds of the render-latency buckets, in seconds.
    static let buckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5]
    private var bucketCounts = [Int](repeating: 0, count: ServiceMetrics.buckets.count)
    private var renders = 0
    private var renderSeconds = 0.0
    private var cacheHits = 0
    private var timeouts = 0
    private var stops = 0
    /// Requests waiting for or holding a render slot.
    public private(set) var queueDepth = 0

    func count(status: Int) { lock.withLock { requests[status, default: 0] += 1 } }

    func rendered(seconds: Double) {
        lock.withLock {
            renders += 1
            renderSeconds += seconds
            for (k, bound) in Self.buckets.enumerated() where seconds <= bound { bucketCounts[k] += 1 }
        }
    }

    func cacheHit() { lock.withLock { cacheHits += 1 } }

    func timedOut() { lock.withLock { timeouts += 1 } }

    /// A timed-out render stopped before its image was finished (`RenderStopped`); it is not in the latency histogram.
    func stopped() { lock.withLock { stops += 1 } }

    /// Takes a place in the render queue unless `limit` are taken. - Returns: whether it was taken.
    func enter(limit: Int) -> Bool {
        lock.withLock {
            guard queueDepth < limit else { return false }
            queueDepth += 1
            return true
        }
    }

    func leave() { lock.withLock { queueDepth -= 1 } }

    /// The exposition text (Prometheus 0.0.4), one metric family after another.
    public var text: String {
        lock.withLock {
            var lines = ["# HELP livechart_requests_total Requests answered, by HTTP status.", "# TYPE livechart_requests_total counter"]
            for (status, n) in requests.sorted(by: { $0.key < $1.key }) { lines.append("livechart_requests_total{status=\"\(status)\"} \(n)") }
            lines += ["# HELP livechart_render_seconds Time to render a chart.", "# TYPE livechart_render_seconds histogram"]
            for (k, bound) in Self.buckets.enumerated() { lines.append("livechart_render_seconds_bucket{le=\"\(bound)\"} \(bucketCounts[k])") }
            lines.append("livechart_render_seconds_bucket{le=\"+Inf\"} \(renders)")
            lines.append("livechart_render_seconds_sum \(renderSeconds)")
            lines.append("livechart_render_seconds_count \(renders)")
            lines += ["# HELP livechart_queue_depth Requests waiting for or holding a render slot.", "# TYPE livechart_queue_depth gauge",
                      "livechart_queue_depth \(queueDepth)",
                      "# HELP livechart_cache_hits_total Responses served from the image cache or as 304.", "# TYPE livechart_cache_hits_total counter",
                      "livechart_cache_hits_total \(cacheHits)",
                      "# HELP livechart_render_timeouts_total Requests answered 503 because their render ran past --render-timeout.",
                      "# TYPE livechart_render_timeouts_total counter", "livechart_render_timeouts_total \(timeouts)",
                      "# HELP livechart_renders_stopped_total Timed-out renders stopped before their image was finished.",
                      "# TYPE livechart_renders_stopped_total counter", "livechart_renders_stopped_total \(stops)"]
            return lines.joined(separator: "\n") + "\n"
        }
    }
}
