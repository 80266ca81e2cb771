"""Damage, healing or a condition on several combatants at once: the tokens picked on the map, or everyone
in a zone (issue #31, item 5).

The box names who it aims at, takes what the damage box takes (`7`, `2d6+1`, `-3`) or a condition with
its rounds, and sends one `gm.each` command: each system lands it through its own damage path, the whole
of it is one undo step, and each result is a line of the log. A refusal stays in the box in the rules'
words, and nothing changed. It closes once the change landed.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gm_desk.rules.conditions import COMMON_CONDITIONS
from gm_desk.rules.events import Command
from gm_desk.rules.tx import Outcome
from gm_desk.ui.combat.damage_box import ERROR_STYLE, PLACEHOLDER, TIP
from gm_desk.ui.i18n import tr
from gm_desk.ui.plain_text import plain_label
from gm_desk.ui.theme import style

SHOWN_NAMES = 12  # names listed in the box; the rest are counted


def names_words(names: list[str]) -> str:
    shown = ", ".join(names[:SHOWN_NAMES])
    if len(names) > SHOWN_NAMES:
        return tr("{names} and {count} more", names=shown, count=len(names) - SHOWN_NAMES)
    return shown


class ManyDialog(QDialog):
    """One box for damage, healing or a condition on each of `cids` (see the module's docstring)."""

    def __init__(
        self,
        submit: Callable[[Command], Outcome],
        cids: list[str],
        names: list[str],
        title: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._submit = submit
        self.cids = list(cids)
        self.setWindowTitle(title)
        self.setObjectName("manyDialog")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.who = plain_label(tr("{count} chosen: {names}", count=len(cids), names=names_words(names)), self)
        self.who.setObjectName("manyWho")
        self.who.setWordWrap(True)
        self.amount = QLineEdit(self)
        self.amount.setObjectName("manyAmount")
        self.amount.setPlaceholderText(tr(PLACEHOLDER))
        self.amount.setToolTip(tr(TIP) + "\n" + tr("Dice are rolled once for all of them."))
        self.amount.setMaxLength(80)
        self.amount.returnPressed.connect(self.apply_damage)
        self.damage_button = QPushButton(tr("Apply to each"), self)
        self.damage_button.clicked.connect(self.apply_damage)
        self.condition = QComboBox(self)
        self.condition.setObjectName("manyCondition")
        self.condition.setEditable(True)
        self.condition_field = QLineEdit(self.condition)  # the combo's own line: a name from the list, or any
        self.condition.setLineEdit(self.condition_field)
        self.condition.addItems([name.capitalize() for name in COMMON_CONDITIONS])
        self.condition.setCurrentText("")
        self.condition_field.setPlaceholderText(tr("A condition: prone, or any name"))
        self.condition_field.returnPressed.connect(self.apply_condition)
        self.rounds = QSpinBox(self)
        self.rounds.setObjectName("manyRounds")
        self.rounds.setRange(0, 1000)
        self.rounds.setSpecialValueText(tr("until removed"))
        self.rounds.setSuffix(tr(" rounds"))
        self.condition_button = QPushButton(tr("Add to each"), self)
        self.condition_button.clicked.connect(self.apply_condition)
        for button in (self.damage_button, self.condition_button):
            button.setAutoDefault(False)  # Return sends what its own field holds, never the other one
        self.answer = plain_label(parent=self)
        self.answer.setObjectName("manyAnswer")
        self.answer.setWordWrap(True)
        self.answer.hide()
        damage_row = QHBoxLayout()
        damage_row.addWidget(self.amount, 1)
        damage_row.addWidget(self.damage_button)
        condition_row = QHBoxLayout()
        condition_row.addWidget(self.condition, 1)
        condition_row.addWidget(self.rounds)
        condition_row.addWidget(self.condition_button)
        form = QFormLayout()
        form.addRow(tr("Damage or heal:"), damage_row)
        form.addRow(tr("Condition:"), condition_row)
        layout = QVBoxLayout(self)
        layout.addWidget(self.who)
        layout.addLayout(form)
        layout.addWidget(self.answer)
        self.setMinimumWidth(440)
        self.amount.setFocus()

    def apply_damage(self) -> Outcome | None:
        text = self.amount.text().strip()
        if not text:
            return None
        return self._send({"do": "damage", "amount": text}, self.amount)

    def apply_condition(self) -> Outcome | None:
        name = self.condition.currentText().strip()
        if not name:
            return None
        args: dict[str, object] = {"do": "condition", "name": name}
        if self.rounds.value():
            args["rounds"] = self.rounds.value()
        return self._send(args, self.condition_field)

    def _send(self, args: dict[str, object], field: QLineEdit) -> Outcome | None:
        if self.result() == QDialog.DialogCode.Accepted:
            return None  # sent already (a key press the combo passes on): once is all
        outcome = self._submit(Command("gm.each", args={"cids": self.cids, **args}))
        if outcome.rejected is not None:
            style(self.answer, ERROR_STYLE)
            self.answer.setText(outcome.rejected.message)
            self.answer.show()
            field.selectAll()
            return outcome
        self.accept()
        return outcome


def open_many(
    submit: Callable[[Command], Outcome], cids: list[str], names: list[str], title: str, parent: QWidget | None
) -> ManyDialog:
    dialog = ManyDialog(submit, cids, names, title, parent)
    dialog.open()
    return dialog
