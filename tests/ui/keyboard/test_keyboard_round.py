"""A full round of each system run with the keyboard alone: Space for Next, Ctrl+6 to the Action form,
arrows to choose what is done, Return to do it. No mouse, no call into the session."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from gm_desk import store as repo
from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.rulesets import RULESETS
from tests.rules.test_demos import _pick

CTRL = Qt.KeyboardModifier.ControlModifier


def key(
    qtbot: Any, window: Any, which: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
) -> None:
    """A key pressed where the focus is (the window itself when nothing has it)."""
    target = QApplication.focusWidget() or window
    qtbot.keyClick(target, which, modifier)


@pytest.mark.parametrize("rid", list(RULESETS))
def test_a_round_with_the_keyboard_alone(qtbot: Any, store: Any, make_window: Any, rid: str) -> None:
    setup = demo_setup_for(rid)
    campaign = repo.create_campaign(f"Keys {rid}", rid)
    repo.set_who_rolls(campaign.id, "app")  # GM Desk rolls: the keys choose, the dice need no typing
    record = repo.create_encounter(campaign.id, setup["name"], rid, setup)
    window = make_window()
    assert window.open_encounter(record.id)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    session = window.session
    form = window.combat.action
    acted: set[str] = set()
    steps = 0
    while session.state.round < 2 and session.state.outcome is None:
        steps += 1
        assert steps < 120, f"{rid}: the round did not end"
        before = len(session.encounter.log)
        actor = session.state.turn.actor if session.state.turn is not None else None
        wanted = _pick(session.ruleset.legal_commands(session.state), acted, actor)
        if wanted.type == "next" and window.actions_.next.isEnabled():
            key(qtbot, window, Qt.Key.Key_1, CTRL)  # to the map, out of any text field
            key(qtbot, window, Qt.Key.Key_Space)
        else:
            key(qtbot, window, Qt.Key.Key_6, CTRL)  # to the Action form's list
            assert QApplication.focusWidget() is form.picker
            target = next(i for i, c in enumerate(form.samples) if c == wanted)
            key(qtbot, window, Qt.Key.Key_Home)
            while form.picker.currentData() != target:
                key(qtbot, window, Qt.Key.Key_Down)
            key(qtbot, window, Qt.Key.Key_Return)
        assert len(session.encounter.log) > before, (
            f"{rid}: {wanted.type} was not done ({form.problem.text()})"
        )
    assert session.state.round >= 2 or session.state.outcome is not None
