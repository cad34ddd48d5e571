#!/usr/bin/env bash
# Per-frame CPU of the real viewer process, as a user runs it, with 1,000 and with 1,000,000 bars loaded:
# `SDL_VIDEODRIVER=dummy livechart view FILE --simulate --frames N` (release build; the live last bar moves
# every second, each frame is drawn in full). Loading and start-up are taken out by running each file
# twice, with FEW and MANY frames, and dividing the difference in CPU time (user + system) by MANY - FEW.
# Prints `frame ms 1k=… 1M=… ratio=…` (ratio = 1M / 1k; 1.0 is a frame independent of history).
# Usage: scripts/bench-viewer.sh [MANY] [FEW]    (defaults 240 and 30)
set -euo pipefail
cd "$(dirname "$0")/.."
many="${1:-240}"
few="${2:-30}"
dir="$(mktemp -d /tmp/livechart-bench-viewer.XXXXXX)"
trap 'rm -rf "$dir"' EXIT

swift build -c release --product livechart >&2
swift build -c release --product livechart-viewer >&2  # `livechart view` runs in it
swift build -c release --product LiveChartBench >&2
bin="$(swift build -c release --show-bin-path)"
"$bin/LiveChartBench" csv 1000 "$dir/1k.csv"
"$bin/LiveChartBench" csv 1000000 "$dir/1M.csv"

# CPU seconds (user + system) of one viewer run.
cpu() {
    local TIMEFORMAT='%U %S'
    { time SDL_VIDEODRIVER=dummy "$bin/livechart" view "$1" --simulate --frames "$2" >/dev/null 2>"$dir/viewer.log" \
        || { cat "$dir/viewer.log" >&2; exit 1; }; } 2>&1 | awk '{ print $1 + $2 }'
}
declare -A per
for size in 1k 1M; do
    a="$(cpu "$dir/$size.csv" "$few")"
    b="$(cpu "$dir/$size.csv" "$many")"
    per[$size]="$(awk -v a="$a" -v b="$b" -v n="$((many - few))" 'BEGIN { printf "%.3f", (b - a) * 1000 / n }')"
    echo "frame	$size	$few frames ${a}s	$many frames ${b}s	${per[$size]} ms per frame" >&2
done
awk -v s="${per[1k]}" -v l="${per[1M]}" 'BEGIN { printf "frame ms 1k=%.3f 1M=%.3f ratio=%.2f\n", s, l, l / s }'
