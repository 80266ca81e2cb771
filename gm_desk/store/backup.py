"""Backups of the data file: make (verified, compressed), list, rotate, restore.

A backup is a zip archive named `gm_desk-YYYYMMDD-HHMMSS-ffffff-<reason>.sqlite3.zip`, holding one
self-contained SQLite file, `gm_desk.sqlite3` (any unzip tool gives it back). The copy is made with
the SQLite backup API (a plain copy of a WAL database can miss recent commits), reopened and passed
through `PRAGMA integrity_check` before it is compressed; the archive is then read back whole (its
CRC checked) and only then renamed into place, so a backup counts only once it is complete and
checked; old ones are rotated out only after that. The archive's comment holds what the restore list
shows (data version, counts, size), so listing never unpacks anything.

While a backup is made its pieces are `<name>.partial` files; a crash leaves them, and the next
opening of the data folder removes them (gm_desk/leftovers.py). Backups of older versions, plain
`.sqlite3` files, are still listed and restored.

A restore unpacks (or copies) the backup beside the data file, checks that copy completely, and only
then swaps it in.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import re
import shutil
import sqlite3
import zipfile
import zlib
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

import gm_desk.store.wal_guard as wal_guard
from gm_desk.paths import DATABASE_FILENAME
from gm_desk.rules.i18n import t
from gm_desk.store.errors import (
    MIN_FREE,
    DamagedDatabaseError,
    NewerSchemaError,
    StoreError,
    StoreIOError,
    disk_full_error,
    ensure_room,
    is_disk_full,
)
from gm_desk.store.files import (
    checkpoint,
    copy_database,
    fsync_file,
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
_SUFFIX = ".sqlite3.zip"
_PARTIAL = ".partial"
_STAMP = "%Y%m%d-%H%M%S-%f"
_NAME = re.compile(r"^gm_desk-(?P<stamp>\d{8}-\d{6}-\d{6})-(?P<slug>[a-z0-9-]*)\.sqlite3(?P<zip>\.zip)?$")
# Deflate at level 6: a year of play (47 MB) packs to about a tenth in about a second; LZMA packs a
# little tighter but takes many times longer, on the GUI thread's minute tick.
_COMPRESSION = zipfile.ZIP_DEFLATED
_LEVEL = 6
_FORMAT = "gm-desk-backup"


@dataclass(frozen=True)
class BackupInfo:
    """One backup file as the restore dialog shows it."""

    path: Path
    created: datetime  # local time, from the file name
    reason: str
    size: int  # on disk (compressed)
    schema_version: int | None = None
    creatures: int | None = None
    campaigns: int | None = None
    encounters: int | None = None
    problem: str | None = None  # set if the file could not be read

    @property
    def summary(self) -> str:
        if self.problem is not None:
            return t("unreadable ({problem})", problem=self.problem)
        counts = (
            (self.creatures, t("1 creature"), t("{n} creatures")),
            (self.campaigns, t("1 campaign"), t("{n} campaigns")),
            (self.encounters, t("1 encounter"), t("{n} encounters")),
        )
        return ", ".join((one if n == 1 else many.format(n=n)) for n, one, many in counts if n is not None)


def make_backup(db_path: Path, dest_dir: Path, reason: str, *, keep: int = DEFAULT_KEEP) -> Path:
    """Copy `db_path` into `dest_dir` with the backup API, verify the copy, compress it, read the
    archive back, then rotate old backups so that at most `keep` remain. Returns the new backup's path.

    Works while the store is open (the copy is a consistent snapshot). Raises DamagedDatabaseError
    if the source cannot be read or the copy fails verification, DiskFullError (with the room
    needed and where) when the disk is full, StoreIOError when the folder cannot be written; nothing
    is rotated then, and nothing is left behind.
    """
    _backup_folder(dest_dir)
    ensure_room(dest_dir, _room_for_backup(db_path), t("a backup"))
    final = _new_backup_path(dest_dir, reason)
    plain = final.with_name(final.name.removesuffix(".zip") + _PARTIAL)  # the copy, before packing
    packed = final.with_name(final.name + _PARTIAL)
    remove_with_side_files(plain)
    remove_with_side_files(packed)
    try:
        copy_database(db_path, plain)
        _clear_guard_mark(plain)
        version = verify_database(plain)
        _pack(plain, packed, _summary(plain, version))
        replace_file(packed, final)
    except (StoreError, OSError) as error:
        if is_disk_full(error):
            raise disk_full_error(dest_dir, _room_for_backup(db_path), t("a backup")) from error
        if isinstance(error, StoreError):
            raise
        raise StoreIOError(
            t("GM Desk could not make a backup in {folder} ({error}).", folder=dest_dir, error=_reason(error))
        ) from error
    finally:
        remove_with_side_files(plain)
        remove_with_side_files(packed)
    rotate_backups(dest_dir, keep)
    return final


def list_backups(backup_dir: Path) -> list[BackupInfo]:
    """The backups in `backup_dir`, newest first, each with a short summary of its content."""
    if not backup_dir.is_dir():
        return []
    infos = [_describe(path, match) for path, match in _backup_files(backup_dir)]
    return sorted(infos, key=lambda info: _stamp_of(info.path), reverse=True)


def rotate_backups(backup_dir: Path, keep: int = DEFAULT_KEEP) -> list[Path]:
    """Delete all but the `keep` newest backups; return the deleted paths."""
    if keep < 1:
        raise ValueError(t("keep must be at least 1: rotation never deletes the newest backup."))
    names = sorted((path for path, _match in _backup_files(backup_dir)), key=_stamp_of, reverse=True)
    removed = names[keep:]
    for path in removed:
        remove_with_side_files(path)
    return removed


def unpack_backup(backup: Path, destination: Path) -> None:
    """Write the SQLite file a backup holds to `destination` (a new file), fsynced.

    A packed backup is unpacked (its CRC checked on the way); an old plain one is copied with the
    backup API. Raises DamagedDatabaseError when the archive cannot be read.
    """
    if destination.exists():
        raise FileExistsError(destination)
    if not _is_packed(backup):
        copy_database(backup, destination)
        return
    try:
        with (
            zipfile.ZipFile(backup) as archive,
            archive.open(_member(archive)) as source,
            open(destination, "xb") as target,
        ):
            shutil.copyfileobj(source, target, 1024 * 1024)
            target.flush()
            os.fsync(target.fileno())
    except (zipfile.BadZipFile, KeyError, EOFError, zlib.error) as error:
        remove_with_side_files(destination)
        raise DamagedDatabaseError(
            t("{name} is not a readable backup ({error}).", name=backup.name, error=error)
        ) from error
    except BaseException:
        remove_with_side_files(destination)
        raise


@contextmanager
def unpacked(backup: Path) -> Iterator[Path]:
    """A plain SQLite file with the backup's content, for as long as the block runs (then removed).

    An old plain backup is given as it is; a packed one is unpacked beside it as a `.partial` file.
    """
    if not _is_packed(backup):
        yield backup
        return
    temporary = backup.with_name(backup.name + ".check" + _PARTIAL)
    remove_with_side_files(temporary)
    try:
        unpack_backup(backup, temporary)
        yield temporary
    finally:
        remove_with_side_files(temporary)


def restore_backup(
    backup: Path, db_path: Path, *, backup_dir: Path | None = None, keep: int = DEFAULT_KEEP
) -> Path | None:
    """Put the content of `backup` in place of the data file at `db_path`.

    The store must be closed (reopen it afterwards; an older backup is upgraded then). The backup is
    unpacked beside the data file and checked completely first; then the current file is backed up
    (returned), or moved aside if it is too damaged to copy (None is returned then). The swap is
    atomic: a crash leaves either the old file or the restored one.
    """
    backup_dir = backup_dir if backup_dir is not None else db_path.parent / "backups"
    _refuse_if_open(db_path)
    staged = db_path.with_name(db_path.name + ".restoring")
    remove_with_side_files(staged)
    try:
        # Stage first: making the safety backup may rotate out the very backup being restored.
        try:
            unpack_backup(backup, staged)
        except OSError as error:
            if is_disk_full(error):
                raise disk_full_error(
                    db_path.parent, _unpacked_size(backup), t("restoring a backup")
                ) from error
            raise StoreIOError(
                t("GM Desk could not read {name} ({error}).", name=backup.name, error=_reason(error))
            ) from error
        _check_restorable(staged, backup.name)
        safety = _safety_backup(db_path, backup_dir, keep)
        replace_file(staged, db_path)
    finally:
        remove_with_side_files(staged)
    return safety


def check_backup(backup: Path) -> int:
    """Unpack `backup` aside and check it as a restore would; its data version. Raises StoreError."""
    with unpacked(backup) as plain:
        return _check_restorable(plain, backup.name)


def _safety_backup(db_path: Path, backup_dir: Path, keep: int) -> Path | None:
    if not db_path.exists():
        return None
    if db_path.stat().st_size == 0:  # an emptied file holds nothing to keep
        move_aside(db_path, "emptied")
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


def _check_restorable(plain: Path, name: str) -> int:
    version = verify_database(plain)
    with read_only(plain) as connection:
        application_id = connection.execute("PRAGMA application_id").fetchone()[0]
    if application_id != APPLICATION_ID:
        raise StoreError(t("{name} is not a GM Desk backup.", name=name))
    if version > SCHEMA_VERSION:
        raise NewerSchemaError(
            t(
                "{name} was made by a newer version of GM Desk (data version {version}); update GM Desk to restore it.",
                name=name,
                version=version,
            )
        )
    return version


def _backup_folder(dest_dir: Path) -> None:
    if dest_dir.exists() and not dest_dir.is_dir():
        raise StoreIOError(
            t(
                "GM Desk could not make a backup: {path} is a file, not a folder. Rename or move that file, and GM Desk will keep its backups there again.",
                path=dest_dir,
            )
        )
    try:
        dest_dir.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        if is_disk_full(error):
            raise disk_full_error(dest_dir.parent, MIN_FREE, t("a backup")) from error
        raise StoreIOError(
            t(
                "GM Desk could not make its backup folder {folder} ({error}).",
                folder=dest_dir,
                error=_reason(error),
            )
        ) from error


def _room_for_backup(db_path: Path) -> int:
    """What a backup may take while it is made: the plain copy, its archive (at worst as large), and
    the margin any write needs."""
    size = 0
    for candidate in (db_path, db_path.with_name(db_path.name + "-wal")):
        with contextlib.suppress(OSError):
            size += candidate.stat().st_size
    return 2 * size + MIN_FREE


def _reason(error: OSError | StoreError) -> str:
    if isinstance(error, OSError) and error.strerror:
        return error.strerror if error.errno != errno.ENOTDIR else t("a file stands where a folder should be")
    return str(error)


def _clear_guard_mark(plain: Path) -> None:
    # The WAL guard's mark means nothing in a copy: a copy is complete, whatever its source lacked.
    wal_guard.clear_mark(plain)


def _summary(plain: Path, version: int) -> dict[str, int | str | None]:
    with read_only(plain) as connection:
        creatures, campaigns, encounters = (
            _count(connection, table) for table in ("creature", "campaign", "encounter")
        )
    return {
        "format": _FORMAT,
        "version": version,
        "creatures": creatures,
        "campaigns": campaigns,
        "encounters": encounters,
        "size": plain.stat().st_size,
    }


def _pack(plain: Path, packed: Path, summary: dict[str, int | str | None]) -> None:
    """Compress `plain` into the archive `packed`, sync it, and read it back whole (CRC checked)."""
    with zipfile.ZipFile(packed, "x", compression=_COMPRESSION, compresslevel=_LEVEL) as archive:
        archive.comment = json.dumps(summary, sort_keys=True).encode()
        archive.write(plain, arcname=DATABASE_FILENAME)
    fsync_file(packed)
    with zipfile.ZipFile(packed) as archive:
        broken = archive.testzip()
    if broken is not None:
        raise DamagedDatabaseError(t("The new backup could not be read back ({name}).", name=broken))


def _member(archive: zipfile.ZipFile) -> str:
    names = archive.namelist()
    if DATABASE_FILENAME in names:
        return DATABASE_FILENAME
    if len(names) == 1:
        return names[0]
    raise KeyError(DATABASE_FILENAME)


def _is_packed(path: Path) -> bool:
    return path.name.endswith(".zip") or zipfile.is_zipfile(path)


def _unpacked_size(backup: Path) -> int:
    with contextlib.suppress(OSError, zipfile.BadZipFile, KeyError):
        if _is_packed(backup):
            with zipfile.ZipFile(backup) as archive:
                return archive.getinfo(_member(archive)).file_size + MIN_FREE
        return backup.stat().st_size + MIN_FREE
    return MIN_FREE


def _slug(reason: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", reason.casefold()).strip("-")[:48].strip("-") or "backup"


def _new_backup_path(dest_dir: Path, reason: str) -> Path:
    slug = _slug(reason)
    while True:
        path = dest_dir / f"{_PREFIX}{datetime.now().strftime(_STAMP)}-{slug}{_SUFFIX}"
        if not path.exists() and not path.with_name(path.name.removesuffix(".zip")).exists():
            return path


def _stamp_of(path: Path) -> str:
    """The name without its `.zip`: packed and plain backups sort together by time."""
    return path.name.removesuffix(".zip")


def _backup_files(backup_dir: Path) -> list[tuple[Path, re.Match[str]]]:
    found = []
    for path in backup_dir.glob(f"{_PREFIX}*.sqlite3*"):
        match = _NAME.match(path.name)
        if match is not None and path.is_file():
            found.append((path, match))
    return found


def _describe(path: Path, match: re.Match[str]) -> BackupInfo:
    created = datetime.strptime(match["stamp"], _STAMP)
    reason = match["slug"].replace("-", " ")
    size = path.stat().st_size
    if match["zip"]:
        return _describe_packed(path, created, reason, size)
    try:
        with read_only(path) as connection:
            version = connection.execute("PRAGMA user_version").fetchone()[0]
            creatures, campaigns, encounters = (
                _count(connection, table) for table in ("creature", "campaign", "encounter")
            )
    except sqlite3.DatabaseError as error:
        return BackupInfo(path, created, reason, size, problem=str(error))
    return BackupInfo(path, created, reason, size, version, creatures, campaigns, encounters)


def _describe_packed(path: Path, created: datetime, reason: str, size: int) -> BackupInfo:
    try:
        with zipfile.ZipFile(path) as archive:
            summary = json.loads(archive.comment.decode() or "{}")
            _member(archive)
        if summary.get("format") != _FORMAT or not isinstance(summary.get("version"), int):
            raise ValueError(t("it is not a GM Desk backup"))
        counts = [summary.get(key) for key in ("creatures", "campaigns", "encounters")]
        if not all(n is None or isinstance(n, int) for n in counts):
            raise ValueError(t("it is not a GM Desk backup"))
    except (OSError, zipfile.BadZipFile, KeyError, ValueError, UnicodeDecodeError) as error:
        return BackupInfo(path, created, reason, size, problem=str(error) or type(error).__name__)
    return BackupInfo(path, created, reason, size, summary["version"], *counts)


def _count(connection: sqlite3.Connection, table: str) -> int | None:
    exists = connection.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", (table,)
    ).fetchone()
    if exists is None:
        return None
    return int(connection.execute(f"SELECT count(*) FROM {table}").fetchone()[0])
