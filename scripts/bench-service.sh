#!/usr/bin/env bash
# Load test of the chart service: `livechart serve` against its Python peer (Flask + mplfinance under
# gunicorn, one sync worker per core, scripts/bench/mpf_service.py), both asked with wrk for the same chart
# (250 daily candles, MA 5/10/20, volume, 1200x800 PNG) at 1, 8 and 64 connections, with the image cache off
# so that every answer is a render; once more with LiveChart's cache on ("cache hits"). Then a long run
# against a fresh instance whose resident memory may grow by 10 % at most. With --nginx also two instances
# behind nginx (scripts/bench/nginx.conf.template, docs/service.md), each of which must get requests.
# Prints charts per second and p50 / p95 / p99 latency; any answer but 200 fails the run (exit 1).
# Usage: scripts/bench-service.sh [--short] [--nginx]   (--short: a few seconds a run, for CI)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
short=0 with_nginx=0
for arg in "$@"; do
    case "$arg" in
    --short) short=1 ;;
    --nginx) with_nginx=1 ;;
    *) echo "usage: scripts/bench-service.sh [--short] [--nginx]" >&2; exit 64 ;;
    esac
done
if [ "$short" -eq 1 ]; then
    # The peer renders a few charts a second: 3 s would be a handful of answers.
    seconds=3 peer_seconds=10 warm_seconds=1 peer_connections="8" memory_warm=200 memory_requests=2000
else
    seconds=20 peer_seconds=20 warm_seconds=3 peer_connections="1 8 64" memory_warm=1000 memory_requests=100000
fi
connections="1 8 64"
chart_path="/v1/chart?file=spy250.csv&ma=5,10,20&panes=VOL&size=1200x800"
peer_path="/v1/chart?file=spy250.csv&last=250"
# The defaults (--queue 32 waiting beyond the cores' renders) answer 64 connections with 503s: every request
# here must wait its turn instead.
serve_options=(--queue 64)

say() { printf 'bench-service: %s\n' "$*"; }
fail() { say "$*" >&2; exit 1; }

# (a) build as scripts/bench-vs-mplfinance.sh does; (b) the peer's venv; (c) wrk, and nginx for --nginx.
"$root/scripts/setup.sh" >/dev/null
. "$root/scripts/lib/bench.sh"
livechart="$(release_livechart "$root")"
venv="$(bench_venv "$root" flask gunicorn mplfinance matplotlib pandas)"
packages=(wrk procps)  # procps: pgrep finds the peer's workers
[ "$with_nginx" -eq 0 ] || packages+=(nginx)
"$root/scripts/need-packages.sh" "${packages[@]}"

