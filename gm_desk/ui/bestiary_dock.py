"""The bestiary dock, first version: search the store's creatures and add one to the open encounter.

A thin table model over the tuples `list_creatures` returns (no model objects, so 10,000 rows load in a
few milliseconds), a search box, a system filter, and "Add to encounter". Meant to be replaced by a
fuller bestiary browser; keep it small and self-contained.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHeaderView,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from gm_desk.rules.rulesets import available
from gm_desk.store import repositories as repo

# Positions in the tuples list_creatures returns (see CREATURE_COLUMNS).
T_ID, T_NAME, T_RULESET, T_PACK, T_LO, T_HI = range(6)
COL_NAME, COL_THREAT, COL_SYSTEM, COL_PACK = range(4)
ID_ROLE = Qt.ItemDataRole.UserRole + 1
ModelIndex = QModelIndex | QPersistentModelIndex


class CreatureTableModel(QAbstractTableModel):
    HEADERS = ("Name", "Threat", "System", "Pack")

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[Any, ...]] = []
        self._systems = dict(available())

    def load(self, rows: list[tuple[Any, ...]]) -> None:
        self.beginResetModel()
        self._rows = rows
        self.endResetModel()

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.HEADERS)

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        col = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if col == COL_NAME:
                return row[T_NAME]
            if col == COL_THREAT:
                lo, hi = row[T_LO], row[T_HI]
                return "" if lo is None else str(lo) if lo == hi else f"{lo}–{hi}"
            if col == COL_SYSTEM:
                return self._systems.get(row[T_RULESET], row[T_RULESET])
            return row[T_PACK] or "own"
        if role == ID_ROLE:
            return row[T_ID]
        if role == Qt.ItemDataRole.TextAlignmentRole and col == COL_THREAT:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.HEADERS[section]
        return None


class BestiaryPanel(QWidget):
    add_requested = Signal(int)  # a creature id

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = CreatureTableModel(self)
        self.search = QLineEdit(self)
        self.search.setPlaceholderText("Search creatures…")
        self.search.setClearButtonEnabled(True)
        self.system = QComboBox(self)
        self.system.addItem("All systems", None)
        for rid, name in available():
            self.system.addItem(name, rid)
        self.table = QTableView(self)
        self.table.setObjectName("bestiaryTable")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setShowGrid(False)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(24)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(COL_NAME, QHeaderView.ResizeMode.Stretch)
        for col in (COL_THREAT, COL_SYSTEM, COL_PACK):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        self.table.setColumnHidden(COL_PACK, True)
        self.add_button = QPushButton("Add to encounter", self)
        self.add_button.setEnabled(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.setSpacing(4)
        layout.addWidget(self.search)
        layout.addWidget(self.system)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.add_button)
        self.search.textChanged.connect(self.reload)
        self.system.currentIndexChanged.connect(self.reload)
        self.table.selectionModel().selectionChanged.connect(self._selection_changed)
        self.table.doubleClicked.connect(lambda index: self._request(index))
        self.add_button.clicked.connect(lambda: self._request(self.table.currentIndex()))
        self.reload()

    def set_ruleset(self, ruleset_id: str | None) -> None:
        """Show the creatures of the open encounter's system."""
        index = self.system.findData(ruleset_id)
        self.system.setCurrentIndex(max(0, index))

    def reload(self) -> None:
        self.model.load(repo.list_creatures(self.system.currentData(), self.search.text()))
        self.table.setColumnHidden(COL_SYSTEM, self.system.currentData() is not None)
        self._selection_changed()

    def row_count(self) -> int:
        return self.model.rowCount()

    def _selection_changed(self, *args: Any) -> None:
        self.add_button.setEnabled(self.table.selectionModel().hasSelection())

    def _request(self, index: QModelIndex) -> None:
        if index.isValid():
            self.add_requested.emit(int(index.siblingAtColumn(COL_NAME).data(ID_ROLE)))
