#!/usr/bin/env bash
# Installs what LiveChart needs on this machine, idempotently: Cairo, Pango, SDL2, ISA-L (the PNG encoder's
# deflate), libmicrohttpd (the chart service), libwebsockets (WebSocket feeds), ffmpeg (replay videos), tzdata
# (the IANA zones behind --timezone; slim images lack /usr/share/zoneinfo), pkg-config and fonts
# (DejaVu Sans, pinned for reference images, and WenQuanYi Micro Hei for Chinese text).
# Debian/Ubuntu through apt-get (as root, or with sudo); macOS through Homebrew.
set -euo pipefail

APT_PACKAGES=(libcairo2-dev libpango1.0-dev libsdl2-dev libisal-dev libmicrohttpd-dev libwebsockets-dev ffmpeg tzdata pkg-config fonts-dejavu-core fonts-wqy-microhei)
BREW_PACKAGES=(cairo pango sdl2 isa-l libmicrohttpd libwebsockets ffmpeg pkg-config)

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

# Package.swift reads Debian's own pangocairo and sdl2 pkg-config files, so a package that depends on this
# one needs only these packages. SwiftPM drops -pthread and -D_REENTRANT from them with a warning; neither
# changes the build (Swift links libpthread itself, glibc ignores _REENTRANT).
say "ready"
