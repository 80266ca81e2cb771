"""Help ▸ Manual: the manual shipped in resources/manual/, shown in a browser window that F1 opens at the
section for the panel in focus."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from gm_desk.rules.i18n import PSEUDO, pseudo
from gm_desk.ui.i18n import current_language, tr
from gm_desk.ui.resources import resources_dir

MANUAL_FILE = "manual.html"
TOP = ""  # no section: the manual from its beginning
# The manual is one document, translated as a whole: manual.<code>.html beside the English one.
_TEXT = re.compile(r">([^<]+)<")
_ENTITY = re.compile(r"(&#?\w+;)")


def manual_html(language: str | None = None, folder: Path | None = None) -> str:
    """The manual in ``language`` (the one in use by default): its own file when there is one, the
    English one otherwise; in the pseudo-language, the English one with every text altered."""
    code = current_language() if language is None else language
    folder = folder or resources_dir() / "manual"
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


def section_for(widget: QWidget | None, panels: dict[QWidget, str]) -> str:
    """The manual's section for a widget: that of the first panel (a dock, the map) holding it."""
    while widget is not None:
        if widget in panels:
            return panels[widget]
        widget = widget.parentWidget()
    return TOP


class ManualViewer(QDialog):
    """A window beside the main one (not modal: the GM reads it while playing)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("GM Desk manual"))
        self.setModal(False)
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("manualBrowser")
        self.browser.setOpenExternalLinks(False)
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
