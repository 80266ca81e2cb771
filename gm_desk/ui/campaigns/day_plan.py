"""Campaigns ▸ Plan a day…: an adventuring day of the chosen campaign, planned and played in the background.

The campaign's encounters are listed; the GM ticks the ones fought this day and puts them in order (Move
up and Move down, or Ctrl+Up and Ctrl+Down in the list), chooses what a rest lets recover between two
fights (`day_rests.RestsPanel`: nothing by default), the number of days, the dice seed and the round cap.
Run plays the day in a worker process (`worker.DayRun`, the Difficulty report's machinery): the bar
counts the days, Cancel stops at once, and the report (`day_report.DayReportView`) comes from the rules'
`simulate_day`. A day needs two fights of one combat system: anything else is said in words and Run stays
off. The window holds no game logic: the fights in order and the rests become `simulate_day`'s arguments.
"""

from __future__ import annotations

import itertools
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent, QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from gm_desk import store as repo
from gm_desk.rules.difficulty.day import DEFAULT_DAYS, DayReport
from gm_desk.rules.difficulty.fight import ROUND_CAP
from gm_desk.rules.difficulty.run import MAX_ROUND_CAP
from gm_desk.rules.rulesets import available
from gm_desk.store import StoreError
from gm_desk.ui.campaigns.day_report import DayReportView
from gm_desk.ui.campaigns.day_rests import RestsPanel
from gm_desk.ui.difficulty.child import DayJob
from gm_desk.ui.difficulty.follow import CountBar, RunFollower
from gm_desk.ui.difficulty.worker import DayRun
from gm_desk.ui.i18n import tr
from gm_desk.ui.plain_text import plain_label

ID_ROLE = Qt.ItemDataRole.UserRole + 1
SYSTEM_ROLE = Qt.ItemDataRole.UserRole + 2
NAME_ROLE = Qt.ItemDataRole.UserRole + 3
MAX_DAYS = 100_000  # what simulate_day takes
MAX_SEED = 2**31 - 1