work="$(mktemp -d)"
declare -A pid port
started=()  # every process this script starts, stopped on exit whatever the outcome
cleanup() {
    local p
    for p in "${started[@]}"; do kill "$p" 2>/dev/null || true; done
    for p in "${started[@]}"; do wait "$p" 2>/dev/null || true; done
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# (d) 250 daily candles in the Date,Open,High,Low,Close,Volume layout mplfinance expects.
source_csv="$root/../shared/data/daily/SPY_D.csv"
[ -f "$source_csv" ] || source_csv="$root/Tests/Fixtures/SPY_D-2019-2020.csv"  # CI clones have no ../shared
mkdir "$work/data"
"$venv/bin/python" - "$source_csv" "$work/data/spy250.csv" <<'PY'
import sys, pandas as pd
f = pd.read_csv(sys.argv[1]).tail(250)
f = f.rename(columns=str.capitalize)[["Date", "Open", "High", "Low", "Close", "Volume"]]
f.to_csv(sys.argv[2], index=False)
PY
say "data: the last 250 bars of $source_csv"
say "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); livechart $(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo '?'); $(wrk --version 2>&1 | head -1 | cut -d' ' -f1-2)"
say "peer: $("$venv/bin/pip" list 2>/dev/null | awk 'tolower($1) ~ /^(flask|gunicorn|mplfinance|matplotlib|pandas)$/ { printf "%s %s  ", $1, $2 }')"

launch() {  # launch NAME COMMAND… : COMMAND in the background, its stdout in $work/NAME.log, stderr in $work/NAME.err
    local name="$1"
    shift
    : >"$work/$name.log"
    : >"$work/$name.err"  # there before await reads it
    "$@" >"$work/$name.log" 2>"$work/$name.err" &
    pid[$name]=$!
    started+=("$!")
}
await() {  # await NAME : until NAME answers GET /healthz (its port read from its start line unless known)
    local name="$1" i
    for ((i = 0; i < 600; i++)); do
        kill -0 "${pid[$name]}" 2>/dev/null || { cat "$work/$name.err" >&2; fail "$name exited at start"; }
        [ -n "${port[$name]:-}" ] || port[$name]="$(sed -n 's|.*http://127\.0\.0\.1:\([0-9][0-9]*\).*|\1|p' "$work/$name.err" | head -1)"
        if [ -n "${port[$name]}" ] && curl -fs -o /dev/null "http://127.0.0.1:${port[$name]}/healthz"; then return 0; fi
        sleep 0.1
    done
    fail "$name did not answer /healthz within 60 s"
}
serve() {  # serve NAME OPTION… : a livechart serve instance on a free port
    local name="$1"
    shift
    launch "$name" "$livechart" serve --data "$work/data" --port 0 "${serve_options[@]}" "$@"
    await "$name"
}
free_port() { "$venv/bin/python" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
chart_answers() { grep -c '"path":"/v1/chart"' "$work/$1.log" || true; }
cpu_ticks() {  # cpu_ticks NAME : clock ticks NAME's process and its children have run so far
    local p total=0
    for p in "${pid[$1]}" $(pgrep -P "${pid[$1]}" || true); do
        total=$((total + $(awk '{ print $14 + $15 }' "/proc/$p/stat" 2>/dev/null || echo 0)))
    done
    echo "$total"
}
# wrk stops with requests in flight, and a server still rendering them (the peer renders those whose client has
# gone, too) would slow the next run down.
settle() {  # settle NAME… : until each has finished what an ended run left it (at most 120 s)
    local name i before
    for name in "$@"; do
        [ "$name" != nginx ] || { settle instance-a instance-b; continue; }  # nginx's work is done by them
        for ((i = 0; i < 240; i++)); do
            before="$(cpu_ticks "$name")"
            sleep 0.5
            [ $(($(cpu_ticks "$name") - before)) -ge 3 ] || continue 2
        done
        fail "$name still busy 120 s after its run"
    done
}
rss_kib() { awk '/^VmRSS:/ { print $2 }' "/proc/${pid[$1]}/status"; }
png_size() {  # png_size NAME PATH : fetches one chart and prints its pixel size, failing unless it is a PNG
    curl -fsS -o "$work/$1.png" "http://127.0.0.1:${port[$1]}$2"
    "$venv/bin/python" -c '
import struct, sys
head = open(sys.argv[1], "rb").read(24)
assert head[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
print("%dx%d" % struct.unpack(">II", head[16:24]))' "$work/$1.png"
}

# (e) the servers: LiveChart rendering every request, LiveChart with its cache, the peer.
serve livechart --cache 0
serve cached
"$venv/bin/python" -c 'import matplotlib.pyplot' 2>/dev/null  # builds matplotlib's font cache once, not per worker
gunicorn_options=(-w "$(nproc)" -b 127.0.0.1:0 --chdir "$root/scripts/bench")
# Newer gunicorns open a control socket in the home folder, which two servers at once would share.
gunicorn_help="$("$venv/bin/gunicorn" --help)"
[[ "$gunicorn_help" != *--no-control-socket* ]] || gunicorn_options+=(--no-control-socket)
launch mplfinance env MPF_SERVICE_DATA="$work/data" "$venv/bin/gunicorn" "${gunicorn_options[@]}" mpf_service:app
await mplfinance
for name in livechart mplfinance; do
    path="$chart_path"
    [ "$name" = livechart ] || path="$peer_path"
    size="$(png_size "$name" "$path")"
    [ "$size" = 1200x800 ] || fail "$name answered a $size PNG, not 1200x800"
done

# (f) wrk with one thread (the servers need the cores) and a timeout above the peer's queue wait at 64.
failures=0
declare -A rps
report() {  # report LABEL CONNECTIONS : reads wrk's report; a row of the table unless LABEL is "-"
    local line
    line="$(grep '^wrk-report ' "$work/wrk.out")" || { cat "$work/wrk.out" >&2; fail "wrk printed no report"; }
    local requests r p50 p95 p99 not200 socket_errors verdict=ok
    read -r requests _ r p50 p95 p99 not200 socket_errors <<<"$(sed 's/[a-z0-9_]*=//g; s/^wrk-report //' <<<"$line")"
    if [ "$not200" -gt 0 ] || [ "$socket_errors" -gt 0 ] || [ "$requests" -eq 0 ]; then
        verdict="FAIL: $not200 not 200, $socket_errors socket errors"
        failures=$((failures + 1))
    fi
    [ "$1" != - ] || { [ "$verdict" = ok ] || fail "warm-up: $verdict"; return 0; }
    rps["$1 $2"]="$r"
    printf '%-26s %5s %10s %9s %9s %9s %9s  %s\n' "$1" "$2" "$r" "$p50" "$p95" "$p99" "$requests" "$verdict" >>"$work/table"
}
load() {  # load LABEL NAME PATH CONNECTIONS SECONDS
    wrk -t1 -c"$4" -d"$5s" --timeout 120s -s "$root/scripts/bench/wrk-report.lua" "http://127.0.0.1:${port[$2]}$3" >"$work/wrk.out"
    report "$1" "$4"
    settle "$2"
}
load_count() {  # load_count LABEL NAME PATH CONNECTIONS N : as load, stopped after N more charts in NAME's log
    local before w
    before="$(chart_answers "$2")"
    wrk -t1 -c"$4" -d24h --timeout 120s -s "$root/scripts/bench/wrk-report.lua" "http://127.0.0.1:${port[$2]}$3" >"$work/wrk.out" &
    w=$!
    started+=("$w")
    while [ $(($(chart_answers "$2") - before)) -lt "$5" ] && kill -0 "$w" 2>/dev/null; do sleep 0.2; done
    kill -INT "$w" 2>/dev/null || true  # wrk prints its report on SIGINT
    wait "$w"
    report "$1" "$4"
    settle "$2"
}

say "warming up each server (${warm_seconds} s at 8 connections)"
load - livechart "$chart_path" 8 "$warm_seconds"
load - cached "$chart_path" 8 "$warm_seconds"
load - mplfinance "$peer_path" 8 "$warm_seconds"
say "wrk, ${seconds} s a run (the peer ${peer_seconds} s)"
for c in $connections; do
    load livechart livechart "$chart_path" "$c" "$seconds"
    [[ " $peer_connections " != *" $c "* ]] || load mplfinance mplfinance "$peer_path" "$c" "$peer_seconds"
done
load "livechart, cache hits" cached "$chart_path" 8 "$seconds"

# --nginx: two instances behind nginx, from the template that docs/service.md shows.
if [ "$with_nginx" -eq 1 ]; then
    # nginx is a single address to them (it limits per client itself); they share the cores.
    shared=(--cache 0 --per-address 0 --renders $(($(nproc) > 1 ? $(nproc) / 2 : 1)))
    serve instance-a "${shared[@]}"
    serve instance-b "${shared[@]}"
    # shellcheck disable=SC2016  # the backquotes are Markdown's fence
    doc_config="$(sed -n '/^```nginx$/,/^```$/{/^```/d;p}' "$root/docs/service.md")"
    [ "$doc_config" = "$(cat "$root/scripts/bench/nginx.conf.template")" ] ||
        fail "the nginx config in docs/service.md differs from scripts/bench/nginx.conf.template"
    chmod 711 "$work"  # nginx's workers drop root and must reach their temporary folders in $work/nginx
    mkdir "$work/nginx"
    port[nginx]="$(free_port)"
    sed -e "s|@RUN@|$work/nginx|g" -e "s|@PORT@|${port[nginx]}|g" \
        -e "s|@UPSTREAM_A@|${port[instance-a]}|g" -e "s|@UPSTREAM_B@|${port[instance-b]}|g" \
        "$root/scripts/bench/nginx.conf.template" >"$work/nginx/nginx.conf"
    launch nginx nginx -p "$work/nginx" -c "$work/nginx/nginx.conf" -e "$work/nginx/error.log" -g 'daemon off;'
    await nginx
    load - nginx "$chart_path" 8 "$warm_seconds"
    for c in $connections; do load "nginx, 2 instances" nginx "$chart_path" "$c" "$seconds"; done
    a="$(chart_answers instance-a)" b="$(chart_answers instance-b)"
    say "through nginx: instance a answered $a charts, instance b $b"
    if [ "$a" -eq 0 ] || [ "$b" -eq 0 ]; then fail "an instance behind nginx got no requests (a $a, b $b)"; fi
fi

# (h) memory: a fresh instance, warmed up, then a long run; its resident size may grow by 10 % at most.
say "memory: $memory_warm charts to warm up, then $memory_requests at 8 connections"
serve memory --cache 0
load_count - memory "$chart_path" 8 "$memory_warm"
rss_start="$(rss_kib memory)"
load_count "livechart, memory run" memory "$chart_path" 8 "$memory_requests"
rss_end="$(rss_kib memory)"
growth="$(awk -v a="$rss_start" -v b="$rss_end" 'BEGIN { printf "%.1f", (b - a) * 100 / a }')"

# (g) the table.
echo
printf '%-26s %5s %10s %9s %9s %9s %9s  %s\n' server conns charts/s "p50 ms" "p95 ms" "p99 ms" answers verdict
cat "$work/table"
for c in $connections; do
    [ -n "${rps[mplfinance $c]:-}" ] || continue
    awk -v c="$c" -v a="${rps[livechart $c]}" -v b="${rps[mplfinance $c]}" \
        'BEGIN { printf "throughput at %d connections: livechart %.1fx mplfinance\n", c, a / b }'
done
printf 'memory: resident %d MiB after warm-up, %d MiB after %d more charts: %s %%\n' \
    $((rss_start / 1024)) $((rss_end / 1024)) "$memory_requests" "$growth"
awk -v g="$growth" 'BEGIN { exit !(g > 10) }' && fail "resident memory grew by $growth %, over 10 %"
[ "$failures" -eq 0 ] || fail "$failures runs had failed answers"
say "ok"
