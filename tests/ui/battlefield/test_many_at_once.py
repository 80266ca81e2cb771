"""Many at once through the real widgets, in each of the five systems (issue #31, item 5): tokens picked
with Ctrl+click get damage from one box, each through its system's own damage path, as one undo step
with a line each in the log; everyone in a zone gets a condition from the zone's menu; Ctrl+Shift+D
opens the box for the picked tokens; a refusal stays in the box and changes nothing; the menu key opens
the picked zone's menu."""

from __future__ import annotations

import json
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QMenu

from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from gm_desk.ui.combat.many_dialog import ManyDialog
from gm_desk.ui.main_window import MainWindow
from tests.ui.battlefield.fight_kit import (
    SYSTEMS,
    action,
    demo_encounter,
    live,
    log_texts,
    opened,
    play_to_a_turn,
)
from tests.ui.conftest import _send

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def ctrl_click(window: MainWindow, at: QPointF) -> None:
    view = window.canvas
    p = view.mapFromScene(at)
    left, ctrl = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ControlModifier
    _send(view, QEvent.Type.MouseButtonPress, p, left, left, ctrl)
    _send(view, QEvent.Type.MouseButtonRelease, p, left, Qt.MouseButton.NoButton, ctrl)


def two_standing(window: MainWindow) -> list[str]:
    """Two who stand, creatures first, in the encounter's order."""
    state = live(window).state
    standing = [c for c in state.combatants.values() if c.status == "active" and c.id in window.canvas.map_scene.tokens]
    chosen = {c.id for c in sorted(standing, key=lambda c: c.kind != "NPC")[:2]}
    return [cid for cid in state.combatants if cid in chosen]


def state_text(enc: Encounter) -> str:
    return json.dumps(enc.state.to_dict(), sort_keys=True)


def one_by_one(window: MainWindow, cids: list[str], amount: int) -> str:
    """The fight as `gm.damage` on each in turn would leave it (decided on a copy of the log)."""
    session = live(window)
    copy = Encounter.from_log(session.setup, session.encounter.log)
    for cid in cids:
        assert copy.handle(Command("gm.damage", args={"cid": cid, "amount": amount})).ok
    return state_text(copy)


@pytest.mark.parametrize("rid", SYSTEMS)
def test_two_tokens_picked_with_ctrl_click_take_damage_in_one_undo_step(
    qtbot: Any, store: Any, make_window: Any, rid: str
) -> None:
    window = opened(make_window, demo_encounter(rid))
    play_to_a_turn(window)
    session, scene = live(window), window.canvas.map_scene
    cids = two_standing(window)
    scene.clearSelection()
    for cid in cids:
        ctrl_click(window, scene.tokens[cid].scenePos())
    assert {t.cid for t in scene.selectedItems() if hasattr(t, "cid")} == set(cids)
    expected = one_by_one(window, cids, 2)
    before, steps = state_text(session.encounter), session.undo_stack.count()
    menu = scene.token_menu_actions(scene.tokens[cids[0]])
    action(menu, "Damage or condition on the 2 picked…").trigger()
    dialog = scene.many_dialog
    assert isinstance(dialog, ManyDialog) and dialog.isVisible()
    names = [session.state.get(cid).name for cid in cids]
    assert dialog.who.text() == f"2 chosen: {', '.join(names)}"
    qtbot.keyClicks(dialog.amount, "2")
    qtbot.keyClick(dialog.amount, Qt.Key.Key_Return)
    assert not dialog.isVisible()
    assert state_text(session.encounter) == expected  # each system's own damage path, as one by one
    assert session.undo_stack.count() == steps + 1
    lines = log_texts(session)
    for name in names:
        assert f"GM override: {name} takes 2 damage." in lines[-12:], name
    window.actions_.undo.trigger()
    assert state_text(session.encounter) == before
    window.actions_.redo.trigger()
    assert state_text(session.encounter) == expected


