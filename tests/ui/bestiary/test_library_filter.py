"""The bestiary library's own filter proxy, on a model filled by hand: what it shows, and how it tells views.

`CreatureFilterModel` replaced a QSortFilterProxyModel that asked Python about every row; these tests pin
what that one did for the GM (the rows kept, the selection kept through a new search, edits and deletions
followed) and check the proxy's bookkeeping with both model testers (pytest-qt's Python one, which raises,
and Qt's own, whose complaints are log warnings).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QItemSelectionModel, QModelIndex, QObject, Qt
from PySide6.QtTest import QAbstractItemModelTester
from PySide6.QtWidgets import QTableView

from gm_desk.store.records import CreatureRecord
from gm_desk.ui.bestiary.library_model import (
    COL_NAME,
    COL_TAGS,
    COL_THREAT,
    ID_ROLE,
    TAGS_ROLE,
    CreatureFilterModel,
    CreatureLibraryModel,
    make_rows,
)

# (id, name, ruleset, pack, threat_lo, threat_hi, tags): the shape of library_rows, in no special order.
ROWS = [
    (1, "Glass Hound", "glowlands", "Core", 8, 11, ("beast", "glass")),
    (2, "glass hound", "glowlands", None, 9, 9, ()),
    (3, "Ash Wolf", "marching", "Wilds", 2, 4, ("beast", "pack")),
    (4, "Straße Wächter", "marching", None, None, None, ("Straße", "ÉCLAIR")),
    (5, "Ember Drake", "glowlands", "Core", 12, 14, ("fire, ice", 'say "hi"')),
    (6, "Zed", "teams", "Odd pack", None, None, ()),
    (7, "Éclair Golem", "glowlands", None, 3, 6, ("火龍", "🐉")),
    (8, "Bandit", "factions", "Roadside", 5, 5, ("human",)),
    (9, "Ash Wolf", "marching", None, 3, 3, ("beast",)),
]

FILTERS = [
    {},
    {"text": "hound"},
    {"text": "  HOUND "},
    {"text": "beast"},
    {"text": "fire, ice"},
    {"text": '"hi"'},
    {"text": "strasse"},  # case folding: finds the ß in a name and in a tag
    {"text": "éclair"},
    {"text": "🐉"},
    {"text": "core"},  # a pack
    {"text": "odd pack"},
    {"text": "nothing like it"},
    {"ruleset": "marching"},
    {"ruleset": "marching", "text": "wolf"},
    {"lo": 9},
    {"hi": 4},
    {"lo": 4, "hi": 8},
    {"lo": 4, "hi": 8, "ruleset": "glowlands", "text": "e"},
    {"ruleset": "nonesuch"},
]


def expected_ids(text: str = "", ruleset: str | None = None, lo: int | None = None, hi: int | None = None):
    """What the GM should see, worked out the plain way: every field tested on its own."""
    needle = text.strip().casefold()
    shown = []
    for creature_id, name, system, pack, low, high, tags in sorted(
        ROWS, key=lambda r: (r[1].casefold(), r[0])
    ):
        if ruleset is not None and system != ruleset:
            continue
        rated_within = low is not None and (lo is None or high >= lo) and (hi is None or low <= hi)
        if (lo is not None or hi is not None) and not rated_within:
            continue
        if needle and not any(needle in field.casefold() for field in (name, *tags, pack or "")):
            continue
        shown.append(creature_id)
    return shown


def shown_ids(proxy: CreatureFilterModel) -> list[int]:
    return [proxy.index(row, COL_NAME).data(ID_ROLE) for row in range(proxy.rowCount())]


def record(row: tuple) -> CreatureRecord:
    creature_id, name, ruleset, pack, lo, hi, tags = row
    return CreatureRecord(ruleset, name, {}, id=creature_id, pack=pack, tags=tags, threat_lo=lo, threat_hi=hi)


@pytest.fixture
def owner(qtbot) -> QObject:
    holder = QObject()
    yield holder
    holder.deleteLater()


@pytest.fixture
def proxy(owner, qtmodeltester) -> CreatureFilterModel:
    """The library's two models as the dock wires them, filled, with both model testers watching."""
    model = CreatureLibraryModel([("glowlands", "Threat & Retaliation")], owner)
    filtered = CreatureFilterModel(owner)
    filtered.setSourceModel(model)
    model.load(ROWS)
    qtmodeltester.check(filtered, force_py=True)
    filtered.qt_tester = QAbstractItemModelTester(
        filtered, QAbstractItemModelTester.FailureReportingMode.Warning, owner
    )
    return filtered


@pytest.fixture
def tester_quiet(qtlog):
    """After the test: Qt's model tester found nothing to complain about."""
    yield
    complaints = [record.message for record in qtlog.records if "FAIL!" in record.message]
    assert complaints == []


@pytest.fixture
def view(qtbot, proxy) -> QTableView:
    table = QTableView()
    qtbot.addWidget(table)
    table.setModel(proxy)
    table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
    table.resize(600, 400)
    table.show()
    qtbot.waitExposed(table)
    return table


