"""The clock behind automatic backups: a QTimer that asks the store's AutoBackup every minute.

The policy (when, how many kept) is the store's; this only supplies the ticks on the GUI thread, where
all writes happen, and turns the outcome into signals the main window may show in its status bar.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from gm_desk.store import AutoBackup, BackupPolicy, Store, StoreError
from gm_desk.ui.i18n import tr

TICK_MS = 60_000
# The day's first backup waits until the window is shown: start-up stays quick, and a GM does not
# change much in the first seconds.
FIRST_DELAY_MS = 1_500


class BackupTimer(QObject):
    backed_up = Signal(str)  # the new backup's path
    failed = Signal(str)  # a sentence for the GM; the timer keeps running and retries

    def __init__(
        self,
        store: Store,
        policy: BackupPolicy | None = None,
        parent: QObject | None = None,
        *,
        interval_ms: int = TICK_MS,
        clock: Callable[[], datetime] = datetime.now,
    ) -> None:
        super().__init__(parent)
        self.auto = AutoBackup(store, policy, clock)
        self.timer = QTimer(self)
        self.timer.setObjectName("backupTimer")
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(self.tick)
        self._last_failure = ""

    def start(self, first_delay_ms: int = FIRST_DELAY_MS) -> None:
        """The day's first backup (if due) once the window is up, then a tick every interval."""
        QTimer.singleShot(first_delay_ms, self, self.open_check)
        self.timer.start()

    def open_check(self) -> Path | None:
        return self._run(self.auto.on_open)

    def stop(self) -> None:
        self.timer.stop()

    def tick(self) -> Path | None:
        return self._run(self.auto.tick)

    def _run(self, step: Callable[[], Path | None]) -> Path | None:
        try:
            made = step()
        except StoreError as error:
            message = tr("Automatic backup failed: {error}", error=error)
            if message != self._last_failure:  # say it once, not every minute
                self._last_failure = message
                print(f"gm-desk: {message}", file=sys.stderr)  # also where a start from a terminal shows it
                self.failed.emit(message)
            return None
        self._last_failure = ""
        if made is not None:
            self.backed_up.emit(str(made))
        return made
