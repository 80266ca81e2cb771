"""Automatic backups of the open data file, and imports that back the file up first.

`AutoBackup` applies a `BackupPolicy` to one open `Store`: `on_open()` makes the day's first backup,
`tick()` (called every minute by the UI's timer) keeps the WAL guard fresh and makes a backup when
the policy says one is due. Every backup goes through `make_backup` (SQLite backup API, reopened and
integrity-checked before anything older is deleted); only then are older ones pruned by the policy.

`import_with_backup` is `import_pack` preceded by a verified backup: if the backup cannot be made,
nothing is imported.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

import gm_desk.store.wal_guard as wal_guard
from gm_desk.rules.i18n import t
from gm_desk.store.backup import list_backups, make_backup
from gm_desk.store.backup_policy import BackupPolicy
from gm_desk.store.errors import StoreError, translated_errors
from gm_desk.store.files import remove_with_side_files
from gm_desk.store.models import db

if TYPE_CHECKING:
    from gm_desk.store.connection import Store
    from gm_desk.store.intake.packs import ImportReport, Pack

REASON_DAILY = "daily, on open"
REASON_RUNNING = "automatic, while running"
# Far above any policy: make_backup's count rotation must not run ahead of the policy's pruning.
_NO_COUNT_ROTATION = 100_000


class AutoBackup:
    """The backup schedule of one open store. Not thread-safe: call it from the GUI thread."""

    def __init__(
        self,
        store: Store,
        policy: BackupPolicy | None = None,
        clock: Callable[[], datetime] = datetime.now,
    ) -> None:
        self.store = store
        self.policy = policy or BackupPolicy()
        self.clock = clock  # local time, like the stamps in backup names
        self._seen_changes = 0
        self._seen_changes = self._total_changes()
        self._changed = False

    def on_open(self) -> Path | None:
        """The day's first backup, unless one exists already or the file holds nothing yet."""
        if not self.policy.due_on_open(self.clock(), list_backups(self.store.backup_dir)):
            return None
        if not self._holds_anything():
            return None
        return self.backup(REASON_DAILY)

    def tick(self) -> Path | None:
        """Refresh the WAL guard; make a backup if data changed and the last one is old enough.

        Does nothing while a transaction is open (an import in progress): it will be the next tick's
        turn. Raises StoreError if the disk refuses; the schedule is unchanged then and retries.
        """
        if self.store.closed or self.store.database.in_transaction():
            return None
        self._note_changes()
        wal_guard.refresh(self.store.database)
        self._seen_changes = self._total_changes()  # the guard's own writes are not the GM's changes
        backups = list_backups(self.store.backup_dir)
        last = backups[0].created if backups else None
        if not self.policy.due_while_running(self.clock(), last, self._changed):
            return None
        return self.backup(REASON_RUNNING)

    def backup(self, reason: str) -> Path:
        """A verified backup now, then older ones pruned by the policy; returns the new backup."""
        made = backup_and_prune(self.store.path, self.store.backup_dir, reason, self.policy)
        self._changed = False
        self._seen_changes = self._total_changes()
        return made

    def _note_changes(self) -> None:
        if self._total_changes() != self._seen_changes:
            self._changed = True

    def _total_changes(self) -> int:
        if self.store.closed:
            return self._seen_changes
        # Counts every row this connection changed since it opened; any difference means new work.
        return int(self.store.database.connection().total_changes)

    def _holds_anything(self) -> bool:
        with translated_errors():
            row = self.store.database.execute_sql(
                "SELECT (SELECT count(*) FROM creature) + (SELECT count(*) FROM campaign)"
            ).fetchone()
        return bool(row and row[0])


def backup_and_prune(db_path: Path, backup_dir: Path, reason: str, policy: BackupPolicy) -> Path:
    """`make_backup` (verified before anything is deleted), then the backups the policy no longer
    keeps are removed. The new backup is never among them."""
    made = make_backup(db_path, backup_dir, reason, keep=_NO_COUNT_ROTATION)
    for path in policy.to_delete(list_backups(backup_dir), data_size=db_path.stat().st_size):
        if path != made:
            remove_with_side_files(path)
    return made


def import_with_backup(
    pack: Pack,
    on_clash: str = "skip",
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
    *,
    backup_dir: Path | None = None,
    policy: BackupPolicy | None = None,
) -> ImportReport:
    """`import_pack`, after a verified backup of the open data file ("before import of <pack>").

    The backup goes to `backup_dir` (default: the `backups` folder beside the data file). If it cannot
    be made, StoreError is raised and nothing is imported. Older backups are pruned by `policy`.
    """
    # Imported here: packs pulls in pydantic and the rulesets' schemas, which opening a file never needs.
    from gm_desk.store.intake.packs import import_pack

    if db.obj is None or db.obj.is_closed():
        raise StoreError(t("No data file is open."))
    path = Path(db.obj.database)
    folder = backup_dir if backup_dir is not None else path.parent / "backups"
    try:
        backup_and_prune(path, folder, f"before import of {pack.name}", policy or BackupPolicy())
    except (StoreError, OSError) as error:
        raise StoreError(
            # The dialog says "Nothing was imported: …" before this; saying it here too said it twice.
            t("GM Desk could not back up your data first: {error}", error=error)
        ) from error
    return import_pack(pack, on_clash, progress=progress, cancelled=cancelled)


def import_file_with_backup(path: Path, on_clash: str = "skip", **kwargs: Any) -> ImportReport:
    """Load the pack file at `path` (refusing a bad file before any backup is made), then
    `import_with_backup`."""
    from gm_desk.store.intake.packs import load_pack

    return import_with_backup(load_pack(path), on_clash, **kwargs)
