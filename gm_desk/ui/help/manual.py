"""Help ▸ Manual: the manual shipped in resources/manual/ (with its pictures in images/ beside it), shown
in a browser window that F1 opens at the section for the panel, window or dialog in focus (`sections`)."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Qt, Slot
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QMainWindow,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from gm_desk.rules.i18n import PSEUDO, pseudo
from gm_desk.ui.help.sections import TOP
from gm_desk.ui.i18n import current_language, tr
from gm_desk.ui.resources import resources_dir

MANUAL_FILE = "manual.html"
HOOKED = "helpKeyHooked"  # a window that has its own F1 already
# The manual is one document, translated as a whole: manual.<code>.html beside the English one.
_TEXT = re.compile(r">([^<]+)<")
_ENTITY = re.compile(r"(&#?\w+;)")


def manual_folder() -> Path:
    """Where the manual and its pictures (images/) are."""
    return resources_dir() / "manual"


def picture_folders(language: str | None = None, folder: Path | None = None) -> list[Path]:
    """Where the manual's pictures (images/...) are looked for: the language's own folder first (<code>/,
    pictures of GM Desk in that language), then the English ones, which every manual falls back on."""
    code = current_language() if language is None else language
    folder = folder or manual_folder()
    own = folder / code
    return [own, folder] if code and (own / "images").is_dir() else [folder]


def manual_html(language: str | None = None, folder: Path | None = None) -> str:
    """The manual in ``language`` (the one in use by default): its own file when there is one, the
    English one otherwise; in the pseudo-language, the English one with every text altered."""
    code = current_language() if language is None else language
    folder = folder or manual_folder()
    translated = folder / f"manual.{code}.html"
    path = translated if translated.is_file() else folder / MANUAL_FILE
    try:
        html = path.read_text(encoding="utf-8")
    except OSError:
        return "<p>" + tr("The manual is missing from this installation ({path}).", path=path) + "</p>"
    return pseudo_html(html) if code == PSEUDO else html


def pseudo_html(html: str) -> str:
    """Every text between tags in the pseudo-language; tags and character entities kept as they are."""

    def text(match: re.Match[str]) -> str:
        parts = _ENTITY.split(match.group(1))
        return ">" + "".join(p if _ENTITY.fullmatch(p) or not p.strip() else pseudo(p) for p in parts) + "<"

    return _TEXT.sub(text, html)


class ManualViewer(QDialog):
    """A window beside the main one (not modal: the GM reads it while playing)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("GM Desk manual"))
        self.setModal(False)
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("manualBrowser")
        self.browser.setOpenExternalLinks(False)
        # The pictures are named images/... in every language: its own pictures first, else the English ones.
        self.browser.setSearchPaths([str(path) for path in picture_folders()])
        self.browser.setHtml(manual_html())
        self.section = TOP
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(720, 640)

    def open_at(self, section: str) -> None:
        self.section = section
        self.show()
        self.raise_()
        self.activateWindow()
        if section:
            self.browser.scrollToAnchor(section)
        else:
            self.browser.verticalScrollBar().setValue(0)


class HelpKey(QObject):
    """F1 in every window of GM Desk besides the main one (whose Help ▸ Manual has F1 already): the
    first time a dialog or window takes the focus it gets an F1 of its own, which opens the manual at the
    section for what has the focus (`open_manual`). A floating panel is the main window's, and left alone;
    so is a main window (its own Help ▸ Manual has F1)."""

    def __init__(self, main: QWidget, open_manual: Callable[[], object]) -> None:
        super().__init__(main)
        self.main = main
        self.open_manual = open_manual
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self.hook)

    @Slot(QWidget, QWidget)
    def hook(self, _old: QWidget | None, now: QWidget | None) -> None:
        if now is None or not self.main.isVisible():  # a main window closed has no say any more
            return
        top = now.window()
        if isinstance(top, (QMainWindow, ManualViewer, QDockWidget)) or top.property(HOOKED):
            return
        if top.windowType() in (Qt.WindowType.Popup, Qt.WindowType.ToolTip):  # a list dropped down: its window's
            return
        top.setProperty(HOOKED, True)
        key = QShortcut(QKeySequence(QKeySequence.StandardKey.HelpContents), top)
        key.setContext(Qt.ShortcutContext.WindowShortcut)
        key.activated.connect(self.open_manual)
