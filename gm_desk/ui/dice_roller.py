"""The dice roller dock: any expression rolled at once, each die shown, a short history, and exact odds.

The GM types `3d6+2` or `2d20kh1` and presses Enter: the total shows large, each die beside it (a dropped
die struck through and grey). The last `HISTORY` rolls stay listed, newest first; clicking one rolls
it again. Beside the target number the roller shows the exact chance of reaching it, counted by the
rules layer (`dice_odds`). Rolls here are the GM's own, outside any fight: nothing is logged.

The roller is built when its dock first shows (gm_desk/ui/dice_dock.py holds the dock's toggle and
shortcut), and the dice rules load with the first roll, not with this module.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gm_desk.rules.dice_limits import MAX_EXPRESSION_LENGTH
from gm_desk.ui.i18n import number, tr
from gm_desk.ui.plain_text import plain_label
from gm_desk.ui.theme import css, style

if TYPE_CHECKING:
    from fractions import Fraction

    from gm_desk.rules import dice
    from gm_desk.rules.dice_odds import Distribution

HISTORY = 20
DROPPED_STYLE = "color: #5d6a80; text-decoration: line-through;"
KEPT_STYLE = "font-weight: 700; color: #1c2638;"
ERROR_STYLE = "color: #b03a2e;"


def chance_words(chance: Fraction) -> str:
    """A chance as a GM reads it: never 0% or 100% unless it is exactly that."""
    if chance == 0:
        return "0%"
    if chance == 1:
        return "100%"
    percent = float(chance) * 100
    if percent < 0.01:
        return tr("under 0.01%")
    if percent > 99.99:
        return tr("over 99.99%")
    return number(float(f"{percent:.2f}"), "g") + "%"  # 12.5%, 0.01%: no trailing zeros


def die_html(die: dice.Die) -> str:
    """One die as rich text, in the theme in use (`DiceRoller` writes it again after a switch)."""
    style = css(KEPT_STYLE if die.kept else DROPPED_STYLE)
    tip = f"d{die.sides}" if die.kept else tr("d{sides}, dropped", sides=die.sides)
    return f"<span style='{style}' title='{tip}'>{die.face}</span>"


def die_words(die: dice.Die) -> str:
    return str(die.face) if die.kept else tr("({face} dropped)", face=die.face)


class DiceRoller(QWidget):
    """An expression line, the result die by die, the odds of a target, and the last rolls."""

    def __init__(self, parent: QWidget | None = None, rng: random.Random | None = None) -> None:
        super().__init__(parent)
        self.rng = rng or random.Random()
        self._odds_for: Distribution | None = None
        self._faces: tuple[dice.Die, ...] | None = None  # the last roll's dice, written again on a theme switch
        self.expression = QLineEdit(self)
        self.expression.setObjectName("diceExpression")
        self.expression.setPlaceholderText(tr("3d6+2, 2d20kh1, 4d6kh3…"))
        self.expression.setMaxLength(MAX_EXPRESSION_LENGTH)
        self.expression.returnPressed.connect(self.roll)
        self.expression.editingFinished.connect(self.update_odds)
        self.roll_button = QPushButton(tr("Roll"), self)
        self.roll_button.clicked.connect(self.roll)
        self.total = QLabel("–", self)
        self.total.setObjectName("diceTotal")
        style(self.total, "font-size: 26px; font-weight: 700; color: #1c2638;")
        self.dice_shown = QLabel(self)
        self.dice_shown.setObjectName("diceFaces")
        self.dice_shown.setTextFormat(Qt.TextFormat.RichText)
        self.dice_shown.setWordWrap(True)
        self.error = plain_label(parent=self)
        self.error.setObjectName("diceError")
        style(self.error, ERROR_STYLE)
        self.error.setWordWrap(True)
        self.error.hide()
        self.target = QLineEdit(self)
        self.target.setObjectName("diceTarget")
        self.target.setPlaceholderText(tr("target"))
        self.target.setValidator(QIntValidator(-100_000, 1_000_000, self.target))
        self.target.setMaximumWidth(80)
        self.target.textChanged.connect(self.update_odds)
        self.odds = plain_label(parent=self)
        self.odds.setObjectName("diceOdds")
        self.odds.setWordWrap(True)
        self.history = QListWidget(self)
        self.history.setObjectName("diceHistory")
        self.history.setToolTip(tr("Click a roll to roll it again."))
        self.history.setWordWrap(True)
        self.history.itemClicked.connect(self._reroll)

        row = QHBoxLayout()
        row.addWidget(self.expression, 1)
        row.addWidget(self.roll_button)
        result = QHBoxLayout()
        result.addWidget(self.total)
        result.addWidget(self.dice_shown, 1)
        odds_row = QHBoxLayout()
        odds_row.addWidget(QLabel(tr("Chance to reach"), self))
        odds_row.addWidget(self.target)
        odds_row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.setSpacing(4)
        layout.addLayout(row)
        layout.addLayout(result)
        layout.addWidget(self.error)
        layout.addLayout(odds_row)
        layout.addWidget(self.odds)
        history_title = QLabel(tr("Last rolls (click to roll again)"), self)
        history_title.setWordWrap(True)  # a narrow dock in a longer language wraps it, never widens
        layout.addWidget(history_title)
        layout.addWidget(self.history, 1)

    # --- rolling ----------------------------------------------------------------------------------

    def roll(self) -> dice.Roll | None:
        """Roll what is typed; a refusal is said in words and nothing is added to the history."""
        from gm_desk.rules import dice

        text = self.expression.text().strip()
        if not text:
            return None
        try:
            result, dice_rolled = dice.roll_shown(text, self.rng)
        except dice.DiceError as exc:
            self._refuse(str(exc))
            return None
        self.error.hide()
        self.total.setText(str(result.total))
        self._faces = dice_rolled
        self._show_faces()
        self._remember(result, dice_rolled)
        self.update_odds()
        # What was rolled stays to read and roll again (Enter), and the next expression typed replaces it.
        self.expression.selectAll()
        return result

    def _show_faces(self) -> None:
        if self._faces is not None:
            self.dice_shown.setText(" ".join(die_html(d) for d in self._faces) or tr("no dice"))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:  # a theme switch: the faces' colours follow
            self._show_faces()

    def _refuse(self, message: str) -> None:
        self.error.setText(message)
        self.error.show()

    def _remember(self, result: dice.Roll, dice_rolled: tuple[dice.Die, ...]) -> None:
        faces = ", ".join(die_words(d) for d in dice_rolled)
        item = QListWidgetItem(f"{result.expr} = {result.total}" + (f"   [{faces}]" if faces else ""))
        item.setData(Qt.ItemDataRole.UserRole, result.expr)
        self.history.insertItem(0, item)
        while self.history.count() > HISTORY:
            self.history.takeItem(self.history.count() - 1)

    def _reroll(self, item: QListWidgetItem) -> None:
        self.expression.setText(str(item.data(Qt.ItemDataRole.UserRole)))
        self.roll()

    def history_lines(self) -> list[str]:
        return [self.history.item(row).text() for row in range(self.history.count())]

    # --- odds -------------------------------------------------------------------------------------

    def update_odds(self) -> None:
        """The exact chance of reaching the target with what is typed (counted once per expression)."""
        from gm_desk.rules import dice
        from gm_desk.rules.dice_odds import distribution

        text, target = self.expression.text().strip(), self.target.text().strip()
        if not text or not target or target in ("-", "+"):
            self.odds.setText(tr("Type a target to see the exact chance of reaching it."))
            return
        try:
            if self._odds_for is None or self._odds_for.expr != dice.check_expression(text):
                self._odds_for = distribution(text)
        except dice.DiceError as exc:
            self.odds.setText(str(exc))
            return
        chance = self._odds_for.at_least(int(target))
        count = self._odds_for.outcomes
        exact = (
            " "
            + tr("({numerator} in {denominator})", numerator=chance.numerator, denominator=chance.denominator)
            if 0 < chance < 1 and chance.denominator <= 10**6
            else ""
        )
        self.odds.setText(
            tr(
                "{chance_words} to reach {target} or more{exact}",
                chance_words=chance_words(chance),
                target=target,
                exact=exact,
            )
        )
        self.odds.setToolTip(tr("Counted exactly over {count:,} equally likely rolls.", count=count))
