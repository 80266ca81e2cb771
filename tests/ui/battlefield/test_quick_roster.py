"""The quick roster through the real widgets (issue #31, item 6): Encounter ▸ Quick roster… takes a pasted
list, shows what the bestiary of the encounter's system has (with the numbered names they will get) and
the names it does not know, adds nothing until the GM presses Add, and adds the creatures found in the
zone chosen, as one undo step, before the fight and during it, in each of the five systems. The
bestiary's "Add copies…" opens it with the picked creature."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMenu

from gm_desk import store as repo
from gm_desk.rules.demo import demo_setup_for
from gm_desk.ui.main_window import MainWindow
from gm_desk.ui.prep.quick_roster_dialog import QuickRosterDialog
from tests.ui.battlefield.fight_kit import SYSTEMS, demo_encounter, live, opened, play_to_a_turn


def stock_bestiary(rid: str) -> tuple[str, str]:
    """Two creatures of the system in the bestiary, with the demo's first stat block: their names."""
    stats = next(c for c in demo_setup_for(rid)["combatants"] if c["kind"] == "NPC")["stats"]
    for name in ("Goblin", "Glass Hound"):
        repo.save_creature(repo.CreatureRecord(ruleset=rid, name=name, statblock=dict(stats)))
    return "Goblin", "Glass Hound"


def open_roster(window: MainWindow) -> QuickRosterDialog:
    window.actions_.quick_roster.trigger()
    dialog = window.findChild(QuickRosterDialog)
    assert dialog is not None and dialog.isVisible()
    return dialog


def rows(dialog: QuickRosterDialog) -> list[str]:
    return [dialog.preview.item(i).text() for i in range(dialog.preview.count())]


def names(window: MainWindow) -> list[str]:
    return [c.name for c in live(window).state.combatants.values()]


@pytest.mark.parametrize("rid", SYSTEMS)
def test_a_pasted_list_shows_what_it_found_adds_nothing_until_add_then_one_undo_takes_all(
    qtbot: Any, store: Any, make_window: Any, rid: str
) -> None:
    stock_bestiary(rid)
    window = opened(make_window, demo_encounter(rid))
    session = live(window)
    before, steps = names(window), session.undo_stack.count()
    dialog = open_roster(window)
    assert dialog.focusWidget() is dialog.text and not dialog.add_button.isEnabled()
    qtbot.keyClicks(dialog.text, "goblin, 3 / Glass Hound x2 / Dragon, 4")
    assert rows(dialog) == [
        "✓ Goblin ×3: Goblin 1, Goblin 2, Goblin 3",
        "✓ Glass Hound ×2: Glass Hound 1, Glass Hound 2",
    ]
    assert dialog.unknown.text() == "Not in this system's bestiary (left out): Dragon"
    assert dialog.add_button.text() == "Add the 5 found" and dialog.add_button.isEnabled()
    assert names(window) == before and session.undo_stack.count() == steps  # nothing yet
    zone_id = dialog.zone.itemData(dialog.zone.count() - 1)
    dialog.zone.setCurrentIndex(dialog.zone.count() - 1)
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    added = [n for n in names(window) if n not in before]
    assert added == ["Goblin 1", "Goblin 2", "Goblin 3", "Glass Hound 1", "Glass Hound 2"]
    state = session.state
    assert {c.zone for c in state.combatants.values() if c.name in added} == {zone_id}
    assert all(c.id in window.canvas.map_scene.tokens for c in state.combatants.values() if c.name in added)
    assert session.undo_stack.count() == steps + 1
    window.actions_.undo.trigger()
    assert names(window) == before


@pytest.mark.parametrize("rid", ["glowlands", "cards"])
def test_during_the_fight_the_list_joins_as_one_command(qtbot: Any, store: Any, make_window: Any, rid: str) -> None:
    stock_bestiary(rid)
    window = opened(make_window, demo_encounter(rid))
    play_to_a_turn(window)
    session = live(window)
    before, entries = names(window), len(session.encounter.log)
    dialog = open_roster(window)
    qtbot.keyClicks(dialog.text, "Goblin, 2")
    assert dialog.add_button.text() == "Add 2"
    qtbot.keyClick(dialog.add_button, Qt.Key.Key_Space)
    assert [n for n in names(window) if n not in before] == ["Goblin 1", "Goblin 2"]
    assert len(session.encounter.log) == entries + 1
    assert session.encounter.log[-1].command.type == "gm.add_combatants"
    window.actions_.undo.trigger()
    assert names(window) == before


def test_a_list_that_cannot_be_read_says_why_and_nothing_can_be_added(qtbot: Any, store: Any, make_window: Any) -> None:
    stock_bestiary("teams")
    window = opened(make_window, demo_encounter("teams"))
    dialog = open_roster(window)
    qtbot.keyClicks(dialog.text, "Goblin, 80")
    assert dialog.unknown.text() == "'Goblin, 80': from 1 to 50 of a creature at once."
    assert not dialog.add_button.isEnabled() and rows(dialog) == []
    dialog.text.clear()
    qtbot.keyClicks(dialog.text, "Dragon")
    assert not dialog.add_button.isEnabled() and "Dragon" in dialog.unknown.text()
    dialog.reject()


def test_add_copies_from_the_bestiary_opens_the_roster_with_the_number_selected(
    qtbot: Any, store: Any, make_window: Any
) -> None:
    stock_bestiary("marching")
    window = opened(make_window, demo_encounter("marching"))
    library = window.bestiary
    goblin = next(r[0] for r in repo.list_creatures("marching") if r[1] == "Goblin")
    assert library.select_creature(goblin)

    def choose() -> None:
        popup = QApplication.activePopupWidget()
        if isinstance(popup, QMenu):
            next(a for a in popup.actions() if a.text() == "Add copies…").trigger()
            popup.close()

    QTimer.singleShot(50, choose)
    library._context_menu(library.table.visualRect(library.table.currentIndex()).center())
    qtbot.waitUntil(lambda: window.findChild(QuickRosterDialog) is not None, timeout=2000)
    dialog = window.findChild(QuickRosterDialog)
    assert dialog.text.toPlainText() == "Goblin, 2" and dialog.text.textCursor().selectedText() == "2"
    qtbot.keyClicks(dialog.text, "4")
    assert rows(dialog)[0].startswith("✓ Goblin ×4:")
    dialog.reject()
