"""Entering initiative: a row per combatant still to roll, each typed in as the table rolled it, or rolled.

The rows come from the ruleset (`Ruleset.initiative_entries`: a Skill Mastery die, a card...); each names
the kind of field it wants, and `FIELDS` holds the widget for each kind. Enter submits one row; "Enter
all" submits every row, typed ones as typed and empty ones rolled by GM Desk. Typed values survive a
refresh as long as their row is still waiting.

Rows never move while the GM types: a row whose initiative is in stays where it was, marked as entered
with the value the order shows, until initiative is over; Return enters a row and puts the cursor in
the next row still waiting, so the next roll typed lands on the PC it is written beside.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gm_desk.rules.engine import Outcome
from gm_desk.rules.events import Command
from gm_desk.rules.presentation import DICE, NUMBER, EntryRow
from gm_desk.ui.combat.dice_entry import DiceEntry

Submit = Callable[[Command], Outcome]


class NumberEntry(QSpinBox):
    """A value typed in (a card drawn), or "roll" at the bottom of the range."""

    def __init__(self, lo: int, hi: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRange(lo - 1, hi)
        self.setSpecialValueText("draw")
        self.setMinimumWidth(70)

    def value_or_none(self) -> Any:
        return None if self.value() == self.minimum() else self.value()


def dice_field(row: EntryRow, parent: QWidget) -> QWidget:
    return DiceEntry(row.expr, parent, purpose=row.purpose)


def number_field(row: EntryRow, parent: QWidget) -> QWidget:
    return NumberEntry(row.lo, row.hi, parent)


# The field for each kind of row a ruleset may ask for; an unknown kind is typed in as a number.
FIELDS: dict[str, Callable[[EntryRow, QWidget], QWidget]] = {DICE: dice_field, NUMBER: number_field}


class InitiativeEntry(QFrame):
    """The rows of initiative still to enter."""

    def __init__(self, submit: Submit, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("initiativeEntry")
        self._submit = submit
        self.rows: dict[str, tuple[EntryRow, QWidget, QPushButton, list[QWidget]]] = {}
        self.order: list[str] = []  # every row of this round of initiative, in the order first shown
        self.entered: dict[str, str] = {}  # rows whose initiative is in → the value the order shows
        self.grid = QGridLayout()
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(6)
        self.grid.setVerticalSpacing(4)
        self.grid.setColumnStretch(1, 1)
        self.all_button = QPushButton("Enter all (roll the empty ones)", self)
        self.all_button.setObjectName("enterAllButton")
        self.all_button.clicked.connect(self.enter_all)
        title = QLabel("Initiative", self)
        title.setObjectName("sectionLabel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(title)
        layout.addLayout(self.grid)
        foot = QHBoxLayout()
        foot.addStretch(1)
        foot.addWidget(self.all_button)
        layout.addLayout(foot)

    def set_rows(self, rows: list[EntryRow], values: dict[str, str] | None = None) -> None:
        """The rows still waiting; rows shown before and no longer waiting stay in place as entered
        (with `values`, what the order shows for them) until no row waits any more."""
        wanted = {r.cid: r for r in rows}
        if not rows:
            for cid in list(self.rows):
                self._drop(cid)
            self.order, self.entered = [], {}
            self.setVisible(False)
            return
        for cid in [c for c in self.rows if c in wanted and self.rows[c][0] != wanted[c]]:
            self._drop(cid)
        for row in rows:
            if row.cid not in self.rows:
                self._add(row)
            if row.cid not in self.order:
                self.order.append(row.cid)
        self.order = [cid for cid in self.order if cid in self.rows]
        for cid in self.order:
            self._mark(cid, None if cid in wanted else (values or {}).get(cid, ""))
        for index, cid in enumerate(self.order):
            _, field, button, others = self.rows[cid]
            self.grid.addWidget(others[0], index, 0)
            self.grid.addWidget(field, index, 1)
            self.grid.addWidget(button, index, 2)
        self.setVisible(True)

    def _drop(self, cid: str) -> None:
        _, field, button, others = self.rows.pop(cid)
        self.entered.pop(cid, None)
        for widget in (field, button, *others):
            self.grid.removeWidget(widget)
            widget.hide()  # gone at once, deleted when the event loop runs
            widget.deleteLater()

    def _mark(self, cid: str, value: str | None) -> None:
        """A row waiting (None) or entered, showing `value`."""
        _, field, button, _ = self.rows[cid]
        if value is None:
            self.entered.pop(cid, None)
            button.setText("Enter")
        else:
            self.entered[cid] = value
            button.setText(f"✓ {value}" if value else "✓ Entered")
        button.setEnabled(value is None)
        field.setEnabled(value is None)

    def waiting(self) -> list[str]:
        """The rows still waiting, top to bottom."""
        return [cid for cid in self.order if cid not in self.entered]

    def _add(self, row: EntryRow) -> None:
        shown = f"<b>{row.name}</b>" + (f" <span style='color:#8a93a3'>{row.expr}</span>" if row.expr else "")
        name = QLabel(shown, self)
        name.setToolTip(f"{row.label} {row.expr}".strip())
        field = FIELDS.get(row.kind, number_field)(row, self)
        if isinstance(field, DiceEntry):
            field.input.returnPressed.connect(lambda cid=row.cid: self.enter(cid))
        elif isinstance(field, NumberEntry):
            field.lineEdit().returnPressed.connect(lambda cid=row.cid: self.enter(cid))
        typed = field.input if isinstance(field, DiceEntry) else field
        typed.setProperty("entry_cid", row.cid)
        typed.installEventFilter(self)  # Tab goes on to the next PC's field, past the row's own buttons
        field.setToolTip(f"{row.label}: type what was rolled, or leave empty for GM Desk to roll")
        button = QPushButton("Enter", self)
        button.clicked.connect(lambda *_, cid=row.cid: self.enter(cid))
        self.rows[row.cid] = (row, field, button, [name])

    def field(self, cid: str) -> QWidget:
        return self.rows[cid][1]

    def command(self, cid: str) -> Command:
        row, field, _, _ = self.rows[cid]
        value = field.value() if isinstance(field, DiceEntry) else field.value_or_none()  # type: ignore[attr-defined]
        return row.command(value)

    def problem(self, cid: str) -> str:
        field = self.rows[cid][1]
        return field.problem() if isinstance(field, DiceEntry) else ""

    def enter(self, cid: str) -> Outcome | None:
        if cid not in self.rows or cid in self.entered or self.problem(cid):
            return None
        outcome = self._submit(self.command(cid))
        if outcome.ok:
            self.focus_after(cid)
        return outcome

    def next_waiting(self, cid: str) -> str | None:
        """The first row still waiting below `cid`, if any."""
        at = self.order.index(cid) if cid in self.order else -1
        return next((c for c in self.waiting() if self.order.index(c) > at), None)

    def focus_after(self, cid: str) -> None:
        """The cursor goes to the next row still waiting below `cid` (else the first one waiting)."""
        waiting = self.waiting()
        if not waiting:
            return
        field = self.rows[self.next_waiting(cid) or waiting[0]][1]
        target = field.input if isinstance(field, DiceEntry) else field
        target.setFocus(Qt.FocusReason.TabFocusReason)

    def enter_all(self) -> None:
        commands = [self.command(cid) for cid in self.waiting() if not self.problem(cid)]
        for cmd in commands:
            if not self._submit(cmd).ok:
                break

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        cid = watched.property("entry_cid")
        if (
            cid
            and event.type() == QEvent.Type.KeyPress
            and event.key() == Qt.Key.Key_Tab  # type: ignore[attr-defined]
            and self.next_waiting(cid) is not None
        ):
            self.focus_after(cid)
            return True
        return super().eventFilter(watched, event)

    def keyPressEvent(self, event: Any) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()
            return
        super().keyPressEvent(event)
