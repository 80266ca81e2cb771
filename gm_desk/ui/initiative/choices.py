"""The answers to the prompt as buttons: pick who acts, pass, go first, take or cede, swap cards, apply...

Each button is one legal command the ruleset names as an answer (`Presentation.answers`), with its label, or
the command's generic words when the ruleset gives none. A command that rolls dice (a morale save, the
bleed-out roll) gets a dice field beside its button, so the roll can be typed in as the table made it,
or left to GM Desk when the campaign lets it roll that die. A roll the campaign keeps for a player keeps
its button off, with neutral words saying whose roll to type, until it is typed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gm_desk.rules.command_words import command_words
from gm_desk.rules.events import Command
from gm_desk.rules.presentation import Answer
from gm_desk.rules.state import EncounterState
from gm_desk.rules.tx import Outcome
from gm_desk.ui.combat.dice_entry import DiceEntry
from gm_desk.ui.combat.notes import show_note
from gm_desk.ui.combat.probe import PlannedRoll
from gm_desk.ui.i18n import tr
from gm_desk.ui.plain_text import plain_label, tooltip
from gm_desk.ui.theme import style
from gm_desk.ui.wrap_button import WrapButton

Submit = Callable[[Command], Outcome]
Probe = Callable[[Command], tuple[PlannedRoll, ...]]
WhoTypes = Callable[[str | None], str | None]  # None: GM Desk may roll it; else whose roll it is
MAX_CHOICES = 24
# The answer with the cursor (Space refused at a decision puts it there) is ringed: Return takes it.
FOCUS_STYLE = " QPushButton:focus { border: 2px solid #2f6fde; }"
QUIET_STYLE = (
    "QPushButton { text-align: left; padding: 4px 10px; background: transparent; color: #4a5568;"
    " border: 1px dashed #cfd5df; }" + FOCUS_STYLE
)
MAIN_STYLE = "QPushButton { text-align: left; padding: 4px 10px; }" + FOCUS_STYLE


@dataclass(frozen=True)
class Choice:
    """A button: one legal command that answers the prompt."""

    label: str
    command: Command
    tip: str = ""
    quiet: bool = False  # a secondary choice (skip, dismiss, pass) drawn plainly


def choices_from(answers: list[Answer], state: EncounterState) -> list[Choice]:
    """The ruleset's answers as buttons; the tooltip is always the command in plain words."""
    out = []
    for answer in answers:
        words = command_words(answer.command, state)
        out.append(Choice(answer.label or words, answer.command, words, answer.quiet))
    return out


