"""Hidden combatants through the real widgets: marked hidden from the token menu in prep (a setup edit,
undoable), drawn faded on the map, left out of the initiative rows, revealed from the Action list or
the token menu once the fight runs (`gm.reveal`, logged in words, undoable)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gm_desk.ui.main_window import MainWindow
from tests.ui.conftest import start_fight


def token_action(window: MainWindow, cid: str, text: str):
    scene = window.canvas.map_scene
    menu = scene.token_menu_actions(scene.tokens[cid])
    found = [a for a in menu.actions() if a.text() == text]
    return menu, (found[0] if found else None)


def in_order(window: MainWindow, name: str) -> bool:
    return any(name in text for text in window.initiative.row_texts())


def test_hidden_in_prep_out_of_the_order_and_revealed_from_the_action_list(qtbot, window: MainWindow) -> None:
    session = window.session
    _menu, hide = token_action(window, "caretaker", "Hidden")
    assert hide is not None and hide.isCheckable() and not hide.isChecked()
    hide.trigger()
    entry = next(c for c in session.setup["combatants"] if c["id"] == "caretaker")
    assert entry["hidden"] is True
    token = window.canvas.map_scene.tokens["caretaker"]
    assert token.look.hidden and token.toolTip().startswith("Caretaker (hidden)")
    session.undo_stack.undo()
    assert not session.state.get("caretaker").hidden
    assert not window.canvas.map_scene.tokens["caretaker"].look.hidden
    session.undo_stack.redo()
    assert session.state.get("caretaker").hidden

    start_fight(session)
    assert window.canvas.map_scene.tokens["caretaker"].look.hidden  # the GM still sees it, faded
    assert not in_order(window, "Caretaker")
    assert in_order(window, "Peacekeeper")
    form = window.combat.action
    assert "Reveal: Caretaker" in form.labels()
    assert form.pick("gm.reveal", cid="caretaker")
    qtbot.mouseClick(form.go, Qt.MouseButton.LeftButton)
    assert not session.state.get("caretaker").hidden
    assert "Caretaker is revealed by the GM." in window.combat_log.lines()
    assert in_order(window, "Caretaker")
    assert not window.canvas.map_scene.tokens["caretaker"].look.hidden
    assert "Reveal: Caretaker" not in form.labels()

    session.undo_stack.undo()
    assert session.state.get("caretaker").hidden
    assert not in_order(window, "Caretaker")
    _menu, reveal = token_action(window, "caretaker", "Reveal")
    assert reveal is not None
    _other_menu, hide_again = token_action(window, "caretaker", "Hidden")
    assert hide_again is None  # the setup is fixed in a fight: only the engine's reveal is offered
    reveal.trigger()
    assert not session.state.get("caretaker").hidden
    assert in_order(window, "Caretaker")
    _menu, reveal = token_action(window, "caretaker", "Reveal")
    assert reveal is None
