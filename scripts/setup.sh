#!/usr/bin/env bash
# Installs what LiveChart needs on this machine, idempotently: Cairo, Pango, pkg-config and fonts
# (DejaVu Sans, pinned for reference images, and WenQuanYi Micro Hei for Chinese text).
# Debian/Ubuntu through apt-get (as root, or with sudo); macOS through Homebrew.
# Then writes livechart-pangocairo.pc: pangocairo's flags without -pthread, which SwiftPM refuses
# with a warning on every build.
set -euo pipefail

APT_PACKAGES=(libcairo2-dev libpango1.0-dev pkg-config fonts-dejavu-core fonts-wqy-microhei)
BREW_PACKAGES=(cairo pango pkg-config)

say() { printf 'setup: %s\n' "$*"; }

if ! command -v swift >/dev/null 2>&1; then
    say "the Swift toolchain (6.0 or newer) is not on PATH; install it from swift.org first" >&2
    exit 69
fi

case "$(uname -s)" in
Linux)
    command -v apt-get >/dev/null 2>&1 || { say "no apt-get: install ${APT_PACKAGES[*]} (or your distribution's equivalents) by hand" >&2; exit 69; }
    missing=()
    for p in "${APT_PACKAGES[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    if [ ${#missing[@]} -gt 0 ]; then
        sudo=""
        [ "$(id -u)" -eq 0 ] || sudo="sudo"
        say "installing ${missing[*]}"
        $sudo apt-get update -qq
        DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
    fi
    ;;
Darwin)
    command -v brew >/dev/null 2>&1 || { say "Homebrew is needed on macOS (https://brew.sh)" >&2; exit 69; }
    for p in "${BREW_PACKAGES[@]}"; do brew list "$p" >/dev/null 2>&1 || brew install "$p"; done
    ;;
*)
    say "unsupported system $(uname -s)" >&2
    exit 69
    ;;
esac

pcdir="$(pkg-config --variable pc_path pkg-config | cut -d: -f1)"
strip() { tr ' ' '\n' | grep -v '^-pthread$' | tr '\n' ' '; }
pc="Name: livechart-pangocairo
Description: pangocairo for LiveChart, without -pthread
Version: $(pkg-config --modversion pangocairo)
Cflags: $(pkg-config --cflags pangocairo | strip)
Libs: $(pkg-config --libs pangocairo | strip)"
if [ "$(cat "$pcdir/livechart-pangocairo.pc" 2>/dev/null)" != "$pc" ]; then
    sudo=""
    [ -w "$pcdir" ] || [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo mkdir -p "$pcdir"
    printf '%s\n' "$pc" | $sudo tee "$pcdir/livechart-pangocairo.pc" >/dev/null
    say "wrote $pcdir/livechart-pangocairo.pc"
fi
say "ready"
