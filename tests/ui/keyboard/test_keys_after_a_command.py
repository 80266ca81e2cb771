"""After a form's command is applied the keys act on the fight (issue #30, item 2).

In the Threat & Retaliation demo, with the dice typed as the players rolled them: Ctrl+3 goes to the
Attack form's d20 field on a PC's turn, the d20 and the damage are typed, Return attacks; then Ctrl+Z
takes the attack back (not the field's text), Ctrl+Shift+Z gives it again, Escape stays on the map and
Space passes the turn. Escape in a form's field goes back to the map.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QComboBox, QLineEdit

from gm_desk.store import add_demo_campaign

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def press(
    qtbot: Any, window: Any, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
) -> None:
    qtbot.keyClick(QApplication.focusWidget() or window, key, modifier)


def typing_field(widget: Any) -> bool:
    return isinstance(widget, QLineEdit | QAbstractSpinBox) or (
        isinstance(widget, QComboBox) and widget.isEditable()
    )


def opened(qtbot: Any, make_window: Any, system: str) -> Any:
    """A window on the system's demo encounter, active so the keys reach it."""
    _campaign, encounter_id = add_demo_campaign(system)
    window = make_window()
    assert window.open_encounter(encounter_id)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def to_first_pc_turn(qtbot: Any, window: Any) -> None:
    session = window.session
    window.canvas.setFocus()
    press(qtbot, window, Qt.Key.Key_Space)  # the fight starts: initiative is asked
    entry = window.initiative.entry
    for cid, face in {"ysolde": 15, "haelon": 10, "brannoc": 5}.items():
        entry.field(cid).enter_faces(face)
    entry.all_button.click()
    window.canvas.setFocus()
    press(qtbot, window, Qt.Key.Key_Space)
    assert session.state.actor == "ysolde"


def test_after_an_attack_typed_and_sent_with_return_the_keys_act_on_the_fight(
    qtbot: Any, store: Any, make_window: Any
) -> None:
    window = opened(qtbot, make_window, "glowlands")
    session = window.session
    to_first_pc_turn(qtbot, window)

    press(qtbot, window, Qt.Key.Key_3, CTRL)
    attack = window.combat.attack
    assert QApplication.focusWidget() is attack.roll.input  # the form the acting PC uses: Attack
    qtbot.keyClicks(attack.roll.input, "15")
    qtbot.keyClicks(attack.damage.input, "3")
    attack.roll.input.setFocus()
    before = len(session.encounter.log)
    press(qtbot, window, Qt.Key.Key_Return)
    assert len(session.encounter.log) == before + 1, attack.problem.text()

    assert not typing_field(QApplication.focusWidget())
    assert QApplication.focusWidget() is window.canvas
    press(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert len(session.encounter.log) == before  # the attack is taken back, not a field's text
    press(qtbot, window, Qt.Key.Key_Z, CTRL | SHIFT)
    assert len(session.encounter.log) == before + 1
    press(qtbot, window, Qt.Key.Key_Escape)
    assert QApplication.focusWidget() is window.canvas
    press(qtbot, window, Qt.Key.Key_Space)
    assert session.state.actor != "ysolde"  # Space passed the turn


def test_escape_in_a_form_goes_back_to_the_map(qtbot: Any, store: Any, make_window: Any) -> None:
    window = opened(qtbot, make_window, "glowlands")
    to_first_pc_turn(qtbot, window)
    press(qtbot, window, Qt.Key.Key_3, CTRL)
    assert typing_field(QApplication.focusWidget())
    press(qtbot, window, Qt.Key.Key_Escape)
    assert QApplication.focusWidget() is window.canvas


def test_ctrl_3_goes_to_the_action_form_when_the_system_has_no_attack_form(
    qtbot: Any, store: Any, make_window: Any
) -> None:
    window = opened(qtbot, make_window, "teams")
    press(qtbot, window, Qt.Key.Key_3, CTRL)
    assert QApplication.focusWidget() is window.combat.action.picker


def test_space_starts_the_fight_with_the_cursor_in_the_first_initiative_roll(
    qtbot: Any, store: Any, make_window: Any
) -> None:
    """The players roll their own initiative: once Space starts the fight, their numbers are typed at
    once, each Return entering one and moving to the next (the keys went nowhere before: the cursor
    stayed on the map). Space again while rolls are still to type comes back to the first of them."""
    window = opened(qtbot, make_window, "glowlands")
    session = window.session
    entry = window.initiative.entry
    window.canvas.setFocus()
    press(qtbot, window, Qt.Key.Key_Space)
    first, *rest = entry.waiting()
    assert QApplication.focusWidget() is entry.field(first).input
    qtbot.keyClicks(QApplication.focusWidget(), "12")
    press(qtbot, window, Qt.Key.Key_Return)
    assert first in entry.entered and QApplication.focusWidget() is entry.field(rest[0]).input

    window.canvas.setFocus()
    press(qtbot, window, Qt.Key.Key_Space)  # refused: two rolls still to type
    assert QApplication.focusWidget() is entry.field(rest[0]).input
    for face in ("7", "15"):
        qtbot.keyClicks(QApplication.focusWidget(), face)
        press(qtbot, window, Qt.Key.Key_Return)
    assert not entry.waiting() and len(session.encounter.log) >= 4
    assert QApplication.focusWidget() is window.canvas  # the last roll entered: the keys act on the fight

    press(qtbot, window, Qt.Key.Key_Space)
    actor = session.state.combatants[session.state.actor]
    assert actor.is_pc
    # The player calls out a 14: typed on the map, it goes to the acting PC's d20 field.
    attack = window.combat.attack
    attack.roll.input.setText("3")  # left from before: it gives way
    qtbot.keyClicks(window.canvas, "1")
    qtbot.keyClicks(QApplication.focusWidget(), "4")  # the next key goes where the first went
    assert QApplication.focusWidget() is attack.roll.input and attack.roll.input.text() == "14"
    assert attack.attacker.currentData() == actor.id


def test_a_digit_on_the_map_with_no_roll_to_type_changes_nothing(qtbot: Any, store: Any, make_window: Any) -> None:
    window = opened(qtbot, make_window, "teams")
    combat = window.combat
    tab = combat.tabs.currentIndex()
    window.canvas.setFocus()
    qtbot.keyClicks(window.canvas, "7")
    assert combat.tabs.currentIndex() == tab and QApplication.focusWidget() is window.canvas


def test_a_digit_on_the_map_starts_the_roll_of_the_command_picked_in_the_action_form(
    qtbot: Any, store: Any, make_window: Any
) -> None:
    """Alternating Teams has no Attack form: the Action form picks Boudica's spear attack at her turn,
    and the number typed on the map is its attack roll (players type their own dice)."""
    window = opened(qtbot, make_window, "teams")
    session = window.session
    window.canvas.setFocus()
    press(qtbot, window, Qt.Key.Key_Space)  # the fight starts with the start form's choices
    assert session.state.combatants[session.state.actor].is_pc
    window.canvas.setFocus()
    action = window.combat.action
    first = action.waiting_roll()
    assert first is not None and first is next(iter(action.dice.values())).input  # the attack roll
    qtbot.keyClicks(window.canvas, "9")
    assert QApplication.focusWidget() is first and first.text() == "9"
    assert window.combat.tabs.currentWidget() is window.combat._action_page
