"""File ▸ Restore a backup…: the backups, newest first, and a Restore button that asks first.

The dialog lists and asks; restoring is a callback, because the data file must be closed and reopened
and only the main window knows what else holds on to it (the open encounter's session, the bestiary
list). The default callback is the store's `restore_in_place`, enough where nothing else is open.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from gm_desk.store import BackupInfo, Store, StoreError, list_backups, restore_in_place
from gm_desk.ui.backups import words
from gm_desk.ui.i18n import N_, tr
from gm_desk.ui.plain_text import literal, plain_label, tooltip
from gm_desk.ui.theme import style

COL_DATE, COL_REASON, COL_CONTENTS, COL_SIZE = range(4)
HEADERS = (N_("Date"), N_("Reason"), N_("Contents"), N_("Size"))  # tr() where shown
PATH_ROLE = Qt.ItemDataRole.UserRole + 1
READABLE_ROLE = Qt.ItemDataRole.UserRole + 2
ModelIndex = QModelIndex | QPersistentModelIndex


class BackupTableModel(QAbstractTableModel):
    """The backups of one folder, newest first; unreadable ones are listed, greyed, never restorable."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.backups: list[BackupInfo] = []

    def load(self, backups: list[BackupInfo]) -> None:
        self.beginResetModel()
        self.backups = list(backups)
        self.endResetModel()

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.backups)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(HEADERS)

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.backups):
            return None
        info = self.backups[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return (words.when(info.created), words.reason(info), words.contents(info), words.size(info))[
                column
            ]
        if role == Qt.ItemDataRole.ToolTipRole:
            return tooltip(str(info.path) if info.problem is None else f"{info.path}\n{info.problem}")
        if role == Qt.ItemDataRole.TextAlignmentRole and column == COL_SIZE:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == PATH_ROLE:
            return str(info.path)
        if role == READABLE_ROLE:
            return info.problem is None
        return None

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        if self.backups[index.row()].problem is not None:
            return Qt.ItemFlag.ItemIsSelectable  # shown, but greyed and never restorable
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return tr(HEADERS[section]) if 0 <= section < len(HEADERS) else None
        return None


def _ask(parent: QWidget, title: str, text: str) -> bool:
    box = QMessageBox(QMessageBox.Icon.Question, title, literal(text), parent=parent)
    restore = box.addButton(tr("Restore"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)
    box.exec()
    return box.clickedButton() is restore


def _warn(parent: QWidget, title: str, text: str) -> None:
    QMessageBox.warning(parent, title, literal(text))


class RestoreDialog(QDialog):
    """Lists the backups of `store`; Restore asks, then calls `restore(path)` and closes on success.

    `restore` raises StoreError to refuse (the dialog shows why and stays open). `confirm` and `warn`
    are the questions and warnings the dialog shows; tests replace them.
    """

    def __init__(
        self,
        store: Store,
        parent: QWidget | None = None,
        *,
        restore: Callable[[Path], object] | None = None,
        back_up_now: Callable[[], Path] | None = None,
        confirm: Callable[[QWidget, str, str], bool] = _ask,
        warn: Callable[[QWidget, str, str], None] = _warn,
    ) -> None:
        super().__init__(parent)
        self.store = store
        self._restore = restore or (lambda path: restore_in_place(store, path))
        self._back_up_now = back_up_now or (lambda: store.backup("made by hand"))
        self._confirm = confirm
        self._warn = warn
        self.restored: BackupInfo | None = None
        self.setWindowTitle(tr("Restore a backup"))
        self.setObjectName("restoreDialog")
        self.resize(720, 420)

        intro = QLabel(
            tr(
                "GM Desk backs up your data when it opens (once a day), regularly while you work, and before "
                "every upgrade, import and restore. Restoring puts a backup in place of your current data; "
                "your current data is backed up first, so you can always come back to it."
            ),
            self,
        )
        intro.setWordWrap(True)
        self.model = BackupTableModel(self)
        self.table = QTableView(self)
        self.table.setObjectName("backupTable")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(COL_CONTENTS, QHeaderView.ResizeMode.Stretch)
        self.empty_label = QLabel(tr("There are no backups yet."), self)
        self.empty_label.setObjectName("emptyLabel")
        self.folder_label = plain_label(
            tr("Backups are kept in {backup_dir}", backup_dir=store.backup_dir), self
        )
        self.folder_label.setObjectName("folderLabel")
        self.folder_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        style(self.folder_label, "color: #5d6a80")

        self.restore_button = QPushButton(tr("Restore…"), self)
        self.restore_button.setObjectName("restoreButton")
        self.backup_button = QPushButton(tr("Back up now"), self)
        self.backup_button.setObjectName("backupNowButton")
        self.folder_button = QPushButton(tr("Show folder"), self)
        self.folder_button.setObjectName("showFolderButton")
        close = QPushButton(tr("Close"), self)
        close.setObjectName("closeButton")
        self.restore_button.clicked.connect(self.restore_selected)
        self.backup_button.clicked.connect(self.back_up_now)
        self.folder_button.clicked.connect(self._show_folder)
        close.clicked.connect(self.reject)
        self.table.doubleClicked.connect(lambda *_: self.restore_selected())

        buttons = QHBoxLayout()
        buttons.addWidget(self.backup_button)
        buttons.addWidget(self.folder_button)
        buttons.addStretch(1)
        buttons.addWidget(self.restore_button)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.empty_label)
        layout.addWidget(self.folder_label)
        layout.addLayout(buttons)

        self.table.selectionModel().selectionChanged.connect(self._update_buttons)
        self.reload()

    def reload(self) -> None:
        self.model.load(list_backups(self.store.backup_dir))
        self.empty_label.setVisible(self.model.rowCount() == 0)
        first = next((row for row, info in enumerate(self.model.backups) if info.problem is None), None)
        if first is not None:
            self.table.selectRow(first)
        self._update_buttons()

    def selected(self) -> BackupInfo | None:
        rows = self.table.selectionModel().selectedRows()
        return self.model.backups[rows[0].row()] if rows else None

    def restore_selected(self) -> bool:
        info = self.selected()
        if info is None or info.problem is not None:
            return False
        question = tr(
            "Put {backup} in place of your current data?\n\nYour current data is backed up first (as “before "
            "restore”), so you can come back to it from this list.",
            backup=words.label(info),
        )
        if not self._confirm(self, tr("Restore this backup?"), question):
            return False
        try:
            self._restore(info.path)
        except StoreError as error:
            self._warn(self, tr("The backup was not restored"), str(error))
            self.reload()
            return False
        self.restored = info
        self.accept()
        return True

    def back_up_now(self) -> Path | None:
        try:
            made = self._back_up_now()
        except StoreError as error:
            self._warn(self, tr("No backup was made"), str(error))
            return None
        self.reload()
        return made

    def result_message(self) -> str:
        """A sentence for the status bar once the dialog is closed."""
        if self.restored is None:
            return ""
        return tr("Restored {backup}.", backup=words.label(self.restored))

    def _update_buttons(self, *args: Any) -> None:
        info = self.selected()
        self.restore_button.setEnabled(info is not None and info.problem is None)

    def _show_folder(self) -> None:
        self.store.backup_dir.mkdir(parents=True, exist_ok=True)
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.store.backup_dir)))
