"""What the UI reads from `resources/` (beside the package, or inside a frozen bundle): icons and the
style sheet."""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QObject, QSize
from PySide6.QtGui import QAction, QGuiApplication, QIcon, QImageReader, QPalette, QPixmap

ICON_PROPERTY = "gmDeskIcon"  # the name of an action's icon, drawn again in the theme a switch brings
INK = "#34425a"  # the colour the toolbar's icons are drawn in, written for the light theme
_SIDES = (16, 24, 32, 48)  # the sizes a themed icon is drawn at (toolbars, menus, a scaled screen)


@cache  # asked for each icon: resolving the package's path is a few system calls each time
def resources_dir() -> Path:
    frozen = getattr(sys, "_MEIPASS", None)
    base = Path(frozen) if frozen else Path(__file__).resolve().parents[2]
    return base / "resources"


def icon(name: str) -> QIcon:
    """An icon from resources/icons, in the theme in use: on the dark theme the ink of the light one
    (a dark slate) would hardly show, and an enabled button would look like a disabled one."""
    from gm_desk.ui.theme import hex_in_theme, is_dark

    path = resources_dir() / "icons" / f"{name}.svg"
    if not path.exists():
        return QIcon()
    if not is_dark():
        return QIcon(str(path))
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        return QIcon(str(path))
    if INK not in text:
        return QIcon(str(path))
    # Qt's own disabled look of a light ink is hardly dimmer on dark paper: the disabled icon is drawn
    # in the palette's disabled text colour, as a disabled menu entry's words are.
    disabled = QGuiApplication.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.WindowText)
    themed = QIcon()
    for ink, mode in ((hex_in_theme(INK), QIcon.Mode.Normal), (disabled.name(), QIcon.Mode.Disabled)):
        data = QByteArray(text.replace(INK, ink).encode("utf-8"))
        for side in _SIDES:
            buffer = QBuffer(data)
            reader = QImageReader(buffer, QByteArray(b"svg"))
            reader.setScaledSize(QSize(side, side))
            image = reader.read()
            if not image.isNull():
                themed.addPixmap(QPixmap.fromImage(image), mode)
    return QIcon(str(path)) if themed.isNull() else themed


def set_icon(act: QAction, name: str) -> None:
    """Give `act` the icon `name`, drawn again in the new theme when the GM switches (`renew_icons`)."""
    act.setProperty(ICON_PROPERTY, name)
    act.setIcon(icon(name))


def renew_icons(root: QObject) -> None:
    """After a theme switch: every action under `root` given its icon by `set_icon` draws it anew."""
    for act in root.findChildren(QAction):
        name = act.property(ICON_PROPERTY)
        if isinstance(name, str):
            act.setIcon(icon(name))


def style_sheet(name: str = "light") -> str:
    """The window's style sheet, in the theme in use (the dark one is made from the light one)."""
    from gm_desk.ui.theme import css

    path = resources_dir() / "styles" / f"{name}.qss"
    try:
        return css(path.read_text(encoding="utf-8"))
    except OSError:
        return ""  # an unstyled window is still a working one
