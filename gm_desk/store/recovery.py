"""Getting a GM's data back: the file that lost its WAL, the newest good backup, restoring in place.

`open_with_recovery` is `open_store` for the app: it first sets aside a file that lost its WAL (see
wal_guard.py), keeping a verified copy of what it still holds among the backups, and arms the guard
on the file it opens. When the data file had to be set aside (damaged, foreign, or incomplete),
`recovery_offer` says what happened and which backups could take its place; `restore_in_place` swaps
one in and reopens the same `Store` object, so the windows holding it carry on.

A backup is "good" when it passes a full integrity check, is GM Desk's, is not from a newer version,
and holds something (restoring an empty file over an empty file helps nobody).
"""

from __future__ import annotations

import sqlite3
from contextlib import suppress
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path

import gm_desk.store.wal_guard as wal_guard
from gm_desk.rules.i18n import t, when_words
from gm_desk.store.backup import (
    DEFAULT_KEEP,
    BackupInfo,
    check_backup,
    list_backups,
    make_backup,
    restore_backup,
)
from gm_desk.store.connection import BACKUP_DIRNAME, Store, open_store, refuse_unwritable
from gm_desk.store.errors import (
    MIN_FREE,
    NeedsRecoveryError,
    StoreError,
    ensure_room,
    note_data_folder,
)
from gm_desk.store.files import move_aside
from gm_desk.store.migrations import SCHEMA_VERSION

REASON_FOUND_WITHOUT_WAL = "found without its journal"
WAL_PROBLEM = "its journal file (-wal) is missing"


@dataclass(frozen=True)
class RecoveryOffer:
    """What went wrong with the data file, and the good backups that could replace the new empty one."""

    what_happened: str
    moved_aside: Path
    backups: tuple[BackupInfo, ...]  # good ones, newest first


def good_backups(backup_dir: Path, limit: int | None = None) -> list[BackupInfo]:
    """The good backups in `backup_dir`, newest first (at most `limit`); each is fully checked."""
    found: list[BackupInfo] = []
    for info in list_backups(backup_dir):
        if limit is not None and len(found) >= limit:
            break
        if _is_good(info):
            found.append(info)
    return found


def newest_good_backup(backup_dir: Path) -> BackupInfo | None:
    """The newest backup that passes every check, or None."""
    found = good_backups(backup_dir, limit=1)
    return found[0] if found else None


def restore_latest(
    db_path: Path, backup_dir: Path | None = None, *, keep: int = DEFAULT_KEEP
) -> tuple[BackupInfo, Path | None] | None:
    """Restore the newest good backup over the (closed) data file at `db_path`.

    Returns the backup restored and the safety backup of the file it replaced (None if that file was
    missing or too damaged to copy, and moved aside instead), or None if there is no good backup.
    """
    backup_dir = backup_dir if backup_dir is not None else db_path.parent / BACKUP_DIRNAME
    newest = newest_good_backup(backup_dir)
    if newest is None:
        return None
    return newest, restore_file(newest.path, db_path, backup_dir=backup_dir, keep=keep)


def open_with_recovery(
    path: Path, *, backup_dir: Path | None = None, keep_backups: int = DEFAULT_KEEP, repair: bool = True
) -> Store:
    """`open_store`, after setting aside a file that lost its WAL; the WAL guard is armed on the result.

    Raises what open_store raises. The report of a file set aside here has `moved_aside` and
    `problem` set like a damaged file's, and its message says when the file was last complete.
    With `repair=False` (the command-line verbs) nothing is set aside: a file that would be raises
    NeedsRecoveryError, and the app deals with it at its next start, where the GM can choose a backup.
    """
    path = Path(path)
    backup_dir = backup_dir if backup_dir is not None else path.parent / BACKUP_DIRNAME
    note_data_folder(path.parent)
    refuse_unwritable(path)  # before anything reads the file: a read-only file is told, not worked around
    if not repair:
        complete_at = wal_guard.lost_wal(path)
        if complete_at is not None:
            raise NeedsRecoveryError(
                t(
                    "The data file {path} has lost its journal file ({name}-wal): changes made after {when} may be missing from it. Nothing was changed.",
                    path=path,
                    name=path.name,
                    when=describe_time(complete_at),
                )
            )
        incomplete = None
    else:
        ensure_room(path.parent, MIN_FREE, t("opening your data file"))
        incomplete = _set_aside_if_wal_lost(path, backup_dir, keep_backups)
    store = open_store(path, backup_dir=backup_dir, keep_backups=keep_backups, repair=repair)
    if incomplete is not None:
        moved, message = incomplete
        store.report = replace(
            store.report,
            moved_aside=moved,
            problem=WAL_PROBLEM,
            messages=(message, *store.report.messages[1:]),
        )
    _arm(store)
    return store


