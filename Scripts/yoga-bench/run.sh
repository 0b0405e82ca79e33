#!/usr/bin/env bash
# Installs Yoga's Python binding and runs the Trellis-vs-Yoga comparison.
#
#   Scripts/yoga-bench/run.sh [--install-only] [compare.py options...]
#
# Creates a virtual environment in Scripts/yoga-bench/work/venv (git-ignored) and installs poga
# from PyPI into it (the only network access; poga compiles its bundled Yoga C++ sources when no
# wheel fits), then runs compare.py with the remaining options (e.g. --budget 5, --rounds 1,
# --yoga-only, --json, --smoke, --workload NAME). Re-running reuses the environment.
set -euo pipefail

POGA_VERSION=0.1.19

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
WORK="$HERE/work"
VENV="$WORK/venv"

install_only=0
if [[ "${1:-}" == "--install-only" ]]; then
    install_only=1
    shift
fi

mkdir -p "$WORK"
if [[ ! -x "$VENV/bin/python" ]]; then
    echo "creating $VENV" >&2
    python3 -m venv "$VENV"
fi
if ! "$VENV/bin/python" -c "import poga.libpoga_capi" 2>/dev/null; then
    echo "installing poga==$POGA_VERSION into $VENV" >&2
    "$VENV/bin/pip" install --quiet "poga==$POGA_VERSION"
fi

if (( install_only )); then
    echo "poga installed in $VENV" >&2
    exit 0
fi

exec "$VENV/bin/python" "$HERE/compare.py" --python "$VENV/bin/python" "$@"
