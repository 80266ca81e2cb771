"""The bestiary library's item models: every creature as a row, and the filter the GM types into.

`CreatureLibraryModel` is a thin adapter over the tuples `list_creatures` returns (plus each creature's
tags): a bulk load resets it, a saved edit changes one row with a targeted `dataChanged`, a new or
deleted creature inserts or removes one row. It sorts itself (one `list.sort` with a key, ~10 ms for
10,000 rows, where a proxy's sort would call back into Python for every comparison), and
`CreatureFilterModel` only filters it for the view, in memory, so a keystroke never waits for the
database.

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

# Positions in the tuples list_creatures returns (its CREATURE_COLUMNS), then what this model adds: the
# tags, and the case-folded text a search looks in (name, tags and pack), computed once per row.
T_ID, T_NAME, T_RULESET, T_PACK, T_LO, T_HI, T_TAGS, T_HAYSTACK = range(8)

COL_NAME, COL_SYSTEM, COL_THREAT, COL_TAGS, COL_PACK = range(5)
HEADERS = ("Name", "System", "Threat", "Tags", "Pack")

ID_ROLE = Qt.ItemDataRole.UserRole + 1
RULESET_ROLE = Qt.ItemDataRole.UserRole + 2
THREAT_LO_ROLE = Qt.ItemDataRole.UserRole + 3
THREAT_HI_ROLE = Qt.ItemDataRole.UserRole + 4
TAGS_ROLE = Qt.ItemDataRole.UserRole + 5
PACK_ROLE = Qt.ItemDataRole.UserRole + 6

ModelIndex = QModelIndex | QPersistentModelIndex
Row = tuple[Any, ...]


def make_row(listed: Sequence[Any], tags: Sequence[str]) -> Row:
    """A model row from a list_creatures tuple and the creature's tags."""
    creature_id, name, ruleset, pack, lo, hi = listed[:T_TAGS]
    haystack = "\n".join((name, *tags, pack or "")).casefold()
    return (creature_id, name, ruleset, pack, lo, hi, tuple(tags), haystack)


def library_row(record: CreatureRecord) -> Row:
    """A saved creature as a model row (the same shape as a listed one)."""
    listed = (record.id, record.name, record.ruleset, record.pack, record.threat_lo, record.threat_hi)
    return make_row(listed, record.tags)


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
    """Every creature in the bestiary, one row each, kept in the order of the chosen sort column."""

    def __init__(self, systems: Iterable[tuple[str, str]] = (), parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[Row] = []
        self._row_of: dict[int, int] = {}
        self._systems = dict(systems)
        self._sort_column = COL_NAME
        self._sort_order = Qt.SortOrder.AscendingOrder

    # --- changes ----------------------------------------------------------------------------------

    def load(self, rows: Sequence[Sequence[Any]], tags: dict[int, tuple[str, ...]]) -> None:
        """Replace everything: `rows` as list_creatures returns them, `tags` by creature id."""
        self.beginResetModel()
        self._rows = [make_row(row, tags.get(row[T_ID], ())) for row in rows]
        self._order_rows()
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
        else:
            return position
        if not self._in_order(position):
            self.sort(self._sort_column, self._sort_order)
        return self._row_of[row[T_ID]]

    def remove(self, creature_ids: Iterable[int]) -> None:
        """Drop the rows of deleted creatures (ids not shown are ignored)."""
        for position in sorted(
            (self._row_of[i] for i in set(creature_ids) if i in self._row_of), reverse=True
        ):
            self.beginRemoveRows(QModelIndex(), position, position)
            del self._rows[position]
            self.endRemoveRows()
        self._reindex()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if not 0 <= column < len(HEADERS):
            return
        self._sort_column, self._sort_order = column, order
        self.layoutAboutToBeChanged.emit()
        before = self.persistentIndexList()
        kept = [(self._rows[index.row()][T_ID], index.column()) for index in before]
        self._order_rows()
        self.changePersistentIndexList(before, [self.index(self._row_of[i], c) for i, c in kept])
        self.layoutChanged.emit()

    def _order_rows(self) -> None:
        column = self._sort_column
        descending = self._sort_order == Qt.SortOrder.DescendingOrder
        self._rows.sort(key=lambda row: self._sort_key(row, column), reverse=descending)
        self._reindex()

    def _in_order(self, position: int) -> bool:
        key = self._sort_key(self._rows[position], self._sort_column)
        before = self._sort_key(self._rows[position - 1], self._sort_column) if position > 0 else None
        after = (
            self._sort_key(self._rows[position + 1], self._sort_column)
            if position + 1 < len(self._rows)
            else None
        )
        if self._sort_order == Qt.SortOrder.DescendingOrder:
            before, after = after, before
        return (before is None or before <= key) and (after is None or key <= after)

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
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(row, column, role)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(row)
        if role == Qt.ItemDataRole.TextAlignmentRole and column == COL_THREAT:
            return int(Qt.AlignmentFlag.AlignCenter)
        return _ROLE_VALUES[role](row) if role in _ROLE_VALUES else None

    def _tooltip(self, row: Row) -> str:
        """Everything about the row in one place, for a dock too narrow to show every column."""
        lines = [row[T_NAME], self.system_name(row[T_RULESET])]
        threat = threat_text(row[T_LO], row[T_HI])
        if threat:
            lines[-1] += f" · Threat {threat}"
        if row[T_TAGS]:
            lines.append(", ".join(row[T_TAGS]))
        lines.append(f"From {row[T_PACK]}" if row[T_PACK] else "Your own creature")
        return "\n".join(lines)

    def _display(self, row: Row, column: int, role: int) -> Any:
        if column == COL_NAME:
            return row[T_NAME]
        if column == COL_SYSTEM:
            return self.system_name(row[T_RULESET])
        if column == COL_THREAT:
            return threat_text(row[T_LO], row[T_HI])
        if column == COL_TAGS:
            return ", ".join(row[T_TAGS])
        return row[T_PACK] or "(your own)"

    def _sort_key(self, row: Row, column: int) -> tuple[Any, ...]:
        # Text keys are case-folded; creatures without a Threat sort after every rated one; ties go
        # by name, then id, so the order never depends on where a row happened to be.
        if column == COL_THREAT:
            lo, hi = row[T_LO], row[T_HI]
            first: Any = (1, 0, 0) if lo is None else (0, lo, hi)
        elif column == COL_NAME:
            first = ()
        else:
            first = str(self._display(row, column, Qt.ItemDataRole.DisplayRole)).casefold()
        return (first, row[T_NAME].casefold(), row[T_ID])

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
    bound set, creatures without a Threat are left out. Sorting is passed on to the source model.
    """

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._needle = ""
        self._ruleset: str | None = None
        self._lo: int | None = None
        self._hi: int | None = None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self.sourceModel().sort(column, order)

    def set_filter(
        self, text: str = "", ruleset: str | None = None, lo: int | None = None, hi: int | None = None
    ) -> None:
        needle = text.strip().casefold()
        if (needle, ruleset, lo, hi) == (self._needle, self._ruleset, self._lo, self._hi):
            return
        if hasattr(self, "endFilterChange"):  # Qt 6.10+, where invalidateRowsFilter is deprecated
            self.beginFilterChange()
            self._needle, self._ruleset, self._lo, self._hi = needle, ruleset, lo, hi
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:
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
        return self._needle in row[T_HAYSTACK]
