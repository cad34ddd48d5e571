#!/usr/bin/env bash
# Scale and soak runs for RELIABILITY.md.
#
#   scripts/soak.sh scale [BARS]                 default 10,000,000: generate a BARS-row minute-bar CSV, then time
#                                                 the release CLI loading and rendering it (/usr/bin/time -f %M)
#   scripts/soak.sh stream [MINUTES] [RATE] [BARS] default 60 simulated minutes at 1,000 updates/s over 1,000
#                                                 bars: the headless live path of soak/ (memory sampled per minute)
#   scripts/soak.sh ci                            the shortened stream run for CI: 3 simulated minutes
#
# Both build in release. The stream run fails (exit 1) when the resident set grows by more than 5 % after
# its first simulated minute.
set -euo pipefail
cd "$(dirname "$0")/.."
mode="${1:-stream}"
shift || true

case "$mode" in
scale)
    bars="${1:-10000000}"
    [ -x /usr/bin/time ] || { echo "soak: /usr/bin/time is missing (apt-get install time)" >&2; exit 69; }
    swift build -c release --product livechart 2>&1 | tail -1
    cli="$(swift build -c release --show-bin-path)/livechart"
    dir="${TMPDIR:-/tmp}/livechart-scale"
    mkdir -p "$dir"
    csv="$dir/bars-$bars.csv"
    if [ ! -s "$csv" ]; then
        echo "soak: writing $bars minute bars to $csv"
        python3 - "$bars" "$csv" <<'PY'
import random, sys
n, path = int(sys.argv[1]), sys.argv[2]
rng = random.Random(42)
price, t = 100.0, 946_684_800
with open(path + ".part", "w") as f:
    f.write("time,open,high,low,close,volume\n")
    rows = []
    for k in range(n):
        o = price
        c = max(1.0, o * (1 + rng.gauss(0, 0.001)))
        h, l = max(o, c) * (1 + rng.random() * 0.0005), min(o, c) * (1 - rng.random() * 0.0005)
        rows.append(f"{t + 60 * k},{o:.4f},{h:.4f},{l:.4f},{c:.4f},{rng.randrange(1, 5000)}\n")
        price = c
        if len(rows) == 100_000:
            f.write("".join(rows)); rows = []
    f.write("".join(rows))
import os
os.rename(path + ".part", path)  # an interrupted run leaves no partial file under the final name
PY
    fi
    echo "soak: $(du -m "$csv" | cut -f1) MB, $bars bars"
    for args in "--last 500" "" "--style line"; do
        # shellcheck disable=SC2086
        /usr/bin/time -f "soak: livechart kline $args: %e s wall, %U s user, peak RSS %M KiB" "$cli" kline "$csv" $args -o "$dir/out.png" 2>&1 | grep '^soak:'
    done
    ;;
stream | ci)
    [ "$mode" = ci ] && set -- 3 1000 1000
    swift build --package-path soak -c release 2>&1 | tail -1
    "$(swift build --package-path soak -c release --show-bin-path)/livechart-soak" "${1:-60}" "${2:-1000}" "${3:-1000}"
    ;;
*)
    echo "usage: scripts/soak.sh scale [BARS] | stream [MINUTES] [RATE] [BARS] | ci" >&2
    exit 64
    ;;
esac
