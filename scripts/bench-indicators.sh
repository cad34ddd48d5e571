#!/usr/bin/env bash
# Times every LiveChart indicator over 1,000,000 bars (release build) and TA-Lib (the PyPI wheel,
# which bundles the C library) on the same bars, alternating the two sides for several rounds,
# and prints per indicator the best and the median (of the rounds' bests) for each side and the
# ratio of the bests. Alternating rounds matter on a shared machine: its speed drifts by tens of
# percent within minutes, and both sides should meet the same drift.
# Usage: scripts/bench-indicators.sh [BARS]     (default 1000000)
# Environment: ROUNDS (default 3; each round is 5 timed runs per indicator and side),
#              VENV (default .build/bench-venv), PYTHON (default python3).
set -euo pipefail
cd "$(dirname "$0")/.."
bars="${1:-1000000}"
rounds="${ROUNDS:-3}"
venv="${VENV:-.build/bench-venv}"
data="$(mktemp /tmp/livechart-bench.XXXXXX)"
trap 'rm -f "$data" "$data.swift" "$data.talib"' EXIT

[ -x "$venv/bin/python" ] || "${PYTHON:-python3}" -m venv "$venv"
"$venv/bin/pip" install --quiet numpy TA-Lib  # quick when already there; the venv is shared with bench-vs-mplfinance.sh

swift build -c release --product LiveChartBench >&2
.build/release/LiveChartBench --bars "$bars" --write-data "$data" >/dev/null
: >"$data.swift"
: >"$data.talib"
for round in $(seq "$rounds"); do
    echo "round $round of $rounds" >&2
    # Streaming is timed in the last round only (it does not alternate with anything).
    if [ "$round" -lt "$rounds" ]; then
        BENCH_SKIP_STREAM=1 .build/release/LiveChartBench --bars "$bars" >>"$data.swift"
    else
        .build/release/LiveChartBench --bars "$bars" >>"$data.swift"
    fi
    "$venv/bin/python" scripts/bench-indicators-talib.py "$data" >>"$data.talib"
done

echo "bars: $bars   rounds: $rounds   machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "talib: $("$venv/bin/python" -c 'import talib; print(talib.__version__)')"
printf '%-18s %18s %18s %10s\n' indicator "LiveChart best/med" "TA-Lib best/med" ratio
awk -F'\t' '
    function median(list,    n, v, i, j, t) {
        n = split(list, v, " ")
        for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (v[j] + 0 < v[i] + 0) { t = v[i]; v[i] = v[j]; v[j] = t }
        return n % 2 ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2
    }
    function keep(side, label, ms) {
        if (!((side, label) in best) || ms + 0 < best[side, label]) best[side, label] = ms + 0
        runs[side, label] = runs[side, label] " " ms
    }
    FNR == NR { keep("talib", $2, $3); next }
    $1 == "batch" { if (!($2 in seen)) { seen[$2] = 1; order[++count] = $2 }; keep("ours", $2, $3) }
    $1 == "stream" { stream = stream sprintf("%s: %.3f µs\n", $2, $3) }
    END {
        for (k = 1; k <= count; k++) {
            label = order[k]
            ours = sprintf("%.2f / %.2f", best["ours", label], median(runs["ours", label]))
            if (("talib", label) in best) {
                theirs = sprintf("%.2f / %.2f", best["talib", label], median(runs["talib", label]))
                printf "%-18s %18s %18s %9.2fx\n", label, ours, theirs, best["ours", label] / best["talib", label]
            } else printf "%-18s %18s %18s %10s\n", label, ours, "-", "-"
        }
        printf "\n%s", stream
    }
' "$data.talib" "$data.swift"
