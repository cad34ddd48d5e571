-- wrk script for scripts/bench-service.sh: at the end prints one line that the script reads,
--   wrk-report requests=N seconds=S rps=R p50_ms=… p95_ms=… p99_ms=… not200=N socket_errors=N
-- not200 counts every answer but 200 (wrk's own count starts at 400, missing 3xx and other 2xx);
-- socket_errors are wrk's connect, read, write and timeout errors.
local threads = {}

function setup(thread)
    table.insert(threads, thread)
end

function init(args)
    not200 = 0 -- a global of this thread's Lua state, read back in done() with thread:get
end

function response(status, headers, body)
    if status ~= 200 then
        not200 = not200 + 1
    end
end

function done(summary, latency, requests)
    local bad = 0
    for _, thread in ipairs(threads) do
        bad = bad + thread:get("not200")
    end
    local e = summary.errors
    local seconds = summary.duration / 1e6
    io.write(string.format(
        "wrk-report requests=%d seconds=%.3f rps=%.2f p50_ms=%.1f p95_ms=%.1f p99_ms=%.1f not200=%d socket_errors=%d\n",
        summary.requests, seconds, summary.requests / seconds,
        latency:percentile(50) / 1e3, latency:percentile(95) / 1e3, latency:percentile(99) / 1e3,
        bad, e.connect + e.read + e.write + e.timeout))
end
