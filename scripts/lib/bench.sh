# Shared by the benchmark and soak scripts (sourced, not run).

# release_livechart ROOT: builds the release tool with the Swift runtime linked statically, in its own build
# folder (the other benchmarks' release builds would otherwise be relinked), and prints its path. livechart-service
# is built beside it: `livechart serve` runs in it.
release_livechart() {
    local root="$1" product
    for product in livechart livechart-service; do
        swift build --package-path "$root" --build-path "$root/.build/static" -c release --product "$product" --static-swift-stdlib 2>&1 | tail -1 >&2 || return
    done
    echo "$(swift build --package-path "$root" --build-path "$root/.build/static" -c release --static-swift-stdlib --show-bin-path)/livechart"
}

# bench_venv ROOT PACKAGE…: the peers' Python venv in ROOT/.build/bench-venv with PACKAGE… from PyPI; prints its
# folder. mplfinance imports six without declaring it, so six always comes along.
bench_venv() {
    local root="$1"
    shift
    local venv="$root/.build/bench-venv"
    [ -x "$venv/bin/python" ] || python3 -m venv "$venv" >&2
    "$venv/bin/pip" install -q "$@" six >&2
    echo "$venv"
}
