#!/usr/bin/env bash
# Fuzzes LiveChart's readers with libFuzzer + AddressSanitizer, each target for a chosen time.
#
#   scripts/fuzz.sh [SECONDS_PER_TARGET] [TARGET…]      default: 180 s, every target
#
# Targets (the fuzz/ package): FuzzCSVReader, FuzzJSONBarReader, FuzzStreamLine (JSON lines of the live
# stream), FuzzPlayByPlay (NBA.com play-by-play JSON), FuzzChartSpec (the chart service's spec, as a JSON
# body and as a query string), FuzzFormula (TongDaXin formula texts, compiled, computed in batch and streamed,
# the two compared bit for bit). Seed corpora are cut from the real files
# in ../shared/data (the first 40 lines of each CSV/TXT, the first 12 objects of each JSON bar file) plus
# the repository's Tests/Fixtures; libFuzzer grows the corpus in fuzz/corpus/<target>/ (not committed).
# A crash leaves fuzz/artifacts/<target>/crash-…; turn each into a regression test in
# Tests/LiveChartDataTests/FuzzRegressionTests.swift. A summary line per target goes to fuzz/last-run.txt.
set -euo pipefail
# The Swift runtime's own crash handler fights ASan for the crashing thread; libFuzzer's report is enough.
export SWIFT_BACKTRACE=enable=no
# fontconfig's process-lifetime caches look like leaks to LeakSanitizer once a target draws (fuzz/lsan.supp).
export LSAN_OPTIONS="suppressions=$(cd "$(dirname "$0")/.." && pwd)/fuzz/lsan.supp:print_suppressions=0"
cd "$(dirname "$0")/.."
seconds="${1:-180}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(FuzzCSVReader FuzzJSONBarReader FuzzStreamLine FuzzPlayByPlay FuzzChartSpec FuzzFormula)
data="${LIVECHART_SHARED_DATA:-../shared/data}"
[ -d "$data" ] || data="/work/shared/data"

swift build --package-path fuzz -c release -Xswiftc -sanitize=fuzzer,address 2>&1 | grep -v "Cannot export local symbol '__asan_extra_spill_area'" | tail -3
bin="$(swift build --package-path fuzz -c release -Xswiftc -sanitize=fuzzer,address --show-bin-path)"

seed() {  # seed TARGET DIR: fills DIR with the target's seed corpus
    local dir="$2" f
    mkdir -p "$dir"
    case "$1" in
    FuzzCSVReader)
        for f in Tests/Fixtures/*.csv Tests/Fixtures/*.tsv Tests/Fixtures/tdx-*.txt; do cp "$f" "$dir/"; done
        if [ -d "$data" ]; then
            find "$data" \( -name '*.csv' -o -name '*.txt' \) -print0 | while IFS= read -r -d '' f; do
                head -n 40 "$f" > "$dir/$(basename "$(dirname "$f")")-$(basename "$f")"
            done
        fi
        ;;
    FuzzJSONBarReader)
        cp Tests/Fixtures/bars.json "$dir/"
        if [ -d "$data/awkward" ]; then
            python3 - "$data/awkward/poloniex_xrp-btc.json" "$dir" <<'PY'
import json, sys
bars = json.load(open(sys.argv[1]))
for n in (1, 3, 12):
    open(f"{sys.argv[2]}/poloniex-{n}.json", "w").write(json.dumps(bars[:n]))
open(f"{sys.argv[2]}/poloniex-wrapped.json", "w").write(json.dumps({"bars": bars[:5], "symbol": "XRP"}))
open(f"{sys.argv[2]}/poloniex-strings.json", "w").write(json.dumps([{k: str(v) for k, v in b.items()} for b in bars[:4]]))
PY
        fi
        ;;
    FuzzStreamLine)
        cp Tests/Fixtures/stream-*.jsonl "$dir/" 2>/dev/null || true
        ;;
    FuzzPlayByPlay)
        cp Tests/Fixtures/pbp-*.json "$dir/"
        if [ -d "$data/basketball" ]; then
            for f in "$data"/basketball/*.json; do head -c 20000 "$f" > "$dir/$(basename "$f")"; cp "$f" "$dir/full-$(basename "$f")"; done
        fi
        ;;
    FuzzChartSpec)
        # The documented manifest's specs, one a file, and queries as links carry them.
        local n=0
        while IFS= read -r f; do n=$((n + 1)); printf '%s' "$f" > "$dir/spec-$n.json"; done < docs/examples/batch.jsonl
        printf 'file=SPY_D.csv&last=120&panes=VOL,MACD&format=svg' > "$dir/query-1.txt"
        printf 'type=curve&values=1,2,3&interpolation=catmull-rom:0.5&size=800x400' > "$dir/query-2.txt"
        printf 'file=a.csv&hline=300:Stop&hline=310&ma=5,10&watermark=&style=renko&box-size=atr:14' > "$dir/query-3.txt"
        ;;
    FuzzFormula)
        # The documented examples and the published formulas of the self-check.
        python3 scripts/fuzz-formula-seeds.py "$dir"
        ;;
    esac
}

: > fuzz/last-run.txt
for t in "${targets[@]}"; do
    corpus="fuzz/corpus/$t" artifacts="fuzz/artifacts/$t/"
    seed "$t" "$corpus"
    mkdir -p "$artifacts"
    log="fuzz/artifacts/$t.log"
    echo "fuzz: $t for ${seconds}s, corpus $(ls "$corpus" | wc -l) files"
    status=0
    case "$t" in FuzzCSVReader) dict=fuzz/csv.dict ;; FuzzFormula) dict=fuzz/tdx.dict ;; *) dict=fuzz/json.dict ;; esac
    start=$(date +%s)
    "$bin/$t" "$corpus" -dict="$dict" -max_total_time="$seconds" -max_len=16384 -timeout=10 -rss_limit_mb=2048 \
        -artifact_prefix="$artifacts" -print_final_stats=1 >"$log" 2>&1 || status=$?
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
    crashes=$(ls "$artifacts" | grep -c -E '^(crash|leak|timeout|oom)-' || true)
    line="$t: $(( $(date +%s) - start )) s of ${seconds} s, $runs executions, exit $status, $crashes artifacts, cov $(grep -o 'cov: [0-9]*' "$log" | tail -1 | grep -o '[0-9]*')"
    echo "fuzz: $line"
    echo "$line" >> fuzz/last-run.txt
done
