"""Refresh from bestiary: creatures in a running fight whose bestiary entries were edited since they
joined get the new stats on purpose (Encounter menu or the token's menu), through `gm.set_stats`, as one
undoable step; tracks stay as they are."""

from __future__ import annotations

from collections import deque
from dataclasses import replace
from typing import Any

import pytest
from PySide6.QtCore import Qt

from gm_desk.rules.dice import DiceBox
from gm_desk.rules.events import Command
from gm_desk.store import repositories as repo
from gm_desk.store import seed_if_empty
from gm_desk.store.bestiary_links import StaleCombatant, save_and_follow
from gm_desk.ui.main_window import MainWindow
from gm_desk.ui.refresh_bestiary import RefreshDialog, refresh
from tests.conftest import BESTIARY_DIR
from tests.ui.conftest import start_fight


@pytest.fixture
def window(qtbot: Any, store: Any) -> MainWindow:
    seed_if_empty(store, BESTIARY_DIR)
    win = MainWindow(store, dice=DiceBox(script=deque()))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def creature_id(name: str) -> int:
    return next(row[0] for row in repo.list_creatures("glowlands") if row[1] == name)


def join(window: MainWindow, name: str, zone: str = "yard") -> str:
    """The bestiary creature joins the running fight; its combatant id."""
    before = set(window.session.state.combatants)
    window.add_creature(creature_id(name), zone)
    (cid,) = set(window.session.state.combatants) - before
    return cid


def edit(name: str, **changes: Any) -> dict[str, Any]:
    """The GM edits the bestiary entry (as the editor saves it); the new block."""
    record = repo.get_creature(creature_id(name))
    saved, report = save_and_follow(replace(record, statblock={**record.statblock, **changes}))
    assert report.updated == ()  # a running fight does not follow by itself
    return saved.statblock


def open_refresh(window: MainWindow, qtbot: Any) -> RefreshDialog:
    window.actions_.refresh_bestiary.trigger()
    (dialog,) = showing(window)
    qtbot.waitExposed(dialog)
    return dialog


def showing(window: MainWindow) -> list[RefreshDialog]:
    """The refresh dialogs on screen (an answered one is only deleted on the next event loop pass)."""
    return [d for d in window.findChildren(RefreshDialog) if d.isVisible()]


def listed(dialog: RefreshDialog) -> list[tuple[str, bool, bool]]:
    """(text, ticked, can be ticked) per row."""
    items = [dialog.list.item(row) for row in range(dialog.list.count())]
    return [
        (i.text(), i.checkState() == Qt.CheckState.Checked, bool(i.flags() & Qt.ItemFlag.ItemIsUserCheckable))
        for i in items
    ]


@pytest.fixture
def fight(window: MainWindow) -> dict[str, str]:
    start_fight(window.session)
    return {"drone": join(window, "Beacon Drone"), "caretaker": join(window, "Caretaker", "tower")}


def test_the_encounter_menu_lists_changed_creatures_and_applies_the_new_stats(
    window: MainWindow, fight: dict[str, str], qtbot: Any
) -> None:
    session = window.session
    drone = fight["drone"]
    assert session.submit(Command("gm.set_resource", args={"cid": drone, "res": "strain", "value": 2})).ok
    new_block = edit("Beacon Drone", armour=3, max_strain=6)
    before = session.state.to_dict()
    steps = len(window.history.steps())
    menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "E&ncounter")
    assert window.actions_.refresh_bestiary in menu.actions()

    dialog = open_refresh(window, qtbot)
    assert listed(dialog) == [("Beacon Drone: maximum Strain 4 → 6, armour 1 → 3", True, True)]
    dialog.apply_button.click()
    c = session.state.get(drone)
    assert c.stats == new_block and c.res["strain"] == 2  # the track stays where the fight put it
    saved = repo.load_log(session.encounter_id)[-1]
    assert saved.command == {
        "type": "gm.set_stats",
        "args": {"cid": drone, "stats": new_block, "reason": "refreshed from the bestiary"},
    }
    assert window.combat_log.lines()[-2:] == [
        "GM override: new stat block for Beacon Drone (refreshed from the bestiary).",
        "Beacon Drone's stat block: maximum Strain 4 → 6, armour 1 → 3.",
    ]
    assert window.statusBar().currentMessage() == "New stats from the bestiary for Beacon Drone."
    assert len(window.history.steps()) == steps + 1

    window.actions_.undo.trigger()
    assert session.state.to_dict() == before
    again = open_refresh(window, qtbot)  # taken back: the drone differs from its entry once more
    assert again is not dialog and listed(again) == listed(dialog)


