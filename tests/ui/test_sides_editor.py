"""Sides in prep, through the real widgets: Encounter ▸ Sides… (add, rename, stance, allies, remove,
drag a combatant), the token menu's "Side ▸ …", colours by side on the map and in the initiative panel,
refusals in words, undo, and the engine's sides once the fight starts."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from gm_desk.rules import prep
from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.rulesets import RULESETS
from gm_desk.store import repositories as repo
from gm_desk.ui.combat.legal import legal_now
from gm_desk.ui.main_window import MainWindow
from gm_desk.ui.prep.sides_editor import SidesEditor
from tests.ui.conftest import start_fight

PARTY_BLUE, FIRST_HOSTILE_RED = "#2f6fde", "#d64545"


def open_editor(window: MainWindow) -> SidesEditor:
    window.actions_.sides.trigger()
    editor = window.sides_editor
    assert editor.isVisible()
    return editor


def rename(qtbot, editor: SidesEditor, name: str) -> None:
    editor.name_edit.setFocus()
    editor.name_edit.selectAll()
    qtbot.keyClick(editor.name_edit, Qt.Key.Key_Backspace)
    qtbot.keyClicks(editor.name_edit, name)
    qtbot.keyClick(editor.name_edit, Qt.Key.Key_Return)


def choose_side(editor: SidesEditor, name: str) -> None:
    for row in range(editor.side_list.count()):
        if editor.side_list.item(row).text().startswith(name):
            editor.side_list.setCurrentRow(row)
            return
    raise AssertionError(f"no side {name} listed")


def drag(editor: SidesEditor, cid: str, to_side: str) -> None:
    """Drop the combatant's row (the mime data its own list makes) on another side's list."""
    source = next(lst for lst in editor.member_lists.values() if cid in member_ids(lst))
    item = next(
        source.item(i) for i in range(source.count()) if source.item(i).data(Qt.ItemDataRole.UserRole) == cid
    )
    mime = source.mimeData([item])
    target = editor.member_lists[to_side]
    at = target.viewport().rect().center().toPointF()
    move, button, keys = Qt.DropAction.MoveAction, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    enter = QDragEnterEvent(at.toPoint(), move, mime, button, keys)
    QApplication.sendEvent(target.viewport(), enter)
    assert enter.isAccepted(), "the side's list refuses the combatant"
    drop = QDropEvent(at, move, mime, button, keys)
    QApplication.sendEvent(target.viewport(), drop)


def member_ids(lst) -> list[str]:
    return [lst.item(i).data(Qt.ItemDataRole.UserRole) for i in range(lst.count())]


def side_menu_action(window: MainWindow, cid: str, side_name: str):
    scene = window.canvas.map_scene
    menu = scene.token_menu_actions(scene.tokens[cid])
    sides = next(a.menu() for a in menu.actions() if a.text() == "Side")
    return menu, next(a for a in sides.actions() if a.text() == side_name)


def test_a_three_faction_encounter_built_in_the_editor_runs_with_those_sides(
    qtbot, window: MainWindow
) -> None:
    session = window.session
    editor = open_editor(window)
    assert [editor.side_list.item(r).text() for r in range(editor.side_list.count())] == [
        "The Outriders  ·  Party",
        "Relay Keepers  ·  Hostile",
    ]
    qtbot.mouseClick(editor.add_button, Qt.MouseButton.LeftButton)
    rename(qtbot, editor, "Scavengers")
    new = next(s for s in session.state.sides.values() if s.name == "Scavengers")
    editor.stance_box.setCurrentIndex(editor.stance_box.findData("neutral"))
    assert session.state.sides[new.id].stance == "neutral"
    # The scavengers side with the party (both ways).
    allies = editor.allies_list
    outriders = next(
        allies.item(i) for i in range(allies.count()) if allies.item(i).text() == "The Outriders"
    )
    outriders.setCheckState(Qt.CheckState.Checked)
    assert session.state.sides[new.id].allies == ("party",)
    assert session.state.sides["party"].allies == (new.id,)
    # The hound changes sides by drag, the moths by the token menu.
    drag(editor, "hound", new.id)
    assert session.state.get("hound").side == new.id
    assert "hound" in member_ids(editor.member_lists[new.id])
    _menu, to_scavengers = side_menu_action(window, "moths", "Scavengers")
    assert [a.isChecked() for a in to_scavengers.parent().actions()] == [False, True, False]
    to_scavengers.trigger()
    assert session.state.get("moths").side == new.id
    # The map and the initiative panel colour by side: party blue, first hostile red, the third its own.
    tokens = window.canvas.map_scene.tokens
    assert tokens["haelon"].look.colour == PARTY_BLUE
    assert tokens["caretaker"].look.colour == FIRST_HOSTILE_RED
    third = tokens["hound"].look.colour
    assert third not in (PARTY_BLUE, FIRST_HOSTILE_RED) and tokens["moths"].look.colour == third
    editor.close()

    start_fight(session)
    state = session.state
    assert [(s.name, s.stance) for s in state.sides.values()] == [
        ("The Outriders", "party"),
        ("Relay Keepers", "hostile"),
        ("Scavengers", "neutral"),
    ]
    assert {c.id for c in state.enemies_of("hound")} == {"caretaker", "peacekeeper"}
    assert "hound" not in {c.id for c in state.enemies_of("haelon")}
    assert {"hound", "moths", "haelon"} <= {c.id for c in state.enemies_of("caretaker")}
    order = window.initiative.order
    assert order.row_of("haelon").colour.name() == PARTY_BLUE
    assert order.row_of("caretaker").colour.name() == "#c0392b"  # the panel's own red, as before
    assert order.row_of("hound").colour.name() not in (PARTY_BLUE, "#c0392b")
    assert order.row_of("hound").colour == order.row_of("moths").colour


def test_refusals_are_said_in_words_and_change_nothing(qtbot, window: MainWindow) -> None:
    session = window.session
    editor = open_editor(window)
    before = session.setup
    choose_side(editor, "Relay Keepers")
    rename(qtbot, editor, "   ")
    assert editor.message.text() == "A side needs a name."
    assert editor.name_edit.text() == "Relay Keepers"
    rename(qtbot, editor, "the outriders")
    assert editor.message.text() == "There is already a side called The Outriders."
    qtbot.mouseClick(editor.remove_button, Qt.MouseButton.LeftButton)
    assert editor.message.text().startswith("Caretaker, Peacekeeper")
    assert "still on Relay Keepers: move them to another side first." in editor.message.text()
    assert session.setup == before
    assert len(session.state.sides) == 2


def test_side_edits_are_undone_like_other_prep_edits_and_fixed_in_a_fight(qtbot, window: MainWindow) -> None:
    session = window.session
    editor = open_editor(window)
    qtbot.mouseClick(editor.add_button, Qt.MouseButton.LeftButton)
    made = editor.chosen
    drag(editor, "hound", made)
    assert session.state.get("hound").side == made
    session.undo_stack.undo()
    assert session.state.get("hound").side == "relay"
    assert "hound" in member_ids(editor.member_lists["relay"])
    session.undo_stack.undo()
    assert made not in session.state.sides
    assert editor.side_list.count() == 2
    session.undo_stack.redo()
    assert made in session.state.sides
    # An empty side can go.
    choose_side(editor, "Side 3")
    qtbot.mouseClick(editor.remove_button, Qt.MouseButton.LeftButton)
    assert made not in session.state.sides
    start_fight(session)
    assert not editor.add_button.isEnabled()
    assert "sides are fixed" in editor.message.text()
    assert not session.edit(prep.move_to_side, "hound", "party")
    assert session.state.get("hound").side == "relay"


def test_the_session_refuses_side_edits_the_rules_could_not_read(make_session, qtbot) -> None:
    session = make_session()
    said: list[str] = []
    session.rejected.connect(lambda _code, text: said.append(text))
    before = session.setup
    assert not session.edit(prep.set_side_stance, "relay", "furious")
    assert not session.edit(prep.set_side_allies, "relay", ["relay"])
    assert not session.edit(prep.set_side_allies, "relay", ["ghosts"])
    assert not session.edit(prep.move_to_side, "hound", "ghosts")
    assert not session.edit(prep.rename_side, "ghosts", "Ghosts")
    assert session.edit(prep.add_side, "x" * 61) is None
    assert said == [
        "A side is party, hostile, neutral, not 'furious'.",
        "Relay Keepers cannot be its own ally.",
        "An ally must be one of this encounter's sides.",
        "That side is not in this encounter.",
        "That side is not in this encounter.",
        "A side's name holds at most 60 characters.",
    ]
    assert session.setup == before
    assert session.undo_stack.count() == 0


@pytest.mark.parametrize("rid", list(RULESETS))
def test_every_system_starts_with_a_third_side_made_in_the_editor(
    qtbot, store, make_window, rid: str
) -> None:
    setup = demo_setup_for(rid)
    campaign = repo.create_campaign(f"Sides {rid}", rid)
    encounter_id = repo.create_encounter(campaign.id, setup["name"], rid, setup).id
    window = make_window()
    assert window.open_encounter(encounter_id)
    session = window.session
    editor = open_editor(window)
    qtbot.mouseClick(editor.add_button, Qt.MouseButton.LeftButton)
    rename(qtbot, editor, "Third Faction")
    third = editor.chosen
    party = next(s.id for s in session.state.sides.values() if s.stance == "party")
    npc = next(c for c in session.state.combatants.values() if c.kind == "NPC")
    _menu, join = side_menu_action(window, npc.id, "Third Faction")
    join.trigger()
    editor.close()
    for _ in range(10):
        if session.state.started:
            break
        starts = [c for c in legal_now(session) if c.type in ("start", "next")]
        assert starts and session.submit(starts[0]).ok
    assert session.state.started
    state = session.state
    assert third in state.sides and state.sides[third].name == "Third Faction"
    assert state.get(npc.id).side == third
    enemies = {c.side for c in state.enemies_of(npc.id)}
    assert party in enemies and third not in enemies
    others = [s for s in state.sides if s not in (third, party)]
    assert all(s in enemies for s in others)
