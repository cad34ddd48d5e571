#!/usr/bin/env bash
# Runs LiveChart's whole test suite on a fresh machine: installs what is missing, then `swift test`.
# Tests that read the team's real data in ../shared/data skip themselves when it is absent.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
swift test
