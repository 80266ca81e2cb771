"""The dark theme for a dim table, made from the light one by one rule; text reads at 4.5:1 or better in
both (the pairs are measured); the desktop's scheme picks it by default; the View menu's choice and the
larger type are applied at once and remembered."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QGuiApplication, QPalette

from gm_desk.ui import theme
from gm_desk.ui.theme import contrast, css, dark_of
from gm_desk.ui.zone_canvas import palette as pal

ROOT = Path(__file__).resolve().parents[2]
QSS = (ROOT / "resources" / "styles" / "light.qss").read_text(encoding="utf-8")
PANELS = ("#ffffff", "#f6f7f9", "#f7f8fa")  # the backgrounds text sits on where a rule gives none
MINIMUM = 4.5


@pytest.fixture(autouse=True)
def light_again(qapp: Any) -> Iterator[None]:
    yield
    theme.use(False, False)
    QGuiApplication.styleHints().unsetColorScheme()


def blocks(text: str) -> list[tuple[str, dict[str, str]]]:
    found = []
    for selector, body in re.findall(r"([^{}]+)\{([^{}]*)\}", re.sub(r"/\*.*?\*/", "", text, flags=re.S)):
        rules = dict(re.findall(r"([\w-]+)\s*:\s*([^;]+);", body))
        found.append((selector.strip(), {k: v.strip() for k, v in rules.items()}))
    return found


def text_pairs(text: str) -> list[tuple[str, str, str]]:
    """(where, text colour, background) of every rule that sets a text colour (disabled text is exempt)."""
    pairs = []
    for selector, rules in blocks(text):
        ink = rules.get("color")
        if not ink or not ink.startswith("#") or ":disabled" in selector:
            continue
        paper = rules.get("background") or rules.get("background-color")
        for back in [paper] if paper and paper.startswith("#") else [css(panel) for panel in PANELS]:
            pairs.append((selector, ink, back))
    return pairs


def test_the_dark_theme_turns_paper_dark_and_ink_light_and_keeps_hues() -> None:
    assert contrast(dark_of("#ffffff"), "#000000") < 2  # white paper becomes a dark grey
    assert contrast(dark_of("#1c2638"), "#ffffff") < 2  # dark ink becomes light
    party, hostile = dark_of("#2f6fde"), dark_of("#d64545")
    assert party[5:] > party[1:3] and hostile[1:3] > hostile[5:]  # blue stays blue, red stays red


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_every_text_colour_of_the_style_sheet_reads_at_4_5(dark: bool) -> None:
    theme.use(dark)
    pairs = text_pairs(css(QSS))
    assert len(pairs) > 15
    poor = [(w, i, b, round(contrast(i, b), 2)) for w, i, b in pairs if contrast(i, b) < MINIMUM]
    assert poor == []


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_every_text_colour_a_panel_sets_itself_reads_at_4_5(dark: bool) -> None:
    theme.use(dark)
    inks = set()
    for path in (ROOT / "gm_desk" / "ui").rglob("*.py"):
        if "player_view" in path.parts or path.name.startswith(("prep_sheet", "fight_recap")):
            continue  # their own dark screen, and paper
        inks |= {m.lower() for m in re.findall(r"(?<![-\w])color:\s*(#[0-9a-fA-F]{6})", path.read_text())}
    assert len(inks) > 10
    poor = [
        (ink, back, round(contrast(css(ink), css(back)), 2))
        for ink in sorted(inks)
        for back in PANELS
        if contrast(css(ink), css(back)) < MINIMUM
    ]
    assert poor == []


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_the_maps_words_read_on_their_zones(dark: bool) -> None:
    theme.use(dark)
    assert contrast(pal.ZONE_TEXT.name(), pal.ZONE_FILL.name()) >= MINIMUM
    assert contrast(pal.DARK_TEXT.name(), pal.DARK_FILL.name()) >= MINIMUM
    assert contrast(pal.HINT_TEXT.name(), pal.CANVAS_BG.name()) >= MINIMUM
    # the zones stand out from the ground in both themes
    assert pal.ZONE_FILL.name() != pal.CANVAS_BG.name()


def test_qts_own_palette_reads_at_4_5_in_the_dark() -> None:
    colours = theme.palette(True)
    for ink, back in (
        (QPalette.ColorRole.WindowText, QPalette.ColorRole.Window),
        (QPalette.ColorRole.Text, QPalette.ColorRole.Base),
        (QPalette.ColorRole.ButtonText, QPalette.ColorRole.Button),
        (QPalette.ColorRole.HighlightedText, QPalette.ColorRole.Highlight),
        (QPalette.ColorRole.ToolTipText, QPalette.ColorRole.ToolTipBase),
    ):
        assert contrast(colours.color(ink).name(), colours.color(back).name()) >= MINIMUM, ink


def test_the_desktops_scheme_chooses_unless_the_gm_did(tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    hints = QGuiApplication.styleHints()
    hints.setColorScheme(Qt.ColorScheme.Dark)
    if hints.colorScheme() == Qt.ColorScheme.Dark:  # a platform that reports the scheme asked for
        theme.start_theme(settings)
        assert theme.is_dark()
        hints.setColorScheme(Qt.ColorScheme.Light)
        theme.start_theme(settings)
        assert not theme.is_dark()
    else:  # offscreen and Xvfb report no scheme: a desktop's dark palette says it instead
        assert hints.colorScheme() == Qt.ColorScheme.Unknown
        desktop = QGuiApplication.palette()
        try:
            theme._State.desktop_palette_dark = None
            QGuiApplication.setPalette(theme.palette(True))  # what a dark desktop hands the application
            theme.start_theme(settings)
            assert theme.is_dark()
            theme._State.desktop_palette_dark = None
            QGuiApplication.setPalette(QPalette())
            theme.start_theme(settings)
            assert not theme.is_dark()
        finally:
            QGuiApplication.setPalette(desktop)
            theme._State.desktop_palette_dark = None
    settings.setValue(theme.KEY_THEME, theme.DARK)  # the GM's own choice wins over the desktop's
    theme.start_theme(settings)
    assert theme.is_dark()


def test_view_theme_and_larger_type_apply_at_once_and_are_remembered(window: Any) -> None:
    from gm_desk.ui.main_window import MainWindow

    assert isinstance(window, MainWindow)
    menu = window.findChild(type(window.menuBar().actions()[0].menu()), "themeMenu")
    dark = next(a for a in menu.actions() if a.data() == theme.DARK)
    points = QGuiApplication.font().pointSizeF()
    dark.trigger()
    assert window.settings.value(theme.KEY_THEME) == theme.DARK and theme.is_dark()
    assert dark_of("#ffffff") in window.styleSheet()
    assert QGuiApplication.palette().color(QPalette.ColorRole.Window).lightness() < 60
    larger = window.findChild(type(dark), "largerTypeAction")
    larger.trigger()
    assert QGuiApplication.font().pointSizeF() == pytest.approx(points * theme.LARGE_SCALE)
    assert window.settings.value(theme.KEY_LARGE) in (True, "true")
    # The map's words (zone names, token labels, chips) grow with the rest.
    assert pal.font(8.0).pointSizeF() == pytest.approx(8.0 * theme.LARGE_SCALE)
    larger.trigger()
    assert QGuiApplication.font().pointSizeF() == pytest.approx(points)
    assert pal.font(8.0).pointSizeF() == pytest.approx(8.0)


@pytest.mark.parametrize("dark", [False, True])
def test_dialog_buttons_are_words_without_the_styles_black_icons(qtbot: Any, qapp: Any, dark: bool) -> None:
    """The style's stock icons on OK, Cancel, Close are drawn black: a smudge beside the word on the dark
    theme (seen under X11, whose platform asks for icons; the test platform does not, so a style that
    asks for them stands in for it). Both themes show the words alone."""
    from PySide6.QtWidgets import QDialogButtonBox, QProxyStyle, QStyle, QWidget

    from gm_desk.ui.resources import style_sheet

    class WantsIcons(QProxyStyle):
        def styleHint(self, hint: Any, *args: Any) -> int:
            if hint == QStyle.StyleHint.SH_DialogButtonBox_ButtonsHaveIcons:
                return 1
            return super().styleHint(hint, *args)

    before = qapp.style().name()
    qapp.setStyle(WantsIcons(before))
    try:
        theme.use(dark, False)
        window = QWidget()  # styled as the main window is; its dialogs take its style sheet
        window.setStyleSheet(style_sheet())
        qtbot.addWidget(window)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close | QDialogButtonBox.StandardButton.Ok, window)
        assert [b.text() for b in box.buttons() if not b.icon().isNull()] == []
    finally:
        qapp.setStyle(before)
