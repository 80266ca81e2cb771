"""Any legal command as a form: pick one the rules accept now, adjust its arguments, type its dice, do it.

The list comes from `ruleset.legal_commands(state)`, so it works for every system, including what the
rules resolve beyond attacks (a morale save, a grapple, a seize). Each argument gets the editor its
sample value calls for: a combatant, zone or side from a list, a number, a switch, a word from the
values the samples use, or JSON for anything else. The form decides the command on a copy as it is
edited: a refusal shows before it is sent, and the dice it will roll get fields to type them in.
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from gm_desk.rules.command_words import command_words, verb_of
from gm_desk.rules.events import Command
from gm_desk.rules.ruleset import QUIET_EVENTS
from gm_desk.rules.state import EncounterState
from gm_desk.rules.tx import Outcome
from gm_desk.ui.combat.dice_entry import (
    DiceEntry,
    first_waiting,
    in_a_sentence,
    purpose_words,
    sync_dice_rows,
)
from gm_desk.ui.combat.legal import gm_tools_now, legal_now
from gm_desk.ui.combat.notes import show_note
from gm_desk.ui.combat.probe import probe
from gm_desk.ui.combat.scroll import form_page
from gm_desk.ui.combat.sending import Sender
from gm_desk.ui.combat.sides import (
    FOE,
    MARKS,
    TARGET_ARGS,
    acting,
    aims_at_foe,
    command_relation,
    foes_first,
    relation,
)
from gm_desk.ui.eliding_combo import ElidingComboBox
from gm_desk.ui.i18n import N_, tr
from gm_desk.ui.notice import Notice, Notices
from gm_desk.ui.plain_text import plain_label, row_label, tooltip
from gm_desk.ui.session import EncounterSession
from gm_desk.ui.theme import style

ACTOR = "(actor)"
HIDDEN_TYPES = ("next",)
GM_TOOLS = N_("The GM applies, to anyone:")  # tr() where shown


class ArgEditor:
    """One argument: a widget and how to read a value back from it."""

    def __init__(self, widget: QWidget, read: Any) -> None:
        self.widget = widget
        self.read = read


def _people(state: EncounterState) -> list[tuple[str, str]]:
    return [(c.name, cid) for cid, c in state.combatants.items() if c.status != "removed"]


def arg_editor(
    parent: QWidget, state: EncounterState, value: Any, seen: list[Any], who: str | None = None
) -> ArgEditor:
    """The editor a sample value calls for, set to that value (combatants: `who`'s foes first)."""
    if isinstance(value, bool):
        box = QCheckBox(parent)
        box.setChecked(value)
        return ArgEditor(box, box.isChecked)
    if isinstance(value, int):
        spin = QSpinBox(parent)
        spin.setRange(-10_000, 10_000)
        spin.setValue(value)
        return ArgEditor(spin, spin.value)
    if isinstance(value, str):
        lists = (
            _people(state) if value in state.combatants else [],
            [(z.name, zid) for zid, z in state.zones.zones.items()] if value in state.zones.zones else [],
            [(s.name, sid) for sid, s in state.sides.items()] if value in state.sides else [],
        )
        options = next((opts for opts in lists if opts), None)
        combo = QComboBox(parent)
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        combo.setMinimumContentsLength(6)
        if options is not None:
            unusual: list[tuple[str, Any]] = []
            if options is lists[0]:  # combatants: the usual targets first, allies and self apart
                options, unusual = foes_first(options, [relation(state, who, cid) for _, cid in options])
            for text, data in options:
                combo.addItem(text, data)
            if options and unusual:
                combo.insertSeparator(combo.count())
            for text, data in unusual:
                combo.addItem(text, data)
            combo.setCurrentIndex(max(0, combo.findData(value)))
            return ArgEditor(combo, combo.currentData)
        combo.setEditable(True)
        for word in dict.fromkeys(str(v) for v in seen if isinstance(v, str)):
            combo.addItem(
                tr(word), word
            )  # the rules' word shown in the language in use; the word itself sent
        at = combo.findData(value)
        if at >= 0:
            combo.setCurrentIndex(at)
        else:
            combo.setCurrentText(value)

        def typed() -> Any:
            shown = combo.currentText().strip()
            picked = combo.findText(shown)
            return combo.itemData(picked) if picked >= 0 else shown

        return ArgEditor(combo, typed)
    edit = QLineEdit(json.dumps(value), parent)

    def read() -> Any:
        try:
            return json.loads(edit.text())
        except ValueError:
            return edit.text()

    return ArgEditor(edit, read)


class CommandForm(QWidget):
    """Pick a legal command, fill its arguments and dice, submit it.

    The fields scroll; the note and the button sit below them, outside the scrolling part, so dice rows
    that come and go never move the button. Return does it.
    """

    scrolls_itself = True
    done = Signal()  # a command was sent and applied: the keys go back to the fight

    def __init__(self, notices: Notices, parent: QWidget | None = None, *, exclude: tuple[str, ...] = ()) -> None:
        super().__init__(parent)
        self.setObjectName("commandForm")
        self.session: EncounterSession | None = None
        self.exclude = exclude
        self.samples: list[Command] = []  # the actions, then the GM's tools (the last `tools` of them)
        self._empty = ""  # the words the list shows when it holds no action
        self.tools = 0
        self.editors: dict[str, ArgEditor] = {}
        self.dice: dict[str, DiceEntry] = {}
        self._actors: dict[str, str | None] = {}  # whose each roll is
        self.sending = Sender()  # the rolls the engine asked for, the command the result reports
        self._building = False
        self.picker = ElidingComboBox(self)
        self.picker.setObjectName("commandPicker")
        self.picker.setMaxVisibleItems(20)
        self.picker.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.picker.setMinimumContentsLength(10)
        self.picker.currentIndexChanged.connect(self._picked)
        self.args_form = QFormLayout()
        self.args_form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.dice_form = QFormLayout()
        self.dice_form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.problem = plain_label(parent=self)
        self.problem.setObjectName("commandProblem")
        self.problem.setWordWrap(True)
        style(self.problem, "color: #b42318;")
        self.go = QPushButton(tr("Do it"), self)
        self.go.setObjectName("doItButton")
        self.go.setMinimumHeight(32)
        self.go.clicked.connect(self.submit)
        self.result = plain_label(parent=self)
        self.result.setObjectName("commandResult")
        self.result.setWordWrap(True)
        self.result.hide()
        # The exact odds of the roll about to be entered, from the rules as they stand (rules/roll_odds.py).
        self.odds = plain_label(parent=self)
        self.odds.setObjectName("rollOdds")
        self.odds.setWordWrap(True)
        style(self.odds, "color: #3b4a63;")
        self.odds.hide()
        self._odds_key: tuple[Any, ...] | None = None
        title = QLabel(tr("What happens"), self)
        title.setObjectName("sectionLabel")
        parts: list[QWidget | QLayout]
        parts = [title, self.picker, self.args_form, self.dice_form, self.odds, self.result]
        self.scroll_area = form_page(self, parts, self.problem, self.go)
        notices.follow(self.on_change)

    def on_change(self, notice: Notice) -> None:
        self.session = notice.session
        if notice.opened:
            self._forget()
        if notice.encounter:
            self.refresh()

    def _forget(self) -> None:
        """Another encounter is open: no command, argument, typed die, odds or result of the last."""
        self.sending.forget()
        self.samples = []
        self.tools = 0
        self._building = True
        self.picker.clear()
        self._building = False
        self._picked()  # nothing picked: no argument, dice row, odds, note or verb left
        self.result.hide()

    # --- the list ---------------------------------------------------------------------------------

    def refresh(self) -> None:
        session = self.session
        if self.sending.stale(session):
            self.result.hide()  # it reported a command that was taken back, or something happened since
        samples: list[Command] = []
        tools: list[Command] = []  # the GM's tools (a fire, a poison, a fall): listed after the actions
        if session is not None:
            samples = [
                c for c in legal_now(session) if c.type not in HIDDEN_TYPES and c.type not in self.exclude
            ]
            tools = [c for c in gm_tools_now(session) if c.type not in self.exclude and c not in samples]
        if not samples:
            if session is None:
                empty = tr("No encounter")
            elif session.in_prep:
                empty = tr("Nothing yet: Next (Space) starts the fight")
            else:
                empty = tr("Nothing to do right now")
        else:
            empty = ""
        if samples + tools == self.samples and self.picker.count() and empty == self._empty:
            # The same commands, but the fight moved on: the rolls the one picked needs may have changed
            # (a target fallen prone gives a second attack roll).
            self._edited()
            return
        self._empty = empty
        keep = self.current_sample()
        self.samples, self.tools = samples + tools, len(tools)
        self._building = True
        self.picker.clear()
        state = session.state if session is not None else None
        kinds = [command_relation(state, cmd) if state else FOE for cmd in samples]
        words = [command_words(cmd, state) if state else cmd.type for cmd in samples]
        # The turn's actions come first, and the first is picked: what aims at a foe (an attack) before
        # the rest, and ending the turn, passing or letting a chance go last, so Return on what the list
        # shows never gives a turn away.
        last = [session is not None and _gives_way(session, cmd) for cmd in samples]
        aimed = [state is not None and aims_at_foe(state, cmd) for cmd in samples]
        usual = [i for i, kind in enumerate(kinds) if kind == FOE and aimed[i] and not last[i]]
        usual += [i for i, kind in enumerate(kinds) if kind == FOE and not aimed[i] and not last[i]]
        usual += [i for i, kind in enumerate(kinds) if kind == FOE and last[i]]
        unusual = [i for i, kind in enumerate(kinds) if kind != FOE]
        for i in usual:
            self.picker.addItem(words[i], i)
        if usual and unusual:
            self.picker.insertSeparator(self.picker.count())
        for i in unusual:
            self.picker.addItem(f"{words[i]} ({tr(MARKS[kinds[i]])})", i)
        if empty:
            self.picker.addItem(empty)
        self._list_gm_tools(state, len(samples))
        wanted = samples.index(keep) if keep in samples else (usual + unusual + [0])[0]
        self.picker.setCurrentIndex(max(0, self.picker.findData(wanted)))
        self._building = False
        self._picked()

    def _list_gm_tools(self, state: EncounterState | None, first: int) -> None:
        """The GM's tools, for any combatant, under a heading of their own: apart from anyone's actions."""
        if not self.tools or state is None:
            return
        self.picker.insertSeparator(self.picker.count())
        self.picker.addItem(tr(GM_TOOLS))
        model = self.picker.model()
        if isinstance(model, QStandardItemModel):  # the heading is words, not a choice
            model.item(self.picker.count() - 1).setEnabled(False)
        for i, cmd in enumerate(self.samples[first:], first):
            self.picker.addItem(command_words(cmd, state), i)

    def is_gm_tool(self, cmd: Command) -> bool:
        """Whether `cmd` is one of the GM's tools listed apart (a fire, a poison, a fall)."""
        return self.tools > 0 and cmd in self.samples[len(self.samples) - self.tools :]

    def current_sample(self) -> Command | None:
        index = self.picker.currentData()
        return self.samples[index] if isinstance(index, int) and 0 <= index < len(self.samples) else None

    def pick(self, cmd_type: str, **args: Any) -> bool:
        """Choose the first legal command of this type whose arguments include `args` (tests, menus)."""
        for index, cmd in enumerate(self.samples):
            if cmd.type == cmd_type and all(cmd.args.get(k) == v for k, v in args.items()):
                self.picker.setCurrentIndex(self.picker.findData(index))
                return True
        return False

    def labels(self) -> list[str]:
        """The picker's entries as listed (the separator left out)."""
        return [self.picker.itemText(i) for i in range(self.picker.count()) if self.picker.itemText(i)]

    # --- the form ---------------------------------------------------------------------------------

    def _picked(self, *args: Any) -> None:
        if self._building:
            return
        while self.args_form.rowCount():
            self.args_form.removeRow(0)
        self.editors = {}
        self.sending.asked = {}
        cmd, session = self.current_sample(), self.session
        self.go.setEnabled(cmd is not None)
        if cmd is None or session is None:
            self.go.setText(tr("Do it"))  # no verb of a command no longer there
            self._dice_for(None)
            self._check()
            return
        state = session.state
        same = [c for c in self.samples if c.type == cmd.type]
        # A GM's tool is no one's action: its combatant is anyone, listed without "itself" or "ally".
        who = None if self.is_gm_tool(cmd) else acting(state, cmd)
        if cmd.actor is not None:
            editor = arg_editor(self, state, cmd.actor, [])
            self.editors[ACTOR] = editor
            self.args_form.addRow(tr("Who"), editor.widget)
        for key, value in cmd.args.items():
            # An argument that names the one acting ("a" of an engage) is who acts, not a target: no marks.
            aimed = who if key in TARGET_ARGS or value != who else None
            editor = arg_editor(self, state, value, [c.args.get(key) for c in same], aimed)
            self.editors[key] = editor
            self.args_form.addRow(row_label(session.ruleset.presentation.arg_words(cmd.type, key)), editor.widget)
            for signal in ("currentIndexChanged", "editTextChanged", "valueChanged", "toggled", "textEdited"):
                if hasattr(editor.widget, signal):
                    getattr(editor.widget, signal).connect(self._edited)
        self.go.setText(verb_of(cmd.type))
        self._edited()

    def command(self) -> Command | None:
        """The command as the form stands, with the dice typed so far."""
        cmd = self.current_sample()
        if cmd is None:
            return None
        actor = self.editors[ACTOR].read() if ACTOR in self.editors else cmd.actor
        args = {k: e.read() for k, e in self.editors.items() if k != ACTOR}
        dice = {p: e.value() for p, e in self.dice.items() if e.value() is not None}
        return Command(cmd.type, actor, args, dice)

    def _edited(self, *args: Any) -> None:
        cmd = self.command()
        self._dice_for(cmd)
        self._check()

    def _dice_for(self, cmd: Command | None) -> None:
        wanted: dict[str, str] = {}
        actors: dict[str, str | None] = {}
        if cmd is not None and self.session is not None:
            for r in probe(self.session.ruleset, self.session.state, cmd).rolls:
                wanted[r.purpose], actors[r.purpose] = r.expr, r.actor
            for purpose, (expr, actor) in self.sending.asked.items():
                wanted.setdefault(purpose, expr)
                actors.setdefault(purpose, actor)
        self._actors = actors
        names = {cid: c.name for cid, c in self.session.state.combatants.items()} if self.session else {}
        self.dice = sync_dice_rows(
            self,
            self.dice_form,
            self.dice,
            wanted,
            lambda purpose, expr: f"{purpose_words(purpose, names)} ({expr})",
            self._dice_changed,
        )
        session = self.session
        for purpose, entry in self.dice.items():
            actor = actors.get(purpose)
            entry.set_required(session is not None and session.must_type(actor), names.get(actor or "", ""))

    def _dice_changed(self, *args: Any) -> None:
        """A typed roll can change what follows (a hit rolls damage): ask the rules again."""
        self._dice_for(self.command())
        self._check()

    def _show_odds(self, cmd: Command | None) -> None:
        """The odds of the first roll still to be entered: each outcome the rules name, exactly."""
        from gm_desk.rules.roll_odds import roll_odds

        session = self.session
        pending = [(p, e) for p, e in self.dice.items() if e.value() is None]
        if cmd is None or session is None or not pending:
            self._odds_key = None
            self.odds.hide()
            return
        purpose, entry = pending[0]
        key = (len(session.encounter.log), session.undo_stack.index(), cmd, purpose, entry.expr)
        if key == self._odds_key:
            return
        self._odds_key = key
        odds = roll_odds(
            session.ruleset,
            session.state,
            replace(cmd, dice={p: v for p, v in cmd.dice.items() if p != purpose}),
            purpose,
            entry.expr,
        )
        if odds is None:
            self.odds.hide()
            return
        names = {cid: c.name for cid, c in session.state.combatants.items()}
        roll = in_a_sentence(purpose_words(purpose, names))
        self.odds.setText(tr("Odds of the {roll}: {odds}", roll=roll, odds=odds.words()))
        self.odds.setToolTip(
            tooltip(
                tr(
                    "Exact: each of the {n} ways {expr} can fall, tried through the rules as they stand now",
                    n=odds.combinations,
                    expr=entry.expr,
                )
            )
        )
        self.odds.show()

    def _check(self, *args: Any) -> None:
        cmd, text, error = self.command(), "", True
        self._show_odds(cmd)
        bad = [e.problem() for e in self.dice.values() if e.problem()]
        missing = [e.missing() for e in self.dice.values() if e.missing()]
        if bad:
            text = bad[0]
        elif cmd is not None and self.session is not None:
            found = probe(self.session.ruleset, self.session.state, replace(cmd, dice={}))
            text = found.rejected.message if found.rejected is not None else ""
            if not text and missing:
                text, error = missing[0], False
        show_note(self.problem, text, error=error)
        self.go.setEnabled(cmd is not None and not text)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Return does it (the fields pass Return on once they have read what was typed); while a roll
        is still to be typed, Return goes to it."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.go.isEnabled():
                self.submit()
                return
            waiting = first_waiting(self.dice.values())
            if waiting is not None:
                waiting.take_focus()
                return
        super().keyPressEvent(event)

    def waiting_roll(self) -> QWidget | None:
        """The field of the first roll the picked command still waits for a player to type, if any."""
        waiting = first_waiting(self.dice.values())
        return waiting.input if waiting is not None else None

    # --- doing it ---------------------------------------------------------------------------------

    def submit(self) -> Outcome | None:
        cmd, session = self.command(), self.session
        if cmd is None or session is None:
            return None
        outcome = self.sending.send(session, cmd, self.problem, self.go, lambda: self._dice_for(cmd))
        if outcome.ok:
            lines = [session.describe(e) for e in outcome.events if e.type not in QUIET_EVENTS]
            self.result.setText("\n".join(lines[-12:]))
            self.result.setVisible(bool(lines))
            self.done.emit()
        return outcome


def _gives_way(session: EncounterSession, cmd: Command) -> bool:
    """A command that ends the turn or lets a chance pass rather than doing something."""
    return cmd.type == "end_turn" or session.ruleset.presentation.quiet_answer(cmd)
