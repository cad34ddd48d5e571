#!/usr/bin/env bash
# Drives the desktop viewer as a person would, on a virtual X display: opens `livechart view`,
# then with xdotool drags, flings, zooms with the wheel and hovers, saving a screenshot of the
# X screen after each step into OUT_DIR (default ./viewer-shots). Needs a debug or release build.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:-viewer-shots}"
mkdir -p "$out"
"$root/scripts/setup.sh"
"$root/scripts/need-packages.sh" xvfb xdotool imagemagick x11-apps
swift build --package-path "$root" --product livechart >/dev/null
swift build --package-path "$root" --product livechart-viewer >/dev/null  # `livechart view` runs in it
bin="$(swift build --package-path "$root" --show-bin-path)/livechart"

display=":97"
Xvfb "$display" -screen 0 1400x900x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill $viewer $xvfb 2>/dev/null || true' EXIT
sleep 1
DISPLAY="$display" SDL_VIDEODRIVER=x11 "$bin" view --size 1280x800 --frame-time &
viewer=$!
export DISPLAY="$display"
sleep 2
win="$(xdotool search --sync --pid $viewer | head -1)"
xdotool windowmove "$win" 0 0
sleep 0.5
shot() { xwd -root -silent | convert xwd:- -crop 1280x800+0+0 "$out/$1.png"; echo "viewer: $out/$1.png"; }
shot 1-start
# A slow drag to the right: older bars come into view, no momentum.
xdotool mousemove 700 400 mousedown 1
for x in $(seq 710 10 900); do xdotool mousemove "$x" 400; sleep 0.03; done
xdotool mouseup 1
sleep 0.3; shot 2-drag
# A fling to the left: a fast release glides on towards the newest bars.
xdotool mousemove 640 400 mousedown 1
for x in 600 560 520 480 440 400; do xdotool mousemove "$x" 400; sleep 0.01; done
xdotool mouseup 1
sleep 1.5; shot 3-fling
# Wheel zoom in at the pointer: three notches.
xdotool mousemove 640 400 click 4 click 4 click 4
sleep 0.3; shot 4-wheel-zoom
# Hover: the crosshair and the tooltip.
xdotool mousemove 500 300
sleep 0.3; shot 5-hover
# The toolbar (right end of the title row, 1280-point window, DejaVu Sans 11): MACD toggles a pane,
# 1w switches the period to weekly bars resampled from the daily ones.
xdotool mousemove 1134 12 click 1
sleep 0.4; shot 6-macd-pane
xdotool mousemove 1024 12 click 1
sleep 0.4; xdotool mousemove 700 500; sleep 0.3; shot 7-weekly
xdotool key q
wait $viewer || true
