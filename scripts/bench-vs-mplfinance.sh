#!/usr/bin/env bash
# Whole-process comparison with mplfinance on the same inputs: a 1200x800 PNG of 250 and of 5,000
# daily candles with MA 5/10/20 and volume. Runs alternate (ours, theirs, ours, …); prints min /
# median / max wall time and peak resident memory of each, and the ratios.
# Usage: scripts/bench-vs-mplfinance.sh [RUNS]   (default 7). Needs ../shared/data/daily/SPY_D.csv.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
runs="${1:-7}"
"$root/scripts/setup.sh" >/dev/null
command -v /usr/bin/time >/dev/null 2>&1 || { sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"; $sudo apt-get install -y -qq time >/dev/null; }
# Its own build folder: the static-runtime build would otherwise relink everything the other benchmarks build.
. "$root/scripts/lib/bench.sh"
ours="$(release_livechart "$root")"
venv="$(bench_venv "$root" mplfinance matplotlib pandas)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
source_csv="$root/../shared/data/daily/SPY_D.csv"
[ -f "$source_csv" ] || { echo "bench: $source_csv is missing" >&2; exit 66; }
for n in 250 5000; do
    # Same bars for both sides, in the plain Date,Open,High,Low,Close,Volume layout mplfinance expects.
    "$venv/bin/python" - "$source_csv" "$work/spy$n.csv" "$n" <<'PY'
import sys, pandas as pd
f = pd.read_csv(sys.argv[1]).tail(int(sys.argv[3]))
f = f.rename(columns=str.capitalize)[["Date", "Open", "High", "Low", "Close", "Volume"]]
f.to_csv(sys.argv[2], index=False)
PY
done
measure() {  # measure LABEL COMMAND… : appends "wall-seconds kilobytes cpu-seconds" to $work/LABEL
    /usr/bin/time -f "%e %M %U %S" -o "$work/t" "$@" >/dev/null 2>&1
    awk '{ print $1, $2, $3 + $4 }' "$work/t" > "$work/t2" && mv "$work/t2" "$work/t"
    cat "$work/t" >> "$work/$label"
}
"$venv/bin/python" "$root/scripts/bench/mpf_render.py" "$work/spy250.csv" "$work/warm.png"  # font cache warm-up
for n in 250 5000; do
    for ((i = 0; i < runs; i++)); do
        label="ours$n" measure "$ours" kline "$work/spy$n.csv" --ma 5,10,20 --panes VOL --size 1200x800 -o "$work/ours$n.png"
        label="mpf$n" measure "$venv/bin/python" "$root/scripts/bench/mpf_render.py" "$work/spy$n.csv" "$work/mpf$n.png"
    done
done
"$venv/bin/python" - "$work" <<'PY'
import statistics, sys
w = sys.argv[1]
def load(label):
    rows = [tuple(map(float, l.split())) for l in open(f"{w}/{label}") if l.strip()]
    return [r[0] for r in rows], [r[1] / 1024 for r in rows], [r[2] for r in rows]
print(f"{'case':<18}{'min s':>8}{'median s':>10}{'max s':>8}{'CPU s (median)':>16}{'peak MiB (median)':>19}")
for n in (250, 5000):
    (ts, ms, cs), (tp, mp, cp) = load(f"ours{n}"), load(f"mpf{n}")
    for name, t, m, c in (("livechart", ts, ms, cs), ("mplfinance", tp, mp, cp)):
        print(f"{name + ' ' + str(n):<18}{min(t):>8.3f}{statistics.median(t):>10.3f}{max(t):>8.3f}{statistics.median(c):>16.3f}{statistics.median(m):>19.1f}")
    med = statistics.median
    print(f"  ratio {n}: wall {med(tp) / med(ts):.1f}x faster (best runs {min(tp) / min(ts):.1f}x), CPU {med(cp) / med(cs):.1f}x less, "
          f"memory {med(ms) / med(mp):.2f} of mplfinance's")
PY