def test_the_filter_keeps_what_a_plain_search_keeps(proxy, tester_quiet) -> None:
    assert shown_ids(proxy) == [3, 9, 8, 5, 1, 2, 4, 6, 7]  # case-folded name, then id; é after z
    for given in FILTERS:
        proxy.set_filter(**given)
        assert shown_ids(proxy) == expected_ids(**given), given
        source = proxy.sourceModel()
        for row in range(proxy.rowCount()):
            index = proxy.index(row, COL_TAGS)
            assert proxy.mapFromSource(proxy.mapToSource(index)) == index
            assert proxy.mapToSource(index).data() == index.data()
        hidden = set(range(source.rowCount())) - {
            proxy.mapToSource(proxy.index(r, 0)).row() for r in range(proxy.rowCount())
        }
        assert all(not proxy.mapFromSource(source.index(row, 0)).isValid() for row in hidden)
    assert proxy.index(proxy.rowCount(), 0) == QModelIndex()


def test_tags_are_shown_as_they_were_saved(proxy) -> None:
    proxy.set_filter("drake")
    drake = proxy.index(0, COL_NAME)
    assert drake.siblingAtColumn(COL_TAGS).data() == 'fire, ice, say "hi"'
    assert drake.data(TAGS_ROLE) == ["fire, ice", 'say "hi"']
    assert drake.data(Qt.ItemDataRole.ToolTipRole) == (
        'Ember Drake\nThreat & Retaliation · Threat 12–14\nfire, ice, say "hi"\nFrom Core'
    )
    proxy.set_filter("zed")
    zed = proxy.index(0, COL_NAME)
    assert zed.siblingAtColumn(COL_TAGS).data() == "" and zed.data(TAGS_ROLE) == []
    assert zed.data(Qt.ItemDataRole.ToolTipRole) == "Zed\nteams\nFrom Odd pack"


def test_headers_stay_when_every_row_is_filtered_out(proxy) -> None:
    proxy.set_filter("nothing like it")
    assert proxy.rowCount() == 0 and not proxy.hasChildren()
    assert [proxy.headerData(c, Qt.Orientation.Horizontal) for c in range(proxy.columnCount())] == [
        "Name", "System", "Threat", "Tags", "Pack",
    ]  # fmt: skip


def test_a_new_search_keeps_the_selection_on_rows_that_stay(proxy, view, tester_quiet) -> None:
    selection = view.selectionModel()

    def row_of(creature_id: int) -> int:
        return shown_ids(proxy).index(creature_id)

    for creature_id in (1, 3, 5):  # Glass Hound, Ash Wolf, Ember Drake
        flags = QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
        selection.select(proxy.index(row_of(creature_id), 0), flags)
    selection.setCurrentIndex(proxy.index(row_of(5), COL_TAGS), QItemSelectionModel.SelectionFlag.NoUpdate)

    proxy.set_filter(ruleset="glowlands")

    assert shown_ids(proxy) == [5, 1, 2, 7]
    assert sorted(i.data(ID_ROLE) for i in selection.selectedRows()) == [1, 5]
    assert view.currentIndex().data(ID_ROLE) == 5 and view.currentIndex().column() == COL_TAGS
    assert view.verticalHeader().count() == 4  # the view took in the new row count
    proxy.set_filter(text="hound", ruleset="glowlands")
    assert [i.data(ID_ROLE) for i in selection.selectedRows()] == [1]
    assert not view.currentIndex().isValid()  # its row went
    proxy.set_filter()
    assert [i.data(ID_ROLE) for i in selection.selectedRows()] == [1]
    assert view.verticalHeader().count() == len(ROWS) == proxy.rowCount()


def test_a_search_that_changes_nothing_tells_nobody(proxy) -> None:
    told = []
    for signal in (proxy.layoutChanged, proxy.modelReset, proxy.rowsRemoved, proxy.rowsInserted):
        signal.connect(lambda *args, told=told: told.append(args))
    proxy.set_filter("ash")
    assert len(told) == 1
    proxy.set_filter(" ASH ")  # the same search
    proxy.set_filter("ash w")  # a different search, the same rows
    assert len(told) == 1 and shown_ids(proxy) == [3, 9]


