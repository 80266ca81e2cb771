"""Render the app icon, resources/icons/gm-desk.svg, to the PNG sizes desktops ask for.

    python packaging/make_icons.py          # writes resources/icons/hicolor/<N>x<N>/gm-desk.png

The PNGs are committed so that building a package needs no SVG renderer; run this again after the SVG
changes. Windows' .ico and macOS' .icns are made from these PNGs at build time (see build.py).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "resources" / "icons" / "gm-desk.svg"
PNG_DIR = ROOT / "resources" / "icons" / "hicolor"
# The hicolor theme's usual fixed sizes, from menu entries (16) to high-density launchers (512).
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def png_path(size: int) -> Path:
    return PNG_DIR / f"{size}x{size}" / "gm-desk.png"


def render(size: int):  # -> QImage
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"make_icons: {SVG} is not a valid SVG file")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(["make_icons"])  # noqa: F841 - images need one
    for size in SIZES:
        target = png_path(size)
        target.parent.mkdir(parents=True, exist_ok=True)
        if not render(size).save(str(target), "PNG"):
            print(f"make_icons: could not write {target}", file=sys.stderr)
            return 1
        print(f"make_icons: {target.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
