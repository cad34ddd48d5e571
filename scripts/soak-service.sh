#!/usr/bin/env bash
# A soak of the chart service through the real process: `livechart serve` (release, API keys on) answering
# mixed good and bad requests from four clients plus a slow client every 5 s for SECONDS (default 3600), while
# its resident memory and open file descriptors are sampled (scripts/bench/service_soak.py). Fails on any
# unexpected status, RSS growth over 10 % after warm-up (the first quarter), or descriptors left open.
# Usage: scripts/soak-service.sh [SECONDS] [RATE]   (RATE requests a second in all; default as fast as answered)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
seconds="${1:-3600}" rate="${2:-0}"
"$root/scripts/setup.sh" >/dev/null
. "$root/scripts/lib/bench.sh"
livechart="${LIVECHART_BIN:-$(release_livechart "$root")}"
work="$(mktemp -d)"
server=""
cleanup() { [ -z "$server" ] || { kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; }; rm -rf "$work"; }
trap cleanup EXIT
mkdir "$work/data"
cp "$root/Tests/Fixtures/SPY_D-2019-2020.csv" "$work/data/SPY.csv"
cp "$root/Tests/Fixtures/timeline-000001.XSHG-2020-07-14.csv" "$work/data/timeline.csv"
cp "$root/Tests/Fixtures/pbp-stats-0021900001-cut.json" "$work/data/game.json"
cp "$root/Tests/Fixtures/high-below-low.csv" "$work/data/bad.csv"
ln -s /etc/passwd "$work/data/out.csv"
token="soak-$(od -An -N8 -tx8 /dev/urandom | tr -d ' ')"
echo "soak $token" > "$work/keys"
"$livechart" serve --data "$work/data" --port 0 --keys "$work/keys" --rate 1000000 --timeout 5 --cache 8388608 \
    > "$work/access.log" 2> "$work/serve.err" &
server=$!
for _ in $(seq 100); do
    port="$(sed -n 's|.*http://127\.0\.0\.1:\([0-9][0-9]*\).*|\1|p' "$work/serve.err" | head -1)"
    [ -n "$port" ] && break
    sleep 0.1
done
[ -n "${port:-}" ] || { cat "$work/serve.err" >&2; exit 1; }
echo "soak-service: $seconds s against livechart serve on port $port (pid $server)"
python3 "$root/scripts/bench/service_soak.py" "$port" "$server" "$seconds" "$token" "$rate"
echo "soak-service: $(wc -l < "$work/access.log") answers logged"
