"""Look-alike names stored apart (by a GM Desk that compared names less carefully) are flagged in the
library, never rewritten: a warning mark on the name and a tooltip naming the other creature."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gm_desk.store.models import db
from gm_desk.ui.bestiary import BestiaryLibrary
from gm_desk.ui.bestiary.library_model import COL_NAME


def _store_raw(name: str, like: str) -> int:
    """Insert a copy of `like` named `name` as an older version would have (no look-alike check)."""
    db.execute_sql(
        "INSERT INTO creature (ruleset, name, name_folded, pack, tags, statblock, created_at, updated_at)"
        " SELECT ruleset, ?, ?, pack, tags, statblock, created_at, updated_at FROM creature WHERE name = ?",
        [name, name.casefold(), like],
    )
    return db.execute_sql("SELECT max(id) FROM creature").fetchone()[0]


def _cell(library: BestiaryLibrary, creature_id: int, role: Qt.ItemDataRole):
    position = library.model.row_of(creature_id)
    return library.model.index(position, COL_NAME).data(role)


def test_a_stored_look_alike_pair_is_flagged_and_kept(qtbot, library: BestiaryLibrary, creature_id) -> None:
    hound = creature_id("Glass Hound")
    twin = _store_raw("ＧＬＡＳＳ ＨＯＵＮＤ", "Glass Hound")  # fullwidth: looks the same, stored apart
    library.reload()
    qtbot.waitUntil(lambda: _cell(library, twin, Qt.ItemDataRole.DecorationRole) is not None)

    assert _cell(library, hound, Qt.ItemDataRole.DecorationRole) is not None
    assert "Looks the same as “ＧＬＡＳＳ ＨＯＵＮＤ”" in _cell(library, hound, Qt.ItemDataRole.ToolTipRole)
    assert "Looks the same as “Glass Hound”" in _cell(library, twin, Qt.ItemDataRole.ToolTipRole)
    caretaker = creature_id("Caretaker")
    assert _cell(library, caretaker, Qt.ItemDataRole.DecorationRole) is None
    assert "Looks the same" not in _cell(library, caretaker, Qt.ItemDataRole.ToolTipRole)
    names = {n for (n,) in db.execute_sql("SELECT name FROM creature WHERE id IN (?, ?)", [hound, twin])}
    assert names == {"Glass Hound", "ＧＬＡＳＳ ＨＯＵＮＤ"}  # nothing rewritten