def test_several_creatures_are_one_step_and_the_gm_may_leave_some_out(
    window: MainWindow, fight: dict[str, str], qtbot: Any
) -> None:
    session = window.session
    extra = join(window, "Beacon Drone", "gate")
    edit("Beacon Drone", armour=2)
    edit("Caretaker", speed=2)
    old_caretaker = session.state.get(fight["caretaker"]).stats
    before = session.state.to_dict()
    steps = len(window.history.steps())
    dialog = open_refresh(window, qtbot)
    texts = [text for text, _, _ in listed(dialog)]
    assert texts == ["Beacon Drone: armour 1 → 2", "Caretaker 2: speed 1 → 2", "Beacon Drone 2: armour 1 → 2"]
    dialog.list.item(1).setCheckState(Qt.CheckState.Unchecked)
    dialog.apply_button.click()
    state = session.state
    assert (state.get(fight["drone"]).stats["armour"], state.get(extra).stats["armour"]) == (2, 2)
    assert state.get(fight["caretaker"]).stats == old_caretaker
    assert window.history.steps()[steps:] == ["Refresh 2 creatures from the bestiary"]
    assert [row.command["type"] for row in repo.load_log(session.encounter_id)[-2:]] == ["gm.set_stats"] * 2
    window.actions_.undo.trigger()  # one Ctrl+Z takes both back
    assert session.state.to_dict() == before
    assert len(repo.load_undone(session.encounter_id)) == 2


def test_the_token_menu_offers_it_for_a_changed_creature_only(
    window: MainWindow, fight: dict[str, str], qtbot: Any
) -> None:
    edit("Caretaker", armour=4)
    scene = window.canvas.map_scene

    def entries(cid: str) -> list[str]:
        menu = scene.token_menu_actions(scene.tokens[cid])
        return [a.text() for a in menu.actions()]

    assert "Refresh from bestiary…" not in entries(fight["drone"])
    assert "Refresh from bestiary…" not in entries("ysolde")  # a PC has no bestiary entry
    menu = scene.token_menu_actions(scene.tokens[fight["caretaker"]])
    action = next(a for a in menu.actions() if a.text() == "Refresh from bestiary…")
    action.trigger()
    (dialog,) = showing(window)
    assert [text for text, _, _ in listed(dialog)] == ["Caretaker 2: armour 1 → 4"]
    dialog.apply_button.click()
    assert window.session.state.get(fight["caretaker"]).stats["armour"] == 4
    assert "Refresh from bestiary…" not in entries(fight["caretaker"])


def test_a_deleted_entry_is_shown_but_cannot_be_applied(
    window: MainWindow, fight: dict[str, str], qtbot: Any
) -> None:
    repo.delete_creature(creature_id("Caretaker"))
    dialog = open_refresh(window, qtbot)
    assert listed(dialog) == [
        ("Caretaker 2: its bestiary entry was deleted, so there is nothing to refresh from", False, False)
    ]
    assert not dialog.apply_button.isEnabled()


def test_a_block_the_rules_refuse_is_not_applied(window: MainWindow, fight: dict[str, str]) -> None:
    session = window.session
    before = session.state.to_dict()
    bad = StaleCombatant(
        fight["drone"], "Beacon Drone", creature_id("Beacon Drone"), ("armour",), {"armour": -1}
    )
    assert refresh(session, [bad]) == []
    assert session.state.to_dict() == before


@pytest.mark.parametrize(
    ("situation", "message"),
    [
        ("prep", "An encounter in prep follows the bestiary by itself: nothing to refresh before the fight."),
        ("same", "Every creature in this fight matches its bestiary entry."),
        ("over", "This fight is over: its creatures keep the stats they fought with."),
    ],
)
def test_nothing_to_refresh_says_why(window: MainWindow, situation: str, message: str) -> None:
    if situation != "prep":
        start_fight(window.session)
        join(window, "Beacon Drone")
    if situation == "over":
        edit("Beacon Drone", armour=2)
        assert window.session.submit(Command("gm.end", args={"result": "victory"})).ok
    window.actions_.refresh_bestiary.trigger()
    assert showing(window) == []
    assert window.statusBar().currentMessage() == message
