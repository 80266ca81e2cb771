#!/usr/bin/env bash
# GM Desk developer entry point: sets everything up on a fresh Debian/Ubuntu machine, then
#   scripts/dev.sh start   starts GM Desk on its demo campaign (data in ./.gm-desk-dev, never your real folder)
#   scripts/dev.sh test    runs lint, the layer contracts, the type check and every test offscreen
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
VENV="$ROOT/.venv"

say() { printf 'gm-desk: %s\n' "$*" >&2; }

find_python() {
    for candidate in python3.13 python3.12 python3.11 python3; do
        if command -v "$candidate" >/dev/null 2>&1 &&
            "$candidate" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else 1)' 2>/dev/null; then
            command -v "$candidate"
            return 0
        fi
    done
    say "GM Desk needs Python 3.11 or newer; install it (e.g. apt-get install python3) and run this again."
    exit 1
}

# Debian packages Qt needs: the offscreen platform (tests) and the xcb platform (a real window).
QT_OFFSCREEN_PACKAGES="libgl1 libegl1 libxkbcommon0 libfontconfig1 libfreetype6 libdbus-1-3 libglib2.0-0"
QT_WINDOW_PACKAGES="libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0 \
libxcb-xinerama0 libxcb-randr0 libxcb-shape0 libxcb-xkb1 libxcb-xfixes0 libxkbcommon-x11-0 libx11-xcb1"

ensure_debian_packages() {
    command -v dpkg-query >/dev/null 2>&1 || return 0 # not Debian or Ubuntu: nothing we can check
    local missing=()
    for pkg in "$@"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
        say "installing system libraries: ${missing[*]}"
        apt-get update -qq >/dev/null
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
    else
        say "missing system libraries; install them with:"
        say "  sudo apt-get install -y ${missing[*]}"
        exit 1
    fi
}

ensure_venv() {
    local python
    python=$(find_python)
    if [ ! -x "$VENV/bin/python" ]; then
        if ! "$python" -m venv "$VENV" 2>/dev/null; then
            rm -rf "$VENV"
            local ver
            ver=$("$python" -c 'import sys; print(f"{sys.version_info[0]}.{sys.version_info[1]}")')
            ensure_debian_packages "python${ver}-venv"
            "$python" -m venv "$VENV"
        fi
    fi
    # Reinstall only when the dependency list changed: a warm run costs a second, not a minute.
    local stamp="$VENV/.gm-desk-installed"
    local wanted
    wanted=$(sha256sum pyproject.toml | cut -d' ' -f1)
    if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$wanted" ]; then
        say "installing GM Desk and its dependencies into .venv"
        "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check --upgrade pip
        "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check -e ".[test]"
        echo "$wanted" >"$stamp"
    fi
}

case "${1:-}" in
start)
    shift
    ensure_debian_packages $QT_OFFSCREEN_PACKAGES $QT_WINDOW_PACKAGES
    ensure_venv
    exec "$VENV/bin/python" -m gm_desk --data-dir "${GM_DESK_DATA_DIR:-$ROOT/.gm-desk-dev}" "$@"
    ;;
test)
    shift
    # binutils: strip for the packaged bundle; dpkg-dev: the .deb the packaging tests build and unpack;
    # xvfb and the xcb libraries: the player view is tested on a real X server with two screens;
    # chromium and its driver: the page shared with the players is tested in a real headless browser.
    ensure_debian_packages $QT_OFFSCREEN_PACKAGES $QT_WINDOW_PACKAGES binutils dpkg-dev desktop-file-utils \
        appstream xvfb xauth chromium chromium-driver
    ensure_venv
    export QT_QPA_PLATFORM=offscreen
    say "lint (ruff)"
    "$VENV/bin/ruff" check gm_desk tests
    say "layer contracts (import-linter)"
    "$VENV/bin/lint-imports" --no-cache --no-logo
    say "types (mypy strict: all of gm_desk)"
    "$VENV/bin/mypy" --config-file pyproject.toml
    say "tests (pytest, one worker per core)"
    # A file's tests run on one worker (the bundle in dist/ is built once); each worker's X servers take
    # display numbers from a range of its own (tests/conftest.py xvfb_run).
    exec "$VENV/bin/python" -m pytest -p no:cacheprovider -n auto --dist loadfile "$@"
    ;;
*)
    echo "usage: scripts/dev.sh start|test [args]" >&2
    exit 2
    ;;
esac
