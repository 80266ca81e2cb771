"""Following one background run at a time (`worker.DifficultyRun`): the Difficulty dialog, its Tune panel
and the Plan a day dialog hear the run they started last, and drop the news of one they gave up on.

`RunFollower` is mixed into those widgets after their Qt class. The widget gives `_set_running(running)`,
shows a result in `_finished(result)` (after `run` is cleared) and, when it counts the run's steps, a
`progress` bar; `CountBar` is that bar, its count written with the thousands separator the spin boxes
and reports use (Qt's own %v and %m write none).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QLabel, QProgressBar, QWidget

from gm_desk.ui.difficulty.worker import DifficultyRun


class RunFollower:
    run: DifficultyRun | None
    progress: QProgressBar
    status: QLabel

    def follow(self, run: DifficultyRun) -> None:
        """Hear `run` from now on (its progress, notes, report, refusal or cancel), and only it."""
        run.progressed.connect(self._progressed)
        run.noted.connect(self._noted)
        run.reported.connect(self._reported)
        run.failed.connect(self._failed)
        run.cancelled.connect(self._cancelled)
        self.run = run

    def _set_running(self, running: bool) -> None:
        raise NotImplementedError

    def _finished(self, result: Any) -> None:
        raise NotImplementedError

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
