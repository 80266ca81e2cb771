"""Typing in a roll the players made with real dice, or leaving it for GM Desk to roll.

A `DiceEntry` stands for one roll of a command (its purpose and expression, as the rules will ask for
it). Empty means "roll it" only when the campaign lets GM Desk roll it (`set_required`: a player's roll
is typed by default, and then `missing()` says in words which roll to type); otherwise the GM types the faces the dice showed ("14", or "3 5" for two
dice), or, with Total pressed, only the total the player announced (and, for a d20, the natural die if
they said it). `value()` is what goes into `Command.dice[purpose]`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Any, cast

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QToolButton,
    QWidget,
)

from gm_desk.rules import dice
from gm_desk.rules.dice import DiceError, Roll
from gm_desk.rules.words import plain
from gm_desk.ui.i18n import N_, tr
from gm_desk.ui.plain_text import row_label, tooltip
from gm_desk.ui.theme import style

_TERM = re.compile(r"(\d*)\s*d\s*(\d+|%)", re.IGNORECASE)
PURPOSE_WORDS = {
    "initiative": N_("Initiative"),
    "attack": N_("Attack roll"),
    "damage": N_("Damage"),
    "action": N_("Action roll"),
    "back_out": N_("Back-out roll"),
    "bleed_out": N_("Bleed-out roll"),
    "retaliation_damage": N_("Retaliation damage"),
    "fat": N_("Fast action threshold"),
    "agl": N_("AGL check"),
    "card": N_("Card"),
}
_NUMBERED = re.compile(r"([a-z_]*[a-z])(\d+)")


def dice_in(expr: str) -> tuple[int, bool]:
    """(how many dice the expression rolls, whether any of them is a d20)."""
    count, d20 = 0, False
    for n, size in _TERM.findall(expr):
        count += int(n) if n else 1
        d20 = d20 or size == "20"
    return count, d20


def purpose_words(purpose: str, names: dict[str, str] | None = None) -> str:
    """ "retaliation:caretaker" → "Retaliation damage (Caretaker)"; "attack#2" and "card2" → "Attack roll 2",
    "Card 2". Whose roll it is shows only with `names` (a combatant's id is never shown: a name that is
    not a combatant's, a group's, is the GM's own and shows as it is)."""
    base, _, who = purpose.partition(":")
    base, _, nth = base.partition("#")
    numbered = _NUMBERED.fullmatch(base)
    if numbered and not nth and numbered.group(1) in PURPOSE_WORDS:
        base, nth = numbered.groups()
    if base in PURPOSE_WORDS:
        text = tr(PURPOSE_WORDS[base])
    else:  # another key ("death_luck"): its words from the catalogue, capitalised for a field's label
        words = plain(base)
        text = words[:1].upper() + words[1:]
    if base == "retaliation":
        text = tr("Retaliation damage")
    if nth:
        text += f" {nth}"
    if who and names is not None:
        text += f" ({names.get(who, who)})"
    return text


def in_a_sentence(words: str) -> str:
    """ "Attack roll" → "attack roll" inside a sentence; "AGL check" stays as it is."""
    return words[:1].lower() + words[1:] if words[1:2].islower() else words


class DiceEntry(QWidget):
    """One roll: empty to roll, the faces shown, or (Total) the total announced."""

    changed = Signal()

    def __init__(self, expr: str = "1d20", parent: QWidget | None = None, *, purpose: str = "") -> None:
        super().__init__(parent)
        self.purpose = purpose
        self.expr = expr
        self.required = False  # the campaign keeps this roll for a person: empty is not "roll it"
        self.whose = ""  # whose roll it is, for the words ("Haelon's")
        self.input = QLineEdit(self)
        self.input.setObjectName("diceInput")
        self.input.setAccessibleName(
            purpose_words(purpose) if purpose else tr("Roll")
        )
        self.input.setMaxLength(40)
        self.input.setMinimumWidth(60)
        self.input.setClearButtonEnabled(True)
        self.total_button = QToolButton(self)
        self.total_button.setText(tr("Total"))
        self.total_button.setCheckable(True)
        self.total_button.setToolTip(tr("Type only the total the player announced"))
        self.natural = QSpinBox(self)
        self.natural.setRange(0, 20)
        self.natural.setSpecialValueText(tr("nat ?"))
        self.natural.setPrefix(tr("nat "))
        self.natural.setToolTip(tr("The natural d20, if the player said it"))
        self.result = QLabel(self)
        self.result.setObjectName("diceResult")
        self.result.setMinimumWidth(36)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(4)
        row.addWidget(self.input, 1)
        row.addWidget(self.total_button)
        row.addWidget(self.natural)
        row.addWidget(self.result)
        self.setFocusProxy(self.input)
        self.input.textChanged.connect(self._update)
        self.total_button.toggled.connect(self._update)
        self.natural.valueChanged.connect(self._update)
        self.set_expression(expr)

    # --- what the GM typed ------------------------------------------------------------------------

    def set_expression(self, expr: str) -> None:
        if expr != self.expr or not self.result.text():
            self.expr = expr
            self._update()

    def set_required(self, required: bool, whose: str = "") -> None:
        """Must this roll be typed (it is a player's, or the campaign has every die typed)?"""
        if (required, whose) != (self.required, self.whose):
            self.required, self.whose = required, whose
            self._update()

    def missing(self) -> str:
        """What to type, in words, while a roll that must be typed is empty; "" otherwise."""
        if not (self.required and self.is_rolled and self.isEnabled()):
            return ""
        what = in_a_sentence(purpose_words(self.purpose)) if self.purpose else tr("roll")
        if self.whose:
            return tr(
                "Type {whose}'s {what} ({expr}): the dice at the table decide it.",
                whose=self.whose,
                what=what,
                expr=self.expr,
            )
        return tr("Type the {what} ({expr}): the dice at the table decide it.", what=what, expr=self.expr)

    def clear(self) -> None:
        self.input.clear()
        self.total_button.setChecked(False)
        self.natural.setValue(0)

    def enter_faces(self, *faces: int) -> None:
        """Type the faces in (tests and scripts use it as a GM would)."""
        self.total_button.setChecked(False)
        self.input.setText(" ".join(str(f) for f in faces))

    def enter_total(self, total: int, natural: int | None = None) -> None:
        self.total_button.setChecked(True)
        self.input.setText(str(total))
        self.natural.setValue(natural or 0)

    def take_focus(self) -> None:
        """The cursor in the field, its text selected and the field scrolled into view: Return on a form
        that still waits for this roll brings the GM here."""
        self.input.setFocus(Qt.FocusReason.OtherFocusReason)
        self.input.selectAll()
        holder = self.parentWidget()
        while holder is not None and not isinstance(holder, QScrollArea):
            holder = holder.parentWidget()
        if holder is not None:
            holder.ensureWidgetVisible(self)

    @property
    def is_rolled(self) -> bool:
        return not self.input.text().strip()

    def _numbers(self) -> list[int]:
        parts = [p for p in re.split(r"[\s,;+]+", self.input.text().strip()) if p]
        return [int(p) for p in parts]

    def value(self) -> Any:
        """What goes into Command.dice for this purpose, or None to let GM Desk roll."""
        if self.is_rolled or self.problem():
            return None
        numbers = self._numbers()
        if self.total_button.isChecked():
            natural = self.natural.value() or None
            return {"total": numbers[0], "natural": natural} if natural else {"total": numbers[0]}
        return list(numbers)

    def preview(self) -> Roll | None:
        """The roll as typed (None while it is left to roll or cannot be read)."""
        if self.is_rolled:
            return None
        try:
            numbers = self._numbers()
            if self.total_button.isChecked():
                if len(numbers) != 1:
                    return None
                return dice.entered_total(self.expr, numbers[0], self.natural.value() or None, self.purpose)
            return dice.entered(self.expr, numbers, self.purpose)
        except (DiceError, ValueError):
            return None

    def problem(self) -> str:
        if self.is_rolled:
            return ""
        try:
            numbers = self._numbers()
        except ValueError:
            return tr("Type whole numbers: the faces the dice showed.")
        if self.total_button.isChecked():
            return "" if len(numbers) == 1 else tr("Type one number: the total.")
        try:
            dice.entered(self.expr, numbers, self.purpose)
        except DiceError as exc:
            count, _ = dice_in(self.expr)
            if count > 1 and len(numbers) == 1:  # most likely the sum the player called out
                return tr(
                    "{problem} One number for {count} dice: type each die as it fell (such as 3 4), or press "
                    "Total to type the sum.",
                    problem=str(exc),
                    count=count,
                )
            return str(exc)
        return ""

    def _update(self, *args: Any) -> None:
        count, d20 = dice_in(self.expr)
        total_mode = self.total_button.isChecked()
        self.natural.setVisible(total_mode and d20)
        dice_word = tr("die") if count == 1 else tr("dice")
        if total_mode:
            shown = tr("type total of {expr}") if self.required else tr("total of {expr}")
        else:
            shown = tr("type {expr} ({dice})") if self.required else tr("{expr} ({dice})")
        self.input.setPlaceholderText(shown.format(expr=self.expr, dice=dice_word))
        blank = tr("it must be typed in") if self.required else tr("leave it empty and GM Desk rolls")
        self.input.setToolTip(
            tr(
                "{expr}: type the {dice_word} the player rolled (or only the total, with Total); {blank}",
                expr=self.expr,
                dice_word=dice_word,
                blank=blank,
            )
        )
        trouble = self.problem()
        roll = self.preview()
        if trouble:
            self.result.setText("✗")
            style(self.result, "color: #b42318; font-weight: 700;")
            self.result.setToolTip(tooltip(trouble))
        elif roll is None and self.required:
            self.result.setText(tr("type"))
            style(self.result, "color: #8a5a00; font-weight: 700;")
            self.result.setToolTip(tr("This roll is made at the table: type what the dice showed"))
        elif roll is None:
            self.result.setText(tr("roll"))
            style(self.result, "color: #5d6a80;")
            self.result.setToolTip(tr("GM Desk rolls this"))
        else:
            self.result.setText(f"= {roll.total}")
            style(self.result, "color: #1c2638; font-weight: 700;")
            self.result.setToolTip("")
        self.changed.emit()


def sync_dice_rows(
    parent: QWidget,
    form: QFormLayout,
    entries: dict[str, DiceEntry],
    wanted: dict[str, str],
    label: Callable[[str, str], str],
    on_change: Callable[..., None],
) -> dict[str, DiceEntry]:
    """Make `form` hold one DiceEntry per wanted purpose: kept ones keep what was typed, new ones are
    added at the end, gone ones are taken out and deleted later (one of them may be the sender of the
    signal that led here). The entries come back in the order of `wanted`."""
    kept: dict[str, DiceEntry] = {}
    for purpose, entry in entries.items():
        if wanted.get(purpose) == entry.expr:
            kept[purpose] = entry
            continue
        # PySide6's stubs say `object`: it is Qt's (row, role) pair.
        row, _role = cast(tuple[int, QFormLayout.ItemRole], form.getWidgetPosition(entry))
        if row >= 0:
            taken = form.takeRow(row)
            for item in (taken.labelItem, taken.fieldItem):
                widget = item.widget() if item is not None else None
                if widget is not None:
                    widget.hide()
                    widget.deleteLater()
    for purpose, expr in wanted.items():
        if purpose not in kept:
            entry = DiceEntry(expr, parent, purpose=purpose)
            entry.changed.connect(on_change)
            form.addRow(row_label(label(purpose, expr)), entry)  # a long purpose wraps; it never widens the panel
            kept[purpose] = entry
    # In the order the command rolls them, whatever was kept from the last: the odds shown and the
    # roll Return goes to are the command's first still to type, not a leftover of the last command.
    return {purpose: kept[purpose] for purpose in wanted}


def first_waiting(entries: Iterable[DiceEntry]) -> DiceEntry | None:
    """The first roll a form waits for: one typed wrong, or one that must be typed and is still empty."""
    return next((e for e in entries if e.isEnabled() and (e.problem() or e.missing())), None)
