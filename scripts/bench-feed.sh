#!/usr/bin/env bash
# Times a WebSocket feed flooded over loopback into a K-line chart, through the public API (LiveChartBench feed):
# 200,000 Binance kline messages from scripts/ws-replay/server.py, over 1k and 1M bars of history.
#
#   scripts/bench-feed.sh
#
# Makes .build/ws-venv with Python's websockets package (as scripts/test.sh does) and a release build.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh >/dev/null
venv=.build/ws-venv
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/pip" install -q 'websockets>=14'
swift build -c release --product LiveChartBench 2>&1 | tail -1
.build/release/LiveChartBench feed "$PWD/$venv/bin/python"
