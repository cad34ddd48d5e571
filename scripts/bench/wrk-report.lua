-- wrk script for scripts/bench-service.sh: at the end prints one line that the script reads,
--   wrk-report requests=N seconds=S rps=R p50_ms=… p95_ms=… p99_ms=… non2xx=N socket_errors=N
-- non2xx counts every answer outside 200-299 (wrk's own count starts at 400); socket_errors are wrk's
-- connect, read, write and timeout errors.
local threads = {}

function setup(thread)
    table.insert(threads, thread)
end

function init(args)
    non2xx = 0 -- a global of this thread's Lua state, read back in done() with thread:get
end

function response(status, headers, body)
    if status < 200 or status > 299 then
        non2xx = non2xx + 1
    end
end

function done(summary, latency, requests)
    local bad = 0
    for _, thread in ipairs(threads) do
        bad = bad + thread:get("non2xx")
    end
    local e = summary.errors
    local seconds = summary.duration / 1e6
    io.write(string.format(
        "wrk-report requests=%d seconds=%.3f rps=%.2f p50_ms=%.1f p95_ms=%.1f p99_ms=%.1f non2xx=%d socket_errors=%d\n",
        summary.requests, seconds, summary.requests / seconds,
        latency:percentile(50) / 1e3, latency:percentile(95) / 1e3, latency:percentile(99) / 1e3,
        bad, e.connect + e.read + e.write + e.timeout))
end
