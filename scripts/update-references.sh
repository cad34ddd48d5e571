#!/usr/bin/env bash
# Renders every case of the image regression suite (Tests/LiveChartCairoTests/ImageRegression) anew into
# Tests/References/NAME.png, after a change to what charts look like. Open the changed pictures before
# committing them: `git status Tests/References` lists them. A failing comparison in the normal test run
# writes reference | candidate | differences to .build/image-diffs/NAME.png.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -f Tests/References/*.png
LIVECHART_UPDATE_REFERENCES=1 swift test --filter ImageRegressionTests
echo "references: $(ls Tests/References/*.png | wc -l) written to Tests/References"
