#!/usr/bin/env bash
# Installs what LiveChart needs, builds the command-line tool in release mode and renders the
# bundled sample (AAPL daily bars, 2011–2013) to chart.png in the current directory.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/setup.sh"
swift build --package-path "$root" -c release --product livechart
"$(swift build --package-path "$root" -c release --show-bin-path)/livechart" "$@"
