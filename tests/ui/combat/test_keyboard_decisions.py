"""Keyboard play does not stall at a decision: Space refused because the table must decide first (the
end-of-round Retaliations) puts the cursor on the first answer, and Return takes it."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.ui.combat.conftest import demo_encounter
from tests.ui.combat.test_combat_no_surprises import to_haelons_turn


def test_space_refused_at_a_decision_goes_to_the_answers_and_return_takes_one(
    store: Any, make_table: Any
) -> None:
    t = make_table(demo_encounter("glowlands", who_rolls=None))
    to_haelons_turn(t)
    for _ in range(6):  # the PCs pass their turns until the round's end asks who retaliates
        if t.session.prompt().kind == "decide":
            break
        t.space()
    assert t.session.prompt().kind == "decide"
    choices = t.initiative.choices
    answers = choices.labels()
    assert len(answers) > 1
    t.qtbot.waitUntil(lambda: all(b.isVisible() for b in choices.buttons))
    logged = len(t.session.encounter.log)
    t.space()  # refused: the Retaliations come first
    assert len(t.session.encounter.log) == logged
    first = choices.buttons[0]
    t.qtbot.waitUntil(lambda: QApplication.focusWidget() is first)
    t.qtbot.keyClick(first, Qt.Key.Key_Return)
    assert len(t.session.encounter.log) == logged + 1  # the first answer was taken
    assert choices.labels() != answers
    # The cursor is on the next answer still open: Return after Return answers the round's end.
    left = choices.labels()
    focused = QApplication.focusWidget()
    assert focused in choices.buttons and focused.text() == left[0]
    t.qtbot.keyClick(focused, Qt.Key.Key_Return)
    assert len(t.session.encounter.log) == logged + 2
