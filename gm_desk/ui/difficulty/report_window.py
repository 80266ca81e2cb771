"""Encounter ▸ Difficulty report…: the open encounter played many times in the background, and the report.

Settings: the number of fights and the dice seed. Run starts a `worker.DifficultyRun`; the progress bar
follows it and Cancel stops it at its next chunk. The report shows the party's chance to win with its
95% interval, the fight lengths drawn as a histogram, each PC's chance to go down and mean track in a
table, the Retaliations drawn most, and how often the round cap was hit. The window never waits on the run.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gm_desk.rules.difficulty import DEFAULT_FIGHTS, DESCRIPTION
from gm_desk.rules.difficulty.run import MAX_FIGHTS
from gm_desk.ui.difficulty.badge import band, pct
from gm_desk.ui.difficulty.histogram import LengthHistogram
from gm_desk.ui.difficulty.worker import DifficultyRun, launch
from gm_desk.ui.i18n import tr
from gm_desk.ui.plain_text import plain_label
from gm_desk.ui.theme import style

if TYPE_CHECKING:
    from gm_desk.rules.difficulty import Report

MAX_SEED = 2**31 - 1


class DifficultyReportWindow(QDialog):
    def __init__(self, setup: dict[str, Any], name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("difficultyReport")
        self.setWindowTitle(tr("Difficulty report — {name}", name=name))
        self.setup = setup
        self.run: DifficultyRun | None = None
        self.report: Report | None = None

        self.fights = QSpinBox(self)
        self.fights.setRange(1, MAX_FIGHTS)
        self.fights.setValue(DEFAULT_FIGHTS)
        self.fights.setGroupSeparatorShown(True)
        self.seed = QSpinBox(self)
        self.seed.setRange(0, MAX_SEED)
        self.run_button = QPushButton(tr("&Run"), self)
        self.cancel_button = QPushButton(tr("&Cancel"), self)
        self.cancel_button.setEnabled(False)
        self.run_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(self.cancel)
        settings = QFormLayout()
        settings.addRow(tr("&Fights to simulate:"), self.fights)
        settings.addRow(tr("Dice &seed:"), self.seed)
        buttons = QHBoxLayout()
        buttons.addWidget(self.run_button)
        buttons.addWidget(self.cancel_button)
        buttons.addStretch(1)

        self.progress = QProgressBar(self)
        self.progress.setFormat(tr("%v of %m fights"))
        self.progress.setValue(0)
        self.status = plain_label(tr("Choose the number of fights and the seed, then Run."), self)
        self.status.setWordWrap(True)
        self.win = plain_label(parent=self)
        self.win.setObjectName("winChance")
        self.win.setWordWrap(True)
        self.histogram = LengthHistogram(self)
        self.pcs = QTableWidget(0, 3, self)
        self.pcs.setHorizontalHeaderLabels(
            [tr("PC"), tr("Chance to go down (95%)"), tr("Mean track at the end")]
        )
        self.pcs.horizontalHeader().setStretchLastSection(True)
        self.pcs.verticalHeader().hide()
        self.pcs.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.retaliations = plain_label(parent=self)
        self.retaliations.setWordWrap(True)
        self.capped = plain_label(parent=self)
        self.capped.setWordWrap(True)
        tactic = QLabel(tr("Tactic: {tactic}.", tactic=tr(DESCRIPTION)), self)
        tactic.setWordWrap(True)
        style(tactic, "color: #5d6a80;")

        layout = QVBoxLayout(self)
        layout.addLayout(settings)
        layout.addLayout(buttons)
        layout.addWidget(self.progress)
        layout.addWidget(self.status)
        layout.addWidget(self.win)
        layout.addWidget(QLabel(tr("Fight lengths (rounds):"), self))
        layout.addWidget(self.histogram, 1)
        layout.addWidget(self.pcs)
        layout.addWidget(self.retaliations)
        layout.addWidget(self.capped)
        layout.addWidget(tactic)
        self.resize(560, 720)

    @property
    def running(self) -> bool:
        return self.run is not None

    def start(self) -> None:
        if self.run is not None:
            return
        fights = self.fights.value()
        run = DifficultyRun(self.setup, fights, self.seed.value())
        run.progressed.connect(self._progressed)
        run.reported.connect(self._reported)
        run.failed.connect(self._failed)
        run.cancelled.connect(self._cancelled)
        self.run = run
        self.progress.setRange(0, fights)
        self.progress.setValue(0)
        self.status.setText(tr("Simulating {fights:,} fights…", fights=fights))
        self._set_running(True)
        launch(run, self)

    def cancel(self) -> None:
        run, self.run = self.run, None
        if run is not None:
            run.cancel()
            self.status.setText(tr("Cancelled: no report for this run."))
        self._set_running(False)

    def _set_running(self, running: bool) -> None:
        self.run_button.setEnabled(not running)
        self.cancel_button.setEnabled(running)
        self.fights.setEnabled(not running)
        self.seed.setEnabled(not running)

    def _progressed(self, run: DifficultyRun, done: int, total: int) -> None:
        if run is self.run:
            self.progress.setValue(done)

    def _failed(self, run: DifficultyRun, text: str) -> None:
        if run is self.run:
            self.run = None
            self._set_running(False)
            self.status.setText(text)

    def _cancelled(self, run: DifficultyRun) -> None:
        if run is self.run:
            self.run = None
            self._set_running(False)

    def _reported(self, run: DifficultyRun, report: Report) -> None:
        if run is not self.run:
            return
        self.run = None
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
                f"{pc.track} {pc.track_mean:.1f}",
            )
            for col, text in enumerate(cells):
                self.pcs.setItem(row, col, QTableWidgetItem(text))
        self.pcs.resizeColumnsToContents()
        if report.retaliations:
            drawn = ", ".join(f"{name} ({count:,})" for name, count in report.retaliations)
            self.retaliations.setText(tr("Retaliations drawn most often: {drawn}.", drawn=drawn))
        else:
            self.retaliations.setText(tr("No Retaliation was drawn."))
        self.capped.setText(
            tr(
                "Round cap ({round_cap} rounds) reached or stalled: {capped:,} of {fights:,} fights ({capped_chance:.0%}), counted as not won.",
                round_cap=report.round_cap,
                capped=report.capped,
                fights=report.fights,
                capped_chance=report.capped_chance,
            )
        )

    def closeEvent(self, event: QCloseEvent) -> None:
        self.cancel()  # a closed window asks for no more fights
        super().closeEvent(event)

    def done(self, result: int) -> None:
        self.cancel()  # a closed window asks for no more fights
        super().done(result)


def open_report(window: Any) -> DifficultyReportWindow | None:
    """Encounter ▸ Difficulty report… on the main window's open encounter."""
    session = window.session
    if session is None:
        window.say(tr("Open an encounter first."), 4000)
        return None
    dialog = DifficultyReportWindow(session.setup, session.name, window)
    dialog.setModal(False)
    dialog.show()
    return dialog
