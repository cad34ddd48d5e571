#!/usr/bin/env bash
# A person drawing in the viewer, on a virtual X display: opens `livechart view` on SPY with --drawings, picks
# the Fibonacci tool (G) and clicks its two points, picks the trend line (T) and clicks two more, saves (W),
# takes the viewer's screenshot (S) and quits (Q). Then `livechart kline` renders the saved file over the
# same bars and size, and the two pictures must be the same below the title row (where the viewer has its
# toolbar): what the viewer showed is what the file holds. Exit 0 when they match; the pictures and the
# difference are left in OUT_DIR (default ./viewer-drawings).
# Usage: scripts/viewer-drawings-xvfb.sh [OUT_DIR]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$(mkdir -p "${1:-viewer-drawings}" && cd "${1:-viewer-drawings}" && pwd)"
"$root/scripts/need-packages.sh" xvfb xdotool imagemagick
swift build --package-path "$root" --product livechart >/dev/null
swift build --package-path "$root" --product livechart-viewer >/dev/null  # `livechart view` runs in it
bin="$(swift build --package-path "$root" --show-bin-path)/livechart"
data="$root/../shared/data/daily/SPY_D.csv"
[ -f "$data" ] || data="$root/Tests/Fixtures/SPY_D-2019-2020.csv"   # a clone without the shared data
rm -f "$out"/*.png "$out/drawings.json"

display=":$((90 + RANDOM % 9))"
Xvfb "$display" -screen 0 1400x900x24 >/dev/null 2>&1 &
xvfb=$!
viewer=""
trap 'kill $viewer $xvfb 2>/dev/null || true' EXIT
sleep 1
export DISPLAY="$display"
SDL_VIDEODRIVER=x11 "$bin" view "$data" --last 150 --size 1280x800 --drawings "$out/drawings.json" --screenshot "$out/viewer.png" 2>"$out/viewer.log" &
viewer=$!
win="$(xdotool search --sync --onlyvisible --pid $viewer | head -1)"
xdotool windowmove "$win" 0 0
sleep 1
click() { xdotool mousemove "$1" "$2"; sleep 0.2; xdotool click 1; sleep 0.3; }
key() { xdotool key "$1"; sleep 0.4; }
key g; click 250 420; xdotool mousemove 600 300; sleep 0.2; click 800 150
key t; click 150 300; click 1000 250
key Escape                       # deselect: no handles in the picture
xdotool mousemove 1350 880; sleep 0.5   # the pointer leaves the window: no crosshair
key w; key s; sleep 0.5; key q
wait $viewer || true
viewer=""
cat "$out/viewer.log" >&2
"$bin" kline "$data" --last 150 --size 1280x800 --drawings "$out/drawings.json" -o "$out/cli.png"
count="$(grep -c '"tool"' "$out/drawings.json")"
[ "$count" = 2 ] || { echo "viewer-drawings: expected 2 drawings saved, found $count" >&2; exit 1; }
# Below the title row (24 points), pixel for pixel.
convert "$out/viewer.png" -crop 1280x776+0+24 +repage "$out/viewer-plot.png"
convert "$out/cli.png" -crop 1280x776+0+24 +repage "$out/cli-plot.png"
differ="$(compare -metric AE -fuzz 2% "$out/viewer-plot.png" "$out/cli-plot.png" "$out/diff.png" 2>&1 || true)"
echo "viewer-drawings: $count drawings saved; $differ pixels differ between the viewer and the CLI"
[ "${differ%% *}" = 0 ]