class FightList(QListWidget):
    """The campaign's encounters, ticked to be fought; Ctrl+Up and Ctrl+Down move the chosen one."""

    def __init__(self, move: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.move_fight = move

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier and event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            self.move_fight(-1 if event.key() == Qt.Key.Key_Up else 1)
            return
        super().keyPressEvent(event)


class DayPlanDialog(QDialog, RunFollower):
    def __init__(self, campaign_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dayPlan")
        self.campaign_id = campaign_id
        self.run: DayRun | None = None
        self.systems = dict(available())
        try:
            campaign = repo.get_campaign(campaign_id)
            encounters = repo.list_encounters(campaign_id)
            title, system = campaign.name, campaign.ruleset
        except StoreError as exc:
            encounters, title, system = [], "", ""
            self._load_error = str(exc)
        else:
            self._load_error = ""
        self.setWindowTitle(tr("Plan a day — {name}", name=title))

        intro = QLabel(
            tr(
                "Tick the encounters the party fights this day and put them in order. Between two fights each PC "
                "keeps what the last one left: Strain, wounds, health, conditions, being down; unless you give "
                "the party a rest below."
            ),
            self,
        )
        intro.setWordWrap(True)
        self.fights = FightList(self.move_fight, self)
        self.fights.setObjectName("dayFightList")
        self.fights.setAccessibleName(tr("Encounters of the day"))
        for enc in encounters:
            item = QListWidgetItem(f"{enc.name} ({self.systems.get(enc.ruleset, enc.ruleset)})")
            item.setData(ID_ROLE, enc.id)
            item.setData(SYSTEM_ROLE, enc.ruleset)
            item.setData(NAME_ROLE, enc.name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if enc.ruleset == system else Qt.CheckState.Unchecked)
            self.fights.addItem(item)
        if self.fights.count():
            self.fights.setCurrentRow(0)
        self.up_button = QPushButton(tr("Move &up"), self)
        self.down_button = QPushButton(tr("Move do&wn"), self)
        self.up_button.setToolTip(tr("Fight the chosen encounter earlier in the day (Ctrl+Up)"))
        self.down_button.setToolTip(tr("Fight the chosen encounter later in the day (Ctrl+Down)"))
        self.up_button.clicked.connect(lambda: self.move_fight(-1))
        self.down_button.clicked.connect(lambda: self.move_fight(1))
        self.rests = RestsPanel(self)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.rests)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

        fights_title = QLabel(tr("&Encounters, in the order fought:"), self)
        fights_title.setBuddy(self.fights)
        moves = QVBoxLayout()
        moves.addWidget(self.up_button)
        moves.addWidget(self.down_button)
        moves.addStretch(1)
        fights_row = QHBoxLayout()
        fights_row.addWidget(self.fights, 1)
        fights_row.addLayout(moves)
        plan = QWidget(self)
        plan_layout = QVBoxLayout(plan)
        plan_layout.addWidget(fights_title)
        plan_layout.addLayout(fights_row, 2)
        plan_layout.addWidget(QLabel(tr("Between the fights:"), self))
        plan_layout.addWidget(scroll, 3)

        self.days = QSpinBox(self)
        self.days.setRange(1, MAX_DAYS)
        self.days.setValue(DEFAULT_DAYS)
        self.days.setGroupSeparatorShown(True)
        self.seed = QSpinBox(self)
        self.seed.setRange(0, MAX_SEED)
        self.round_cap = QSpinBox(self)
        self.round_cap.setRange(1, MAX_ROUND_CAP)
        self.round_cap.setValue(ROUND_CAP)
        self.round_cap.setSuffix(tr(" rounds"))
        self.round_cap.setToolTip(tr("A fight still going after this many rounds is undecided, and ends the day."))
        settings = QHBoxLayout()
        for text, spin in ((tr("D&ays to simulate:"), self.days), (tr("Dice &seed:"), self.seed), (tr("Round ca&p:"), self.round_cap)):
            label = QLabel(text, self)
            label.setBuddy(spin)
            settings.addWidget(label)
            settings.addWidget(spin)
        settings.addStretch(1)

        self.report_view = DayReportView(self)
        self.tabs = QTabWidget(self)
        self.tabs.addTab(plan, tr("&Fights and rests"))
        self.tabs.addTab(self.report_view, tr("Repor&t"))

        self.run_button = QPushButton(tr("&Run"), self)
        self.run_button.setDefault(True)
        self.cancel_button = QPushButton(tr("&Cancel"), self)
        self.cancel_button.setEnabled(False)
        self.run_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(self.cancel)
        self.progress = CountBar(lambda done, total: tr("{done:,} of {total:,} days", done=done, total=total), self)
        self.progress.setRange(0, self.days.value())
        self.progress.setValue(0)
        self.days.valueChanged.connect(self._days_set)
        self.status = plain_label(parent=self)
        self.status.setObjectName("dayStatus")
        self.status.setWordWrap(True)
        self.close_box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.close_box.rejected.connect(self.reject)
        for button in self.close_box.buttons():
            if isinstance(button, QPushButton):
                button.setAutoDefault(False)
        runs = QHBoxLayout()
        runs.addWidget(self.run_button)
        runs.addWidget(self.cancel_button)
        runs.addWidget(self.progress, 1)

        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(settings)
        layout.addWidget(self.tabs, 1)
        layout.addLayout(runs)
        layout.addWidget(self.status)
        layout.addWidget(self.close_box)
        self.resize(860, 600)

        self.fights.itemChanged.connect(lambda *_: self._plan_changed())
        self.fights.currentRowChanged.connect(lambda *_: self._moves_enabled())
        self.rests.changed.connect(self._rests_changed)
        self._plan_changed()

    # --- the plan -----------------------------------------------------------------------------------

    def chosen(self) -> list[QListWidgetItem]:
        """The ticked encounters, in the order fought."""
        items = [self.fights.item(r) for r in range(self.fights.count())]
        return [item for item in items if item.checkState() == Qt.CheckState.Checked]

    def move_fight(self, step: int) -> None:
        row = self.fights.currentRow()
        to = row + step
        if row < 0 or not 0 <= to < self.fights.count() or self.run is not None:
            return
        self.fights.blockSignals(True)
        item = self.fights.takeItem(row)
        self.fights.insertItem(to, item)
        self.fights.blockSignals(False)
        self.fights.setCurrentRow(to)
        self._plan_changed()

    def _moves_enabled(self) -> None:
        row, idle = self.fights.currentRow(), self.run is None
        self.up_button.setEnabled(idle and row > 0)
        self.down_button.setEnabled(idle and 0 <= row < self.fights.count() - 1)

    def refusal(self) -> str:
        """Why the day cannot be run as it stands, in words; empty when it can."""
        if self._load_error:
            return self._load_error
        if self.fights.count() == 0:
            return tr("This campaign has no encounter yet. A day is at least two fights: prepare them in the Campaigns window (Prepare new…).")
        if self.fights.count() == 1:
            return tr(
                "A day is at least two fights, and this campaign has one encounter. Prepare another in the Campaigns window "
                "(Prepare new…), or open this one and use Encounter ▸ Duplicate encounter."
            )
        chosen = self.chosen()
        if len(chosen) < 2:
            return tr("A day is at least two fights: tick two encounters or more.")
        first = chosen[0]
        for item in chosen[1:]:
            if item.data(SYSTEM_ROLE) != first.data(SYSTEM_ROLE):
                return tr(
                    "“{name}” is played under {system}, the day's first fight “{first}” under {first_system}: the fights "
                    "of a day are all of one combat system. Untick one of them.",
                    name=item.data(NAME_ROLE),
                    system=self.systems.get(item.data(SYSTEM_ROLE), item.data(SYSTEM_ROLE)),
                    first=first.data(NAME_ROLE),
                    first_system=self.systems.get(first.data(SYSTEM_ROLE), first.data(SYSTEM_ROLE)),
                )
        return ""

    def _plan_changed(self) -> None:
        self.rests.show_fights([(item.data(ID_ROLE), item.data(NAME_ROLE)) for item in self.chosen()])
        self._tab_order()
        self._set_running(self.run is not None)
        if self.run is None:
            self.status.setText(self.refusal() or self._ready_words())

    def _rests_changed(self) -> None:
        if self.run is None and not self.refusal():
            self.status.setText(self._ready_words())

    def _ready_words(self) -> str:
        count = len(self.chosen())
        rests = len(self.rests.rests())
        return tr(
            "{count} fights in a row, {rests} of them followed by a rest. Press Run to play the day.",
            count=count,
            rests=rests,
        )

    def _tab_order(self) -> None:
        chain: list[QWidget] = [
            self.days,
            self.seed,
            self.round_cap,
            self.tabs.tabBar(),
            self.fights,
            self.up_button,
            self.down_button,
            *self.rests.focus_chain(),
            self.run_button,
            self.cancel_button,
            *self.close_box.buttons(),
        ]
        for before, after in itertools.pairwise(chain):
            QWidget.setTabOrder(before, after)

    # --- the run ------------------------------------------------------------------------------------

    @property
    def running(self) -> bool:
        return self.run is not None

    def job(self) -> DayJob:
        """The day as the GM set it: the encounters' setups in order (named as the campaign lists them) and
        the rests. StoreError when an encounter cannot be read."""
        setups = []
        for item in self.chosen():
            setup = dict(repo.get_encounter(item.data(ID_ROLE)).setup)
            setup["name"] = item.data(NAME_ROLE)
            setups.append(setup)
        return DayJob(tuple(setups), self.rests.rests())

    def start(self) -> None:
        if self.run is not None:
            return
        refused = self.refusal()
        if refused:
            self.status.setText(refused)
            return
        try:
            job = self.job()
        except StoreError as exc:
            self.status.setText(str(exc))
            return
        days = self.days.value()
        run = DayRun(job, days, self.seed.value(), self.round_cap.value())
        self.begin(run, tr("Playing the day {days:,} times…", days=days), days)

    def cancel(self) -> None:
        self.give_up(tr("Cancelled: no report for this run."))

    def _set_running(self, running: bool) -> None:
        idle = not running
        self.run_button.setEnabled(idle and not self.refusal())
        self.cancel_button.setEnabled(running)
        for widget in (self.days, self.seed, self.round_cap, self.fights, self.rests):
            widget.setEnabled(idle)
        self._moves_enabled()
        if running:
            self.cancel_button.setFocus()
        elif self.cancel_button.hasFocus() or self.focusWidget() is None:
            self.run_button.setFocus()

    def _days_set(self, days: int) -> None:
        if self.run is None:
            self.progress.setRange(0, days)
            self.progress.setValue(0)

    def _finished(self, report: DayReport) -> None:
        self._set_running(False)
        self.progress.setValue(self.progress.maximum())
        self.report_view.show_report(report)
        self.tabs.setCurrentWidget(self.report_view)
        self.status.setText(
            tr("{days:,} simulated days, seed {seed}: the report is shown.", days=report.days, seed=report.seed)
        )

    def closeEvent(self, event: QCloseEvent) -> None:
        self.cancel()  # a closed window asks for no more days
        super().closeEvent(event)

    def done(self, result: int) -> None:
        self.cancel()
        super().done(result)