def test_saved_edits_new_and_deleted_creatures_reach_the_filtered_rows(proxy, view, tester_quiet) -> None:
    model = proxy.sourceModel()
    events: list[tuple] = []
    proxy.rowsInserted.connect(lambda parent, a, b: events.append(("inserted", a, b)))
    proxy.rowsRemoved.connect(lambda parent, a, b: events.append(("removed", a, b)))
    proxy.dataChanged.connect(lambda a, b, roles: events.append(("changed", a.row(), b.row())))
    proxy.layoutChanged.connect(lambda *args: events.append(("layout",)))
    proxy.set_filter("wolf")
    events.clear()

    model.upsert(record((9, "Ash Wolf", "marching", None, 4, 4, ("beast",))))  # stays shown: changed
    assert events == [("changed", 1, 1)] and proxy.index(1, COL_THREAT).data() == "4"
    events.clear()
    model.upsert(record((8, "Bandit Wolf", "factions", "Roadside", 5, 5, ("human",))))  # now matches
    assert events == [("inserted", 2, 2)]  # after the Ash Wolves, where its row already was
    assert shown_ids(proxy) == [3, 9, 8]
    events.clear()
    model.upsert(record((3, "Ash Hound", "marching", "Wilds", 2, 4, ("beast", "pack"))))  # no longer
    assert events == [("removed", 0, 0)] and shown_ids(proxy) == [9, 8]
    events.clear()
    model.upsert(record((10, "Dire Wolf", "marching", None, 6, 7, ())))  # a new creature
    assert events == [("inserted", 2, 2), ("layout",)] and shown_ids(proxy) == [9, 8, 10]  # then sorted
    model.upsert(record((11, "Cave Rat", "marching", None, 1, 1, ())))  # new, but not shown
    assert shown_ids(proxy) == [9, 8, 10] == expected_after_edits(model, "wolf")

    source_removals = []
    model.rowsRemoved.connect(lambda parent, a, b: source_removals.append((a, b)))
    events.clear()
    model.remove([9, 8, 10, 11, 999])  # Ash Wolf, Bandit Wolf, Cave Rat and Dire Wolf sit together
    assert source_removals == [(1, 4)]  # one run, one removal (Ash Hound is row 0)
    assert events == [("removed", 0, 2)] and proxy.rowCount() == 0
    proxy.set_filter()
    assert shown_ids(proxy) == [3, 5, 1, 2, 4, 6, 7]

    proxy.set_filter("o")  # all but Straße Wächter (Ember Drake by its pack, Zed by its pack)
    assert shown_ids(proxy) == [3, 5, 1, 2, 6, 7]
    events.clear()
    model.remove([1, 2])  # from the middle: the rows after it are numbered anew, not filtered again
    assert events == [("removed", 2, 3)] and shown_ids(proxy) == [3, 5, 6, 7]
    assert [proxy.mapToSource(proxy.index(r, 0)).row() for r in range(4)] == [0, 1, 3, 4]


class MiddleInsertions(CreatureLibraryModel):
    """A library model that inserts a row where it is told (the app's own appends, then sorts)."""

    def insert_at(self, position: int, row: tuple) -> None:
        self.beginInsertRows(QModelIndex(), position, position)
        self._rows.insert(position, make_rows([row])[0])
        self.endInsertRows()
        self._reindex()


def test_rows_inserted_in_the_middle_of_the_source(owner, qtmodeltester, tester_quiet) -> None:
    model = MiddleInsertions([], owner)
    proxy = CreatureFilterModel(owner)
    proxy.setSourceModel(model)
    model.load(ROWS)
    qtmodeltester.check(proxy, force_py=True)
    proxy.set_filter("wolf")
    inserted = []
    proxy.rowsInserted.connect(lambda parent, a, b: inserted.append((a, b)))

    model.insert_at(1, (20, "Ash Wolf Cub", "marching", None, 1, 1, ()))  # between the Ash Wolves
    model.insert_at(0, (21, "Aardvark", "teams", None, None, None, ()))  # before everything: not shown

    assert inserted == [(1, 1)] and shown_ids(proxy) == [3, 20, 9]
    assert [proxy.mapToSource(proxy.index(r, 0)).row() for r in range(3)] == [1, 2, 3]


def expected_after_edits(model: CreatureLibraryModel, needle: str) -> list[int]:
    rows = [model.creature_row(i) for i in range(model.rowCount())]
    return [r[0] for r in rows if any(needle in f.casefold() for f in (r[1], *r[6], r[3] or ""))]


def test_sorting_goes_through_to_the_library_and_the_selection_follows(proxy, view, tester_quiet) -> None:
    proxy.set_filter(ruleset="glowlands")
    view.selectRow(shown_ids(proxy).index(7))  # Éclair Golem
    proxy.sort(COL_THREAT, Qt.SortOrder.DescendingOrder)
    assert shown_ids(proxy) == [5, 2, 1, 7]  # 12–14, 9, 8–11, 3–6
    assert [i.data(ID_ROLE) for i in view.selectionModel().selectedRows()] == [7]
    assert view.selectionModel().selectedRows()[0].row() == 3
    proxy.sort(COL_NAME)
    assert shown_ids(proxy) == [5, 1, 2, 7]


def test_dragging_from_the_filtered_rows_carries_their_ids(proxy) -> None:
    proxy.set_filter("ash")
    mime = proxy.mimeData([proxy.index(1, COL_NAME), proxy.index(0, COL_TAGS)])
    assert bytes(mime.data("application/x-gm-desk-creature").data()) == b"9\n3"
    assert proxy.flags(proxy.index(0, 0)) & Qt.ItemFlag.ItemIsDragEnabled


def test_the_proxy_is_still_owned_like_any_qobject(owner, proxy) -> None:
    assert proxy.parent() is owner
    assert proxy.parent(proxy.index(0, 0)) == QModelIndex()  # and a flat table to a view
