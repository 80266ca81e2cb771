"""What the UI reads from `resources/` (beside the package, or inside a frozen bundle): icons and the
style sheet."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtGui import QIcon


def resources_dir() -> Path:
    frozen = getattr(sys, "_MEIPASS", None)
    base = Path(frozen) if frozen else Path(__file__).resolve().parents[2]
    return base / "resources"


def icon(name: str) -> QIcon:
    path = resources_dir() / "icons" / f"{name}.svg"
    return QIcon(str(path)) if path.exists() else QIcon()


def style_sheet(name: str = "light") -> str:
    """The window's style sheet, in the theme in use (the dark one is made from the light one)."""
    from gm_desk.ui.theme import css

    path = resources_dir() / "styles" / f"{name}.qss"
    try:
        return css(path.read_text(encoding="utf-8"))
    except OSError:
        return ""  # an unstyled window is still a working one
