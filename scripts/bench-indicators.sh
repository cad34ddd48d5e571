#!/usr/bin/env bash
# Times every LiveChart indicator over 1,000,000 bars (release build) and TA-Lib (the PyPI wheel,
# which bundles the C library) on the same bars in the same run, and prints the ratios.
# Usage: scripts/bench-indicators.sh [BARS]     (default 1000000)
# Environment: VENV (default .build/bench-venv), PYTHON (default python3).
set -euo pipefail
cd "$(dirname "$0")/.."
bars="${1:-1000000}"
venv="${VENV:-.build/bench-venv}"
data="$(mktemp /tmp/livechart-bench.XXXXXX)"
trap 'rm -f "$data" "$data.swift" "$data.talib"' EXIT

[ -x "$venv/bin/python" ] || "${PYTHON:-python3}" -m venv "$venv"
"$venv/bin/pip" install --quiet numpy TA-Lib  # quick when already there; the venv is shared with bench-vs-mplfinance.sh

swift build -c release --product LiveChartBench >&2
.build/release/LiveChartBench --bars "$bars" --write-data "$data" >"$data.swift"
"$venv/bin/python" scripts/bench-indicators-talib.py "$data" >"$data.talib"

echo "bars: $bars   machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "talib: $("$venv/bin/python" -c 'import talib; print(talib.__version__)')"
printf '%-18s %12s %12s %10s\n' indicator "LiveChart ms" "TA-Lib ms" ratio
awk -F'\t' '
    FNR == NR { talib[$2] = $3; next }
    $1 == "batch" {
        if ($2 in talib) printf "%-18s %12.2f %12.2f %9.2fx\n", $2, $3, talib[$2], $3 / talib[$2]
        else printf "%-18s %12.2f %12s %10s\n", $2, $3, "-", "-"
    }
    $1 == "stream" { stream = stream sprintf("%s: %.3f µs\n", $2, $3) }
    END { printf "\n%s", stream }
' "$data.talib" "$data.swift"
