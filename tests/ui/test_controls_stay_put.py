"""A control that needs the GM comes into view, and nothing moves under the pointer between two clicks
(issue #30, item 5)."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QScrollArea

from gm_desk.rules.dice import DiceBox, dice_drawn
from gm_desk.rules.events import Command
from gm_desk.store import add_demo_campaign
from gm_desk.ui.initiative.choices import Choice, ChoiceBox
from gm_desk.ui.main_window import MainWindow
from tests.rules.test_demos import _pick


def to_boudicas_reaction(window: MainWindow) -> None:
    """The teams demo until the Gate Guard's spear hits Boudica, every player's die typed (3s)."""
    session = window.session
    acted: set[str] = set()
    for _ in range(200):
        commands = session.ruleset.legal_commands(session.state)
        if any(c.type == "teams.defend" and c.actor == "boudica" for c in commands):
            return
        actor = session.state.turn.actor if session.state.turn else None
        at_her = [c for c in commands if c.type == "teams.attack" and c.args.get("target") == "boudica"]
        cmd = at_her[0] if at_her else _pick(commands, acted, actor)
        outcome = session.submit(cmd)
        for _ in range(4):
            if outcome.rejected is None or outcome.rejected.code != "ROLL_NEEDED":
                break
            dice = {**cmd.dice, outcome.rejected.purpose: [3] * len(dice_drawn(outcome.rejected.expr))}
            cmd = Command(cmd.type, cmd.actor, cmd.args, dice)
            outcome = session.submit(cmd)
        assert outcome.ok, outcome.rejected
    raise AssertionError("the Gate Guard never hit Boudica")


def test_the_roll_a_dodge_needs_comes_into_view_and_no_list_scrolls_inside_another(
    qtbot: Any, store: Any
) -> None:
    window = MainWindow(store, dice=DiceBox(rng=random.Random(3)))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    _campaign, encounter_id = add_demo_campaign("teams")  # players type their dice
    assert window.open_encounter(encounter_id)
    to_boudicas_reaction(window)
    panel = window.initiative
    assert not panel.choices.findChildren(QScrollArea)  # one scrolling part in the panel, not two
    dodge = panel.choices.button("Boudica dodges")
    qtbot.mouseClick(dodge, Qt.MouseButton.LeftButton)
    ask = panel.roll_ask
    qtbot.waitUntil(lambda: ask.visibleRegion().boundingRect().height() == ask.height(), timeout=2000)
    assert ask.isVisible() and window.focusWidget() is ask.entry.input


def test_an_answer_taken_leaves_its_room_so_the_next_button_does_not_slide_under_the_pointer(
    qtbot: Any,
) -> None:
    box = ChoiceBox(lambda cmd: None, lambda cmd: ())  # type: ignore[arg-type,return-value]
    qtbot.addWidget(box)
    box.resize(360, 300)
    answers = [
        Choice(f"Retaliation {n}", Command("glowlands.sweep", args={"npc": f"n{n}"})) for n in range(4)
    ]
    box.set_choices(answers)
    box.show()
    qtbot.waitExposed(box)
    qtbot.wait(10)  # laid out
    before = {b.text(): b.mapTo(box, b.rect().topLeft()) for b in box.buttons}
    box.set_choices([answers[0], answers[2], answers[3]])  # the second was answered
    qtbot.wait(10)
    after = {b.text(): b.mapTo(box, b.rect().topLeft()) for b in box.buttons if b.isVisible()}
    assert set(after) == {"Retaliation 0", "Retaliation 2", "Retaliation 3"}
    assert all(after[label] == before[label] for label in after), (before, after)
    assert box.labels() == ["Retaliation 0", "Retaliation 2", "Retaliation 3"]
    box.set_choices([Choice("Something else", Command("next"))])  # another question: a fresh list
    assert box.labels() == ["Something else"]


def test_a_column_of_short_answers_asks_only_for_the_room_its_lines_take(qtbot: Any, store: Any) -> None:
    """The answers wrap when the dock is narrow, but they ask for the height they take at the width
    they have: "Bandit Archer takes the turn" claimed three lines' room (its height at the least width),
    so the panel's steps scrolled and the turn order shrank to a row in the larger type."""
    from gm_desk.ui.actions import apply_theme

    window = MainWindow(store, dice=DiceBox(rng=random.Random(3)))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    apply_theme(window, choice="dark", large=True)
    try:
        _campaign, encounter_id = add_demo_campaign("factions")
        assert window.open_encounter(encounter_id)
        window.actions_.next.trigger()  # the ambush turn: the Bandits choose who acts
        panel = window.initiative
        qtbot.waitUntil(lambda: panel.choices.isVisible() and len(panel.choices.buttons) >= 2, timeout=2000)
        qtbot.wait(50)
        for button in panel.choices.buttons:  # one line at the panel's width: no more room asked than that
            assert button.minimumSizeHint().height() <= button.heightForWidth(button.width())
        box = panel.choices
        assert box.minimumSizeHint().height() < box.heightForWidth(box.width()) * 1.5
    finally:  # the type size is the application's: the next tests start at the usual one
        apply_theme(window, choice="light", large=False)
