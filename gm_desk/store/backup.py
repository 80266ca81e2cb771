"""Backups of the data file: make (verified), list, rotate, restore.

A backup is a self-contained SQLite file written with the SQLite backup API (a plain copy of a WAL
database can miss recent commits) and named `gm_desk-YYYYMMDD-HHMMSS-ffffff-<reason>.sqlite3`, so the
folder reads well in a file manager and needs no index file. A backup counts only once it has been
reopened and passed `PRAGMA integrity_check`; old ones are rotated out only after that.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from gm_desk.rules.i18n import t
from gm_desk.store.errors import DamagedDatabaseError, NewerSchemaError, StoreError
from gm_desk.store.files import (
    checkpoint,
    copy_database,
    move_aside,
    read_only,
    remove_with_side_files,
    replace_file,
    verify_database,
)
from gm_desk.store.migrations import APPLICATION_ID, SCHEMA_VERSION
from gm_desk.store.models import db

DEFAULT_KEEP = 10
_PREFIX = "gm_desk-"
_SUFFIX = ".sqlite3"
_STAMP = "%Y%m%d-%H%M%S-%f"
_NAME = re.compile(r"^gm_desk-(?P<stamp>\d{8}-\d{6}-\d{6})-(?P<slug>[a-z0-9-]*)\.sqlite3$")


@dataclass(frozen=True)
class BackupInfo:
    """One backup file as the restore dialog shows it."""

    path: Path
    created: datetime  # local time, from the file name
    reason: str
    size: int
    schema_version: int | None = None
    creatures: int | None = None
    campaigns: int | None = None
    encounters: int | None = None
    problem: str | None = None  # set if the file could not be read

    @property
    def summary(self) -> str:
        if self.problem is not None:
            return f"unreadable ({self.problem})"
        counts = ((self.creatures, "creature"), (self.campaigns, "campaign"), (self.encounters, "encounter"))
        return ", ".join(f"{n} {word}{'' if n == 1 else 's'}" for n, word in counts if n is not None)


def make_backup(db_path: Path, dest_dir: Path, reason: str, *, keep: int = DEFAULT_KEEP) -> Path:
    """Copy `db_path` into `dest_dir` with the backup API, verify the copy, then rotate old backups
    so that at most `keep` remain. Returns the new backup's path.

    Works while the store is open (the copy is a consistent snapshot). Raises DamagedDatabaseError
    if the source cannot be read or the copy fails verification (nothing is rotated then).
    """
    dest_dir.mkdir(parents=True, exist_ok=True)
    final = _new_backup_path(dest_dir, reason)
    partial = final.with_name(final.name + ".partial")
    remove_with_side_files(partial)
    try:
        copy_database(db_path, partial)
        verify_database(partial)
        replace_file(partial, final)
    finally:
        remove_with_side_files(partial)
    rotate_backups(dest_dir, keep)
    return final


def list_backups(backup_dir: Path) -> list[BackupInfo]:
    """The backups in `backup_dir`, newest first, each with a short summary of its content."""
    if not backup_dir.is_dir():
        return []
    infos = [_describe(path, match) for path, match in _backup_files(backup_dir)]
    return sorted(infos, key=lambda info: info.path.name, reverse=True)


def rotate_backups(backup_dir: Path, keep: int = DEFAULT_KEEP) -> list[Path]:
    """Delete all but the `keep` newest backups; return the deleted paths."""
    if keep < 1:
        raise ValueError(t("keep must be at least 1: rotation never deletes the newest backup."))
    names = sorted((path for path, _match in _backup_files(backup_dir)), key=lambda p: p.name, reverse=True)
    removed = names[keep:]
    for path in removed:
        remove_with_side_files(path)
    return removed


def restore_backup(
    backup: Path, db_path: Path, *, backup_dir: Path | None = None, keep: int = DEFAULT_KEEP
) -> Path | None:
    """Put the content of `backup` in place of the data file at `db_path`.

    The store must be closed (reopen it afterwards; an older backup is upgraded then). The current
    file is backed up first (returned), or moved aside if it is too damaged to copy (None is
    returned then). The swap is atomic: a crash leaves either the old file or the restored one.
    """
    backup_dir = backup_dir if backup_dir is not None else db_path.parent / "backups"
    _refuse_if_open(db_path)
    _check_restorable(backup)
    staged = db_path.with_name(db_path.name + ".restoring")
    remove_with_side_files(staged)
    try:
        # Stage first: making the safety backup may rotate out the very backup being restored.
        copy_database(backup, staged)
        verify_database(staged)
        safety = _safety_backup(db_path, backup_dir, keep)
        replace_file(staged, db_path)
    finally:
        remove_with_side_files(staged)
    return safety


def _safety_backup(db_path: Path, backup_dir: Path, keep: int) -> Path | None:
    if not db_path.exists():
        return None
    try:
        safety = make_backup(db_path, backup_dir, "before restore", keep=keep)
    except DamagedDatabaseError:
        move_aside(db_path, "damaged")
        return None
    checkpoint(db_path)  # no -wal may survive to be replayed onto the restored file
    return safety


def _refuse_if_open(db_path: Path) -> None:
    bound = db.obj
    if bound is not None and not bound.is_closed() and Path(bound.database).resolve() == db_path.resolve():
        raise StoreError(t("Close the data file before restoring a backup over it."))


def _check_restorable(backup: Path) -> None:
    version = verify_database(backup)
    with read_only(backup) as connection:
        application_id = connection.execute("PRAGMA application_id").fetchone()[0]
    if application_id != APPLICATION_ID:
        raise StoreError(t("{name} is not a GM Desk backup.", name=backup.name))
    if version > SCHEMA_VERSION:
        raise NewerSchemaError(
            t(
                "{name} was made by a newer version of GM Desk (data version {version}); update GM Desk to restore it.",
                name=backup.name,
                version=version,
            )
        )


def _slug(reason: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", reason.casefold()).strip("-")[:48].strip("-") or "backup"


def _new_backup_path(dest_dir: Path, reason: str) -> Path:
    slug = _slug(reason)
    while True:
        path = dest_dir / f"{_PREFIX}{datetime.now().strftime(_STAMP)}-{slug}{_SUFFIX}"
        if not path.exists():
            return path


def _backup_files(backup_dir: Path) -> list[tuple[Path, re.Match[str]]]:
    found = []
    for path in backup_dir.glob(f"{_PREFIX}*{_SUFFIX}"):
        match = _NAME.match(path.name)
        if match is not None and path.is_file():
            found.append((path, match))
    return found


def _describe(path: Path, match: re.Match[str]) -> BackupInfo:
    created = datetime.strptime(match["stamp"], _STAMP)
    reason = match["slug"].replace("-", " ")
    size = path.stat().st_size
    try:
        with read_only(path) as connection:
            version = connection.execute("PRAGMA user_version").fetchone()[0]
            creatures, campaigns, encounters = (
                _count(connection, table) for table in ("creature", "campaign", "encounter")
            )
    except sqlite3.DatabaseError as error:
        return BackupInfo(path, created, reason, size, problem=str(error))
    return BackupInfo(path, created, reason, size, version, creatures, campaigns, encounters)


def _count(connection: sqlite3.Connection, table: str) -> int | None:
    exists = connection.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", (table,)
    ).fetchone()
    if exists is None:
        return None
    return int(connection.execute(f"SELECT count(*) FROM {table}").fetchone()[0])
