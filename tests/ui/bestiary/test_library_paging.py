"""The bestiary library reads each system's first screen at start and the rest when it is needed: on a
real data file holding more creatures than the first screen, what the table shows is always the true
head of the whole sorted and filtered list, scrolling to its end reads the rest, and sorting, searching
and counting work over every creature."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

import gm_desk.ui.bestiary.library_dock as library_dock
from gm_desk.store import Store, bulk_insert_creatures, library_rows
from gm_desk.ui.bestiary import BestiaryLibrary
from gm_desk.ui.bestiary.library_model import COL_NAME, COL_THREAT
from tests.ui.bestiary.conftest import show

FIRST = 4


def _glowlands(i: int) -> dict:
    return {
        "name": f"{('Ash', 'bone', 'Cinder', 'dusk')[i % 4]} Walker {i:02d}",
        "ranged_threat": 3 + i % 9,
        "melee_threat": 4 + i % 7,
        "max_strain": 5,
        "armour": 0,
        "retaliations": [],
        "tags": ["deep"] if i == 37 else [],
    }


@pytest.fixture
def crowded(seeded: Store) -> Store:
    """The shipped packs and 40 more Threat & Retaliation creatures (far more than a first screen of 4)."""
    bulk_insert_creatures(
        [
            {
                "ruleset": "glowlands",
                "name": c["name"],
                "statblock": c,
                "tags": c["tags"],
                "threat_lo": min(c["ranged_threat"], c["melee_threat"]),
                "threat_hi": max(c["ranged_threat"], c["melee_threat"]),
            }
            for c in map(_glowlands, range(40))
        ]
    )
    return seeded


@pytest.fixture
def paged(qtbot, crowded: Store, monkeypatch) -> BestiaryLibrary:
    monkeypatch.setattr(library_dock, "FIRST_ROWS", FIRST)
    return show(qtbot, BestiaryLibrary())


def _whole_list(ruleset: str | None = None, key=lambda row: (row[1].casefold(), row[0])) -> list[str]:
    rows = [row for row in library_rows() if ruleset is None or row[2] == ruleset]
    return [row[1] for row in sorted(rows, key=key)]


def _shown(library: BestiaryLibrary) -> list[str]:
    return [library.proxy.index(row, COL_NAME).data() for row in range(library.proxy.rowCount())]


def test_the_start_reads_only_the_first_screen_and_shows_the_head_of_the_whole_list(
    qtbot, crowded: Store, monkeypatch
) -> None:
    monkeypatch.setattr(library_dock, "FIRST_ROWS", FIRST)
    paged = BestiaryLibrary()  # not shown yet: a view may ask for more rows as soon as it is
    qtbot.addWidget(paged)
    assert not paged.model.complete
    assert paged.model.rowCount() < len(library_rows())
    shown = _shown(paged)
    assert shown and shown == _whole_list()[: len(shown)]  # every system's head, in the true order
    paged.set_ruleset("glowlands")
    shown = _shown(paged)
    assert len(shown) >= FIRST and shown == _whole_list("glowlands")[: len(shown)]
    assert not paged.table.isColumnHidden(COL_THREAT)  # rated, known without reading every row


def test_scrolling_to_the_end_reads_the_rest(qtbot, paged: BestiaryLibrary) -> None:
    paged.set_ruleset("glowlands")
    assert paged.model.canFetchMore()
    paged.table.scrollToBottom()
    qtbot.waitUntil(lambda: paged.model.complete)
    assert _shown(paged) == _whole_list("glowlands")
    assert not paged.model.canFetchMore()


def test_a_sort_by_another_column_is_over_every_creature(paged: BestiaryLibrary) -> None:
    paged.set_ruleset("glowlands")
    paged.table.sortByColumn(COL_THREAT, Qt.SortOrder.DescendingOrder)
    assert paged.model.complete
    names = _shown(paged)
    assert sorted(names) == sorted(_whole_list("glowlands"))
    threats = [paged.proxy.index(row, COL_THREAT).data() for row in range(len(names))]
    lows = [int(text.split("–")[0]) for text in threats]
    assert lows == sorted(lows, reverse=True)


def test_a_search_finds_a_creature_beyond_the_first_screen(paged: BestiaryLibrary) -> None:
    paged.set_ruleset("glowlands")
    paged.search.setText("deep")
    assert _shown(paged) == ["bone Walker 37"]
    assert paged.row_count() == 1


def test_a_threat_range_shows_only_the_head_until_the_rest_is_read(qtbot, paged: BestiaryLibrary) -> None:
    paged.set_ruleset("glowlands")
    paged.set_threat_range(9, None)

    def wanted(row: tuple) -> bool:
        return row[2] == "glowlands" and row[5] is not None and row[5] >= 9

    whole = [row[1] for row in sorted(filter(wanted, library_rows()), key=lambda r: (r[1].casefold(), r[0]))]
    shown = _shown(paged)
    assert shown == whole[: len(shown)]
    assert paged.row_count() == len(whole)  # counting reads everything
    assert _shown(paged) == whole


def test_a_selection_survives_the_rest_being_read(qtbot, paged: BestiaryLibrary) -> None:
    paged.set_ruleset("glowlands")
    paged.table.selectRow(1)
    chosen = paged.selected_ids()
    paged.model.read_all()
    assert paged.selected_ids() == chosen
    assert _shown(paged) == _whole_list("glowlands")
