"""How the fight starts, when a system's start command takes arguments (an instigator, the team they
attacked...): one drop-down per argument, filled from the start commands the rules accept now.

The choices come from `ruleset.legal_commands(state)`: every "start" command that carries arguments is
one legal way to start, the first being the setup's own. Each drop-down offers the values that are
legal given the ones above it, so whatever the GM picks is a start the rules accept. Nothing here knows
a system: the labels are the ruleset's words for the arguments (`Presentation.arg_words`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QComboBox, QFormLayout, QFrame, QLabel, QVBoxLayout, QWidget

from gm_desk.rules.events import Command
from gm_desk.rules.presentation import name_of
from gm_desk.rules.state import EncounterState
from gm_desk.ui.i18n import N_, tr
from gm_desk.ui.plain_text import row_label

START = "start"
ABSENT = object()  # an argument a way to start leaves out
NONE_WORDS = N_("— nobody")  # tr() where shown


def start_options(legal: list[Command]) -> list[Command]:
    """The legal ways to start that take arguments, in the rules' order."""
    return [cmd for cmd in legal if cmd.type == START and cmd.args]


class StartForm(QFrame):
    """A drop-down per argument of the start command; `command()` is the start the GM chose."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startForm")
        self.options: list[Command] = []
        self.keys: list[str] = []
        self.boxes: dict[str, QComboBox] = {}
        self._values: dict[str, list[Any]] = {}
        self._state: EncounterState | None = None
        title = QLabel(tr("Start the fight"), self)
        title.setObjectName("sectionLabel")
        self.form = QFormLayout()
        self.form.setContentsMargins(0, 0, 0, 0)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(title)
        layout.addLayout(self.form)
        self.setVisible(False)

    def set_options(
        self, options: list[Command], state: EncounterState | None, words: Callable[[str, str], str]
    ) -> None:
        """Show the ways to start (none: the form hides); the GM's picks survive while still legal."""
        self._state = state
        self.setVisible(bool(options))
        if options == self.options:
            return
        kept = {key: self.value(key) for key in self.keys}
        self.options = list(options)
        while self.form.rowCount():
            self.form.removeRow(0)
        self.boxes, self._values = {}, {}
        self.keys = list(dict.fromkeys(key for cmd in options for key in cmd.args))
        for key in self.keys:
            box = QComboBox(self)
            box.setObjectName(f"start_{key}")
            box.currentIndexChanged.connect(lambda *_, k=key: self._fill(self.keys.index(k) + 1))
            self.boxes[key] = box
            self.form.addRow(row_label(words(START, key)), box)
        first = options[0] if options else None
        for key in self.keys:
            kept.setdefault(key, first.args.get(key, ABSENT) if first else ABSENT)
        self._fill(0, kept)

    def value(self, key: str) -> Any:
        box, values = self.boxes.get(key), self._values.get(key, [])
        index = box.currentIndex() if box is not None else -1
        return values[index] if 0 <= index < len(values) else ABSENT

    def _fill(self, start: int, wanted: dict[str, Any] | None = None) -> None:
        """Refill the drop-downs from `start` on with the values legal under the ones above."""
        chosen = {key: self.value(key) for key in self.keys[:start]}
        for key in self.keys[start:]:
            fitting = [
                cmd for cmd in self.options if all(cmd.args.get(k, ABSENT) == v for k, v in chosen.items())
            ]
            values = list(dict.fromkeys(cmd.args.get(key, ABSENT) for cmd in fitting))
            want = (wanted or {}).get(key, self.value(key))
            box = self.boxes[key]
            box.blockSignals(True)
            box.clear()
            for value in values:
                box.addItem(self._words(value))
            self._values[key] = values
            box.setCurrentIndex(values.index(want) if want in values else 0)
            box.setEnabled(values != [ABSENT])
            box.blockSignals(False)
            chosen[key] = self.value(key)

    def _words(self, value: Any) -> str:
        if value is ABSENT or value is None:
            return tr(NONE_WORDS)
        return name_of(self._state, value) if self._state is not None else str(value)

    def command(self) -> Command | None:
        """The start the GM chose, or None when the form is not asking."""
        if not self.options:
            return None
        chosen = {key: self.value(key) for key in self.keys}
        for cmd in self.options:
            if all(cmd.args.get(k, ABSENT) == v for k, v in chosen.items()):
                return cmd
        return None
