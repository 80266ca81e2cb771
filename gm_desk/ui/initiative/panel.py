"""The initiative panel: round and phase, what the table must do next, the answers, the order, Next.

Built from what the rules say: `ruleset.prompt(state)` (the sentence and who must decide),
`ruleset.order(state)` and `badges` (the rows), `answers` over the legal commands (the buttons),
`initiative_entries` (typed initiative), `phase_words` and `order_notes` (the words up top), and
`reorder_command` (what a dragged order asks for), `countdown` (a clock to play against, run by
`CountdownBox`). The panel knows no system by name. Space sends
Command("next"); Back (and Ctrl+Z) takes the last step back through the session's undo stack.

No die the campaign keeps for a person is rolled here: every command the panel sends goes through
`send`, and one refused with ROLL_NEEDED (nothing applied) asks for that roll in a dice field
(`RollAsk`) and goes on with what the GM types.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from gm_desk.rules.events import Command
from gm_desk.rules.tx import Outcome, RollNeededReject, rolls_for_pc
from gm_desk.ui.combat.legal import legal_now
from gm_desk.ui.combat.probe import PlannedRoll, probe
from gm_desk.ui.combat.scroll import scrolling
from gm_desk.ui.i18n import N_, tr
from gm_desk.ui.initiative.choices import ChoiceBox, choices_from
from gm_desk.ui.initiative.countdown import CountdownBox
from gm_desk.ui.initiative.entry import InitiativeEntry
from gm_desk.ui.initiative.order_list import CID_ROLE, OrderList, row_views
from gm_desk.ui.initiative.roll_ask import RollAsk
from gm_desk.ui.initiative.start_form import StartForm, start_options
from gm_desk.ui.notice import Notice, Notices
from gm_desk.ui.plain_text import plain_label
from gm_desk.ui.session import EncounterSession
from gm_desk.ui.theme import style

CHOICE_TITLES = {
    "choose_actor": N_("Who acts?"),
    "choose_first": N_("Who goes first?"),
    "initiative": N_("Initiative"),
    "round_start": N_("Before the round"),
    "decide": N_("Decide"),
    "act": N_("Also possible now"),
}
PHASE_CHIP = (
    "QLabel#phaseLabel { background: #e9eef7; color: #2a4a85; border-radius: 9px; padding: 2px 9px; }"
)


def open_end_dialog(parent: QWidget, session: EncounterSession) -> None:
    """End the fight, or record what the group picks after it (tests replace this)."""
    from gm_desk.ui.campaigns.aftermath import EndFightDialog

    EndFightDialog(session, parent).exec()


def ruleset_words(cmd_type: str, key: str) -> str:
    return key.replace("_", " ").capitalize()


def picks_pending(session: EncounterSession) -> bool:
    """The fight is over and the group has benefits or drawbacks to pick that are not recorded yet."""
    return session.ruleset.presentation.picks_pending(session.state)


class InitiativePanel(QWidget):
    """Who acts in what order, what must be decided now, and the way on."""

    combatant_chosen = Signal(str)  # a row was clicked: show that combatant elsewhere

    def __init__(
        self, notices: Notices, parent: QWidget | None = None, *, next_action: QAction | None = None
    ) -> None:
        """`next_action`: the window's Encounter ▸ Next, which the panel then drives; else its own."""
        super().__init__(parent)
        self.setObjectName("initiativePanel")
        self.session: EncounterSession | None = None
        self._submit = notices.submit

        self.round_label = plain_label(parent=self)
        self.round_label.setObjectName("roundLabel")
        self.phase_label = plain_label(parent=self)
        self.phase_label.setObjectName("phaseLabel")
        self.phase_label.setWordWrap(True)  # a long phase name in the larger type wraps, never widens
        style(self.phase_label, PHASE_CHIP)
        self.notes_label = plain_label(parent=self)
        self.notes_label.setObjectName("notesLabel")
        self.notes_label.setWordWrap(True)
        style(self.notes_label, "color: #5d6a80;")
        self.prompt_label = plain_label(parent=self)
        self.prompt_label.setObjectName("promptLabel")
        self.prompt_label.setWordWrap(True)
        self.prompt_label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.entry = InitiativeEntry(self.send, self, rolls_of=self._rolls_of, who_types=self.who_types)
        self.start_form = StartForm(self)
        self.choices = ChoiceBox(self.send, self._rolls_of, self, who_types=self.who_types)
        self.roll_ask = RollAsk(self.send, self)
        self.countdown = CountdownBox(self.send, self)
        self._asked_at: tuple[int, int] | None = None  # the log the asked roll's command was refused on
        self.order_title = QLabel(tr("Turn order"), self)
        self.order_title.setObjectName("sectionLabel")
        self.order = OrderList(self)
        self.order.setAccessibleName(tr("Turn order"))
        self.order.setMinimumHeight(70)
        # The order takes the room the steps above it leave: a step that needs rows shows them whole
        # (while the dock allows), and the dock's border never moves for it.
        self.order.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        self.order.reordered.connect(self._reordered)
        self.order.itemClicked.connect(self._clicked)

        self.next_action = next_action if next_action is not None else QAction(tr("Next"), self)
        self.next_action.setShortcut(QKeySequence(Qt.Key.Key_Space))
        self.next_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.next_action.setToolTip(tr("Advance to whatever comes next (Space)"))
        self.next_action.triggered.connect(self.advance)
        self.addAction(self.next_action)
        self.next_button = QPushButton(tr("Next  (Space)"), self)
        self.next_button.setObjectName("nextButton")
        self.next_button.setMinimumHeight(36)
        self.next_button.clicked.connect(self.next_action.trigger)
        self.back_button = QPushButton(tr("◀ Back"), self)
        self.back_button.setObjectName("backButton")
        self.back_button.setToolTip(tr("Take the last step back (Ctrl+Z)"))
        self.back_button.setMinimumHeight(36)
        self.back_button.clicked.connect(self.back)
        self.end_button = QPushButton(tr("End…"), self)
        self.end_button.setObjectName("endButton")
        self.end_button.setToolTip(tr("End the fight: victory, defeat, stalemate…"))
        self.end_button.setMinimumHeight(36)
        self.end_button.clicked.connect(self.end_fight)

        top = QHBoxLayout()
        top.addWidget(self.round_label)
        top.addStretch(1)
        top.addWidget(self.phase_label)
        foot = QHBoxLayout()
        foot.addWidget(self.back_button)
        foot.addWidget(self.end_button)
        foot.addWidget(self.next_button, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(6)
        layout.addLayout(top)
        # What the table must do now scrolls within the panel when the dock is short, so a long
        # initiative list never pushes the Combat dock below it out of sight.
        self.steps = QWidget(self)
        steps = QVBoxLayout(self.steps)
        steps.setContentsMargins(0, 0, 0, 0)
        steps.setSpacing(6)
        steps.addWidget(self.notes_label)
        steps.addWidget(self.prompt_label)
        steps.addWidget(self.countdown)
        steps.addWidget(self.start_form)
        steps.addWidget(self.entry)
        steps.addWidget(self.choices)
        steps.addWidget(self.roll_ask)  # below what was pressed: nothing the GM aims at moves
        steps.addStretch(1)  # room to spare stays below the steps, never inside the prompt's box
        self.steps_area = scrolling(self.steps, self, least_height=230)
        self.steps_area.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        layout.addWidget(self.steps_area)
        layout.addWidget(self.order_title)
        layout.addWidget(self.order, 1)
        layout.addLayout(foot)
        notices.follow(self.on_change)

    # --- the session ------------------------------------------------------------------------------

    def on_change(self, notice: Notice) -> None:
        if notice.opened:
            # Drawn empty first: typed initiative, a roll asked for and the start's choices all go.
            self.session = None
            self.roll_ask.clear()
            self.refresh()
        self.session = notice.session
        if notice.encounter or notice.look:
            self.refresh()

    def send(self, cmd: Command) -> Outcome:
        """Submit; a roll the app may not make, left blank, is asked for (nothing was applied)."""
        outcome = self._submit(cmd)
        if isinstance(outcome.rejected, RollNeededReject) and self.session is not None:
            needed = outcome.rejected
            self.roll_ask.ask(cmd, needed, self._name(needed.actor))
            self._asked_at = self._log_mark()
            self._bring_into_view(self.roll_ask)
        elif outcome.ok:
            self.roll_ask.clear()
        return outcome

    def _bring_into_view(self, widget: QWidget) -> None:
        """A control that needs the GM now comes into view, once the panel has laid it out."""

        def scroll() -> None:
            layout = self.steps.layout()
            if layout is not None:
                layout.activate()  # the page's rows where they will be drawn, the new one included
                # and the page as tall as they are (the area would give it that height at its next pass)
                self.steps.resize(self.steps.width(), max(self.steps.height(), layout.sizeHint().height()))
            top = widget.mapTo(self.steps, widget.rect().topLeft()).y() - 12
            bottom = top + widget.height() + 24
            bar, seen = self.steps_area.verticalScrollBar(), self.steps_area.viewport().height()
            value = bar.value()
            if bottom > value + seen:
                value = bottom - seen
            bar.setValue(max(0, min(value, top)))  # its top in view first, if it is taller than the view

        QTimer.singleShot(0, self, scroll)

    def who_types(self, actor: str | None) -> str | None:
        """None when GM Desk may roll a die made for `actor`; else whose roll it is ("" for the GM's)."""
        session = self.session
        if session is None or not session.must_type(actor):
            return None
        return self._name(actor) if rolls_for_pc(session.state, actor) else ""

    def _name(self, cid: str | None) -> str:
        c = self.session.state.combatants.get(cid) if self.session is not None and cid else None
        return c.name if c is not None else ""

    def _log_mark(self) -> tuple[int, int]:
        log = self.session.encounter.log if self.session is not None else []
        return len(log), id(log[-1]) if log else 0

    def advance(self) -> None:
        """Next; before the fight, the start the GM chose in the start form, when it asks for one."""
        if self.session is not None:
            start = self.start_form.command() if not self.session.state.started else None
            outcome = self.send(start or Command("next"))
            focused = None
            if not outcome.ok and not isinstance(outcome.rejected, RollNeededReject):
                # The table must decide first (a Retaliation, who acts): the cursor goes to the answers,
                # where Return takes one, rather than leaving the GM pressing Space at a refusal.
                focused = self.choices.take_focus() if self.choices.isVisibleTo(self) else None
            if focused is None and self.entry.isVisibleTo(self) and self.entry.waiting():
                # Rolls to type (initiative, who goes first): the cursor goes to the first, as it does
                # to a form's roll, so the GM types the players' numbers without reaching for the mouse.
                focused = self.entry.take_focus()
            if focused is not None:
                self._bring_into_view(focused)

    def end_fight(self) -> None:
        if self.session is not None:
            open_end_dialog(self, self.session)
            self.refresh()

    def back(self) -> None:
        if self.session is not None:
            self.session.undo()

    def _rolls_of(self, cmd: Command) -> tuple[PlannedRoll, ...]:
        if self.session is None:
            return ()
        return probe(self.session.ruleset, self.session.state, cmd).rolls

    def _reordered(self, order: list[str]) -> None:
        session = self.session
        cmd = session.ruleset.presentation.reorder_command(session.state, order) if session is not None else None
        if cmd is None or not self.send(cmd).ok:
            self.refresh()  # the rows go back where the rules keep them

    def _clicked(self, item: QListWidgetItem) -> None:
        cid = item.data(CID_ROLE)
        if cid:
            self.combatant_chosen.emit(cid)

    # --- drawing ----------------------------------------------------------------------------------

    def refresh(self) -> None:
        session = self.session
        has = session is not None
        if self.roll_ask.asking and (not has or self._log_mark() != self._asked_at):
            self.roll_ask.clear()  # the fight moved on (or back): the roll asked for is no longer due
        for widget in (self.next_button, self.back_button, self.end_button):
            widget.setEnabled(has)
        self.next_action.setEnabled(has)
        if session is None:
            self.round_label.setText(tr("No encounter"))
            self.phase_label.setText("")
            self.phase_label.hide()
            self.notes_label.hide()
            self.prompt_label.setText(tr("Open an encounter from the File menu."))
            self.entry.set_rows([])
            self.start_form.set_options([], None, ruleset_words)
            self.choices.set_choices([])
            self.countdown.show_countdown(None)
            self.order.show_rows([])
            return
        state, ruleset = session.state, session.ruleset
        prompt = session.prompt()
        if state.round:
            self.round_label.setText(tr("Round {round}", round=state.round))
        else:
            self.round_label.setText(tr("Opening") if state.started else tr("Before the fight"))
        phase = ruleset.presentation.phase_words(state.phase)
        self.phase_label.setText(phase)
        # Said once: before the fight the round's line already says it.
        self.phase_label.setVisible(phase != self.round_label.text())
        notes = ruleset.presentation.order_notes(state)
        self.notes_label.setText(notes)
        self.notes_label.setVisible(bool(notes))
        self.prompt_label.setText(prompt.text or phase)
        self.countdown.show_countdown(ruleset.presentation.countdown(state))
        starts = start_options(legal_now(session)) if not state.started else []
        self.start_form.set_options(starts, state, ruleset.presentation.arg_words)
        rows = ruleset.presentation.initiative_entries(state, prompt)
        order = ruleset.shown_order(state)
        self.entry.set_rows(rows, {e.cid: e.label for e in order})
        typed = {r.template.type for r in rows}
        answers = ruleset.presentation.answers(state, prompt, legal_now(session))
        choices = [c for c in choices_from(answers, state) if c.command.type not in typed]
        self.choices.set_choices(choices, tr(CHOICE_TITLES.get(prompt.kind, N_("Choose"))))
        may_act = prompt.choices if prompt.kind == "choose_actor" else ()
        views = row_views(state, order, ruleset.presentation.badges, tuple(may_act))
        faces = session.faces()
        for view in views:
            view.face = faces.get(view.cid)
        placeholder = tr("The order is set once the fight starts.") if not state.started else "—"
        self.order.show_rows(views, placeholder)
        ended = state.outcome is not None
        self.order.set_draggable(state.started and not ended and ruleset.presentation.drag_order)
        self.next_button.setEnabled(not ended)
        self.next_action.setEnabled(not ended)
        self.back_button.setEnabled(session.undo_stack.canUndo())
        owed = ended and picks_pending(session)
        self.end_button.setText(tr("Picks…") if owed else tr("End…"))
        self.end_button.setToolTip(
            tr("Name the benefits and drawbacks the group picks")
            if owed
            else tr("End the fight: victory, defeat…")
        )
        self.end_button.setEnabled(state.started and (not ended or owed))

    # --- what tests and other widgets ask ---------------------------------------------------------

    def current_row(self) -> int:
        """The row of the current actor in the order list (-1 when nobody's turn is running)."""
        for row in range(self.order.count()):
            view = self.order.row_of(self.order.item(row).data(CID_ROLE) or "")
            if view is not None and view.current:
                return row
        return -1

    def row_texts(self) -> list[str]:
        return [self.order.item(r).text() for r in range(self.order.count())]
