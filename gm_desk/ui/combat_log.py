"""The combat log: every event worth reading, in plain words, newest last, with a filter box and an
Export button (the whole log as Markdown, see `log_export`).

The words come from the session (`session.lines`, each event described by its ruleset); this module only
shows them. The model grows by appended rows while the fight goes on and is reset when an undo takes
lines away.
"""

from __future__ import annotations

import re
from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from gm_desk import store as repo
from gm_desk.store import StoreError
from gm_desk.ui.file_dialogs import ask_save
from gm_desk.ui.i18n import N_, tr
from gm_desk.ui.notice import Notice, Notices
from gm_desk.ui.plain_text import tooltip
from gm_desk.ui.session import EncounterSession
from gm_desk.ui.theme import colour

COL_SEQ, COL_TEXT = range(2)
SEQ_ROLE = Qt.ItemDataRole.UserRole + 1
ModelIndex = QModelIndex | QPersistentModelIndex


class CombatLogModel(QAbstractTableModel):
    """Rows of (command number, sentence)."""

    HEADERS = ("#", N_("What happened"))  # tr() where shown

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[int, str]] = []

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.HEADERS)

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        seq, text = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return str(seq) if index.column() == COL_SEQ else text
        if role == SEQ_ROLE:
            return seq
        if role == Qt.ItemDataRole.ForegroundRole and index.column() == COL_SEQ:
            return colour("#5d6a80")
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() == COL_SEQ:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            return tooltip(tr("Command {seq}: {text}", seq=seq, text=text))
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return tr(self.HEADERS[section])
        return None

    def sync(self, rows: list[tuple[int, str]]) -> None:
        old = len(self._rows)
        if len(rows) > old and rows[:old] == self._rows:
            self.beginInsertRows(QModelIndex(), old, len(rows) - 1)
            self._rows = list(rows)
            self.endInsertRows()
        elif rows != self._rows:
            self.beginResetModel()
            self._rows = list(rows)
            self.endResetModel()


class CombatLog(QWidget):
    message = Signal(str)  # a sentence for the status bar (an export written or refused)

    def __init__(self, notices: Notices, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session: EncounterSession | None = None
        self.model = CombatLogModel(self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setFilterKeyColumn(COL_TEXT)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.filter = QLineEdit(self)
        self.filter.setAccessibleName(tr("Filter the combat log"))
        self.filter.setPlaceholderText(tr("Filter the log (name, zone, roll…)"))
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self.proxy.setFilterFixedString)
        self.table = QTableView(self)
        self.table.setObjectName("combatLogTable")
        self.table.setAccessibleName(tr("Combat log"))
        self.table.setModel(self.proxy)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setShowGrid(False)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(22)
        header = self.table.horizontalHeader()
        header.hide()
        header.setSectionResizeMode(COL_SEQ, QHeaderView.ResizeMode.Fixed)
        header.resizeSection(COL_SEQ, 36)
        header.setStretchLastSection(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.setSpacing(4)
        self.export_button = QPushButton(tr("Export…"), self)
        self.export_button.setObjectName("exportLogButton")
        self.export_button.setToolTip(tr("Save the whole combat log as a Markdown file, round by round"))
        self.export_button.clicked.connect(lambda: self.export_markdown())
        top = QHBoxLayout()
        top.setSpacing(6)
        top.addWidget(self.filter, 1)
        top.addWidget(self.export_button)
        layout.addLayout(top)
        layout.addWidget(self.table)
        # The log follows its newest line: also when the view learns its height only after the lines
        # came (a fight opened while the window is still being laid out), until the GM scrolls up.
        self._following = True
        bar = self.table.verticalScrollBar()
        bar.rangeChanged.connect(self._keep_following)
        bar.valueChanged.connect(self._note_scrolled)
        notices.follow(self.on_change)

    def on_change(self, notice: Notice) -> None:
        self.session = notice.session
        if notice.opened:
            self.export_button.setEnabled(self.session is not None)
        if notice.fight or notice.opened:
            self._sync()

    def lines(self) -> list[str]:
        """The sentences shown now (after the filter), top to bottom."""
        return [self.proxy.index(r, COL_TEXT).data() for r in range(self.proxy.rowCount())]

    def _sync(self) -> None:
        self.model.sync(self.session.lines if self.session else [])
        self._following = True
        self.table.scrollToBottom()

    def _keep_following(self, _least: int, most: int) -> None:
        if self._following:
            self.table.verticalScrollBar().setValue(most)

    def _note_scrolled(self, value: int) -> None:
        self._following = value >= self.table.verticalScrollBar().maximum()

    def export_markdown(self, path: str | Path | None = None) -> Path | None:
        """Write the whole log as Markdown (asking where when no path is given); the file, or None."""
        from gm_desk.ui.log_export import to_markdown, write_atomically

        session = self.session
        if session is None:
            return None
        if not path:
            suggested = f"{file_name(session.name)} - combat log.md"
            path = ask_save(self, tr("Export combat log"), suggested, tr("Markdown (*.md)"))
            if not path:
                return None
        target = Path(path)
        try:
            campaign = repo.get_campaign(session.campaign_id).name
        except StoreError:
            campaign = tr("(unknown campaign)")
        try:
            write_atomically(target, to_markdown(session, campaign, datetime.now()))
        except OSError as exc:
            self.message.emit(tr("The combat log was not exported: {error}", error=exc.strerror or exc))
            return None
        self.message.emit(tr("Exported the combat log to {name}.", name=target.name))
        return target


def file_name(name: str) -> str:
    """A name usable as a file name on every system (no slashes, colons, quotes...)."""
    cleaned = re.sub(r'[\\/:*?"<>|\x00-\x1f]+', " ", name).strip(" .")
    return cleaned[:80] or "encounter"
