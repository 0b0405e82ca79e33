#!/usr/bin/env bash
# Checks the inspector pages in a real browser: writes every playground page's inspector
# (`swift run playgrounds --html`), opens each in headless Chromium, clicks through it and saves
# screenshots (see check_inspector.py for what is checked).
#
#   Scripts/browser-test/run.sh [--out DIR] [--no-install]
#
# Chromium comes from the system package manager: when no `chromium`, `chromium-browser` or
# `google-chrome` is on the PATH, the script installs Debian's `chromium` package with apt-get
# (as root, or through sudo), unless --no-install is given. Pages and screenshots go to DIR
# (default .build/browser-test): DIR/pages/*.html, DIR/screenshots/*.png.
# Exit status: 0 when every check passed, 1 when one failed, 2 when no browser could be had.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
OUT="$ROOT/.build/browser-test"
INSTALL=1
while [[ $# -gt 0 ]]; do
    case "$1" in
        --out) OUT="$2"; shift 2 ;;
        --no-install) INSTALL=0; shift ;;
        *) echo "usage: $0 [--out DIR] [--no-install]" >&2; exit 2 ;;
    esac
done

find_browser() {
    for name in chromium chromium-browser google-chrome; do
        if command -v "$name" >/dev/null 2>&1; then command -v "$name"; return 0; fi
    done
    return 1
}

if ! browser="$(find_browser)"; then
    if [[ $INSTALL == 1 ]] && command -v apt-get >/dev/null 2>&1; then
        echo "no Chromium on the PATH: installing Debian's chromium package with apt-get" >&2
        sudo=""
        if [[ $(id -u) != 0 ]]; then sudo="sudo"; fi
        if ! { $sudo apt-get update -qq &&
               DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium fonts-noto-cjk >/dev/null; }; then
            echo "apt-get could not install chromium" >&2
        fi
    fi
    if ! browser="$(find_browser)"; then
        echo "no Chromium: install the chromium package (apt-get install chromium) and run again" >&2
        exit 2
    fi
fi
if ! command -v python3 >/dev/null 2>&1; then
    echo "python3 is needed to drive the browser" >&2
    exit 2
fi

echo "browser: $browser ($("$browser" --version 2>/dev/null | head -n 1))"
rm -rf "$OUT/pages" "$OUT/screenshots"
mkdir -p "$OUT/pages" "$OUT/screenshots"
(cd "$ROOT" && swift run playgrounds --html "$OUT/pages")
python3 "$HERE/check_inspector.py" --chromium "$browser" --pages "$OUT/pages" --screenshots "$OUT/screenshots"
echo "screenshots in $OUT/screenshots"
