"""The window's theme: light, or dark for a dim table, and a larger type for reading across a table.

Every colour GM Desk draws is written once, for the light theme (the style sheet, the widgets' few
inline styles, the map's palette). The dark theme is made from it by one rule, `dark_of`: each colour
keeps its hue and saturation and takes the opposite lightness (a near-white background becomes a
near-black one, dark text becomes light text; the party's blue or a hostile's red barely move), then is
nudged so that text keeps a contrast of 4.5:1 or better against what it sits on (tests/ui/test_theme.py
measures the pairs). So a colour added later is themed without a second palette to keep in step.

The choice (System, Light or Dark; larger type on or off) is kept in the settings; System follows the
desktop's colour scheme (`QStyleHints.colorScheme`).
"""

from __future__ import annotations

import colorsys
import re
import sys
from functools import cache

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QWidget

SYSTEM, LIGHT, DARK = "system", "light", "dark"
KEY_THEME = "view/theme"
KEY_LARGE = "view/larger_type"
LARGE_SCALE = 1.3  # the larger type: every font a third bigger
_HEX = re.compile(r"#[0-9a-fA-F]{6}\b")
_PX = re.compile(r"(font-size:\s*)(\d+)px")


class _State:
    dark = False
    large = False
    desktop_palette_dark: bool | None = None  # read once, before GM Desk sets a palette of its own
    base_points: float | None = None  # the application's own font size, before any larger type


def is_dark() -> bool:
    return _State.dark


def is_large() -> bool:
    return _State.large


@cache
def dark_of(hex_colour: str) -> str:
    """The dark theme's version of a light theme colour: the opposite lightness, same hue."""
    colour = QColor(hex_colour)
    h, light, s = colorsys.rgb_to_hls(colour.redF(), colour.greenF(), colour.blueF())
    flipped = 1.0 - light
    if light > 0.85:  # paper: a dark grey, never black (lighter papers stay the darker ones)
        flipped = 0.10 + (1.0 - light) * 0.6
    elif 0.35 <= light <= 0.65:
        # Mid colours (the side colours, the blue of a button, grey notes) keep their hue and most of
        # their lightness, lifted a little to read on the dark paper.
        flipped = light + (0.5 - light) * 0.3 + 0.12
    sat = s * (0.85 if s > 0.5 else 1.0)
    flipped = min(max(flipped, 0.0), 1.0)
    if light <= 0.65:
        # Ink (text, marks): lighter until it reads at 4.5:1 on the lightest dark paper.
        while flipped < 0.95 and contrast(_hls(h, flipped, sat), DARK_PAPER) < 4.6:
            flipped += 0.02
    return _hls(h, flipped, sat)


DARK_PAPER = "#262c35"  # the lightest background the dark theme draws text on


def _hls(h: float, light: float, sat: float) -> str:
    r, g, b = colorsys.hls_to_rgb(h, light, sat)
    return QColor.fromRgbF(r, g, b).name()


def hex_in_theme(hex_colour: str) -> str:
    return dark_of(hex_colour.lower()) if _State.dark else hex_colour


def colour(hex_colour: str) -> QColor:
    """A light-theme colour as the theme in use draws it."""
    return QColor(hex_in_theme(hex_colour))


def css(text: str) -> str:
    """A style sheet written for the light theme, in the theme in use (colours and type size)."""
    if _State.dark:
        text = _HEX.sub(lambda m: dark_of(m.group(0).lower()), text)
    if _State.large:
        text = _PX.sub(lambda m: f"{m.group(1)}{round(int(m.group(2)) * LARGE_SCALE)}px", text)
    return text


STYLE_PROPERTY = "gmDeskStyle"  # a widget's own style sheet as written for the light theme


def style(widget: QWidget, text: str) -> None:
    """Give `widget` a style sheet written for the light theme, in the theme in use; it follows a later
    theme switch (`restyle`)."""
    widget.setProperty(STYLE_PROPERTY, text)
    widget.setStyleSheet(css(text))


def restyle(root: QWidget) -> None:
    """After a theme switch: every widget under `root` styled with `style` takes the new theme's colours."""
    for widget in (root, *root.findChildren(QWidget)):
        text = widget.property(STYLE_PROPERTY)
        if isinstance(text, str):
            widget.setStyleSheet(css(text))


