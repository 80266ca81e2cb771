"""The difficulty badge of a prepared encounter: a small status-bar label, "Party wins ~85% (78–90%) · easy".

A second after the last change to the encounter in prep (a single-shot QTimer restarted by every change)
a few hundred fights are played in the background (`worker.DifficultyRun`); a change during a run cancels
it and starts the wait again. The badge is hidden while no encounter is open and once the fight starts.
The colour band always comes with words, never alone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QLabel, QWidget

from gm_desk.rules.i18n import percent
from gm_desk.ui.i18n import N_, tr
from gm_desk.ui.plain_text import tooltip
from gm_desk.ui.theme import style

if TYPE_CHECKING:
    from gm_desk.rules.difficulty import Report
    from gm_desk.ui.difficulty.worker import DifficultyRun
    from gm_desk.ui.notice import Notice, Notices
    from gm_desk.ui.session import EncounterSession

BADGE_FIGHTS = 300
DEBOUNCE_MS = 1000

# (lowest win chance, word, background colour): the first band the chance reaches.
BANDS = (
    (0.9, N_("easy"), "#cdebd0"),
    (0.7, N_("fair"), "#e6efc4"),
    (0.4, N_("hard"), "#f6e2b8"),
    (0.0, N_("deadly"), "#f4c7c3"),
)


def band(win_chance: float) -> tuple[str, str]:
    """The word and the colour of a win chance."""
    for low, word, colour in BANDS:
        if win_chance >= low:
            return tr(word), colour
    return tr(BANDS[-1][1]), BANDS[-1][2]


pct = percent  # a chance as a GM reads it: 99.6% is not 100% (`gm_desk.rules.i18n.percent`)


def badge_text(report: Report) -> str:
    lo, hi = report.win_interval
    word, _ = band(report.win_chance)
    return tr(
        "Party wins ~{chance} ({low}–{high}) · {word}",
        chance=pct(report.win_chance),
        low=pct(lo),
        high=pct(hi),
        word=word,
    )


class DifficultyBadge(QLabel):
    def __init__(
        self,
        notices: Notices,
        parent: QWidget | None = None,
        *,
        fights: int = BADGE_FIGHTS,
        debounce_ms: int = DEBOUNCE_MS,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("difficultyBadge")
        self.fights = fights
        self.session: EncounterSession | None = None
        self.run: DifficultyRun | None = None
        self.report: Report | None = None
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(debounce_ms)
        self.timer.timeout.connect(self._start)
        self.hide()
        notices.follow(self.on_change)

    def on_change(self, notice: Notice) -> None:
        self.session = notice.session
        if notice.opened or notice.fight or notice.setup:  # not a zone moved on the map: same fight
            self._changed()

    def _changed(self) -> None:
        self._stop()
        self.report = None
        session = self.session
        if session is None or not session.in_prep:
            self.hide()
            return
        from gm_desk.rules.prep.sides import foes

        if not foes(session.setup):  # nothing to fight: not "deadly", not "easy"
            self._show(
                tr("Difficulty: no foes"), "#e8e8e8", tr("This encounter has no foes yet: there is no fight to simulate.")
            )
            return
        self._show(
            tr("Difficulty: estimating…"), "#e8e8e8", tr("Fights are being simulated in the background.")
        )
        self.timer.start()

    def _start(self) -> None:
        session = self.session
        if session is None or not session.in_prep:
            return
        # The simulation's machinery (multiprocessing, the engine's runner) loads at the first run, a
        # second after the window opened, not during the start.
        from gm_desk.ui.difficulty.worker import DifficultyRun, launch

        run = DifficultyRun(session.setup, self.fights, 0)
        run.reported.connect(self._reported)
        run.failed.connect(self._failed)
        self.run = run
        launch(run, self)

    def _reported(self, run: DifficultyRun, report: Report) -> None:
        if run is not self.run or run.stopping:
            return
        self.run = None
        self.report = report
        _word, colour = band(report.win_chance)
        self._show(
            badge_text(report),
            colour,
            tr(
                "{fights} simulated fights: the party wins {wins}; fights last {rounds:.1f} rounds on average. "
                "Encounter ▸ Difficulty report… for more.",
                fights=report.fights,
                wins=report.wins,
                rounds=report.rounds_mean,
            ),
        )

    def _failed(self, run: DifficultyRun, text: str) -> None:
        if run is self.run:
            self.run = None
            self._show(tr("Difficulty: cannot be simulated"), "#e8e8e8", text)

    def _show(self, text: str, colour: str, tip: str) -> None:
        self.setText(text)
        self.setToolTip(tooltip(tip))
        style(
            self,
            f"QLabel#difficultyBadge {{ background: {colour}; color: #202020; "
            "border: 1px solid #9a9a9a; border-radius: 3px; padding: 1px 6px; }",
        )
        self.show()

    def _stop(self) -> None:
        self.timer.stop()
        run, self.run = self.run, None
        if run is not None:
            run.cancel()  # it ends at its next chunk; its report, if any, is ignored
