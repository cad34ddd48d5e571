#!/usr/bin/env bash
# Runs the test suite under AddressSanitizer and ThreadSanitizer, each in its own build folder so the
# instrumented objects never mix with the normal debug build (or with each other).
#
#   scripts/sanitizers.sh [address|thread]… [-- extra swift test arguments, e.g. --filter Suite]
#
# Default: address, then thread. Logs go to .build-<sanitizer>/sanitizer.log; the script prints the time
# each pass took and fails when a pass fails. Tests that need a display or ../shared/data skip themselves.
# ReaderSpeedTests is skipped: it bounds a debug build's speed, which instrumentation changes by design.
# Leaks in system libraries' process-lifetime caches are suppressed (scripts/lsan-suppressions.txt).
set -euo pipefail
cd "$(dirname "$0")/.."
export SWIFT_BACKTRACE=enable=no   # let the sanitizer's report, not the runtime's backtracer, explain a crash
export LSAN_OPTIONS="suppressions=$PWD/scripts/lsan-suppressions.txt:print_suppressions=0"
kinds=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do kinds+=("$1"); shift; done
[ "${1:-}" = "--" ] && shift
[ ${#kinds[@]} -gt 0 ] || kinds=(address thread)
status=0
for kind in "${kinds[@]}"; do
    case "$kind" in address | thread) ;; *) echo "sanitizers: unknown sanitizer '$kind' (address or thread)" >&2; exit 64 ;; esac
    dir=".build-$kind"
    mkdir -p "$dir"
    start=$(date +%s)
    echo "sanitizers: swift test --sanitize=$kind --build-path $dir $*"
    # Tests with wall-clock bounds widen them under instrumentation (HostileInputTests reads this).
    if LIVECHART_SANITIZER="$kind" swift test --sanitize="$kind" --build-path "$dir" --skip ReaderSpeedTests "$@" >"$dir/sanitizer.log" 2>&1; then result=passed; else result=FAILED; status=1; fi
    summary=$(grep -E "^(✔|✘) Test run|Executed .* tests" "$dir/sanitizer.log" | tail -2 | tr '\n' ' ')
    findings=$(grep -c -E "ERROR: (Address|Thread)Sanitizer|WARNING: ThreadSanitizer" "$dir/sanitizer.log" || true)
    echo "sanitizers: $kind $result in $(( $(date +%s) - start )) s; $findings sanitizer reports; $summary"
done
exit $status