def recovery_offer(store: Store, limit: int = 3) -> RecoveryOffer | None:
    """If the data file was set aside when `store` was opened and good backups exist, the offer to make."""
    moved = store.report.moved_aside
    if moved is None:
        return None
    backups = good_backups(store.backup_dir, limit)
    if not backups:
        return None
    what = (
        store.report.messages[0]
        if store.report.messages
        else t("The data file was moved aside to {moved}.", moved=moved)
    )
    return RecoveryOffer(what, moved, tuple(backups))


def restore_command(backup: Path, data_dir: Path) -> str:
    """The command line that restores `backup` into the data folder `data_dir` (GM Desk closed)."""
    return f'gm-desk --restore-backup "{backup}" --data-dir "{data_dir}"'


def offer_words(offer: RecoveryOffer, data_dir: Path) -> str:
    """The offer of the newest good backup in words, for a start without a screen (stderr) or a verb."""
    newest = offer.backups[0]
    return t(
        "The newest good backup is {name} ({when}, {contents}). To restore it, close GM Desk and run: {command}",
        name=newest.path.name,
        when=describe_time(newest.created.astimezone().isoformat()),
        contents=newest.summary,
        command=restore_command(newest.path, data_dir),
    )


def restore_in_place(store: Store, backup: Path) -> Path | None:
    """Close `store`, restore `backup` over its file, and reopen the same `Store` object.

    Returns the safety backup of the replaced file (None if there was nothing to copy). If the restore
    is refused (the backup is damaged, foreign, newer...), the original file is reopened unchanged and
    the StoreError is raised; the store is open again either way, unless reopening itself fails.
    """
    store.close()
    failure: StoreError | None = None
    safety: Path | None = None
    try:
        safety = restore_file(backup, store.path, backup_dir=store.backup_dir, keep=store.keep_backups)
    except StoreError as error:
        failure = error
    reopened = open_store(store.path, backup_dir=store.backup_dir, keep_backups=store.keep_backups)
    store.database, store.report = reopened.database, reopened.report
    _arm(store)
    if failure is not None:
        raise failure
    return safety


def restore_file(
    backup: Path, db_path: Path, *, backup_dir: Path | None = None, keep: int = DEFAULT_KEEP
) -> Path | None:
    """`restore_backup` (the data file must be closed), leaving no WAL guard mark in the restored file.

    A mark copied in with the backup (say, from a file set aside as incomplete) means nothing in its new
    place; left there, it would read as a lost WAL at the next start.
    """
    safety = restore_backup(backup, db_path, backup_dir=backup_dir, keep=keep)
    wal_guard.clear_mark(db_path)
    return safety


def describe_time(stamp: str) -> str:
    """A stored UTC timestamp as local time for a sentence ("12 May 2026 at 14:32")."""
    try:
        moment = datetime.fromisoformat(stamp).astimezone()
    except ValueError:
        return stamp
    return when_words(moment)


def _arm(store: Store) -> None:
    # The guard only adds a warning later; a disk that refuses writes is reported at the GM's first change.
    with suppress(StoreError):
        wal_guard.refresh(store.database)


def _set_aside_if_wal_lost(path: Path, backup_dir: Path, keep: int) -> tuple[Path, str] | None:
    complete_at = wal_guard.lost_wal(path)
    if complete_at is None:
        return None
    copied = _copy_as_found(path, backup_dir, keep)
    try:
        moved = move_aside(path, "incomplete")
    except OSError as error:
        raise StoreError(
            t(
                "{path} lost its journal file, and GM Desk could not move it aside ({error}).",
                path=path,
                error=error,
            )
        ) from error
    kept = (
        t("A copy of what it still holds was added to your backups.")
        if copied is not None
        else t("GM Desk could not copy what it still holds.")
    )
    message = t(
        "The data file had lost its journal file ({name}-wal), so changes made after {when} may be missing from it. It was moved aside to {moved} (nothing was deleted) and a new, empty data file was started. {kept}",
        name=path.name,
        when=describe_time(complete_at),
        moved=moved.name,
        kept=kept,
    )
    return moved, message


def _copy_as_found(path: Path, backup_dir: Path, keep: int) -> Path | None:
    """A verified backup of the file as found (make_backup leaves the guard's mark out of every copy)."""
    try:
        return make_backup(path, backup_dir, REASON_FOUND_WITHOUT_WAL, keep=keep)
    except (StoreError, OSError):
        return None


def _is_good(info: BackupInfo) -> bool:
    if info.problem is not None or info.schema_version is None or info.schema_version > SCHEMA_VERSION:
        return False
    if not any((info.creatures, info.campaigns, info.encounters)):
        return False
    try:
        check_backup(info.path)
    except (StoreError, sqlite3.DatabaseError, OSError):
        return False
    return True
