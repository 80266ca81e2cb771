"""One simulation run off the GUI thread and out of its process: `DifficultyRun` is a QThread that starts
a worker process (`child.play`, spawned: no Qt in it) and waits on its queue, so the GUI thread never
competes with the fights for Python's interpreter lock.

A run plays fights (`child.play`) or, given a `child.TuneJob`, tunes the encounter (`child.tune`: notes of
what it tried, then a `Tuning`); a `DayRun` plays an adventuring day (`child.day`: progress by days,
then a `DayReport`). The run reports progress, then its `Report` or a sentence for the GM, by signal: each signal carries the run
itself first, so receivers connect bound methods of GUI-thread objects (the connection is then queued to
the GUI thread) and can tell a stale run from the current one. `ended` comes last of all. `cancel()` ends
the worker process at once (within `POLL_S`); a cancelled run emits `cancelled` and no report.

A run has no Qt parent: `launch` keeps it alive until its thread is over (then deletes it), whatever
becomes of the widget that asked for it, and the owner's destruction cancels it. `stop_all` cancels every
live run and waits for them (the main window closing).
"""

from __future__ import annotations

import atexit
import contextlib
import copy
import multiprocessing
import os
import queue
import signal
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal

from gm_desk.rules.difficulty.fight import ROUND_CAP
from gm_desk.ui.difficulty import child
from gm_desk.ui.i18n import current_language, tr

POLL_S = 0.05
END_S = 2.0  # how long a worker told to end may take before it is killed


class DifficultyRun(QThread):
    progressed = Signal(object, int, int)  # the run, fights done, fights asked
    reported = Signal(object, object)  # the run, its Report
    failed = Signal(object, str)  # the run, why the encounter cannot be played (in a GM's words)
    cancelled = Signal(object)
    noted = Signal(object, str)  # the run, what the tuner tried last (a tuning run only)
    ended = Signal(object)  # the run, whatever its outcome: the receiver may `retire` it

    def __init__(
        self,
        setup: dict[str, Any],
        fights: int,
        seed: int = 0,
        round_cap: int = ROUND_CAP,
        tune: child.TuneJob | None = None,
    ):
        super().__init__()
        self.setup = copy.deepcopy(setup)  # the GM may keep editing while the copy is played
        self.fights = fights
        self.seed = seed
        self.round_cap = round_cap
        self.tune = tune  # None: one simulation, reported as a Report; else a tuning, as a Tuning
        self.language = current_language()  # the worker writes its words in it (`child.speak`)
        self._stop = False
        self.pid: int | None = None  # the worker process's, once started

    def cancel(self) -> None:
        self._stop = True

    @property
    def stopping(self) -> bool:
        return self._stop

    def run(self) -> None:
        try:
            self._play()
        finally:
            self.ended.emit(self)

    def work(self, messages: Any) -> tuple[Any, tuple[Any, ...]]:
        """The worker process's function (of `child`: no Qt) and its arguments, `messages` its queue."""
        if self.tune is None:
            return child.play, (self.setup, self.fights, self.seed, messages, self.round_cap, self.language)
        return child.tune, (self.setup, self.fights, self.seed, messages, self.round_cap, self.tune, self.language)

    def _play(self) -> None:
        context = multiprocessing.get_context("spawn")
        messages = context.Queue()
        target, args = self.work(messages)
        # Not daemonic: a daemonic process may start none of its own (`child.workers`). It never outlives
        # the run: `end` stops it, and `stop_all` ends every run when the program ends.
        process = context.Process(target=target, args=args)
        process.start()
        self.pid = process.pid
        try:
            while True:
                if self._stop:
                    self.cancelled.emit(self)
                    return
                try:
                    message = messages.get(timeout=POLL_S)
                except queue.Empty:
                    if not process.is_alive() and messages.empty():
                        self.failed.emit(self, tr("The simulation stopped unexpectedly."))
                        return
                    continue
                kind = message[0]
                if kind == "progress":
                    self.progressed.emit(self, message[1], message[2])
                elif kind == "note":
                    self.noted.emit(self, message[1])
                elif kind == "failed":
                    self.failed.emit(self, message[1])
                    return
                elif kind == "report":
                    if self._stop:
                        self.cancelled.emit(self)
                    else:
                        self.reported.emit(self, message[1])
                    return
        finally:
            end(process)
            messages.close()
            messages.join_thread()


def end(process: Any) -> None:
    """Stop a worker process that is still going, with the processes it started (`child.workers`: it leads
    their process group and ends it on SIGTERM); killed, group and all, if it has not ended within
    `END_S`."""
    if process.is_alive():
        process.terminate()
        process.join(END_S)
    if process.is_alive():
        if hasattr(os, "killpg"):
            with contextlib.suppress(OSError):  # not its own group yet: it has started no process
                os.killpg(process.pid, signal.SIGKILL)
        process.kill()
    process.join()


class DayRun(DifficultyRun):
    """An adventuring day (`child.DayJob`) played `days` times: `progressed` counts days, `reported` carries
    a `DayReport`."""

    def __init__(self, job: child.DayJob, days: int, seed: int = 0, round_cap: int = ROUND_CAP):
        super().__init__({}, days, seed, round_cap)
        self.job = copy.deepcopy(job)

    def work(self, messages: Any) -> tuple[Any, tuple[Any, ...]]:
        return child.day, (self.job, self.fights, self.seed, messages, self.round_cap, self.language)


class _Keeper(QObject):
    """Holds the live runs (created with the first launch, in the GUI thread) and retires ended ones."""

    def __init__(self) -> None:
        super().__init__()
        self.runs: list[DifficultyRun] = []

    def retire(self, run: DifficultyRun) -> None:
        run.wait()  # `ended` comes just before the thread is really over
        if run in self.runs:
            self.runs.remove(run)
        run.deleteLater()


_keeper: _Keeper | None = None


def launch(run: DifficultyRun, owner: QObject) -> DifficultyRun:
    """Start `run` for `owner`, which hears its signals; `owner` gone, the run is cancelled."""
    global _keeper
    if _keeper is None:
        _keeper = _Keeper()
        # A run still going when the program ends is stopped first: a QThread destroyed while it runs
        # would take the process down with it.
        atexit.register(stop_all)
    _keeper.runs.append(run)
    run.ended.connect(_keeper.retire)
    owner.destroyed.connect(run.cancel)
    run.start(QThread.Priority.LowPriority)
    return run


def live_runs() -> list[DifficultyRun]:
    return list(_keeper.runs) if _keeper is not None else []


def stop_all(msecs: int = 5000) -> None:
    """Cancel every live run and wait for its thread to end."""
    for run in live_runs():
        run.cancel()
    for run in live_runs():
        run.wait(msecs)
