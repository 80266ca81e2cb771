"""Help ▸ Keyboard shortcuts: a table made from the window's actions when it opens, so it lists every
shortcut the window really has and never a stale one."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gm_desk.ui.i18n import tr


def plain_text(action: QAction) -> str:
    """An action's text as read: no mnemonic marks, no trailing ellipsis, `&&` back to `&`."""
    text = action.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
    return text.rstrip("…").strip()


def shortcut_rows(window: QWidget) -> list[tuple[str, str]]:
    """(what it does, its keys) for every action of the window with a shortcut, in menu-text order."""
    rows: dict[tuple[str, str], None] = {}  # each row once
    for action in window.findChildren(QAction):
        keys = [k for k in action.shortcuts() if not k.isEmpty()]
        if not keys or not action.text():
            continue
        words = ", ".join(k.toString(QKeySequence.SequenceFormat.NativeText) for k in keys)
        rows[(plain_text(action), words)] = None
    return sorted(rows, key=lambda row: row[0].lower())


class ShortcutsDialog(QDialog):
    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setWindowTitle(tr("Keyboard shortcuts"))
        rows = shortcut_rows(window)
        self.table = QTableWidget(len(rows), 2, self)
        self.table.setHorizontalHeaderLabels([tr("Action"), tr("Keys")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        for row, (text, keys) in enumerate(rows):
            self.table.setItem(row, 0, QTableWidgetItem(text))
            self.table.setItem(row, 1, QTableWidgetItem(keys))
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setStretchLastSection(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.resize(460, 420)

    def rows(self) -> list[tuple[str, str]]:
        def cell(row: int, column: int) -> str:
            item = self.table.item(row, column)
            return item.text() if item is not None else ""

        return [(cell(r, 0), cell(r, 1)) for r in range(self.table.rowCount())]