class ChoiceBox(QFrame):
    """A column of buttons, one per answer."""

    def __init__(
        self,
        submit: Submit,
        rolls_of: Probe,
        parent: QWidget | None = None,
        *,
        who_types: WhoTypes = lambda actor: None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("choiceBox")
        self._submit = submit
        self._rolls_of = rolls_of
        self._who_types = who_types
        self.buttons: list[QPushButton] = []
        self.dice: dict[int, tuple[str, DiceEntry]] = {}
        self._actors: dict[int, str | None] = {}  # whose roll each dice field is
        self.note = plain_label(parent=self)
        self.note.setObjectName("choiceNote")
        self.note.setWordWrap(True)
        self.note.hide()
        self.title = plain_label(tr("Choose"), self)
        self.title.setObjectName("sectionLabel")
        self.inner = QWidget()
        self.grid = QGridLayout(self.inner)
        self.grid.setContentsMargins(0, 0, 4, 0)
        self.grid.setVerticalSpacing(3)
        self.grid.setColumnStretch(0, 1)
        # Many answers (every reaction of every defender) scroll with the rest of what the table must do
        # now (the initiative panel's one scrolling part): no list scrolls inside another.
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(self.title)
        layout.addWidget(self.inner)
        layout.addWidget(self.note)
        self._shown: list[Choice] = []
        self._gone: set[int] = set()  # answered rows, kept as room so the others do not move

    def set_choices(self, choices: list[Choice], title: str = "Choose") -> None:
        self.title.setText(title)
        choices = choices[:MAX_CHOICES]
        self.setVisible(bool(choices))
        if choices == [c for i, c in enumerate(self._shown) if i not in self._gone]:
            self._require()  # the campaign's "who rolls what" may have changed
            return
        if choices and self._keeps_place(choices):
            return
        self._shown = list(choices)
        self._gone = set()
        while self.grid.count():
            taken = self.grid.takeAt(0)
            widget = taken.widget() if taken is not None else None
            if widget is not None:
                widget.hide()  # gone at once, deleted when the event loop runs
                widget.deleteLater()
        self.buttons = []
        self.dice = {}
        self._actors = {}
        for index, choice in enumerate(choices):
            button = WrapButton(choice.label, self.inner)  # a long answer wraps: the dock keeps its width
            button.setToolTip(tooltip(choice.tip))
            style(button, QUIET_STYLE if choice.quiet else MAIN_STYLE)
            button.clicked.connect(lambda *_, i=index: self.choose(i))
            self.grid.addWidget(button, index, 0)
            self.buttons.append(button)
            rolls = self._rolls_of(choice.command)
            if len(rolls) == 1:
                # The field's own purpose is the roll's kind ("seize", not "seize:ava"): its words name whose.
                kind = rolls[0].purpose.partition(":")[0]
                entry = DiceEntry(rolls[0].expr, self.inner, purpose=kind)
                entry.setMaximumWidth(170)
                entry.total_button.hide()
                entry.changed.connect(self._check)
                entry.input.returnPressed.connect(lambda i=index: self._return(i))
                self.grid.addWidget(entry, index, 1)
                self.dice[index] = (rolls[0].purpose, entry)
                self._actors[index] = rolls[0].actor
        self.setVisible(bool(choices))
        self._require()

    def _keeps_place(self, choices: list[Choice]) -> bool:
        """The answers left after one was taken (the rest, in the same order): the answered rows keep
        their room, so the button under the pointer is not another one now. False for other answers."""
        left = [i for i in range(len(self._shown)) if i not in self._gone]
        at = 0
        kept: set[int] = set()
        for choice in choices:
            while at < len(left) and self._shown[left[at]] != choice:
                at += 1
            if at == len(left):
                return False
            kept.add(left[at])
            at += 1
        for index in set(left) - kept:
            self._gone.add(index)
            for widget in (self.buttons[index], self.dice[index][1] if index in self.dice else None):
                if widget is not None:
                    policy = widget.sizePolicy()
                    policy.setRetainSizeWhenHidden(True)
                    widget.setSizePolicy(policy)
                    widget.hide()
        self._require()
        return True

    def _require(self) -> None:
        """Mark the dice fields whose roll the campaign keeps for a person; their buttons wait for it."""
        for index, (_, entry) in self.dice.items():
            whose = self._who_types(self._actors.get(index))
            entry.set_required(whose is not None, whose or "")
        self._check()

    def _check(self, *args: object) -> None:
        """A button whose dice field is wrong, or blank while the roll must be typed, is off; the note
        says what to type (in neutral words) or what is wrong."""
        problems, missing = [], []
        for index, button in enumerate(self.buttons):
            if index in self._gone:
                continue
            entry = self.dice[index][1] if index in self.dice else None
            problem = entry.problem() if entry is not None else ""
            needed = entry.missing() if entry is not None else ""
            button.setEnabled(not problem and not needed)
            problems += [problem] if problem else []
            missing += [needed] if needed else []
        if problems:
            show_note(self.note, problems[0], error=True)
        else:
            show_note(self.note, missing[0] if missing else "", error=False)

    def _return(self, index: int) -> None:
        if 0 <= index < len(self.buttons) and self.buttons[index].isEnabled():
            self.choose(index)

    def take_focus(self) -> QWidget | None:
        """The cursor on the first answer the GM can take now, or in its dice field while it waits for
        a roll to be typed; the widget given the cursor (None when no answer is shown)."""
        for index, button in enumerate(self.buttons):
            if index in self._gone:
                continue
            entry = self.dice[index][1] if index in self.dice else None
            if not button.isEnabled() and entry is not None and entry.isEnabled():
                entry.take_focus()
                return entry
            if button.isEnabled():
                button.setFocus(Qt.FocusReason.OtherFocusReason)
                return button
        return None

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Return takes the answer whose button has the cursor (a button outside a dialog ignores it)."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            for index, button in enumerate(self.buttons):
                if button.hasFocus() and index not in self._gone:
                    self._return(index)
                    self.take_focus()  # on to the next answer still to take, if the table has one
                    return
        super().keyPressEvent(event)

    def labels(self) -> list[str]:
        return [b.text() for i, b in enumerate(self.buttons) if i not in self._gone]

    def button(self, label: str) -> QPushButton:
        for i, b in enumerate(self.buttons):
            if b.text() == label and i not in self._gone:
                return b
        raise KeyError(label)

    def choose(self, index: int) -> Outcome | None:
        if not 0 <= index < len(self._shown) or index in self._gone:
            return None
        cmd = self._shown[index].command
        if index in self.dice:
            purpose, entry = self.dice[index]
            if entry.problem() or entry.missing():
                return None
            if entry.value() is not None:
                cmd = replace(cmd, dice={**cmd.dice, purpose: entry.value()})
        return self._submit(cmd)
