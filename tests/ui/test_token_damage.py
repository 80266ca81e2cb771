"""The token menu's "Damage or heal…": a small dialog with the damage box, for the token's combatant."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gm_desk.ui.main_window import MainWindow
from tests.ui.conftest import start_fight


def damage_action(window: MainWindow, cid: str):
    scene = window.canvas.map_scene
    menu = scene.token_menu_actions(scene.tokens[cid])
    return next((a for a in menu.actions() if a.text() == "Damage or heal…"), None), menu


def test_the_token_menu_opens_a_damage_box_that_applies_and_closes(window: MainWindow, qtbot) -> None:
    session = window.session
    start_fight(session)
    action, _menu = damage_action(window, "caretaker")
    assert action is not None and action.isEnabled()
    action.trigger()
    dialog = window.canvas.map_scene.damage_dialog
    assert dialog is not None and dialog.isVisible() and "Caretaker" in dialog.windowTitle()
    qtbot.keyClicks(dialog.box.field, "many")
    qtbot.keyClick(dialog.box.field, Qt.Key.Key_Return)
    assert dialog.isVisible()
    assert dialog.box.answer.text() == "'many' is neither a number nor a dice expression."
    assert session.state.get("caretaker").res["strain"] == 0
    dialog.box.field.clear()
    qtbot.keyClicks(dialog.box.field, "5")
    qtbot.keyClick(dialog.box.field, Qt.Key.Key_Return)
    assert not dialog.isVisible()
    assert session.state.get("caretaker").res["strain"] == 5
    assert session.encounter.log[-1].command.type == "gm.damage"
    session.undo_stack.undo()
    assert session.state.get("caretaker").res["strain"] == 0


def test_before_the_fight_the_token_menu_offers_no_damage(window: MainWindow) -> None:
    assert window.session.in_prep
    action, _menu = damage_action(window, "caretaker")
    assert action is None
