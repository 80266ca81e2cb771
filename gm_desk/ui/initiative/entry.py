"""Entering initiative: a row per combatant still to roll, each typed in as the table rolled it, or rolled.

The rows come from the ruleset (`Presentation.initiative_entries`: a Skill Mastery die, a card...); each names
the kind of field it wants, and `FIELDS` holds the widget for each kind. Enter submits one row; "Enter
all" submits every typed row and rolls only the empty rows the campaign lets GM Desk roll (by default the
creatures', never a player's: whose roll a row is comes from deciding its command on a copy). A row the
app may not roll stays waiting while blank, its Enter off, and the words under the rows say who still
has to type. Typed values survive a refresh as long as their row is still waiting.

Rows never move while the GM types: a row whose initiative is in stays where it was, marked as entered
with the value the order shows, until initiative is over; Return enters a row and puts the cursor in
the next row still waiting, so the next roll typed lands on the PC it is written beside.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal
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

from gm_desk.rules.events import Command
from gm_desk.rules.presentation import DICE, NUMBER, EntryRow
from gm_desk.rules.tx import Outcome
from gm_desk.ui.combat.dice_entry import DiceEntry
from gm_desk.ui.combat.notes import show_note
from gm_desk.ui.combat.probe import PlannedRoll
from gm_desk.ui.i18n import N_, tr
from gm_desk.ui.plain_text import html, plain_label, tooltip

Submit = Callable[[Command], Outcome]
Probe = Callable[[Command], tuple[PlannedRoll, ...]]
WhoTypes = Callable[[str | None], str | None]  # None: GM Desk may roll it; else whose roll it is
ALL_ROLLED = N_("Enter all (roll the empty ones)")  # these three: tr() where shown
SOME_ROLLED = N_("Enter typed, roll the creatures'")
NONE_ROLLED = N_("Enter the typed ones")


class NumberEntry(QSpinBox):
    """A value typed in (a card drawn), or "roll" at the bottom of the range."""

    def __init__(self, lo: int, hi: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRange(lo - 1, hi)
        self.setSpecialValueText(tr("draw"))
        self.setMinimumWidth(70)
        self.required = False

    def set_required(self, required: bool) -> None:
        """Must the value be typed (the campaign does not let GM Desk draw it)?"""
        self.required = required
        self.setSpecialValueText(tr("type") if required else tr("draw"))

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

    all_entered = Signal()  # Return entered the last row waiting: the keys go back to the fight

    def __init__(
        self,
        submit: Submit,
        parent: QWidget | None = None,
        *,
        rolls_of: Probe = lambda cmd: (),
        who_types: WhoTypes = lambda actor: None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("initiativeEntry")
        self._submit = submit
        self._rolls_of = rolls_of
        self._who_types = who_types
        self.rows: dict[str, tuple[EntryRow, QWidget, QPushButton, list[QWidget]]] = {}
        self.actors: dict[str, tuple[str | None, ...]] = {}  # whose dice each row's command rolls
        self.typed_by: dict[str, str] = {}  # rows the app may not roll → whose roll it is
        self.players: set[str] = set()  # of those, the rows that are a player's roll
        self.order: list[str] = []  # every row of this round of initiative, in the order first shown
        self.entered: dict[str, str] = {}  # rows whose initiative is in → the value the order shows
        self.grid = QGridLayout()
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(6)
        self.grid.setVerticalSpacing(4)
        self.grid.setColumnStretch(1, 1)
        self.all_button = QPushButton(tr(ALL_ROLLED), self)
        self.all_button.setObjectName("enterAllButton")
        self.all_button.clicked.connect(self.enter_all)
        self.note = plain_label(parent=self)
        self.note.setObjectName("entryNote")
        self.note.setWordWrap(True)
        self.note.hide()
        title = QLabel(tr("Initiative"), self)
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
        layout.addWidget(self.note)  # below the buttons: its words coming and going move none of them

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
        self._require()
        self.setVisible(True)

    def _require(self) -> None:
        """Which waiting rows GM Desk may not roll (the campaign's setting, read now), marked as such."""
        self.typed_by, self.players = {}, set()
        for cid in self.waiting():
            row, field, _, _ = self.rows[cid]
            kept = [w for w in map(self._who_types, self.actors.get(cid, ())) if w is not None]
            if kept:
                self.typed_by[cid] = kept[0] or row.name
                self.players |= {cid} if kept[0] else set()
            if isinstance(field, DiceEntry):
                field.set_required(bool(kept), self.typed_by.get(cid, ""))
            elif isinstance(field, NumberEntry):
                field.set_required(bool(kept))
        self._check()

    def _blank(self, cid: str) -> bool:
        field = self.rows[cid][1]
        return field.is_rolled if isinstance(field, DiceEntry) else field.value_or_none() is None  # type: ignore[attr-defined]

    def ready(self, cid: str) -> bool:
        """Can this row be entered now: typed without a mistake, or blank and the app's to roll?"""
        return not self.problem(cid) and not (cid in self.typed_by and self._blank(cid))

    def still_to_type(self) -> list[str]:
        """The waiting rows left blank that GM Desk may not roll, top to bottom."""
        return [cid for cid in self.waiting() if cid in self.typed_by and self._blank(cid)]

    def _check(self, *args: Any) -> None:
        """Each waiting row's Enter, "Enter all" and its words, and the words on who still types."""
        waiting = self.waiting()
        for cid in waiting:
            self.rows[cid][2].setEnabled(self.ready(cid))
        rollable = [cid for cid in waiting if cid not in self.typed_by]
        if len(rollable) == len(waiting):
            label = ALL_ROLLED
        else:
            label = SOME_ROLLED if rollable else NONE_ROLLED
        self.all_button.setText(tr(label))
        self.all_button.setEnabled(any(self.ready(cid) for cid in waiting))
        left = self.still_to_type()
        if left:
            names = [self.typed_by[cid] for cid in left]
            who = (
                names[0]
                if len(names) == 1
                else tr("{some} and {last}", some=", ".join(names[:-1]), last=names[-1])
            )
            pcs = all(cid in self.players for cid in left)
            why = tr("players roll their own dice") if pcs else tr("this campaign has every die typed in")
            text = tr("Still to type: {who} ({why}).", who=who, why=why)
        else:
            text = ""
        show_note(self.note, text, error=False)

    def _drop(self, cid: str) -> None:
        _, field, button, others = self.rows.pop(cid)
        self.entered.pop(cid, None)
        self.actors.pop(cid, None)
        for widget in (field, button, *others):
            self.grid.removeWidget(widget)
            widget.hide()  # gone at once, deleted when the event loop runs
            widget.deleteLater()

    def _mark(self, cid: str, value: str | None) -> None:
        """A row waiting (None) or entered, showing `value`."""
        _, field, button, _ = self.rows[cid]
        if value is None:
            self.entered.pop(cid, None)
            button.setText(tr("Enter"))
        else:
            self.entered[cid] = value
            button.setText(f"✓ {value}" if value else tr("✓ Entered"))
        button.setEnabled(value is None)
        field.setEnabled(value is None)

    def waiting(self) -> list[str]:
        """The rows still waiting, top to bottom."""
        return [cid for cid in self.order if cid not in self.entered]

    def _add(self, row: EntryRow) -> None:
        shown = f"<b>{html(row.name)}</b>" + (
            f" <span style='color:#5d6a80'>{html(row.expr)}</span>" if row.expr else ""
        )
        name = QLabel(shown, self)
        name.setTextFormat(Qt.TextFormat.RichText)
        name.setToolTip(tooltip(f"{row.label} {row.expr}".strip()))
        field = FIELDS.get(row.kind, number_field)(row, self)
        if isinstance(field, DiceEntry):
            field.input.returnPressed.connect(lambda cid=row.cid: self.enter(cid))
            field.changed.connect(self._check)
        elif isinstance(field, NumberEntry):
            field.lineEdit().returnPressed.connect(lambda cid=row.cid: self.enter(cid))
            field.valueChanged.connect(self._check)
        typed = field.input if isinstance(field, DiceEntry) else field
        typed.setProperty("entry_cid", row.cid)
        typed.installEventFilter(self)  # Tab goes on to the next PC's field, past the row's own buttons
        field.setToolTip(
            tr("{label}: type what was rolled (left empty, GM Desk rolls it if allowed)", label=row.label)
        )
        button = QPushButton(tr("Enter"), self)
        button.clicked.connect(lambda *_, cid=row.cid: self.enter(cid))
        self.rows[row.cid] = (row, field, button, [name])
        # Whose dice the row's command rolls, found once by deciding it on a copy (the rules say, not us).
        self.actors[row.cid] = tuple(dict.fromkeys(r.actor for r in self._rolls_of(row.template)))

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
        if cid not in self.rows or cid in self.entered or not self.ready(cid):
            return None
        outcome = self._submit(self.command(cid))
        if outcome.ok:
            if self.waiting():
                self.focus_after(cid)
            else:
                self.all_entered.emit()
        return outcome

    def next_waiting(self, cid: str) -> str | None:
        """The first row still waiting below `cid`, if any."""
        at = self.order.index(cid) if cid in self.order else -1
        return next((c for c in self.waiting() if self.order.index(c) > at), None)

    def take_focus(self) -> QWidget | None:
        """The cursor goes to the first row still waiting (the widget it went to), or nowhere if none is."""
        waiting = self.waiting()
        if not waiting:
            return None
        field = self.rows[waiting[0]][1]
        target = field.input if isinstance(field, DiceEntry) else field
        target.setFocus(Qt.FocusReason.OtherFocusReason)
        return target

    def focus_after(self, cid: str) -> None:
        """The cursor goes to the next row still waiting below `cid` (else the first one waiting)."""
        waiting = self.waiting()
        if not waiting:
            return
        field = self.rows[self.next_waiting(cid) or waiting[0]][1]
        target = field.input if isinstance(field, DiceEntry) else field
        target.setFocus(Qt.FocusReason.TabFocusReason)

    def enter_all(self) -> None:
        """Enter the typed rows, and roll the blank ones GM Desk may roll; a player's blank row waits."""
        commands = [self.command(cid) for cid in self.waiting() if self.ready(cid)]
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
