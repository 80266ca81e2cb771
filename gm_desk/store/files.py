"""The database file on disk: read-only inspection, copies through the SQLite backup API, fsync,
checkpointing, and moving a bad file aside.

These helpers use the plain `sqlite3` module on their own short-lived connections, never the
application's peewee connection, so they work on files the app has not opened (backups, a damaged
file, a file being upgraded).
"""

from __future__ import annotations

import contextlib
import errno
import os
import sqlite3
import tempfile
from collections.abc import Iterator
from contextlib import closing, contextmanager
from datetime import datetime
from pathlib import Path
from urllib.parse import quote

from gm_desk.rules.i18n import t
from gm_desk.store.errors import DamagedDatabaseError, StoreBusyError, translated_errors

# SQLite keeps a WAL database's recent commits in -wal and its index in -shm; -journal is the
# rollback journal of non-WAL files. They belong to the main file and travel with it.
SIDE_SUFFIXES = ("-wal", "-shm", "-journal")


def side_files(path: Path) -> list[Path]:
    return [path.with_name(path.name + suffix) for suffix in SIDE_SUFFIXES]


@contextmanager
def read_only(path: Path) -> Iterator[sqlite3.Connection]:
    """A read-only connection: SQLite will not write to the main file through it.

    Reading a WAL file leaves an empty -wal and a -shm behind; those are removed again on the way
    out (only if they were new, and the -wal only if empty, so a live connection's files are kept).
    """
    wal, shm, _journal = side_files(path)
    had_wal, had_shm = wal.exists(), shm.exists()
    uri = f"file:{quote(str(path.resolve()))}?mode=ro"
    try:
        with closing(sqlite3.connect(uri, uri=True)) as connection:
            yield connection
    finally:
        # No -shm before means no live WAL connection before, so a new one is only ours.
        if not had_wal and wal.exists() and wal.stat().st_size == 0:
            wal.unlink()
        if not had_shm:
            shm.unlink(missing_ok=True)


def fsync_file(path: Path) -> None:
    with open(path, "rb+") as handle:
        os.fsync(handle.fileno())


UNSYNCABLE_FOLDER = {errno.EINVAL, errno.ENOTSUP, errno.EOPNOTSUPP}


def fsync_dir(path: Path) -> None:
    """Make a rename or a new file in `path` durable (not possible, nor needed, on Windows)."""
    if os.name == "nt":
        return
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def write_atomically(path: Path, data: bytes) -> None:
    """Write `data` to `path` so that it holds either the old file or the whole new one, never part.

    A temporary file beside the target is written, flushed to disk, given the target's permissions (or
    what a new file would get), renamed over it, and the rename made durable.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(temp, _mode_for(path))
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    try:
        fsync_dir(path.parent)
    except OSError as error:
        # The new file is in place by now. Some file systems (network shares, FUSE) cannot sync a
        # folder at all: the file is then as durable as they allow, and saying it was not saved
        # would be false. Any other failure is reported.
        if error.errno not in UNSYNCABLE_FOLDER:
            raise


def _mode_for(path: Path) -> int:
    """The file's current permissions, or what a new file gets (mkstemp's are private to the user)."""
    try:
        return path.stat().st_mode & 0o777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def remove_with_side_files(path: Path) -> None:
    for candidate in [path, *side_files(path)]:
        candidate.unlink(missing_ok=True)


def integrity_problem(connection: sqlite3.Connection, pragma: str = "integrity_check") -> str | None:
    """None if `PRAGMA integrity_check` (or quick_check) says ok, else its first complaint."""
    rows = connection.execute(f"PRAGMA {pragma}").fetchall()
    if rows == [("ok",)]:
        return None
    first = str(rows[0][0]) if rows else "no answer"
    return first.strip().splitlines()[-1][:200]


def verify_database(path: Path) -> int:
    """Open `path` read-only and run a full integrity check; return its schema version.

    Raises DamagedDatabaseError if the file cannot be read or the check complains.
    """
    try:
        with read_only(path) as connection:
            problem = integrity_problem(connection)
            version = connection.execute("PRAGMA user_version").fetchone()[0]
    except sqlite3.DatabaseError as error:
        raise DamagedDatabaseError(
            t("{name} is not a readable database ({error}).", name=path.name, error=error)
        ) from error
    if problem is not None:
        raise DamagedDatabaseError(
            t("{name} failed its integrity check ({problem}).", name=path.name, problem=problem)
        )
    return int(version)


def copy_database(source: Path, destination: Path) -> None:
    """Copy a database with the SQLite backup API into a new single file (rollback-journal mode),
    fsynced. A plain file copy of a WAL database can lose recent commits; this cannot.
    """
    if destination.exists():
        raise FileExistsError(destination)
    try:
        with translated_errors(), read_only(source) as src, closing(sqlite3.connect(destination)) as dst:
            src.backup(dst)
            # A copy in WAL mode would need its -wal to be complete; a self-contained file is simpler.
            dst.execute("PRAGMA journal_mode=DELETE")
        fsync_file(destination)
    except BaseException:
        remove_with_side_files(destination)
        raise


def checkpoint(path: Path) -> None:
    """Fold any committed WAL content into the main file and release the -wal and -shm files.

    After this the main file alone holds every commit, so it can be copied or replaced. Raises
    StoreBusyError if another connection keeps the WAL open.
    """
    with translated_errors(), closing(sqlite3.connect(path)) as connection:
        connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    wal, shm = side_files(path)[:2]
    if wal.exists() and wal.stat().st_size > 0:
        raise StoreBusyError(
            t(
                "{name} is in use by another program (perhaps a second GM Desk). Close it and try again.",
                name=path.name,
            )
        )
    # An empty -wal (left by a read-only connection) holds nothing; leaving it would pair a stale
    # index with whatever file takes this name next.
    wal.unlink(missing_ok=True)
    shm.unlink(missing_ok=True)


def replace_file(source: Path, target: Path) -> None:
    """Atomically put `source` (already fsynced) in place of `target`, durably."""
    os.replace(source, target)
    fsync_dir(target.parent)


def move_aside(path: Path, label: str, when: datetime | None = None) -> Path:
    """Rename `path` and its side files to `<name>.<label>-YYYYMMDD-HHMMSS` (never overwriting
    anything) and return the new path of the main file. The side files keep their suffixes, so the
    moved set can still be opened by SQLite tools for recovery. Side files whose main file is gone
    are moved too: a stale -wal must never meet a new file of the same name.
    """
    stamp = (when or datetime.now()).strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.{label}-{stamp}")
    counter = 1
    while any(p.exists() for p in [target, *side_files(target)]):
        counter += 1
        target = path.with_name(f"{path.name}.{label}-{stamp}-{counter}")
    # The main file goes first: if we stop half-way, what is left is an orphaned side file, which
    # the next open moves aside in turn.
    for source, destination in zip([path, *side_files(path)], [target, *side_files(target)]):
        if source.exists():
            os.replace(source, destination)
    fsync_dir(path.parent)
    return target
