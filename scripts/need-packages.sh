#!/usr/bin/env bash
# Installs the Debian packages named as arguments that are not installed yet (as root, or with sudo): the
# tools a script needs beyond scripts/setup.sh's (Xvfb, xdotool, ImageMagick for the viewer scripts).
set -euo pipefail
missing=()
for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
