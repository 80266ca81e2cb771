"""Encounter ▸ Difficulty report…: the open encounter played many times in the background, and the report.

Settings: the number of fights, the dice seed and the round cap. Run starts a `worker.DifficultyRun`; the
progress bar counts the fights it is set to and Cancel stops the run at once. The report shows the
party's chance to win with its 95% interval, wins, losses and undecided fights apart (undecided: still
going at the round cap), the fight lengths as a histogram, each PC's chance to go down and mean track,
and the Retaliations drawn most (only in a system that has them). An encounter with no foes is said to
have none, and nothing is played. Below, the Tune panel (`tune_panel.TunePanel`) proposes changes that
bring the win chance to a target. The window never waits on a run.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from gm_desk.rules.difficulty import DEFAULT_FIGHTS, DESCRIPTION
from gm_desk.rules.difficulty.fight import ROUND_CAP
from gm_desk.rules.difficulty.run import MAX_FIGHTS, MAX_ROUND_CAP
from gm_desk.rules.prep.sides import foes
from gm_desk.ui.difficulty.badge import band, pct
from gm_desk.ui.difficulty.follow import CountBar, RunFollower
from gm_desk.ui.difficulty.histogram import LengthHistogram
from gm_desk.ui.difficulty.tune_panel import TunePanel
from gm_desk.ui.difficulty.worker import DifficultyRun
from gm_desk.ui.i18n import number, tr
from gm_desk.ui.plain_text import plain_label
from gm_desk.ui.theme import style

if TYPE_CHECKING:
    from gm_desk.rules.difficulty import Report
    from gm_desk.ui.session import EncounterSession

MAX_SEED = 2**31 - 1


class DifficultyReportWindow(QDialog, RunFollower):
    def __init__(
        self,
        setup: dict[str, Any],
        name: str,
        parent: QWidget | None = None,
        session: EncounterSession | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("difficultyReport")
        self.setWindowTitle(tr("Difficulty report — {name}", name=name))
        self._setup = setup
        self.session = session
        self.run: DifficultyRun | None = None
        self.report: Report | None = None

        self.fights = QSpinBox(self)
        self.fights.setRange(1, MAX_FIGHTS)
        self.fights.setValue(DEFAULT_FIGHTS)
        self.fights.setGroupSeparatorShown(True)
        self.seed = QSpinBox(self)
        self.seed.setRange(0, MAX_SEED)
        self.round_cap = QSpinBox(self)
        self.round_cap.setRange(1, MAX_ROUND_CAP)
        self.round_cap.setValue(ROUND_CAP)
        self.round_cap.setSuffix(tr(" rounds"))
        self.round_cap.setToolTip(tr("A fight still going after this many rounds is undecided: neither won nor lost."))
        self.run_button = QPushButton(tr("&Run"), self)
        self.cancel_button = QPushButton(tr("&Cancel"), self)
        self.cancel_button.setEnabled(False)
        self.run_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(self.cancel)
        settings = QFormLayout()
        settings.addRow(tr("&Fights to simulate:"), self.fights)
        settings.addRow(tr("Dice &seed:"), self.seed)
        settings.addRow(tr("Round ca&p:"), self.round_cap)
        buttons = QHBoxLayout()
        buttons.addWidget(self.run_button)
        buttons.addWidget(self.cancel_button)
        buttons.addStretch(1)

        self.progress = CountBar(
            lambda done, total: tr("{done:,} of {total:,} fights", done=done, total=total), self
        )
        self.progress.setRange(0, self.fights.value())  # the fights it is set to, before any run
        self.progress.setValue(0)
        self.fights.valueChanged.connect(self._fights_set)
        self.status = plain_label(tr("Choose the number of fights, the seed and the round cap, then Run."), self)
        self.status.setWordWrap(True)
        self.win = plain_label(parent=self)
        self.win.setObjectName("winChance")
        self.win.setWordWrap(True)
        self.histogram = LengthHistogram(self)
        self.pcs = QTableWidget(0, 3, self)
        self.pcs.setHorizontalHeaderLabels(
            [tr("PC"), tr("Chance to go down (95%)"), tr("Mean track at the end")]
        )
        # Each title whole in every language: the columns as wide as their titles, the last one stretching.
        self.pcs.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.pcs.horizontalHeader().setStretchLastSection(True)
        self.pcs.verticalHeader().hide()
        self.pcs.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.retaliations = plain_label(parent=self)
        self.retaliations.setWordWrap(True)
        self.retaliations.hide()  # shown only by a report of a system that has Retaliations
        self.capped = plain_label(parent=self)
        self.capped.setObjectName("outcomes")
        self.capped.setWordWrap(True)
        self.tune = TunePanel(setup, session, self.settings, self._tuning, self)
        tactic = QLabel(tr("Tactic: {tactic}.", tactic=tr(DESCRIPTION)), self)
        tactic.setWordWrap(True)

        page = QWidget(self)
        report = QVBoxLayout(page)
        report.addWidget(self.win)
        report.addWidget(self.capped)
        report.addWidget(QLabel(tr("Fight lengths (rounds):"), page))
        report.addWidget(self.histogram, 1)
        report.addWidget(self.pcs)
        report.addWidget(self.retaliations)
        report.addWidget(tactic)
        self.tabs = QTabWidget(self)
        self.tabs.addTab(page, tr("Repor&t"))
        self.tabs.addTab(self.tune, tr("T&une to a target"))
        layout = QVBoxLayout(self)
        layout.addLayout(settings)
        layout.addLayout(buttons)
        layout.addWidget(self.progress)
        layout.addWidget(self.status)
        layout.addWidget(self.tabs, 1)
        self.resize(720, 720)
        if not foes(setup):
            self.run_button.setEnabled(False)
            self.status.setText(tr("This encounter has no foes: there is no fight to simulate."))
            self.win.setText(tr("No foes."))

    @property
    def setup(self) -> dict[str, Any]:
        """The encounter as it stands: the open session's setup while in prep (an applied proposal, an
        undo), else the one the window was opened on."""
        if self.session is not None and self.session.in_prep:
            return self.session.setup
        return self._setup

    @property
    def running(self) -> bool:
        return self.run is not None

    def settings(self) -> tuple[int, int, int]:
        """(fights, seed, round cap) as the GM set them."""
        return self.fights.value(), self.seed.value(), self.round_cap.value()

    def _fights_set(self, fights: int) -> None:
        if self.run is None:
            self.progress.setRange(0, fights)
            self.progress.setValue(0)

    def _tuning(self, running: bool) -> None:
        """The Tune panel runs (or stopped): no simulation starts meanwhile, and none of its settings change."""
        self._set_running(self.run is not None, tuning=running)

    def start(self) -> None:
        if self.run is not None or not foes(self.setup):
            return
        fights = self.fights.value()
        run = DifficultyRun(self.setup, fights, self.seed.value(), self.round_cap.value())
        self.begin(run, tr("Simulating {fights:,} fights…", fights=fights), fights)

    def cancel(self) -> None:
        self.give_up(tr("Cancelled: no report for this run."))

    def _set_running(self, running: bool, tuning: bool | None = None) -> None:
        tuning = self.tune.run is not None if tuning is None else tuning
        idle = not running and not tuning
        self.run_button.setEnabled(idle and bool(foes(self.setup)))
        self.cancel_button.setEnabled(running)
        self.fights.setEnabled(idle)
        self.seed.setEnabled(idle)
        self.round_cap.setEnabled(idle)
        self.tune.propose_button.setEnabled(not running and not tuning and bool(foes(self.setup)))

    def _finished(self, report: Report) -> None:
        self._set_running(False)
        self.progress.setValue(self.progress.maximum())
        self.show_report(report)

    def show_report(self, report: Report) -> None:
        self.report = report
        lo, hi = report.win_interval
        word, colour = band(report.win_chance)
        self.status.setText(
            tr("{fights:,} simulated fights, seed {seed}.", fights=report.fights, seed=report.seed)
        )
        self.win.setText(
            tr(
                "The party wins {pct_win_chance} of the fights (95% interval {pct_lo} to {pct_hi}): {word}. A fight lasts {rounds_mean:.1f} rounds on average.",
                pct_win_chance=pct(report.win_chance),
                pct_lo=pct(lo),
                pct_hi=pct(hi),
                word=word,
                rounds_mean=report.rounds_mean,
            )
        )
        style(self.win, f"QLabel#winChance {{ background: {colour}; color: #202020; padding: 4px; }}")
        self.histogram.set_counts(report.rounds_histogram, report.round_cap)
        self.pcs.setRowCount(len(report.pcs))
        for row, pc in enumerate(report.pcs):
            dlo, dhi = pc.down_interval
            cells = (
                pc.name,
                f"{pct(pc.down_chance)} ({pct(dlo)}–{pct(dhi)})",
                f"{pc.track} {number(pc.track_mean, '.1f')}",
            )
            for col, text in enumerate(cells):
                self.pcs.setItem(row, col, QTableWidgetItem(text))
        self.pcs.resizeColumnsToContents()
        self.retaliations.setVisible(report.has_retaliations)
        if report.retaliations:
            drawn = ", ".join(f"{name} ({number(count, ',')})" for name, count in report.retaliations)
            self.retaliations.setText(tr("Retaliations drawn most often: {drawn}.", drawn=drawn))
        else:
            self.retaliations.setText(tr("No Retaliation was drawn."))
        self.capped.setText(
            tr(
                "Won {wins:,}, lost {losses:,}, undecided {undecided:,} of {fights:,} fights. Undecided: still going after the round cap of {round_cap} rounds (or stalled), neither won nor lost.",
                wins=report.wins,
                losses=report.losses,
                undecided=report.undecided,
                fights=report.fights,
                round_cap=report.round_cap,
            )
        )

    def closeEvent(self, event: QCloseEvent) -> None:
        self.cancel()  # a closed window asks for no more fights
        self.tune.cancel()
        super().closeEvent(event)

    def done(self, result: int) -> None:
        self.cancel()  # a closed window asks for no more fights
        self.tune.cancel()
        super().done(result)


def open_report(window: Any) -> DifficultyReportWindow | None:
    """Encounter ▸ Difficulty report… on the main window's open encounter."""
    session = window.session
    if session is None:
        window.say(tr("Open an encounter first."), 4000)
        return None
    dialog = DifficultyReportWindow(session.setup, session.name, window, session=session if session.in_prep else None)
    dialog.setModal(False)
    dialog.show()
    return dialog

