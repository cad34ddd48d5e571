#!/usr/bin/env bash
# Runs LiveChart's whole test suite on a fresh machine: installs what is missing, checks that the chart service builds
# headless (scripts/check-headless-service.sh), then `swift test`.
# Tests that read the team's real data in ../shared/data skip themselves when it is absent.
# Then a ThreadSanitizer pass over the suites that cross threads (the viewer's history inbox, frame loop
# and render scheduler, the lazy-history loader, the streaming engines); see RELIABILITY.md for its cost.
# Then the example package in Examples/ builds against this one by path and runs (an app, and a server app that
# embeds the chart service), and a scripted drawing session in the viewer under Xvfb (scripts/viewer-drawings-xvfb.sh)
# must match the CLI's picture; the viewer follows a replayed WebSocket feed through its faults (scripts/viewer-feed-xvfb.sh).
# LIVECHART_SKIP_TSAN=1 skips the sanitizer pass. Last, a shortened soak of the live path (3 simulated minutes at 1,000
# updates a second; fails if memory grows over 5 %); LIVECHART_SKIP_SOAK=1 skips it. Then the chart service's load
# test in its short form through the real processes (scripts/bench-service.sh --short --nginx: every answer 200,
# from LiveChart, its Flask + mplfinance peer and two instances behind nginx, memory flat);
# LIVECHART_SKIP_LOAD=1 skips it.
# The time-zone suites run twice more, under TZ=America/New_York and TZ=UTC: labels, dates and DST handling must
# not depend on the machine's zone (the main run has whatever zone the machine has).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
# First, and cheap (one small debug executable): the chart service builds and runs without SDL2 or libwebsockets,
# in the package graph and in the binary.
echo "== scripts/check-headless-service.sh"
./scripts/check-headless-service.sh
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
# The WebSocket fault-injection tests (Tests/LiveChartFeedsTests) replay a feed from a loopback server written on
# Python's websockets package, in its own venv; LIVECHART_REQUIRE_WS makes a missing server a failure, not a skip.
# The TLS feed tests make their certificates with openssl.
./scripts/need-packages.sh openssl
ws_venv=.build/ws-venv
[ -x "$ws_venv/bin/python" ] || python3 -m venv "$ws_venv"
"$ws_venv/bin/pip" install -q 'websockets>=14'
export LIVECHART_WS_PYTHON="$PWD/$ws_venv/bin/python" LIVECHART_REQUIRE_WS=1
swift test 2>&1 | tee "$log"
# The count Swift Testing reports ("Test run with N tests … passed"); XCTest's own summary says 0 because
# every test here is a Swift Testing test.
passed="$(sed -n 's/.*Test run with \([0-9][0-9]*\) tests.* passed after.*/\1/p' "$log" | tail -1)"
zone_suites='ZoneOffsetsTests|TimeBasisReaderTests|ZonedPipelineTests|DSTTimeAxisTests|SessionSeparatorTests|TimeZoneCLITests|ChartClockTests|FeedClockTests|MarkerClockTests'
for zone in America/New_York UTC; do
    echo "== time-zone suites under TZ=$zone"
    TZ="$zone" swift test --filter "$zone_suites" 2>&1 | tee "$log"
    # A filter that matched nothing would pass silently.
    grep -q 'Test run with [1-9][0-9]* tests.* passed after' "$log" || { echo "the time-zone suites did not run under TZ=$zone" >&2; exit 1; }
done
# The example apps depend on this package by path, as a user's would: they must build and run (the second embeds the
# chart service through the LiveChartService product alone, so a declaration an app needs that is not public fails here).
echo "== Examples/LiveChartExample"
(cd Examples/LiveChartExample && swift run --quiet LiveChartExample && swift run --quiet LiveChartServiceExample)
# A person drawing in the viewer under Xvfb; the CLI must re-render the saved drawings pixel for pixel.
echo "== scripts/viewer-drawings-xvfb.sh"
drawings="$(mktemp -d)"
./scripts/viewer-drawings-xvfb.sh "$drawings"
rm -rf "$drawings"
# The viewer following a replayed WebSocket feed under Xvfb: a cut mid-bar backfilled, a gap marked, garbage warned of.
echo "== scripts/viewer-feed-xvfb.sh"
feed_shots="$(mktemp -d)"
./scripts/viewer-feed-xvfb.sh "$feed_shots"
rm -rf "$feed_shots"
if [ "${LIVECHART_SKIP_TSAN:-0}" != 1 ]; then
    ./scripts/sanitizers.sh thread -- --filter 'ViewerConcurrencyTests|ViewerHeadlessTests|RenderSchedulerTests|LazyHistoryTests|StreamingTests|FeedFaultTests'
fi
if [ "${LIVECHART_SKIP_SOAK:-0}" != 1 ]; then
    ./scripts/soak.sh ci
fi
if [ "${LIVECHART_SKIP_LOAD:-0}" != 1 ]; then
    ./scripts/bench-service.sh --short --nginx
fi
# One plain closing line for whoever reads the end of this output.
echo "tests: ${passed:-0} passed, 0 failed"
