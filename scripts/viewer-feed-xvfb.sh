#!/usr/bin/env bash
# The viewer following a replayed WebSocket feed on a virtual X display, as a person would run it: the loopback
# replay server of the fault tests (scripts/ws-replay/server.py) cuts the connection mid-bar once, and the viewer
# must reconnect, fill the gap from the backfill URL and end on the recording's last bar; a second run without
# the backfill must mark the gap. Screenshots go to OUT_DIR (default ./viewer-feed-shots).
# Needs LIVECHART_WS_PYTHON (a Python with `websockets`; scripts/test.sh makes one) or makes .build/ws-venv itself.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:-viewer-feed-shots}"
mkdir -p "$out"
"$root/scripts/need-packages.sh" xvfb
python="${LIVECHART_WS_PYTHON:-}"
if [ -z "$python" ]; then
    [ -x "$root/.build/ws-venv/bin/python" ] || python3 -m venv "$root/.build/ws-venv"
    "$root/.build/ws-venv/bin/pip" install -q 'websockets>=14'
    python="$root/.build/ws-venv/bin/python"
fi
swift build --package-path "$root" --product livechart >/dev/null
swift build --package-path "$root" --product livechart-viewer >/dev/null  # `livechart view` runs in it
bin="$(swift build --package-path "$root" --show-bin-path)/livechart"
recording="$root/Tests/Fixtures/BTCUSDT_1d-2024H1.csv"

display=":96"
Xvfb "$display" -screen 0 1400x900x24 >/dev/null 2>&1 &
xvfb=$!
disown "$xvfb"  # nor for the display
ports="$(mktemp)"
# Standard output into a file and no terminal: nothing of the server's outlives this script.
"$python" "$root/scripts/ws-replay/server.py" "$recording" --forever </dev/null >"$ports" 2>&1 &
server=$!
disown "$server"  # no "Killed" line when the trap ends it
trap 'kill -9 $server $xvfb 2>/dev/null || true; rm -f "$ports"' EXIT
for _ in $(seq 50); do grep -q PORT "$ports" && break; sleep 0.1; done
port="$(awk '/PORT/ { print $2 }' "$ports")"
export DISPLAY="$display" SDL_VIDEODRIVER=x11
fail() { echo "viewer-feed: $*" >&2; exit 1; }

# With the backfill: reconnects once, fills the gap, draws the recording's last bar.
"$bin" view --stream "ws://127.0.0.1:$port/ws/drop/viewer1" --format binance --size 1200x700 --panes VOL,MACD \
    --backfill "http://127.0.0.1:$port/api/v3/klines?symbol=BTCUSDT&interval=1d&session=viewer1" \
    --frames 240 --screenshot "$out/backfilled.png" 2>"$out/backfilled.err" || fail "the viewer failed: $(cat "$out/backfilled.err")"
[ -s "$out/backfilled.png" ] || fail "no screenshot"
# A live update that repeats a bar the backfill already drew is refused as a repeat; nothing else may be.
if grep -v ": duplicate: " "$out/backfilled.err" | grep -q .; then fail "warnings with a clean backfill: $(head -3 "$out/backfilled.err")"; fi
echo "viewer-feed: $out/backfilled.png"

# Without it: the gap is marked and the cut bar's missing updates are not invented.
"$bin" view --stream "ws://127.0.0.1:$port/ws/drop/viewer2" --format binance --size 1200x700 \
    --frames 240 --screenshot "$out/gap.png" 2>"$out/gap.err" || fail "the viewer failed: $(cat "$out/gap.err")"
[ -s "$out/gap.png" ] || fail "no screenshot"
echo "viewer-feed: $out/gap.png"

# A stream of garbage between good messages: every bad one is a warning naming its message, the viewer lives on.
"$bin" view --stream "ws://127.0.0.1:$port/ws/garbage/viewer3" --format binance --size 1200x700 \
    --frames 240 --screenshot "$out/garbage.png" 2>"$out/garbage.err" || fail "the viewer failed: $(cat "$out/garbage.err")"
grep -q "message [0-9]*: malformed: a binary message" "$out/garbage.err" || fail "no warning for the binary message: $(head -3 "$out/garbage.err")"
echo "viewer-feed: $out/garbage.png ($(wc -l <"$out/garbage.err") warnings)"

# The timeline of a feed: 960 minute-kline updates (240 minutes from 2024-06-03 00:00 UTC) into the 24-hour session,
# every minute drawn with the last close; in the A-share session (Asia/Shanghai) only 09:30-11:30 of them fall inside.
"$bin" view --stream "ws://127.0.0.1:$port/ws/flood/viewer4?count=960&start=1717372800000" --format binance --timeline \
    --session crypto --size 1200x700 --frames 240 --screenshot "$out/timeline.png" 2>"$out/timeline.err" || fail "the viewer failed: $(cat "$out/timeline.err")"
grep -q "240 minutes in the timeline, last close 99.92$" "$out/timeline.err" || fail "timeline: $(tail -3 "$out/timeline.err")"
"$bin" view --stream "ws://127.0.0.1:$port/ws/flood/viewer5?count=960&start=1717372800000" --format binance --timeline \
    --session ashare --size 1200x700 --frames 240 2>"$out/timeline-ashare.err" || fail "the viewer failed: $(cat "$out/timeline-ashare.err")"
grep -q "120 minutes in the timeline" "$out/timeline-ashare.err" || fail "A-share timeline: $(tail -3 "$out/timeline-ashare.err")"
grep -q "outsideSession: bar at 2024-06-03 08:00:00 is outside the A-share session" "$out/timeline-ashare.err" || fail "no outside-session warning"
echo "viewer-feed: $out/timeline.png"