@pytest.mark.parametrize("rid", SYSTEMS)
def test_everyone_in_a_zone_gets_a_condition_from_the_zone_menu(
    qtbot: Any, store: Any, make_window: Any, rid: str
) -> None:
    window = opened(make_window, demo_encounter(rid))
    play_to_a_turn(window)
    session, scene = live(window), window.canvas.map_scene
    state = session.state
    zone_id = max(state.zones.zones, key=lambda z: sum(c.zone == z for c in state.combatants.values()))
    here = [c.id for c in state.combatants.values() if c.zone == zone_id and c.status != "removed"]
    menu = scene.zone_menu_actions(scene.zones[zone_id])
    action(menu, f"Damage or condition on everyone here ({len(here)})…").trigger()
    dialog = scene.many_dialog
    assert dialog is not None and dialog.windowTitle() == f"Everyone in {state.zones.zones[zone_id].name}"
    qtbot.keyClicks(dialog.condition_field, "Smoke-blind")
    dialog.rounds.setValue(2)
    steps = session.undo_stack.count()
    qtbot.keyClick(dialog.condition_field, Qt.Key.Key_Return)
    assert session.undo_stack.count() == steps + 1, [session.undo_stack.text(i) for i in range(session.undo_stack.count())][-4:]
    for cid in here:
        held = [(k.name, k.remaining) for k in session.state.get(cid).conditions]
        assert ("Smoke-blind", 2) in held, (cid, held)
    assert sum("Smoke-blind" in line for line in log_texts(session)) >= len(here)
    window.actions_.undo.trigger()
    left = {cid: [k.name for k in session.state.get(cid).conditions] for cid in here}
    assert all("Smoke-blind" not in names for names in left.values()), (left, session.undo_stack.undoText())


@pytest.mark.parametrize("rid", ["glowlands", "factions"])
def test_ctrl_shift_d_opens_the_box_for_the_picked_and_a_refusal_stays_in_it(
    qtbot: Any, store: Any, make_window: Any, rid: str
) -> None:
    window = opened(make_window, demo_encounter(rid))
    play_to_a_turn(window)
    session, scene = live(window), window.canvas.map_scene
    assert window.actions_.each.shortcut() == QKeySequence("Ctrl+Shift+D")
    scene.clearSelection()
    window.actions_.each.trigger()
    assert "Pick tokens on the map first" in window.statusBar().currentMessage()
    cids = two_standing(window)
    for cid in cids:
        scene.tokens[cid].setSelected(True)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.canvas.setFocus()
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_D, CTRL_SHIFT)
    dialog = scene.many_dialog
    assert dialog is not None and dialog.isVisible() and dialog.cids == cids
    before = state_text(session.encounter)
    qtbot.keyClicks(dialog.amount, "lots")
    qtbot.keyClick(dialog.amount, Qt.Key.Key_Return)
    assert dialog.isVisible() and dialog.answer.isVisible()
    assert dialog.answer.text() == "'lots' is neither a number nor a dice expression."
    assert state_text(session.encounter) == before
    dialog.close()


def test_before_the_fight_the_box_waits_and_the_menu_key_opens_the_picked_zones_menu(
    qtbot: Any, store: Any, make_window: Any
) -> None:
    window = opened(make_window, demo_encounter("teams"))
    scene = window.canvas.map_scene
    window.actions_.each.trigger()
    assert "wait for the fight" in window.statusBar().currentMessage()
    zone_id = sorted(scene.zones)[0]
    scene.clearSelection()
    scene.zones[zone_id].setSelected(True)
    seen: list[list[str]] = []

    def read_and_close() -> None:
        popup = QApplication.activePopupWidget()
        if isinstance(popup, QMenu):
            seen.append([a.text() for a in popup.actions()])
            popup.close()

    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.canvas.setFocus()
    QTimer.singleShot(50, read_and_close)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Menu)
    qtbot.waitUntil(lambda: bool(seen), timeout=2000)
    assert "Rename…" in seen[0] and "Terrain" in seen[0]
