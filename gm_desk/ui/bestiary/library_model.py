"""The bestiary library's item models: every creature as a row, and the filter the GM types into.

`CreatureLibraryModel` is a thin adapter over the tuples `list_creatures` returns (plus each creature's
tags): a bulk load resets it, a saved edit changes one row with a targeted `dataChanged`, a new or
deleted creature inserts or removes one row. `CreatureFilterModel` filters and sorts it for the view;
filtering happens in memory, so a keystroke over 10,000 creatures never waits for the database.

Dragging rows out carries the creature ids as ``application/x-gm-desk-creature`` (ASCII decimal ids,
one per line); `creature_ids_from_mime` reads them back for whatever accepts the drop.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QMimeData,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)

from gm_desk.store.records import CreatureRecord

CREATURE_MIME = "application/x-gm-desk-creature"

# Positions in the tuples list_creatures returns (its CREATURE_COLUMNS), then the tags this model adds.
T_ID, T_NAME, T_RULESET, T_PACK, T_LO, T_HI, T_TAGS = range(7)

COL_NAME, COL_SYSTEM, COL_THREAT, COL_TAGS, COL_PACK = range(5)
HEADERS = ("Name", "System", "Threat", "Tags", "Pack")

ID_ROLE = Qt.ItemDataRole.UserRole + 1
RULESET_ROLE = Qt.ItemDataRole.UserRole + 2
THREAT_LO_ROLE = Qt.ItemDataRole.UserRole + 3
THREAT_HI_ROLE = Qt.ItemDataRole.UserRole + 4
TAGS_ROLE = Qt.ItemDataRole.UserRole + 5
PACK_ROLE = Qt.ItemDataRole.UserRole + 6
SORT_ROLE = Qt.ItemDataRole.UserRole + 7

ModelIndex = QModelIndex | QPersistentModelIndex
Row = tuple[Any, ...]


def library_row(record: CreatureRecord) -> Row:
    """A saved creature as a model row (the same shape as a listed one)."""
    return (
        record.id,
        record.name,
        record.ruleset,
        record.pack,
        record.threat_lo,
        record.threat_hi,
        tuple(record.tags),
    )


def threat_text(lo: int | None, hi: int | None) -> str:
    if lo is None:
        return ""
    return str(lo) if lo == hi else f"{lo}–{hi}"


def creature_ids_from_mime(mime: QMimeData) -> list[int]:
    """The creature ids a drag carries; [] if it carries none (or anything malformed)."""
    if not mime.hasFormat(CREATURE_MIME):
        return []
    text = bytes(mime.data(CREATURE_MIME).data()).decode("ascii", errors="replace")
    ids = []
    for line in text.split():
        if not line.isdigit() or len(line) > 18:
            return []
        ids.append(int(line))
    return ids


class CreatureLibraryModel(QAbstractTableModel):
    """Every creature in the bestiary, one row each, in the order the store listed them."""

    def __init__(self, systems: Iterable[tuple[str, str]] = (), parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[Row] = []
        self._row_of: dict[int, int] = {}
        self._systems = dict(systems)

    # --- changes ----------------------------------------------------------------------------------

    def load(self, rows: Sequence[Sequence[Any]], tags: dict[int, tuple[str, ...]]) -> None:
        """Replace everything: `rows` as list_creatures returns them, `tags` by creature id."""
        self.beginResetModel()
        self._rows = [(*row[:T_TAGS], tags.get(row[T_ID], ())) for row in rows]
        self._reindex()
        self.endResetModel()

    def upsert(self, record: CreatureRecord) -> int:
        """Show a saved creature: its row changes in place, or a new row is added. Returns the row."""
        row = library_row(record)
        position = self._row_of.get(row[T_ID])
        if position is None:
            position = len(self._rows)
            self.beginInsertRows(QModelIndex(), position, position)
            self._rows.append(row)
            self._row_of[row[T_ID]] = position
            self.endInsertRows()
        elif self._rows[position] != row:
            self._rows[position] = row
            self.dataChanged.emit(self.index(position, 0), self.index(position, len(HEADERS) - 1))
        return position

    def remove(self, creature_ids: Iterable[int]) -> None:
        """Drop the rows of deleted creatures (ids not shown are ignored)."""
        for position in sorted(
            (self._row_of[i] for i in set(creature_ids) if i in self._row_of), reverse=True
        ):
            self.beginRemoveRows(QModelIndex(), position, position)
            del self._rows[position]
            self.endRemoveRows()
        self._reindex()

    def _reindex(self) -> None:
        self._row_of = {row[T_ID]: position for position, row in enumerate(self._rows)}

    # --- reading ----------------------------------------------------------------------------------

    def row_of(self, creature_id: int) -> int | None:
        return self._row_of.get(creature_id)

    def creature_row(self, position: int) -> Row:
        return self._rows[position]

    def system_name(self, ruleset: str) -> str:
        return self._systems.get(ruleset, ruleset)

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(HEADERS)

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        column = index.column()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return self._display(row, column, role)
        if role == SORT_ROLE:
            return self._sort_key(row, column)
        if role == Qt.ItemDataRole.TextAlignmentRole and column == COL_THREAT:
            return int(Qt.AlignmentFlag.AlignCenter)
        return _ROLE_VALUES[role](row) if role in _ROLE_VALUES else None

    def _display(self, row: Row, column: int, role: int) -> Any:
        if column == COL_NAME:
            return row[T_NAME]
        if column == COL_SYSTEM:
            return self.system_name(row[T_RULESET])
        if column == COL_THREAT:
            if role == Qt.ItemDataRole.ToolTipRole:
                return None
            return threat_text(row[T_LO], row[T_HI])
        if column == COL_TAGS:
            return ", ".join(row[T_TAGS])
        return row[T_PACK] or "(your own)"

    def _sort_key(self, row: Row, column: int) -> Any:
        # Text keys are case-folded; creatures without a threat sort after all rated ones.
        if column == COL_THREAT:
            lo, hi = row[T_LO], row[T_HI]
            return 10**9 if lo is None else lo * 10_000 + hi
        return str(self._display(row, column, Qt.ItemDataRole.DisplayRole)).casefold()

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and 0 <= section < len(HEADERS):
            if role == Qt.ItemDataRole.DisplayRole:
                return HEADERS[section]
            if role == Qt.ItemDataRole.ToolTipRole and section == COL_THREAT:
                return "The number a hero must beat (Threat, Evasion or Armour class, by system)"
        return None

    # --- dragging out -----------------------------------------------------------------------------

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsDragEnabled

    def mimeTypes(self) -> list[str]:
        return [CREATURE_MIME]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        mime = QMimeData()
        ids: list[int] = []
        for index in indexes:
            if index.isValid() and self.data(index, ID_ROLE) not in ids:
                ids.append(self.data(index, ID_ROLE))
        mime.setData(CREATURE_MIME, "\n".join(str(i) for i in ids).encode("ascii"))
        mime.setText("\n".join(self._rows[self._row_of[i]][T_NAME] for i in ids))
        return mime

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.CopyAction


_ROLE_VALUES = {
    ID_ROLE: lambda row: row[T_ID],
    RULESET_ROLE: lambda row: row[T_RULESET],
    THREAT_LO_ROLE: lambda row: row[T_LO],
    THREAT_HI_ROLE: lambda row: row[T_HI],
    TAGS_ROLE: lambda row: list(row[T_TAGS]),
    PACK_ROLE: lambda row: row[T_PACK],
}


class CreatureFilterModel(QSortFilterProxyModel):
    """What the GM asked to see: text in the name, tags or pack, one system, and a Threat range.

    The Threat range keeps creatures whose range overlaps it (as `list_creatures` does); with either
    bound set, creatures without a Threat are left out.
    """

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._needle = ""
        self._ruleset: str | None = None
        self._lo: int | None = None
        self._hi: int | None = None
        self.setSortRole(SORT_ROLE)
        self.setDynamicSortFilter(True)

    def set_filter(
        self, text: str = "", ruleset: str | None = None, lo: int | None = None, hi: int | None = None
    ) -> None:
        needle = text.strip().casefold()
        if (needle, ruleset, lo, hi) == (self._needle, self._ruleset, self._lo, self._hi):
            return
        self._needle, self._ruleset, self._lo, self._hi = needle, ruleset, lo, hi
        self.invalidateRowsFilter()

    def filterAcceptsRow(self, source_row: int, source_parent: ModelIndex) -> bool:
        row = self.sourceModel().creature_row(source_row)
        if self._ruleset is not None and row[T_RULESET] != self._ruleset:
            return False
        if self._lo is not None or self._hi is not None:
            lo, hi = row[T_LO], row[T_HI]
            if (
                lo is None
                or (self._lo is not None and hi < self._lo)
                or (self._hi is not None and lo > self._hi)
            ):
                return False
        if not self._needle:
            return True
        needle = self._needle
        return (
            needle in row[T_NAME].casefold()
            or any(needle in tag.casefold() for tag in row[T_TAGS])
            or (row[T_PACK] is not None and needle in row[T_PACK].casefold())
        )
