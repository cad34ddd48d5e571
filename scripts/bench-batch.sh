#!/usr/bin/env bash
# The batch tool against a plain mplfinance loop, in one run: N files of 250 daily candles each (windows of
# SPY sliding by a day, so no two charts are alike), drawn as 1200x800 PNGs with MA 5/10/20 and volume by
# `livechart batch 'DIR/*.csv' --jobs 2` and by a Python loop over mplfinance (scripts/bench/mpf_batch.py) on
# the first PEER of them (it takes about a second a chart). Prints both rates and their ratio, then times a
# second, resumed run (everything up to date).
# Usage: scripts/bench-batch.sh [N] [PEER]   (defaults 10000 and 100)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
n="${1:-10000}" peer="${2:-100}"
"$root/scripts/setup.sh" >/dev/null
. "$root/scripts/lib/bench.sh"
livechart="$(release_livechart "$root")"
venv="$(bench_venv "$root" mplfinance matplotlib pandas)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
source_csv="$root/../shared/data/daily/SPY_D.csv"
[ -f "$source_csv" ] || source_csv="$root/Tests/Fixtures/SPY_D-2019-2020.csv"
mkdir "$work/data" "$work/ours" "$work/theirs"
"$venv/bin/python" - "$source_csv" "$work/data" "$n" <<'PY'
import sys, pandas as pd
f = pd.read_csv(sys.argv[1]).rename(columns=str.capitalize)[["Date", "Open", "High", "Low", "Close", "Volume"]]
n, span = int(sys.argv[3]), 250
starts = len(f) - span + 1
for k in range(n):
    s = k % starts
    f.iloc[s:s + span].to_csv(f"{sys.argv[2]}/spy-{k:05d}.csv", index=False)
PY
printf "%s\n" "$work"/data/*.csv | sed -n "1,${peer}p" > "$work/peer.txt"  # sed reads it all: no SIGPIPE
echo "bench-batch: $n files of 250 bars from $source_csv; machine $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
start=$(date +%s.%N)
"$livechart" batch "$work/data/*.csv" --out "$work/ours" --jobs 2 --ma 5,10,20 --panes VOL --size 1200x800
ours=$(echo "$(date +%s.%N) - $start" | bc)
start=$(date +%s.%N)
"$livechart" batch "$work/data/*.csv" --out "$work/ours" --jobs 2 --ma 5,10,20 --panes VOL --size 1200x800
resumed=$(echo "$(date +%s.%N) - $start" | bc)
"$venv/bin/python" "$root/scripts/bench/mpf_batch.py" "$work/peer.txt" "$work/theirs" | tee "$work/peer.out"
peer_rate=$(sed -n 's/.*, \([0-9.]*\) charts\/s/\1/p' "$work/peer.out")
written=$(ls "$work/ours" | grep -c '\.png$')
echo "bench-batch: livechart batch: $written charts in $(printf %.1f "$ours") s, $(echo "scale=1; $written / $ours" | bc) charts/s (--jobs 2)"
echo "bench-batch: resumed run, all up to date: $(printf %.1f "$resumed") s"
echo "bench-batch: ratio: $(echo "scale=1; $written / $ours / $peer_rate" | bc)x the mplfinance loop's rate (one process, as a Python user writes it)"
