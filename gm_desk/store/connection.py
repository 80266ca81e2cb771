"""Opening the data file: where it lives, what is checked first, and the `Store` handle.

`open_store(path)` never loses data: a damaged or foreign file is moved aside (with its -wal/-shm)
and a fresh one started; a file from a newer GM Desk is refused and left untouched; an older file is
backed up (verified), upgraded on a copy, and the copy swapped in only once every step succeeded.
What happened is reported in `Store.report`, with sentences a GM can read.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from peewee import SqliteDatabase

import gm_desk.store.backup as backups
from gm_desk.paths import BACKUP_DIRNAME
from gm_desk.rules.i18n import N_, t
from gm_desk.store.errors import (
    MIN_FREE,
    SQLITE_CORRUPT,
    SQLITE_NOTADB,
    DiskFullError,
    MigrationError,
    NeedsRecoveryError,
    NewerSchemaError,
    ReadOnlyError,
    StoreError,
    StoreIOError,
    disk_full_error,
    ensure_room,
    free_bytes,
    note_data_folder,
    sqlite_code,
    translated_errors,
)
from gm_desk.store.files import (
    checkpoint,
    fsync_file,
    integrity_problem,
    move_aside,
    read_only,
    remove_with_side_files,
    replace_file,
    side_files,
)
from gm_desk.store.migrations import APPLICATION_ID, MIGRATIONS, Migration, migrate, schema_version
from gm_desk.store.models import db

__all__ = [
    "BACKUP_DIRNAME",
    "PRAGMAS",
    "OpenReport",
    "Store",
    "open_store",
    "read_only_words",
    "refuse_unwritable",
]

# journal_mode first: the others are per-connection and cheap; WAL is a property of the file.
PRAGMAS = (
    ("journal_mode", "wal"),
    ("foreign_keys", 1),
    ("synchronous", "full"),  # a GM's prep is worth an fsync per commit
    ("busy_timeout", 5000),
    # The WAL guard checkpoints with RESTART, which keeps the -wal's size; this caps what is kept.
    ("journal_size_limit", 4 * 1024 * 1024),
)


@dataclass(frozen=True)
class OpenReport:
    """What open_store found and did; `messages` are for the GM."""

    path: Path
    created: bool = False
    moved_aside: Path | None = None
    problem: str | None = None  # why the old file was moved aside
    upgraded_from: int | None = None
    backup: Path | None = None  # the verified copy made before upgrading
    messages: tuple[str, ...] = field(default=())


@dataclass
class Store:
    """The open data file. Repository functions use it through the bound database proxy."""

    path: Path
    backup_dir: Path
    database: SqliteDatabase
    report: OpenReport
    keep_backups: int = backups.DEFAULT_KEEP

    def close(self) -> None:
        """Close the connection (SQLite checkpoints the WAL into the file) and unbind the proxy.

        A WAL guard's mark whose removal the disk refused (it was full) is removed first: closed with
        the mark in it, the file would read as one that lost its journal at the next start.
        """
        if db.obj is self.database:
            db.initialize(None)
        if not self.database.is_closed():
            import gm_desk.store.wal_guard as wal_guard  # the guard reads this module's neighbours, not the reverse

            wal_guard.unmark(self.database)
            self.database.close()

    @property
    def closed(self) -> bool:
        closed: bool = self.database.is_closed()
        return closed

    def backup(self, reason: str) -> Path:
        """A verified backup of the current file in the backup folder (oldest ones rotated out)."""
        return backups.make_backup(self.path, self.backup_dir, reason, keep=self.keep_backups)

    def list_backups(self) -> list[backups.BackupInfo]:
        return backups.list_backups(self.backup_dir)

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()


@dataclass(frozen=True)
class _Inspection:
    kind: str  # 'missing' | 'empty' | 'emptied' | 'ours' | 'damaged' | 'foreign'
    version: int = 0
    problem: str | None = None


def open_store(
    path: Path,
    *,
    backup_dir: Path | None = None,
    keep_backups: int = backups.DEFAULT_KEEP,
    migrations: Sequence[Migration] = MIGRATIONS,
    repair: bool = True,
) -> Store:
    """Open (creating, repairing or upgrading as needed) the data file at `path` and bind it.

    `backup_dir` defaults to `<folder of path>/backups`. `migrations` is the upgrade path and exists
    for tests and tools; the app uses the default. Raises NewerSchemaError for a file from a newer
    GM Desk, MigrationError if an upgrade fails (the file is then unchanged), ReadOnlyError when the
    file or its folder cannot be written, DiskFullError when the disk has no room to open it,
    StoreError otherwise. With `repair=False` (the command-line verbs) a file that would have to be
    set aside raises NeedsRecoveryError instead, and nothing is changed.
    Only one store is open at a time: close the previous one first.
    """
    if db.obj is not None:
        raise StoreError(
            t("Another data file is already open ({database}); close it first.", database=db.obj.database)
        )
    path = Path(path)
    backup_dir = backup_dir if backup_dir is not None else path.parent / BACKUP_DIRNAME
    target = migrations[-1].version
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise StoreIOError(
            t("GM Desk cannot create its data folder {parent} ({error}).", parent=path.parent, error=error)
        ) from error

    note_data_folder(path.parent)
    refuse_unwritable(path)
    ensure_room(path.parent, MIN_FREE, t("opening your data file"))
    try:
        report = _prepare_file(path, backup_dir, keep_backups, migrations, target, repair)
        database = _connect(path)
        try:
            with translated_errors():
                if schema_version(database) == 0:
                    migrate(database, migrations)
        except BaseException:
            database.close()
            raise
    except StoreIOError as error:
        raise _space_or(error, path) from error
    db.initialize(database)
    return Store(path, backup_dir, database, report, keep_backups)


def refuse_unwritable(path: Path) -> None:
    """Raise ReadOnlyError, naming the file and what to change, when `path`, its journal files or its
    folder cannot be written. Checked before any connection: SQLite would open a read-only file
    read-only without a word, and leave a -shm behind that keeps refusing writes later."""
    folder = path.parent
    if not folder.exists():
        return  # open_store makes it, and says so if it cannot
    if not os.access(folder, os.W_OK | os.X_OK):
        raise ReadOnlyError(read_only_words(folder, is_folder=True))
    for candidate in [path, *side_files(path)]:
        if candidate.exists() and not os.access(candidate, os.W_OK):
            raise ReadOnlyError(read_only_words(candidate, is_folder=False))


def read_only_words(where: Path, *, is_folder: bool) -> str:
    if _on_read_only_disk(where):
        return t(
            "GM Desk cannot write to {path}: the disk it is on is mounted read-only. Remount that disk read-write, or start GM Desk with --data-dir to use a folder elsewhere. Nothing was changed.",
            path=where,
        )
    if is_folder:
        return t(
            'GM Desk cannot write to its data folder {path}: it is read-only for you. Make it writable (on Linux or macOS: chmod u+w "{path}"), or start GM Desk with --data-dir to use another folder. Nothing was changed.',
            path=where,
        )
    return t(
        'The data file {path} is read-only, so GM Desk could not save anything in it. Make it writable (on Linux or macOS: chmod u+w "{path}"; on Windows, untick Read-only in its Properties), then start GM Desk again. Nothing was changed.',
        path=where,
    )


def _on_read_only_disk(path: Path) -> bool:
    statvfs = getattr(os, "statvfs", None)
    if statvfs is None:
        return False
    try:
        return bool(statvfs(path).f_flag & os.ST_RDONLY)
    except OSError:
        return False


def _space_or(error: StoreIOError, path: Path) -> StoreError:
    """A read or write refused while the disk is (nearly) full is told as a full disk: SQLite often
    says only "disk I/O error" when it cannot make its -shm index."""
    if isinstance(error, DiskFullError | ReadOnlyError):
        return error
    free = free_bytes(path.parent)
    if free is not None and free < MIN_FREE:
        return disk_full_error(path.parent, MIN_FREE, t("opening your data file"))
    return error


def _prepare_file(
    path: Path, backup_dir: Path, keep: int, migrations: Sequence[Migration], target: int, repair: bool
) -> OpenReport:
    """Deal with whatever is at `path` so that it is missing, empty, or ours at version `target`."""
    found = _inspect(path, target)
    if (
        found.kind == "empty"
        and path.exists()
        and path.stat().st_size == 0
        and backups.list_backups(backup_dir)
    ):
        # An emptied file beside backups is not a first start: something truncated the GM's data.
        found = _Inspection("emptied", problem=t("it is empty (0 bytes), though there are backups of it"))
    if found.kind in ("damaged", "foreign", "emptied"):
        if not repair:
            raise NeedsRecoveryError(_needs_recovery_words(path, found))
        return _set_aside(path, found)
    if found.kind in ("missing", "empty"):
        _set_aside_orphans(path)
        return OpenReport(path, created=True, messages=(t("Started a new data file at {path}.", path=path),))
    if found.version > target:
        raise NewerSchemaError(
            t(
                "{path} was saved by a newer version of GM Desk (data version {version}; this version understands up to {target}). Update GM Desk, or start it with --data-dir to use another folder. The file was not changed.",
                path=path,
                version=found.version,
                target=target,
            )
        )
    if found.version < target:
        return _upgrade(path, backup_dir, keep, migrations, found.version, target)
    return OpenReport(path)


def _inspect(path: Path, target: int) -> _Inspection:
    """Look at `path` through a read-only connection, so nothing here can change the file."""
    if not path.exists():
        return _Inspection("missing")
    if path.is_dir():
        raise StoreIOError(t("{path} is a folder, not a data file.", path=path))
    try:
        with read_only(path) as connection:
            return _inspect_connection(connection, target)
    except sqlite3.DatabaseError as error:
        if sqlite_code(error) in (SQLITE_CORRUPT, SQLITE_NOTADB):
            return _Inspection("damaged", problem=str(error))
        raise StoreIOError(t("GM Desk cannot read {path} ({error}).", path=path, error=error)) from error


def _inspect_connection(connection: sqlite3.Connection, target: int) -> _Inspection:
    version = connection.execute("PRAGMA user_version").fetchone()[0]
    application_id = connection.execute("PRAGMA application_id").fetchone()[0]
    tables = connection.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
    if application_id == 0 and version == 0 and tables == 0:
        return _Inspection("empty")
    if application_id != APPLICATION_ID:
        return _Inspection("foreign", problem="it is not a GM Desk data file")
    if version > target:
        # Refuse before any further reading: a newer file is none of this version's business.
        return _Inspection("ours", version=version)
    problem = integrity_problem(connection, "quick_check")
    if problem is not None:
        return _Inspection("damaged", version=version, problem=problem)
    return _Inspection("ours", version=version)


def _needs_recovery_words(path: Path, found: _Inspection) -> str:
    if found.kind == "emptied":
        return t(
            "The data file {path} is empty (0 bytes), though there are backups of it. Nothing was changed.",
            path=path,
        )
    if found.kind == "damaged":
        return t(
            "The data file {path} is damaged ({problem}). Nothing was changed.",
            path=path,
            problem=found.problem,
        )
    return t("{path} is not a GM Desk data file. Nothing was changed.", path=path)


def _set_aside(path: Path, found: _Inspection) -> OpenReport:
    label = {"damaged": "damaged", "emptied": "emptied"}.get(found.kind, "unrecognised")
    try:
        moved = move_aside(path, label)
    except OSError as error:
        raise StoreIOError(
            t(
                "{path} cannot be read ({problem}), and GM Desk could not move it aside ({error}).",
                path=path,
                problem=found.problem,
                error=error,
            )
        ) from error
    if found.kind == "emptied":
        message = t(
            "The data file was empty (0 bytes), though GM Desk has backups of your data. It was moved aside to {moved} and a new data file was started. You can restore a backup from {backups}.",
            moved=moved.name,
            backups=path.parent / BACKUP_DIRNAME,
        )
        return OpenReport(path, created=True, moved_aside=moved, problem=found.problem, messages=(message,))
    reason = N_("is damaged") if found.kind == "damaged" else N_("is not a GM Desk data file")
    message = t(
        "The data file {reason} ({problem}). It was moved aside to {moved} (nothing was deleted) and a new, "
        "empty data file was started. You can restore a backup from {backups}.",
        reason=t(reason),
        problem=found.problem,
        moved=moved.name,
        backups=path.parent / BACKUP_DIRNAME,
    )
    return OpenReport(path, created=True, moved_aside=moved, problem=found.problem, messages=(message,))


def _set_aside_orphans(path: Path) -> None:
    """Side files without their main file would be replayed onto the new file; move them away."""
    if not path.exists() and any(p.exists() for p in side_files(path)):
        move_aside(path, "orphaned")


def _upgrade(
    path: Path, backup_dir: Path, keep: int, migrations: Sequence[Migration], version: int, target: int
) -> OpenReport:
    """Back up `path`, migrate a copy of it, and swap the copy in only if every step succeeded."""
    checkpoint(path)  # the main file alone must hold every commit before it is copied or replaced
    backup = backups.make_backup(path, backup_dir, f"before upgrade from v{version} to v{target}", keep=keep)
    work = path.with_name(path.name + ".upgrading")
    remove_with_side_files(work)
    try:
        backups.unpack_backup(backup, work)
        _migrate_copy(work, migrations)
        fsync_file(work)
        replace_file(work, path)
    except MigrationError as error:
        raise MigrationError(
            t("{error} Your data file was not changed; a backup is at {backup}.", error=error, backup=backup)
        ) from error
    finally:
        remove_with_side_files(work)
    message = t(
        "Your data was upgraded from version {version} to {target}. A copy of the old file is kept at {backup}.",
        version=version,
        target=target,
        backup=backup,
    )
    return OpenReport(path, upgraded_from=version, backup=backup, messages=(message,))


def _migrate_copy(work: Path, migrations: Sequence[Migration]) -> None:
    database = _connect(work)
    try:
        with translated_errors():
            migrate(database, migrations)
            _verify_migrated(database)
    finally:
        database.close()  # the last close checkpoints the WAL into the copy and removes it


def _verify_migrated(database: SqliteDatabase) -> None:
    # Each step already refused new broken references; this catches damage of any other kind.
    problem = integrity_problem(database.connection())
    if problem is not None:
        raise MigrationError(t("The upgraded file failed its integrity check ({problem}).", problem=problem))


def _connect(path: Path) -> SqliteDatabase:
    database = SqliteDatabase(str(path), pragmas=list(PRAGMAS))
    with translated_errors():
        database.connect()
    return database
