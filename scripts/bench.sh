#!/usr/bin/env bash
# Every benchmark in one run, on a fresh machine: installs the peers (mplfinance, matplotlib, pandas and
# the TA-Lib wheel) in a virtual environment under .build/, builds in release mode, and prints
#  1. whole-process PNG rendering against mplfinance (250 and 5,000 candles; time and peak memory),
#  2. every indicator over 1,000,000 bars against TA-Lib, and the live-update cost,
#  3. one 1920x1080 K-line frame (display list, raster; 1k vs 1M bars loaded) and SVG/PDF/PNG output,
#  4. the score chart's offline replay frame rate at 1280x720,
#  5. a live bar through KLineChart.update as history grows (1k … 1M bars),
#  6. the real viewer's per-frame CPU with 1k and 1M bars loaded.
# Figures and their reading are in BENCHMARKS.md. Usage: scripts/bench.sh [RUNS]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
echo "== machine: $(nproc) cores, $(free -g | awk '/Mem:/ {print $2}') GiB, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "== 1. whole process against mplfinance"
"$root/scripts/bench-vs-mplfinance.sh" "${1:-7}" 2>&1 | grep -v findfont
echo "== 2. indicators against TA-Lib"
"$root/scripts/bench-indicators.sh"
echo "== 3. K-line frame and file output"
"$root/.build/release/LiveChartBench" frame
echo "== 4. score replay"
"$root/.build/release/LiveChartBench" score
echo "== 5. live bar through the chart"
"$root/.build/release/LiveChartBench" live
echo "== 6. viewer frame"
"$root/scripts/bench-viewer.sh"
