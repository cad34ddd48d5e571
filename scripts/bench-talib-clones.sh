#!/usr/bin/env bash
# T3, TEMA and ADOSC against both builds of TA-Lib that the PyPI wheel carries: gcc `target_clones`
# `.default` (baseline x86-64, the instruction set LiveChart is built for) and `.fma` (AVX2 + FMA, which
# the wheel's IFUNC resolver picks on a CPU that has them, so it is what `talib.T3` runs there).
# Alternates our side and TA-Lib's for ROUNDS rounds on the same 1,000,000 bars; prints best ms per round.
# Usage: scripts/bench-talib-clones.sh      Environment: ROUNDS (default 3), VENV (as bench-indicators.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
rounds="${ROUNDS:-3}"
venv="${VENV:-.build/bench-venv}"
data="$(mktemp /tmp/livechart-clones.XXXXXX)"
trap 'rm -f "$data"' EXIT
[ -x "$venv/bin/python" ] || "${PYTHON:-python3}" -m venv "$venv"
"$venv/bin/pip" install --quiet numpy TA-Lib
swift build -c release --product LiveChartBench >&2
.build/release/LiveChartBench --write-data "$data" >/dev/null
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), load $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-6s %9s %16s %12s %13s  %s\n' round case "LiveChart (ms)" "TA-Lib .default" "TA-Lib .fma" "talib.X"
for round in $(seq "$rounds"); do
    declare -A ours=()
    for label in T3 TEMA9 ADOSC; do
        ours[$label]=$(BENCH_ONLY=$label BENCH_SKIP_STREAM=1 .build/release/LiveChartBench | awk -F'\t' '{printf "%.2f", $3}')
    done
    "$venv/bin/python" scripts/bench-talib-clones.py "$data" | while IFS=$'\t' read -r _ label default fma public same; do
        printf '%-6s %9s %16s %12s %13s  %s\n' "$round" "$label" "${ours[$label]}" "$default" "$fma" "$public (clones' bits equal: $same)"
    done
done
