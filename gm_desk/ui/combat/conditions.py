"""A combatant's conditions: each with the rounds it has left and when it ticks; add from a list or typed.

Adding sends `condition.add` {cid, name, rounds} (no rounds: until removed) and removing sends
`condition.remove` {cid, condition}; the system's own rule (`ruleset.condition_hook`) ticks them down
and expires them, and the list follows the state.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gm_desk.rules.conditions import COMMON_CONDITIONS
from gm_desk.rules.engine import Outcome
from gm_desk.rules.events import Command
from gm_desk.rules.state import Combatant

COND_ROLE = Qt.ItemDataRole.UserRole + 1
HOOK_WORDS = {
    "round_start": "at the start of each round",
    "round_end": "at the end of each round",
    "turn_start": "at the start of the bearer's turn",
    "turn_end": "at the end of the bearer's turn",
    "none": "never (until removed)",
}


def condition_line(name: str, remaining: int | None, hook: str) -> str:
    if remaining is None:
        return f"{name} — until removed"
    return f"{name} — {remaining} left, ticks {HOOK_WORDS.get(hook, hook.replace('_', ' '))}"


class ConditionsEditor(QWidget):
    """The conditions of one combatant, with Add and Remove."""

    def __init__(self, submit: Callable[[Command], Outcome], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._submit = submit
        self.cid: str | None = None
        self.list = QListWidget(self)
        self.list.setObjectName("conditionList")
        self.list.setMaximumHeight(96)
        self.name = QComboBox(self)
        self.name.setEditable(True)
        self.name.addItems(list(COMMON_CONDITIONS))
        self.name.setCurrentText("")
        self.name.lineEdit().setPlaceholderText("condition (pick or type)")
        self.name.lineEdit().returnPressed.connect(self.add)
        self.rounds = QSpinBox(self)
        self.rounds.setRange(0, 1000)
        self.rounds.setValue(1)
        self.rounds.setSpecialValueText("until removed")
        self.rounds.setSuffix(" rd")
        self.rounds.setToolTip("How many ticks it lasts (0: until removed)")
        self.add_button = QPushButton("Add", self)
        self.add_button.clicked.connect(self.add)
        self.remove_button = QPushButton("Remove", self)
        self.remove_button.clicked.connect(self.remove_selected)
        self.hook_label = QLabel(self)
        self.hook_label.setStyleSheet("color: #6b7587;")
        self.hook_label.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.name, 1)
        row.addWidget(self.rounds)
        row.addWidget(self.add_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(self.list)
        foot = QHBoxLayout()
        foot.addWidget(self.hook_label, 1)
        foot.addWidget(self.remove_button)
        layout.addLayout(foot)
        layout.addLayout(row)

    def show_combatant(self, c: Combatant | None, hook: str) -> None:
        self.cid = c.id if c is not None else None
        self.list.clear()
        for widget in (self.name, self.rounds, self.add_button, self.remove_button):
            widget.setEnabled(c is not None)
        self.hook_label.setText(f"Conditions tick {HOOK_WORDS.get(hook, hook)}.")
        if c is None:
            return
        for cond in c.conditions:
            item = QListWidgetItem(condition_line(cond.name, cond.remaining, cond.tick))
            item.setData(COND_ROLE, cond.id)
            self.list.addItem(item)
        if not c.conditions:
            item = QListWidgetItem("No conditions.")
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.list.addItem(item)
        self.remove_button.setEnabled(bool(c.conditions))

    def lines(self) -> list[str]:
        return [
            self.list.item(r).text() for r in range(self.list.count()) if self.list.item(r).data(COND_ROLE)
        ]

    def add(self) -> Outcome | None:
        name = self.name.currentText().strip()
        if self.cid is None or not name:
            return None
        rounds = self.rounds.value() or None
        outcome = self._submit(
            Command("condition.add", args={"cid": self.cid, "name": name, "rounds": rounds})
        )
        if outcome.ok:
            self.name.setCurrentText("")
        return outcome

    def remove_selected(self) -> Outcome | None:
        item = self.list.currentItem() or (self.list.item(0) if self.list.count() == 1 else None)
        if self.cid is None or item is None or not item.data(COND_ROLE):
            return None
        return self._submit(
            Command("condition.remove", args={"cid": self.cid, "condition": item.data(COND_ROLE)})
        )
