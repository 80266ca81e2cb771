"""When automatic backups are made and which ones are kept: pure decisions, no files touched.

The rules, for a GM who preps during the week and plays at the weekend:

- on open, one backup a day at most (the file as it was before today's changes);
- while GM Desk runs, one every `every` minutes, but only if something changed since the last one;
- kept: the `keep_recent` newest backups, plus the newest backup of each of the `keep_days` most
  recent days that have one, so a long session's half-hourly backups never push out last week's;
- within a size budget: together the kept backups take at most `budget` times the data file's size
  (the oldest go first), and the `keep_always` newest are kept whatever their size. Backups are
  compressed (about a tenth of the data file for a year of play), so the budget bites only on data
  that does not compress.

`max_files` is the hard cap handed to `make_backup` for the backups made outside this policy (before
an upgrade, a restore, an import), so the simple count rotation there never undercuts these rules by
much. AutoBackup (auto_backup.py) applies the policy; the UI's timer only asks it every minute.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path

from gm_desk.rules.i18n import t
from gm_desk.store.backup import BackupInfo


@dataclass(frozen=True)
class BackupPolicy:
    every: timedelta = timedelta(minutes=30)
    keep_recent: int = 10
    keep_days: int = 14
    budget: int = 5  # times the data file's size, for all the backups together
    keep_always: int = 2

    def __post_init__(self) -> None:
        if self.keep_recent < 1 or self.keep_days < 0 or self.keep_always < 1 or self.budget < 1:
            raise ValueError(t("A backup policy keeps at least the newest backup."))
        if self.every <= timedelta(0):
            raise ValueError(t("The interval between backups must be positive."))

    @property
    def max_files(self) -> int:
        return self.keep_recent + self.keep_days

    def due_on_open(self, now: datetime, backups: Sequence[BackupInfo]) -> bool:
        """True unless a backup was already made today (any reason counts: it holds today's start)."""
        return not any(info.created.date() == now.date() for info in backups)

    def due_while_running(self, now: datetime, last_backup: datetime | None, changed: bool) -> bool:
        """True if data changed since the last backup and that backup is at least `every` old.

        A clock set back (last backup "in the future") counts as old: better one backup too many.
        """
        if not changed:
            return False
        return last_backup is None or not (last_backup <= now < last_backup + self.every)

    def to_delete(self, backups: Sequence[BackupInfo], data_size: int | None = None) -> list[Path]:
        """The backups these rules no longer keep, oldest first. Unreadable backups are never a day's
        representative (a day whose newest backup is unreadable keeps its newest readable one). With
        `data_size` (the data file's size), the size budget applies too."""
        newest_first = sorted(backups, key=lambda info: (info.created, info.path.name), reverse=True)
        keep = {info.path for info in newest_first[: self.keep_recent]}
        days: list[object] = []
        for info in newest_first:
            day = info.created.date()
            if info.problem is None and day not in days and len(days) < self.keep_days:
                days.append(day)
                keep.add(info.path)
        if data_size is not None:
            total = 0
            for n, info in enumerate(info for info in newest_first if info.path in keep):
                total += info.size
                if n >= self.keep_always and total > self.budget * data_size:
                    keep.discard(info.path)
        return [info.path for info in reversed(newest_first) if info.path not in keep]
