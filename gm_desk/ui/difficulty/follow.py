"""Following one background run at a time (`worker.DifficultyRun`): the Difficulty dialog, its Tune panel
and the Plan a day dialog hear the run they started last, and drop the news of one they gave up on.

`RunFollower` is mixed into those widgets after their Qt class: `begin` starts a run and follows it,
`give_up` cancels it. The widget gives `_set_running(running)`,
shows a result in `_finished(result)` (after `run` is cleared) and, when it counts the run's steps, a
`progress` bar; `CountBar` is that bar, its count written with the thousands separator the spin boxes
and reports use (Qt's own %v and %m write none).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QLabel, QProgressBar, QWidget

from gm_desk.ui.difficulty.worker import DifficultyRun, launch


class RunFollower:
    run: DifficultyRun | None
    progress: QProgressBar
    status: QLabel
    # Given by the widget: what it enables while a run goes, and how it shows a run's result.
    _set_running: Callable[[bool], None]
    _finished: Callable[[Any], None]

    def begin(self, run: DifficultyRun, words: str, steps: int | None = None) -> None:
        """Start `run` and follow it, the status saying `words`; a run counted in `steps` (fights, days)
        starts its bar at none of them."""
        self.follow(run)
        if steps is not None:
            self.progress.setRange(0, steps)
            self.progress.setValue(0)
        self.status.setText(words)
        self._set_running(True)
        assert isinstance(self, QObject)  # mixed into a widget, which owns the run
        launch(run, self)

    def give_up(self, words: str) -> None:
        """Cancel the run followed, if any (its news is dropped from now on), the status saying `words`."""
        run, self.run = self.run, None
        if run is not None:
            run.cancel()
            self.status.setText(words)
        self._set_running(False)

    def follow(self, run: DifficultyRun) -> None:
        """Hear `run` from now on (its progress, notes, report, refusal or cancel), and only it."""
        run.progressed.connect(self._progressed)
        run.noted.connect(self._noted)
        run.reported.connect(self._reported)
        run.failed.connect(self._failed)
        run.cancelled.connect(self._cancelled)
        self.run = run

    def _noted(self, run: DifficultyRun, words: str) -> None:
        """What a tuning run tried last; only the Tune panel shows it."""

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

    def _reported(self, run: DifficultyRun, result: Any) -> None:
        if run is self.run:
            self.run = None
            self._finished(result)


class CountBar(QProgressBar):
    """A run's progress in words, "250 of 1,000 fights": `say(done, total)` writes them."""

    def __init__(self, say: Callable[[int, int], str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._say = say

    def text(self) -> str:
        return self._say(max(self.value(), 0), self.maximum())
