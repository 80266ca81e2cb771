"""The bestiary library's item models: every creature as a row, and the filter the GM types into.

`CreatureLibraryModel` is a thin adapter over the tuples `library_rows` returns: a bulk load resets it,
a saved edit changes one row with a targeted `dataChanged`, a new or deleted creature inserts or
removes rows. It sorts itself (one `list.sort` with a key, ~3 ms for 10,000 rows, where a proxy's sort
would call back into Python for every comparison).

`CreatureFilterModel` only filters it for the view, in memory, so a keystroke never waits for the
database. It is a proxy of its own rather than a QSortFilterProxyModel: that one asks Python about
each row (`filterAcceptsRow`, ~1 µs a call, 10-15 ms per keystroke for 10,000 creatures), where one
list comprehension over the rows takes ~1 ms. A new filter is one layout change, with the selection
kept on the rows that stay.

A start reads only each system's first screen of creatures (`load_first`, through an index, ~1 ms) and
the rest when the view asks for more (`canFetchMore`/`fetchMore`, as the list is scrolled to its end) or
when something needs every row (another sort column, a search, a count): `read_all`. Until then the
filter shows only the rows known to come first in the whole list, so what is shown is always the true
head of the sorted, filtered bestiary.

Dragging rows out carries the creature ids as ``application/x-gm-desk-creature`` (ASCII decimal ids,
one per line); `creature_ids_from_mime` reads them back for whatever accepts the drop.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractProxyModel,
    QAbstractTableModel,
    QMimeData,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QStyle

from gm_desk.store import CreatureRecord
from gm_desk.ui.i18n import N_, tr
from gm_desk.ui.plain_text import tooltip

CREATURE_MIME = "application/x-gm-desk-creature"

# Positions in the tuples library_rows returns (its LIBRARY_COLUMNS: the tags last), then what this
# model adds: the case-folded text a search looks in (name, tags and pack), computed once per row.
T_ID, T_NAME, T_RULESET, T_PACK, T_LO, T_HI, T_TAGS, T_HAYSTACK = range(8)

COL_NAME, COL_SYSTEM, COL_THREAT, COL_TAGS, COL_PACK = range(5)
HEADERS = (N_("Name"), N_("System"), N_("Threat"), N_("Tags"), N_("Pack"))  # tr() where shown

ID_ROLE = Qt.ItemDataRole.UserRole + 1
RULESET_ROLE = Qt.ItemDataRole.UserRole + 2
THREAT_LO_ROLE = Qt.ItemDataRole.UserRole + 3
THREAT_HI_ROLE = Qt.ItemDataRole.UserRole + 4
TAGS_ROLE = Qt.ItemDataRole.UserRole + 5
PACK_ROLE = Qt.ItemDataRole.UserRole + 6

ModelIndex = QModelIndex | QPersistentModelIndex
Row = tuple[Any, ...]


def make_rows(listed: Iterable[Sequence[Any]]) -> list[Row]:
    """Model rows from library_rows tuples (one comprehension: this runs for the whole bestiary)."""
    return [
        (creature_id, name, ruleset, pack, lo, hi, tags, "\n".join((name, *tags, pack or "")).casefold())
        for creature_id, name, ruleset, pack, lo, hi, tags in listed
    ]


def library_row(record: CreatureRecord) -> Row:
    """A saved creature as a model row (the same shape as a listed one)."""
    listed = (record.id, record.name, record.ruleset, record.pack, record.threat_lo, record.threat_hi)
    return make_rows([(*listed, tuple(record.tags))])[0]


def lookalike_icon() -> QIcon:
    """The warning mark on a name that looks the same as another creature's of its system."""
    return QApplication.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)


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
        # creature id → the name of a stored creature of its system that looks the same (flagged rows)
        self._lookalikes: dict[int, str] = {}
        # Until the whole bestiary is read: what reads the rest, and per system (more to read, rated).
        self._rest: Callable[[], Iterable[Sequence[Any]]] | None = None
        self._first_facts: dict[str, tuple[bool, bool]] = {}

    # --- changes ----------------------------------------------------------------------------------

    def load(self, rows: Iterable[Sequence[Any]]) -> None:
        """Replace everything with `rows`, as library_rows returns them (tags included)."""
        self.beginResetModel()
        self._rest, self._first_facts = None, {}
        self._rows = make_rows(rows)
        self._order_rows()
        self.endResetModel()

    def load_first(
        self,
        rows: Iterable[Sequence[Any]],
        facts: dict[str, tuple[bool, bool]],
        rest: Callable[[], Iterable[Sequence[Any]]],
    ) -> None:
        """Replace everything with each system's first rows (`library_first_rows`): `facts` says per
        system whether more are left and whether any is rated; `rest` reads every row when needed."""
        self.beginResetModel()
        more = any(left for left, _rated in facts.values())
        self._rest, self._first_facts = (rest, dict(facts)) if more else (None, {})
        self._sort_column, self._sort_order = COL_NAME, Qt.SortOrder.AscendingOrder  # the order read in
        self._rows = make_rows(rows)
        self._order_rows()
        self.endResetModel()

    @property
    def complete(self) -> bool:
        """Every creature is read (not only the first screen of each system)."""
        return self._rest is None

    def read_all(self) -> None:
        """Read the creatures the first screen left out: added at the end, then put in order (a layout
        change, so the selection and the current row stay on their creatures)."""
        rest, self._rest = self._rest, None
        if rest is None:
            return
        self._first_facts = {}
        new = [row for row in make_rows(rest()) if row[T_ID] not in self._row_of]
        if new:
            first = len(self._rows)
            self.beginInsertRows(QModelIndex(), first, first + len(new) - 1)
            self._rows.extend(new)
            self._row_of.update((row[T_ID], position) for position, row in enumerate(new, first))
            self.endInsertRows()
            self.sort(self._sort_column, self._sort_order)

    def canFetchMore(self, parent: ModelIndex = QModelIndex()) -> bool:  # noqa: B008
        return not parent.isValid() and self._rest is not None

    def fetchMore(self, parent: ModelIndex = QModelIndex()) -> None:  # noqa: B008
        if not parent.isValid():
            self.read_all()

    def rated(self, ruleset: str) -> bool:
        """Whether any creature of the system has a Threat (known before every row is read)."""
        if self._rest is not None:
            return self._first_facts.get(ruleset, (False, False))[1]
        return any(row[T_RULESET] == ruleset and row[T_LO] is not None for row in self._rows)

    def known_rows(self, ruleset: str | None) -> int:
        """How many rows from the top are certain to be the head of the whole list, for a filter on one
        system (or on none): all of them once everything is read. Until then, the rows up to the last
        one read of each system (or of the one system) that has more left to read."""
        if self._rest is None:
            return len(self._rows)
        last: dict[str, int] = {}
        for position, row in enumerate(self._rows):
            last[row[T_RULESET]] = position
        ends = [
            last[system] + 1
            for system, (more, _rated) in self._first_facts.items()
            if more and system in last and (ruleset is None or system == ruleset)
        ]
        return min(ends, default=len(self._rows))

    def flag_lookalikes(self, pairs: Iterable[Sequence[Any]]) -> None:
        """Mark the rows `lookalike_pairs` names: (ruleset, id, name, other id, other name) each."""
        flagged: dict[int, str] = {}
        for _system, first_id, first_name, other_id, other_name in pairs:
            flagged[first_id] = other_name
            flagged[other_id] = first_name
        changed = set(flagged) | set(self._lookalikes)
        self._lookalikes = flagged
        for creature_id in changed:
            position = self._row_of.get(creature_id)
            if position is not None:
                self.dataChanged.emit(self.index(position, COL_NAME), self.index(position, COL_NAME))

    def lookalike_of(self, creature_id: int) -> str | None:
        """The name of the stored creature this one looks the same as, if any."""
        return self._lookalikes.get(creature_id)

    def upsert(self, record: CreatureRecord) -> int:
        """Show a saved creature: its row changes in place, or a new row is added. Returns the row."""
        self.read_all()
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
        """Drop the rows of deleted creatures (ids not shown are ignored), neighbours in one removal."""
        self.read_all()
        runs: list[list[int]] = []  # [first, last] of each run of neighbouring rows
        for position in sorted({self._row_of[i] for i in creature_ids if i in self._row_of}):
            if runs and position == runs[-1][1] + 1:
                runs[-1][1] = position
            else:
                runs.append([position, position])
        for first, last in reversed(runs):  # from the bottom: the rows above keep their numbers
            self.beginRemoveRows(QModelIndex(), first, last)
            del self._rows[first : last + 1]
            self.endRemoveRows()
        self._reindex()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if not 0 <= column < len(HEADERS):
            return
        if (column, order) != (self._sort_column, self._sort_order):
            self.read_all()  # another order, another head of the list
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
        if column == COL_NAME:  # _sort_key's order without a method call per row (every load sorts so)
            self._rows.sort(key=lambda row: (row[T_NAME].casefold(), row[T_ID]), reverse=descending)
        else:
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
        if creature_id not in self._row_of:
            self.read_all()
        return self._row_of.get(creature_id)

    def creature_row(self, position: int) -> Row:
        return self._rows[position]

    def creature_rows(self) -> Sequence[Row]:
        """Every row read, in the model's order (for the filter proxy, which must not change it)."""
        return self._rows

    def system_name(self, ruleset: str) -> str:
        return self._systems.get(ruleset, ruleset)

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(HEADERS)

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        return self.value(index.row(), index.column(), role)

    def value(self, position: int, column: int, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """What data() answers for the cell at (position, column), without making an index first."""
        if not 0 <= position < len(self._rows) or not 0 <= column < len(HEADERS):
            return None
        row = self._rows[position]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(row, column, role)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(row)
        if role == Qt.ItemDataRole.TextAlignmentRole and column == COL_THREAT:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.DecorationRole and column == COL_NAME and row[T_ID] in self._lookalikes:
            return lookalike_icon()
        return _ROLE_VALUES[role](row) if role in _ROLE_VALUES else None

    def _tooltip(self, row: Row) -> str:
        """Everything about the row in one place, for a dock too narrow to show every column."""
        lines = [row[T_NAME], self.system_name(row[T_RULESET])]
        threat = threat_text(row[T_LO], row[T_HI])
        if threat:
            lines[-1] += " · " + tr("Threat {threat}", threat=threat)
        if row[T_TAGS]:
            lines.append(", ".join(row[T_TAGS]))
        lines.append(tr("From {pack}", pack=row[T_PACK]) if row[T_PACK] else tr("Your own creature"))
        twin = self._lookalikes.get(row[T_ID])
        if twin is not None:
            lines.append(
                tr("⚠ Looks the same as “{twin}”, stored apart: rename or delete one of them.", twin=twin)
            )
        return tooltip("\n".join(lines))

    def _display(self, row: Row, column: int, role: int) -> Any:
        if column == COL_NAME:
            return row[T_NAME]
        if column == COL_SYSTEM:
            return self.system_name(row[T_RULESET])
        if column == COL_THREAT:
            return threat_text(row[T_LO], row[T_HI])
        if column == COL_TAGS:
            return ", ".join(row[T_TAGS])
        return row[T_PACK] or tr("(your own)")

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
                return tr(HEADERS[section])
            if role == Qt.ItemDataRole.ToolTipRole and section == COL_THREAT:
                return tr("The number a hero must beat (Threat, Evasion or Armour class, by system)")
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


_ROLE_VALUES: dict[int, Callable[[Row], Any]] = {
    ID_ROLE: lambda row: row[T_ID],
    RULESET_ROLE: lambda row: row[T_RULESET],
    THREAT_LO_ROLE: lambda row: row[T_LO],
    THREAT_HI_ROLE: lambda row: row[T_HI],
    TAGS_ROLE: lambda row: list(row[T_TAGS]),
    PACK_ROLE: lambda row: row[T_PACK],
}


class CreatureFilterModel(QAbstractProxyModel):
    """What the GM asked to see: text in the name, tags or pack, one system, and a Threat range.

    The Threat range keeps creatures whose range overlaps it (as `list_creatures` does); with either
    bound set, creatures without a Threat are left out. Rows keep the source model's order (sorting is
    passed on to it). The source is a `CreatureLibraryModel`; its columns never change.
    """

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._needle = ""
        self._ruleset: str | None = None
        self._lo: int | None = None
        self._hi: int | None = None
        self._source: CreatureLibraryModel | None = None
        # The source rows shown, ascending: proxy row i is source row _shown[i] (so bisect maps back).
        self._shown: list[int] = []
        # Persistent indexes carried through a layout change of the source (a sort).
        self._held: list[QModelIndex] = []
        self._held_source: list[QPersistentModelIndex] = []

    # --- the filter -------------------------------------------------------------------------------

    def set_filter(
        self, text: str = "", ruleset: str | None = None, lo: int | None = None, hi: int | None = None
    ) -> None:
        needle = text.strip().casefold()
        if (needle, ruleset, lo, hi) == (self._needle, self._ruleset, self._lo, self._hi):
            return
        self._needle, self._ruleset, self._lo, self._hi = needle, ruleset, lo, hi
        self._show(self._accepted())

    def _accepted(self, first: int = 0, last: int | None = None) -> list[int]:
        """The source rows from `first` to `last` (default: to the end) that the filter lets through."""
        rows = self._source.creature_rows() if self._source is not None else ()
        # Until the source has read everything, only the rows certain to head the whole list.
        end = self._source.known_rows(self._ruleset) if self._source is not None else 0
        chosen: Iterable[int] = range(first, min(end, len(rows) if last is None else last + 1))
        # One comprehension per condition in use, each over what the one before kept.
        ruleset, low, high, needle = self._ruleset, self._lo, self._hi, self._needle
        if ruleset is not None:
            chosen = [i for i in chosen if rows[i][T_RULESET] == ruleset]
        if low is not None or high is not None:
            chosen = [
                i
                for i in chosen
                if rows[i][T_LO] is not None
                and (low is None or rows[i][T_HI] >= low)
                and (high is None or rows[i][T_LO] <= high)
            ]
        if needle:
            chosen = [i for i in chosen if needle in rows[i][T_HAYSTACK]]
        return list(chosen)

    def _show(self, shown: list[int]) -> None:
        """Show exactly the source rows `shown` (ascending), in one layout change.

        A layout change rather than the removals and insertions a QSortFilterProxyModel emits: one
        signal however scattered the rows, and the selection and current row stay on the creatures
        that remain.
        """
        if shown == self._shown:
            return
        self.layoutAboutToBeChanged.emit()
        before = self.persistentIndexList()
        kept = [(self._shown[index.row()], index.column()) for index in before]
        self._shown = shown
        self.changePersistentIndexList(before, [self._index_of(row, column) for row, column in kept])
        self.layoutChanged.emit()

    def _index_of(self, source_row: int, column: int) -> QModelIndex:
        """This model's index of a source cell, or an invalid one if its row is filtered out."""
        position, shown = self._position(source_row)
        return self.createIndex(position, column) if shown else QModelIndex()

    def _position(self, source_row: int) -> tuple[int, bool]:
        """Where the source row is (or would be) among the rows shown, and whether it is shown."""
        position = bisect_left(self._shown, source_row)
        return position, position < len(self._shown) and self._shown[position] == source_row

    # --- the source -------------------------------------------------------------------------------

    def setSourceModel(self, model: CreatureLibraryModel) -> None:  # type: ignore[override]
        self.beginResetModel()
        if self._source is not None:
            for signal, slot in self._source_signals(self._source):
                signal.disconnect(slot)
        super().setSourceModel(model)
        self._source = model
        for signal, slot in self._source_signals(model):
            signal.connect(slot)
        self._shown = self._accepted()
        self.endResetModel()

    def _source_signals(self, model: CreatureLibraryModel) -> list[tuple[Any, Any]]:
        return [
            (model.modelAboutToBeReset, self._source_about_to_reset),
            (model.modelReset, self._source_reset),
            (model.layoutAboutToBeChanged, self._source_layout_about_to_change),
            (model.layoutChanged, self._source_layout_changed),
            (model.rowsAboutToBeRemoved, self._source_rows_about_to_go),
            (model.rowsRemoved, self._source_rows_gone),
            (model.rowsInserted, self._source_rows_added),
            (model.dataChanged, self._source_data_changed),
        ]

    def _source_about_to_reset(self) -> None:
        self.beginResetModel()

    def _source_reset(self) -> None:
        self._shown = self._accepted()
        self.endResetModel()

    def _source_layout_about_to_change(self, *args: Any) -> None:
        self.layoutAboutToBeChanged.emit()
        self._held = self.persistentIndexList()
        self._held_source = [QPersistentModelIndex(self.mapToSource(index)) for index in self._held]

    def _source_layout_changed(self, *args: Any) -> None:
        self._shown = self._accepted()
        after = [
            self._index_of(held.row(), held.column()) if held.isValid() else QModelIndex()
            for held in self._held_source
        ]
        self.changePersistentIndexList(self._held, after)
        self._held, self._held_source = [], []
        self.layoutChanged.emit()

    def _source_rows_about_to_go(self, parent: QModelIndex, first: int, last: int) -> None:
        # Hidden while the source still holds them, so every row shown maps to its data throughout.
        start, stop = bisect_left(self._shown, first), bisect_left(self._shown, last + 1)
        if start < stop:
            self.beginRemoveRows(QModelIndex(), start, stop - 1)
            del self._shown[start:stop]
            self.endRemoveRows()

    def _source_rows_gone(self, parent: QModelIndex, first: int, last: int) -> None:
        start, count = bisect_left(self._shown, first), last - first + 1
        self._shown[start:] = [row - count for row in self._shown[start:]]  # the same rows, renumbered

    def _source_rows_added(self, parent: QModelIndex, first: int, last: int) -> None:
        start, count = bisect_left(self._shown, first), last - first + 1
        self._shown[start:] = [row + count for row in self._shown[start:]]  # the same rows, renumbered
        added = self._accepted(first, last)
        if added:
            self.beginInsertRows(QModelIndex(), start, start + len(added) - 1)
            self._shown[start:start] = added
            self.endInsertRows()

    def _source_data_changed(self, top_left: QModelIndex, bottom_right: QModelIndex, roles: Any = ()) -> None:
        """A saved edit: its row may now pass the filter, or no longer pass it."""
        if not top_left.isValid() or not bottom_right.isValid():
            return
        for source_row in range(top_left.row(), bottom_right.row() + 1):
            position, shown = self._position(source_row)
            wanted = bool(self._accepted(source_row, source_row))
            if shown and not wanted:
                self.beginRemoveRows(QModelIndex(), position, position)
                del self._shown[position]
                self.endRemoveRows()
            elif wanted and not shown:
                self.beginInsertRows(QModelIndex(), position, position)
                self._shown.insert(position, source_row)
                self.endInsertRows()
            elif shown:
                left = self.createIndex(position, top_left.column())
                right = self.createIndex(position, bottom_right.column())
                self.dataChanged.emit(left, right, list(roles or ()))

    # --- the proxy model --------------------------------------------------------------------------

    def mapToSource(self, proxy_index: ModelIndex) -> QModelIndex:
        if self._source is None or not proxy_index.isValid() or not 0 <= proxy_index.row() < len(self._shown):
            return QModelIndex()
        return self._source.index(self._shown[proxy_index.row()], proxy_index.column())

    def mapFromSource(self, source_index: ModelIndex) -> QModelIndex:
        if not source_index.isValid():
            return QModelIndex()
        return self._index_of(source_index.row(), source_index.column())

    def index(self, row: int, column: int, parent: ModelIndex = QModelIndex()) -> QModelIndex:  # noqa: B008
        if parent.isValid() or not 0 <= row < len(self._shown) or not 0 <= column < len(HEADERS):
            return QModelIndex()
        return self.createIndex(row, column)

    def parent(self, child: ModelIndex | None = None) -> Any:
        if child is None:  # QObject.parent(): the widget that owns this model
            return super().parent()
        return QModelIndex()  # a flat table: no cell has a parent

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._shown)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(HEADERS)

    def hasChildren(self, parent: ModelIndex = QModelIndex()) -> bool:  # noqa: B008
        return not parent.isValid() and bool(self._shown)

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        # Straight to the source's cell (QAbstractProxyModel.data would call mapToSource first).
        if self._source is None or not index.isValid() or not 0 <= index.row() < len(self._shown):
            return None
        return self._source.value(self._shown[index.row()], index.column(), role)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if self._source is not None:
            self._source.sort(column, order)
