#!/usr/bin/env bash
# Builds the kiwi harness and runs the Trellis-vs-kiwi comparison.
#
#   Scripts/kiwi-bench/run.sh [--build-only] [compare.py options...]
#
# Fetches the kiwisolver 1.5.1 source distribution with pip (the only network access), unpacks
# it under Scripts/kiwi-bench/work/ (git-ignored), compiles harness.cpp against its kiwi/
# headers, then runs compare.py with the remaining options (e.g. --budget 5, --kiwi-only,
# --json, --smoke, --workload NAME). Re-running reuses the download, the unpacked tree and the
# binary (rebuilt only when harness.cpp changes).
set -euo pipefail

KIWI_VERSION=1.5.1
# sha256 of kiwisolver-1.5.1.tar.gz as served by PyPI.
KIWI_SDIST_SHA256=f1303ef2eec81262a4b708c3e858afe58d7c75ad91c1c05266eda7673369859a

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
WORK="$HERE/work"
SDIST="$WORK/kiwisolver-$KIWI_VERSION.tar.gz"
SRC="$WORK/kiwisolver-$KIWI_VERSION"
HARNESS="$WORK/harness"

build_only=0
if [[ "${1:-}" == "--build-only" ]]; then
    build_only=1
    shift
fi

mkdir -p "$WORK"

if [[ ! -f "$SDIST" ]]; then
    echo "fetching kiwisolver==$KIWI_VERSION source distribution" >&2
    python3 -m pip download --quiet --no-deps --no-binary :all: "kiwisolver==$KIWI_VERSION" -d "$WORK"
fi

actual_sha="$(sha256sum "$SDIST" | cut -d' ' -f1)"
if [[ "$actual_sha" != "$KIWI_SDIST_SHA256" ]]; then
    echo "error: $SDIST has sha256 $actual_sha, expected $KIWI_SDIST_SHA256" >&2
    echo "delete it and re-run to download again" >&2
    exit 1
fi

if [[ ! -f "$SRC/kiwi/kiwi.h" ]]; then
    tar -xzf "$SDIST" -C "$WORK"
fi

if [[ ! -x "$HARNESS" || "$HERE/harness.cpp" -nt "$HARNESS" || "$0" -nt "$HARNESS" ]]; then
    echo "compiling $HARNESS" >&2
    g++ -O2 -std=c++17 -Wall -Wextra -I "$SRC" "$HERE/harness.cpp" -o "$HARNESS.tmp"
    mv "$HARNESS.tmp" "$HARNESS"
fi

if (( build_only )); then
    echo "built $HARNESS" >&2
    exit 0
fi

exec python3 "$HERE/compare.py" --kiwi-harness "$HARNESS" "$@"
