"""The History dock: every undoable step of the open encounter, oldest first, the current one selected.

It is a QUndoView over the main window's QUndoGroup, so it follows whichever encounter is open.
Clicking a step takes the encounter back (or forward) to just after it; clicking the first row, "Start
of the encounter", undoes everything. Each step is the session's own undo command, so the data file
follows as it does for Ctrl+Z.
"""

from __future__ import annotations

from PySide6.QtGui import QUndoGroup
from PySide6.QtWidgets import QAbstractItemView, QLabel, QUndoView, QVBoxLayout, QWidget

from gm_desk.ui.i18n import N_, tr

EMPTY_LABEL = N_("Start of the encounter")  # tr() where shown


class HistoryPanel(QWidget):
    def __init__(self, group: QUndoGroup, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("historyPanel")
        hint = QLabel(tr("Click a step to go back to it; click a later one to go forward again."), self)
        hint.setObjectName("hintLabel")
        hint.setWordWrap(True)
        self.view = QUndoView(group, self)
        self.view.setAccessibleName(tr("History of the fight"))
        self.view.setObjectName("historyView")
        self.view.setEmptyLabel(tr(EMPTY_LABEL))
        self.view.setUniformItemSizes(True)  # a long fight lists thousands of steps
        self.view.setAlternatingRowColors(True)
        self.view.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        # The model is rebuilt on every step, then the current step is set: keep it in sight.
        self.view.selectionModel().currentChanged.connect(self._show_current)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.setSpacing(4)
        layout.addWidget(hint)
        layout.addWidget(self.view)

    def steps(self) -> list[str]:
        """The rows as shown, the first being the start of the encounter."""
        model = self.view.model()
        return [model.index(row, 0).data() for row in range(model.rowCount())]

    def current_row(self) -> int:
        """The row of the step the encounter stands at (0: nothing done)."""
        return self.view.currentIndex().row()

    def _show_current(self) -> None:
        index = self.view.currentIndex()
        if index.isValid():
            self.view.scrollTo(index)
