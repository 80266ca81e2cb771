"""A window of its own for the bestiary editor, for when the main window gives it no dock.

Closing it with unsaved changes asks first, like any editor.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget

from gm_desk.ui.bestiary.editor import BestiaryEditor
from gm_desk.ui.i18n import tr


class BestiaryEditorWindow(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("bestiaryEditorWindow")
        self.setWindowTitle(tr("Bestiary editor"))
        self.resize(940, 660)
        self.editor = BestiaryEditor(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.editor)
        self.editor.opened.connect(self._retitle)
        self.editor.saved.connect(self._retitle)

    def _retitle(self, *args: object) -> None:
        name = self.editor.record.name if self.editor.record is not None else ""
        self.setWindowTitle(tr("{name} — Bestiary editor", name=name) if name else tr("Bestiary editor"))

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.editor.maybe_keep_changes():
            event.accept()
        else:
            event.ignore()
