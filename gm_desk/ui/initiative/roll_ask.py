"""The roll the rules asked for: a dice field for a roll GM Desk may not make, and the command it belongs to.

When a command the initiative panel sends (Next, a start, an answer to the prompt) is refused with
ROLL_NEEDED (a player's die left blank, or a campaign that has every die typed), nothing was applied:
`RollAsk` shows the refusal's words (whose roll, which dice) with a `DiceEntry` for that roll, and sends
the same command again, with the typed roll, on Return or its button. A further roll the rules then ask
for (the damage after a hit) is asked the same way, keeping the rolls typed so far.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QToolButton, QVBoxLayout, QWidget

from gm_desk.rules.events import Command
from gm_desk.rules.tx import Outcome, RollNeededReject
from gm_desk.ui.combat.dice_entry import DiceEntry
from gm_desk.ui.combat.notes import show_note
from gm_desk.ui.i18n import tr
from gm_desk.ui.plain_text import plain_label

Send = Callable[[Command], Outcome]


class RollAsk(QFrame):
    """One roll to type before a command can go on; hidden while nothing is asked."""

    def __init__(self, send: Send, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rollAsk")
        self._send = send
        self.command: Command | None = None  # the command waiting for the roll (with the rolls typed so far)
        self.purpose = ""  # the key of Command.dice the typed roll goes under
        self.title = QLabel(tr("Roll to type"), self)
        self.title.setObjectName("sectionLabel")
        self.words = plain_label(parent=self)
        self.words.setObjectName("rollAskWords")
        self.words.setWordWrap(True)
        self.entry = DiceEntry("1d20", self)
        self.entry.changed.connect(self._check)
        self.entry.input.returnPressed.connect(self.go_on)
        self.go = QPushButton(tr("Go on"), self)
        self.go.setObjectName("rollAskButton")
        self.go.clicked.connect(self.go_on)
        self.cancel = QToolButton(self)
        self.cancel.setText("✕")
        self.cancel.setToolTip(tr("Leave it: nothing was applied"))
        self.cancel.clicked.connect(self.clear)
        self.problem = plain_label(parent=self)
        self.problem.setObjectName("rollAskProblem")
        self.problem.setWordWrap(True)
        self.problem.hide()
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.entry, 1)
        row.addWidget(self.go)
        row.addWidget(self.cancel)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(self.title)
        layout.addWidget(self.words)
        layout.addLayout(row)
        layout.addWidget(self.problem)
        self.setVisible(False)

    @property
    def asking(self) -> bool:
        return self.command is not None

    def ask(self, cmd: Command, needed: RollNeededReject, whose: str = "") -> None:
        """Ask for the roll `needed` names before `cmd` (nothing of which was applied) goes on."""
        self.command = cmd
        self.purpose = needed.purpose
        self.words.setText(needed.message)
        self.entry.purpose = needed.purpose.partition(":")[0]
        self.entry.clear()
        self.entry.set_expression(needed.expr)
        self.entry.set_required(True, whose)
        show_note(self.problem, "", error=False)
        self.setVisible(True)
        self._check()
        self.entry.input.setFocus()

    def clear(self) -> None:
        """Nothing asked any more (the command went through, was left, or the fight moved on)."""
        self.command = None
        self.entry.clear()
        show_note(self.problem, "", error=False)
        self.setVisible(False)

    def _check(self, *args: object) -> None:
        trouble = self.entry.problem()
        if self.asking:
            show_note(self.problem, trouble, error=True)
        self.go.setEnabled(self.asking and not trouble and self.entry.value() is not None)

    def go_on(self) -> Outcome | None:
        """Send the command again with the roll typed; a further roll asked for is asked in turn."""
        cmd = self.command
        value = self.entry.value()
        if cmd is None or value is None or self.entry.problem():
            return None
        outcome = self._send(replace(cmd, dice={**cmd.dice, self.purpose: value}))
        if outcome.rejected is not None and not isinstance(outcome.rejected, RollNeededReject):
            show_note(self.problem, outcome.rejected.message, error=True)
        return outcome
