"""The dice roller dock: a typed expression rolled die by die, a history to click, exact odds of a target,
and its place in the window (View ▸ Dice roller, Ctrl+R)."""

from __future__ import annotations

import random
from fractions import Fraction
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication

from gm_desk.rules import dice
from gm_desk.rules.dice_odds import odds_at_least
from gm_desk.ui.dice_roller import HISTORY, DiceRoller, chance_words
from gm_desk.ui.main_window import MainWindow


@pytest.fixture
def roller(qtbot) -> DiceRoller:
    widget = DiceRoller(rng=random.Random(7))
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def roll(qtbot, widget: DiceRoller, text: str) -> None:
    widget.expression.clear()
    qtbot.keyClicks(widget.expression, text)
    qtbot.keyClick(widget.expression, Qt.Key.Key_Return)


def test_a_roll_shows_its_total_and_each_die_with_the_dropped_one_struck(qtbot, roller: DiceRoller) -> None:
    expected, dice_rolled = dice.roll_shown("2d20kh1+3", random.Random(7))
    roll(qtbot, roller, "2d20kh1+3")
    assert roller.total.text() == str(expected.total)
    shown = roller.dice_shown.text()
    assert shown.count("<span") == 2 and shown.count("line-through") == 1
    dropped = next(d for d in dice_rolled if not d.kept)
    kept = next(d for d in dice_rolled if d.kept)
    assert kept.face >= dropped.face and expected.total == kept.face + 3
    assert f">{dropped.face}</span>" in shown.split("line-through")[1]
    assert roller.history_lines()[0].startswith(f"2d20kh1+3 = {expected.total}")
    assert f"({dropped.face} dropped)" in roller.history_lines()[0]


def test_history_keeps_the_last_twenty_newest_first_and_a_click_rolls_again(
    qtbot, roller: DiceRoller
) -> None:
    for n in range(1, HISTORY + 3):
        roll(qtbot, roller, f"1d4+{n}")
    lines = roller.history_lines()
    assert len(lines) == HISTORY
    assert lines[0].startswith(f"1d4+{HISTORY + 2} = ") and lines[-1].startswith("1d4+3 = ")
    item = roller.history.item(5)
    rect = roller.history.visualItemRect(item)
    qtbot.mouseClick(roller.history.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert roller.expression.text() == f"1d4+{HISTORY + 2 - 5}"
    assert roller.history_lines()[0].startswith(f"1d4+{HISTORY + 2 - 5} = ")
    assert len(roller.history_lines()) == HISTORY


def test_an_expression_the_dice_refuse_is_said_in_words_and_not_kept(qtbot, roller: DiceRoller) -> None:
    roll(qtbot, roller, "1d20")
    roll(qtbot, roller, "1d1001")
    assert roller.error.isVisible() and "between 1 and 1000 sides" in roller.error.text()
    assert len(roller.history_lines()) == 1
    roll(qtbot, roller, "2d6")
    assert not roller.error.isVisible()


@pytest.mark.parametrize(("expr", "target"), [("1d20", 11), ("2d20kh1", 20), ("3d6+2", 14), ("4d6kh3", 18)])
def test_the_odds_of_reaching_a_target_are_the_exact_count(qtbot, roller, expr: str, target: int) -> None:
    roll(qtbot, roller, expr)
    qtbot.keyClicks(roller.target, str(target))
    chance = odds_at_least(expr, target)
    assert roller.odds.text().startswith(f"{chance_words(chance)} to reach {target} or more")
    assert f"({chance.numerator} in {chance.denominator})" in roller.odds.text()


def test_odds_words_for_known_chances(qtbot, roller: DiceRoller) -> None:
    roll(qtbot, roller, "1d20")
    qtbot.keyClicks(roller.target, "11")
    assert roller.odds.text() == "50% to reach 11 or more (1 in 2)"
    roller.target.clear()
    qtbot.keyClicks(roller.target, "25")
    assert roller.odds.text() == "0% to reach 25 or more"
    assert chance_words(Fraction(39, 400)) == "9.75%"
    assert chance_words(Fraction(1, 10**6)) == "under 0.01%"


def test_odds_that_cannot_be_counted_exactly_are_refused_in_words(qtbot, roller: DiceRoller) -> None:
    roll(qtbot, roller, "3d6e6")
    assert roller.total.text().isdigit()  # it still rolls
    qtbot.keyClicks(roller.target, "10")
    assert "exploding" in roller.odds.text()


def test_the_view_menu_and_ctrl_r_show_and_hide_the_roller(window: MainWindow, qtbot) -> None:
    dock = window.dice_dock
    assert dock.isHidden()
    assert not window.dice_tray.built and dock.widget() is None  # built when the dock first shows
    view_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&View")
    toggle = next(a for a in view_menu.actions() if a.text() == "Dice roller")
    assert toggle.shortcut() == QKeySequence("Ctrl+R")
    with qtbot.waitActive(window):
        window.activateWindow()
    qtbot.keyClick(window.canvas, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert dock.isVisible()
    assert window.dice_tray.built and dock.widget() is window.dice_roller
    qtbot.waitUntil(lambda: window.dice_roller.expression.hasFocus())
    window.dice_roller.rng = random.Random(3)
    roll(qtbot, window.dice_roller, "3d6+2")
    assert window.dice_roller.history_lines()[0].startswith("3d6+2 = ")
    toggle.trigger()
    assert dock.isHidden()


def test_the_next_expression_typed_replaces_the_last_one(qtbot, roller: DiceRoller) -> None:
    """Issue #30, item 10: after a roll, typing a new expression no longer appends to the last."""
    roller.expression.setFocus()
    qtbot.keyClicks(roller.expression, "2d6")
    qtbot.keyClick(roller.expression, Qt.Key.Key_Return)
    assert roller.history_lines()[0].startswith("2d6 = ")
    qtbot.keyClicks(roller.expression, "1d20+3")
    assert roller.expression.text() == "1d20+3"
    qtbot.keyClick(roller.expression, Qt.Key.Key_Return)
    assert roller.history_lines()[0].startswith("1d20+3 = ")
    qtbot.keyClick(roller.expression, Qt.Key.Key_Return)  # Enter alone rolls the same again
    assert roller.history_lines()[1].startswith("1d20+3 = ") and roller.expression.text() == "1d20+3"


def test_a_roller_built_on_ctrl_r_takes_the_typed_expression_and_rolls_on_return(window: MainWindow, qtbot) -> None:
    """The roller is made when Ctrl+R first shows its dock: the keys typed next go to its expression."""
    with qtbot.waitActive(window):
        window.activateWindow()
    qtbot.keyClick(window.canvas, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    roller = window.dice_roller
    qtbot.waitUntil(lambda: roller.expression.hasFocus())
    roller.rng = random.Random(5)
    qtbot.keyClicks(QApplication.focusWidget(), "2d6+1")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert roller.history_lines()[0].startswith("2d6+1 = ")
    assert roller.total.text().isdigit()


def test_a_window_whose_saved_layout_has_the_roller_open_builds_it_with_the_frame(qtbot, store) -> None:
    """Left open at the last close: the dock comes back open, its roller in it from the first paint."""
    first = MainWindow(store)
    qtbot.addWidget(first)
    first.show()
    qtbot.waitExposed(first)
    first.dice_dock.show()
    first.close()
    again = MainWindow(data_dir=Path(store.path).parent)  # the frame alone, as a start shows it
    qtbot.addWidget(again)
    assert not again.dice_dock.isHidden()
    assert again.dice_tray.built and again.dice_dock.widget() is again.dice_roller
