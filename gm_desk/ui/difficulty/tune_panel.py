"""The Tune panel of the Difficulty dialog: the GM picks a target (easy, fair, hard, deadly, or a win chance),
Propose runs the tuner in the background (`worker.DifficultyRun` with a `child.TuneJob`, cancellable),
and the proposals are listed nearest the target first with their win chance, its 95% interval, the
changes in words and the PC who pays most for them. Apply makes the chosen proposal one undoable prep
edit of the open encounter; Save as new… keeps it as a new encounter beside it. The search and the edits
are the rules layer's (`gm_desk.rules.difficulty.tune`, `gm_desk.rules.prep.apply_changes`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gm_desk.rules.difficulty.changes import BestiaryCreature
from gm_desk.rules.difficulty.target import TARGETS
from gm_desk.rules.difficulty.tune import Proposal, Tuning
from gm_desk.rules.prep.sides import foes
from gm_desk.ui.difficulty.badge import pct
from gm_desk.ui.difficulty.child import TuneJob
from gm_desk.ui.difficulty.follow import RunFollower
from gm_desk.ui.difficulty.worker import DifficultyRun
from gm_desk.ui.i18n import N_, tr, trn
from gm_desk.ui.plain_text import plain_label

if TYPE_CHECKING:
    from gm_desk.ui.session import EncounterSession

TUNE_FIGHTS = 400
CHOICES = (N_("easy"), N_("fair"), N_("hard"), N_("deadly"))


class TunePanel(QGroupBox, RunFollower):
    """Target, Propose/Cancel, the proposals, Apply and Save as new…; `settings()` gives (fights, seed,
    round cap) from the dialog, `busy(bool)` tells it a tuning runs."""

    def __init__(
        self,
        setup: dict[str, Any],
        session: EncounterSession | None,
        settings: Any,
        busy: Any,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("tunePanel")
        self._setup = setup
        self.session = session
        self.settings = settings
        self.busy = busy
        self.run: DifficultyRun | None = None
        self.tuning: Tuning | None = None

        self.target = QComboBox(self)
        for word in CHOICES:
            self.target.addItem(tr("{word} (the party wins about {chance})", word=tr(word), chance=pct(TARGETS[word])), TARGETS[word])
        self.target.addItem(tr("a win chance of…"), None)
        self.target.setCurrentIndex(2)
        self.chance = QSpinBox(self)
        self.chance.setRange(0, 100)
        self.chance.setSuffix("%")
        self.chance.setValue(60)
        self.chance.setEnabled(False)
        self.target.currentIndexChanged.connect(
            lambda _i: self.chance.setEnabled(self.target.currentData() is None)
        )
        self.fights = QSpinBox(self)
        self.fights.setRange(20, 5000)
        self.fights.setValue(TUNE_FIGHTS)
        self.fights.setGroupSeparatorShown(True)
        self.fights.setPrefix(tr("fights per proposal: "))
        self.allow_options = QCheckBox(tr("May change the system's options"), self)
        self.allow_options.setToolTip(tr("Proposals may also turn one of the system's yes-or-no options (they change the PCs' side too)."))
        self.propose_button = QPushButton(tr("Pr&opose"), self)
        self.cancel_button = QPushButton(tr("Cancel tuning"), self)
        self.cancel_button.setEnabled(False)
        self.propose_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(self.cancel)

        self.status = plain_label(tr("Pick a target, then Propose."), self)
        self.status.setWordWrap(True)
        self.table = QTableWidget(0, 4, self)
        self.table.setObjectName("proposals")
        self.table.setHorizontalHeaderLabels(
            [tr("Party wins"), tr("95% interval"), tr("Changes"), tr("Who pays")]
        )
        # "Who pays" takes the width left and wraps its words: sized to its text it ran past the dialog's
        # edge behind a sideways scroll bar ("Ysolde: goes down in 47% of fights (wa").
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        header.sectionResized.connect(lambda *_: self.table.resizeRowsToContents())
        for col in range(3):  # each as wide as its words, title included ("95-%-Intervall" was cut in German)
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.table.setWordWrap(True)
        self.table.itemSelectionChanged.connect(self._selected)
        self.apply_button = QPushButton(tr("&Apply to this encounter"), self)
        self.save_button = QPushButton(tr("Save as &new encounter…"), self)
        self.apply_button.clicked.connect(self.apply)
        self.save_button.clicked.connect(self.save_as_new)
        self.apply_button.setEnabled(False)
        self.save_button.setEnabled(False)
        if session is None:
            self.apply_button.setToolTip(tr("Open the encounter to apply a proposal to it."))

        row = QHBoxLayout()
        row.addWidget(self.target, 1)
        row.addWidget(self.chance)
        row.addWidget(self.fights)
        choices = QHBoxLayout()
        choices.addWidget(self.allow_options)
        choices.addStretch(1)
        choices.addWidget(self.propose_button)
        choices.addWidget(self.cancel_button)
        actions = QHBoxLayout()
        actions.addStretch(1)
        actions.addWidget(self.apply_button)
        actions.addWidget(self.save_button)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addLayout(choices)
        layout.addWidget(self.status)
        layout.addWidget(self.table, 1)
        layout.addLayout(actions)
        if not foes(setup):
            self.propose_button.setEnabled(False)
            self.status.setText(tr("This encounter has no foes: there is nothing to tune."))

    @property
    def setup(self) -> dict[str, Any]:
        """The encounter as it stands (see `DifficultyReportWindow.setup`)."""
        if self.session is not None and self.session.in_prep:
            return self.session.setup
        return self._setup

    # --- the run ------------------------------------------------------------------------------------

    def target_chance(self) -> float:
        chosen = self.target.currentData()
        return float(chosen) if chosen is not None else self.chance.value() / 100

    def start(self) -> None:
        if self.run is not None:
            return
        _fights, seed, round_cap = self.settings()
        job = TuneJob(self.target_chance(), tuple(self._bestiary()), self.allow_options.isChecked())
        run = DifficultyRun(self.setup, self.fights.value(), seed, round_cap, tune=job)
        self.tuning = None
        self.table.setRowCount(0)
        self.begin(run, tr("Looking for changes that make the party win about {chance}…", chance=pct(job.target)))

    def cancel(self) -> None:
        self.give_up(tr("Tuning cancelled: nothing was proposed."))

    def _bestiary(self) -> list[BestiaryCreature]:
        try:
            from gm_desk.store import bestiary_for

            return [BestiaryCreature(*row) for row in bestiary_for(str(self.setup.get("ruleset")))]
        except Exception:  # no data file open (a test, a file): no swaps, the other changes remain
            return []

    def _set_running(self, running: bool) -> None:
        self.propose_button.setEnabled(not running and bool(foes(self.setup)))
        self.cancel_button.setEnabled(running)
        self.target.setEnabled(not running)
        self.fights.setEnabled(not running)
        self.busy(running)
        self._selected()

    def _progressed(self, run: DifficultyRun, done: int, total: int) -> None:
        """A tuning run counts no fights: it says what it tried last (`_noted`)."""

    def _noted(self, run: DifficultyRun, words: str) -> None:
        if run is self.run:
            self.status.setText(words)

    def _finished(self, tuning: Tuning) -> None:
        self.show_tuning(tuning)
        self._set_running(False)

    # --- the proposals ------------------------------------------------------------------------------

    def show_tuning(self, tuning: Tuning) -> None:
        self.tuning = tuning
        proposals = tuning.proposals
        self.table.setRowCount(len(proposals))
        for row, proposal in enumerate(proposals):
            lo, hi = proposal.interval
            pays = proposal.pays
            who = (
                tr(
                    "{name}: goes down in {now} of fights (was {before})",
                    name=pays.name,
                    now=pct(pays.down_chance),
                    before=pct(pays.before),
                )
                if pays is not None
                else tr("nobody goes down more often")
            )
            cells = (
                pct(proposal.win_chance),
                f"{pct(lo)}–{pct(hi)}",
                "\n".join(c.words for c in proposal.changes) or tr("No change"),
                who,
            )
            for col, text in enumerate(cells):
                self.table.setItem(row, col, QTableWidgetItem(text))
        self.table.resizeRowsToContents()
        before = tuning.before
        if proposals:
            self.status.setText(
                trn(
                    "Now the party wins {now}. Target {target}: {count} proposal, played {fights:,} times on itself.",
                    "Now the party wins {now}. Target {target}: {count} proposals, nearest first, each played "
                    "{fights:,} times on itself.",
                    len(proposals),
                    now=pct(before.win_chance),
                    target=pct(tuning.target),
                    count=len(proposals),
                    fights=proposals[0].report.fights,
                )
            )
            self.table.selectRow(0)
        else:
            self.status.setText(tr("No change to propose: the encounter has no foes to change."))

    def chosen(self) -> Proposal | None:
        if self.tuning is None:
            return None
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        index = rows[0].row()
        return self.tuning.proposals[index] if 0 <= index < len(self.tuning.proposals) else None

    def _selected(self) -> None:
        chosen = self.chosen() is not None and self.run is None
        self.apply_button.setEnabled(chosen and self.session is not None)
        self.save_button.setEnabled(chosen)

    def apply(self) -> bool:
        """The chosen proposal made on the open encounter as one undoable edit."""
        from gm_desk.rules import prep

        proposal = self.chosen()
        session = self.session
        if proposal is None or session is None:
            return False
        steps = [c.step for c in proposal.changes]
        words = tr("Tune to {target}", target=pct(proposal.target))
        done = session.edit(prep.apply_changes, steps, words)
        if done is None:
            self.status.setText(tr("The proposal was not applied: the encounter refused it (see the status bar)."))
            return False
        self.status.setText(
            tr("Applied: {changes}. Edit ▸ Undo takes it back in one step.", changes="; ".join(c.words for c in proposal.changes))
        )
        return True

    def save_as_new(self, name: str | None = None) -> bool:
        """The chosen proposal kept as a new encounter (asks its name unless given)."""
        proposal = self.chosen()
        if proposal is None:
            return False
        if name is None:
            suggested = tr("{name} (tuned)", name=str(self.setup.get("name") or tr("Encounter")))
            name, ok = QInputDialog.getText(self, tr("Save as new encounter"), tr("Name:"), text=suggested)
            if not ok:
                return False
        if not name.strip():
            self.status.setText(tr("The new encounter needs a name."))
            return False
        from gm_desk.store import StoreError, save_as_new

        like = self.session.encounter_id if self.session is not None else None
        try:
            record = save_as_new(name, proposal.setup, like=like)
        except StoreError as exc:
            self.status.setText(str(exc))
            return False
        self.status.setText(
            tr("Saved as a new encounter, '{name}', beside this one (Campaigns).", name=record.name)
        )
        return True