def chosen(settings: QSettings) -> str:
    value = str(settings.value(KEY_THEME, SYSTEM))
    return value if value in (SYSTEM, LIGHT, DARK) else SYSTEM


def system_is_dark() -> bool:
    """Is the desktop dark? Its colour scheme says so where the platform reports one; elsewhere (no
    scheme reported) the palette the desktop gave the application, read before GM Desk set its own."""
    app = QGuiApplication.instance()
    if not isinstance(app, QGuiApplication):
        return False
    scheme = QGuiApplication.styleHints().colorScheme()
    if scheme != Qt.ColorScheme.Unknown:
        return scheme == Qt.ColorScheme.Dark
    if _State.desktop_palette_dark is None:
        _State.desktop_palette_dark = (
            QGuiApplication.palette().color(QPalette.ColorRole.Window).lightness() < 128
        )
    return _State.desktop_palette_dark


def resolve(choice: str) -> bool:
    """Whether ``choice`` (system, light or dark) means dark now."""
    return choice == DARK or (choice == SYSTEM and system_is_dark())


def palette(dark: bool) -> QPalette:
    """Qt's own colours for the widgets the style sheet leaves alone (scroll bars, check boxes, menus)."""
    base = QPalette()
    if not dark:
        # Qt's own selection blue (#308cc6) carries white text at 3.7:1 only: the light theme's reads at 5.8:1.
        base.setColor(QPalette.ColorRole.Highlight, QColor("#2a62c4"))
        base.setColor(QPalette.ColorRole.HighlightedText, QColor("#ffffff"))
        return base
    roles = {
        QPalette.ColorRole.Window: "#1b1f26",
        QPalette.ColorRole.WindowText: "#e6e9ef",
        QPalette.ColorRole.Base: "#20252d",
        QPalette.ColorRole.AlternateBase: "#262c35",
        QPalette.ColorRole.Text: "#e6e9ef",
        QPalette.ColorRole.Button: "#262c35",
        QPalette.ColorRole.ButtonText: "#e6e9ef",
        QPalette.ColorRole.ToolTipBase: "#2b313b",
        QPalette.ColorRole.ToolTipText: "#e6e9ef",
        QPalette.ColorRole.PlaceholderText: "#8d97a8",
        QPalette.ColorRole.Highlight: "#3d6fc4",
        QPalette.ColorRole.HighlightedText: "#ffffff",
        QPalette.ColorRole.Link: "#8fb4ff",
        QPalette.ColorRole.BrightText: "#ffffff",
    }
    for role, value in roles.items():
        base.setColor(role, QColor(value))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        base.setColor(QPalette.ColorGroup.Disabled, role, QColor("#7c8696"))
    return base


def use(dark: bool, large: bool = False) -> None:
    """Use the dark (or light) theme and the larger type (or not) from now on: the application's
    palette and font; style sheets and colours asked for afterwards follow."""
    if _State.desktop_palette_dark is None and isinstance(QGuiApplication.instance(), QGuiApplication):
        system_is_dark()  # remember the desktop's own palette before it is replaced
    _State.dark, _State.large = dark, large
    # The map's palette follows at once if it is loaded; else it reads the theme when first imported
    # (the frame paints before the map exists: importing it here would slow the first paint).
    map_palette = sys.modules.get("gm_desk.ui.zone_canvas.palette")
    if map_palette is not None:
        map_palette.use_theme(dark, LARGE_SCALE if large else 1.0)
    app = QGuiApplication.instance()
    if isinstance(app, QGuiApplication):
        QGuiApplication.setPalette(palette(dark))
        font = QGuiApplication.font()
        if _State.base_points is None:
            _State.base_points = font.pointSizeF()
        font.setPointSizeF(_State.base_points * (LARGE_SCALE if large else 1.0))
        QGuiApplication.setFont(font)


def start_theme(settings: QSettings) -> None:
    """The theme and type size the GM chose (or the desktop's scheme), before any widget is built."""
    use(resolve(chosen(settings)), settings.value(KEY_LARGE, False) in (True, "true"))


def contrast(a: str, b: str) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""

    def luminance(hex_colour: str) -> float:
        c = QColor(hex_colour)

        def channel(v: float) -> float:
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())

    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)
