#!/usr/bin/env bash
# Checks that the chart service builds headless: a server without a display must be able to run it, and an app
# must be able to embed it, without SDL2 or libwebsockets.
#
#   scripts/check-headless-service.sh
#
# 1. The package graph (`swift package describe --type json`): the transitive target dependencies of
#    LiveChartService, LiveChartJobs and livechart-service, and of LiveChartCLI and livechart (which hand windows to
#    livechart-viewer), hold none of CSDL2, CWebSockets, LiveChartViewer, LiveChartFeeds. The graph speaks only of what is declared, so every target's imports must be declared too
#    (SwiftPM puts every module in one search path: an undeclared `import LiveChartViewer` can compile when
#    something else built the viewer first).
# 2. The binaries: `livechart-service` and `livechart` (debug) are built and `ldd` must show neither libSDL2 nor
#    libwebsockets in either (for `livechart` that is ~8 MiB of a still's peak memory).
# 3. It runs: on a free port over Tests/Fixtures it answers /healthz and draws a chart with a shipped theme
#    (the resources of LiveChartJobs found beside the binary), and SIGTERM stops it with status 0.
set -euo pipefail
cd "$(dirname "$0")/.."
work="$(mktemp -d)"
pid=""
trap '[ -n "$pid" ] && kill "$pid" 2>/dev/null; rm -rf "$work"' EXIT
fail() { echo "check-headless-service: $*" >&2; exit 1; }
command -v curl > /dev/null || ./scripts/need-packages.sh curl

swift package describe --type json > "$work/describe.json" 2>/dev/null
python3 - "$work/describe.json" <<'PY' || fail "the package graph is not headless (above)"
import json, os, re, sys
d = json.load(open(sys.argv[1]))
targets = {t["name"]: t for t in d["targets"]}
c99 = {name: t["c99name"] for name, t in targets.items()}
ok = True
# Every import declared: what a target imports is itself, a system module or one of its dependencies.
system = {"Foundation", "FoundationNetworking", "FoundationEssentials", "Glibc", "Dispatch", "Synchronization", "Testing", "XCTest"}
for name, t in sorted(targets.items()):
    if t.get("module_type") != "SwiftTarget":
        continue
    declared = {c99.get(dep, dep) for dep in t.get("target_dependencies", [])} | {t["c99name"]}
    for source in t.get("sources", []):
        for line in open(os.path.join(t["path"], source), encoding="utf-8"):
            m = re.match(r"\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:(?:struct|class|enum|func|var|let|typealias|protocol)\s+)?(\w+)", line)
            if m and m.group(1) not in declared | system:
                print(f"{t['path']}/{source}: imports {m.group(1)}, which target {name} does not declare")
                ok = False
forbidden = {"CSDL2", "CWebSockets", "LiveChartViewer", "LiveChartFeeds"}
for root in ("LiveChartJobs", "LiveChartService", "livechart-service", "LiveChartCLI", "livechart"):
    if root not in targets:
        print(f"no target {root}")
        ok = False
        continue
    seen, todo = set(), [root]
    while todo:
        for dep in targets.get(todo.pop(), {}).get("target_dependencies", []):
            if dep not in seen:
                seen.add(dep)
                todo.append(dep)
    if seen & forbidden:
        print(f"{root} depends on {', '.join(sorted(seen & forbidden))} (through: {', '.join(sorted(seen))})")
        ok = False
    else:
        print(f"{root}: {len(seen)} targets below it, none of {', '.join(sorted(forbidden))}")
sys.exit(0 if ok else 1)
PY

swift build --product livechart-service 2>&1 | grep -v "prohibited flag" | tail -1
bin="$(swift build --show-bin-path)/livechart-service"
[ -x "$bin" ] || fail "no executable at $bin"
ldd "$bin" > "$work/ldd.txt"
if grep -Ei 'libSDL2|libwebsockets' "$work/ldd.txt"; then fail "$bin links the libraries above"; fi
echo "livechart-service: $(wc -l < "$work/ldd.txt") shared libraries, neither libSDL2 nor libwebsockets"
swift build --product livechart 2>&1 | grep -v "prohibited flag" | tail -1
ldd "$(dirname "$bin")/livechart" > "$work/ldd-cli.txt"
if grep -Ei 'libSDL2|libwebsockets' "$work/ldd-cli.txt"; then fail "livechart links the libraries above"; fi
echo "livechart: $(wc -l < "$work/ldd-cli.txt") shared libraries, neither libSDL2 nor libwebsockets"

"$bin" --help | grep -q -- '--data DIR' || fail "livechart-service --help does not list --data"
"$bin" --data Tests/Fixtures --port 0 > "$work/out.log" 2> "$work/err.log" &
pid=$!
port=""
for _ in $(seq 100); do
    port="$(sed -n 's/.*serving .* on http:\/\/127\.0\.0\.1:\([0-9]*\).*/\1/p' "$work/err.log")"
    [ -n "$port" ] && break
    kill -0 "$pid" 2>/dev/null || fail "livechart-service exited at start: $(cat "$work/err.log")"
    sleep 0.1
done
[ -n "$port" ] || fail "livechart-service did not say where it listens: $(cat "$work/err.log")"
curl -sf "http://127.0.0.1:$port/healthz" | grep -q '^ok$' || fail "/healthz did not answer ok"
curl -sf -o "$work/chart.png" "http://127.0.0.1:$port/v1/chart?file=SPY_D-2019-2020.csv&last=60&theme=tradingview&size=400x300" \
    || fail "/v1/chart did not draw: $(curl -s "http://127.0.0.1:$port/v1/chart?file=SPY_D-2019-2020.csv&last=60&theme=tradingview&size=400x300")"
[ "$(head -c 8 "$work/chart.png" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] || fail "/v1/chart answered no PNG"
kill -TERM "$pid"
status=0
wait "$pid" || status=$?
pid=""
[ "$status" = 0 ] || fail "SIGTERM ended livechart-service with status $status: $(cat "$work/err.log")"
echo "livechart-service: served /healthz and a chart on port $port, stopped on SIGTERM"
