"""Help ▸ Manual: the manual shipped in resources/manual/, shown in a browser window that F1 opens at the
section for the panel in focus."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from gm_desk.ui.actions import resources_dir
from gm_desk.ui.i18n import tr

MANUAL_FILE = "manual.html"
TOP = ""  # no section: the manual from its beginning


def manual_html() -> str:
    path = resources_dir() / "manual" / MANUAL_FILE
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return f"<p>The manual is missing from this installation ({path}).</p>"


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
