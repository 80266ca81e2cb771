#!/usr/bin/env bash
# Wrap the .app PyInstaller made into a compressed disk image with an Applications shortcut to drag onto.
#   packaging/macos/make-dmg.sh "dist/GM Desk.app" dist/GM-Desk-0.1.0.dmg
# Called by `python packaging/build.py macos`. Exit 2 when not on macOS (hdiutil is macOS's own tool).
set -euo pipefail

if [ "$(uname -s)" != Darwin ]; then
    echo "make-dmg.sh: disk images are made with hdiutil, which only macOS has." >&2
    exit 2
fi
if [ $# -ne 2 ]; then
    echo "usage: make-dmg.sh APP_BUNDLE OUTPUT.dmg" >&2
    exit 2
fi
app=$1
dmg=$2
if [ ! -d "$app/Contents/MacOS" ]; then
    echo "make-dmg.sh: $app is not an app bundle; run: python packaging/build.py bundle" >&2
    exit 1
fi

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
# ditto keeps the bundle's symlinks, extended attributes and (ad-hoc) code signature intact.
ditto "$app" "$stage/$(basename "$app")"
ln -s /Applications "$stage/Applications"
rm -f "$dmg"
hdiutil create -volname "GM Desk" -srcfolder "$stage" -fs HFS+ -format UDZO -ov "$dmg" >/dev/null
hdiutil verify "$dmg" >/dev/null
echo "make-dmg.sh: $dmg"
