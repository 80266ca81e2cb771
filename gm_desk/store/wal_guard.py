"""Noticing a data file that lost its write-ahead log (the `-wal` file beside it).

In WAL mode SQLite keeps recent commits in `gm_desk.sqlite3-wal` until it copies them into the main
file (a checkpoint). If that file goes missing (a sync tool or a backup script copies only the main
file, someone deletes "the temporary file", a killed process's folder is tidied up), SQLite opens the
main file as it was at the last checkpoint and says nothing: the GM's recent work is silently gone.

The guard makes that loss visible. While a session runs, the main file itself always carries a mark
(a row in `store_meta` holding the time of the last checkpoint), and the mark is removed again *in the
WAL only*. So:

- a clean close checkpoints everything, the removal included: the main file has no mark;
- a crash keeps the `-wal`, and replaying it removes the mark: nothing is lost and nothing is said;
- only a main file that still shows the mark and has no `-wal` beside it has lost committed work.

`refresh` must be called now and then while the file is open (the UI's backup timer does it every
minute), because SQLite's own automatic checkpoints may copy the removal into the main file early.

A full disk must not turn into a false alarm: the checkpoint keeps the -wal's size (RESTART, not
TRUNCATE), so the removal that follows it overwrites frames already on disk and needs no new space;
and `Store.close` removes a mark whose removal was refused all the same before its final checkpoint.
"""

from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path

from peewee import SqliteDatabase

from gm_desk.rules.i18n import t
from gm_desk.store.errors import StoreError, translated_errors
from gm_desk.store.files import read_only, side_files
from gm_desk.store.migrations import APPLICATION_ID, SCHEMA_VERSION
from gm_desk.store.values import timestamp_text, utc_now

MARK_KEY = "wal_guard.checkpointed_at"


def refresh(database: SqliteDatabase) -> bool:
    """Mark the main file as "open, complete up to now": write the mark, checkpoint, unmark in the WAL.

    Returns False (and does nothing) inside an open transaction, where a checkpoint cannot run and the
    mark would become part of someone else's commit. Raises StoreError if the disk refuses the writes.
    """
    if database.is_closed() or database.in_transaction():
        return False
    with translated_errors():
        with database.atomic("IMMEDIATE"):
            database.execute_sql(
                "INSERT OR REPLACE INTO store_meta (key, value) VALUES (?, ?)",
                (MARK_KEY, timestamp_text(utc_now())),
            )
        try:
            # RESTART, not TRUNCATE: the -wal keeps the room the mark's frames took, and the removal
            # below reuses it, so it is written even when the disk has no byte left.
            database.execute_sql("PRAGMA wal_checkpoint(RESTART)")
        finally:
            # From here until the next refresh the removal lives only in the WAL. It must always follow
            # the checkpoint, even a failed one (a full disk: the main file could not grow), which may
            # have copied the mark into the main file already: a mark never removed looks like a loss.
            with database.atomic("IMMEDIATE"):
                database.execute_sql("DELETE FROM store_meta WHERE key = ?", (MARK_KEY,))
    return True


def unmark(database: SqliteDatabase) -> bool:
    """Remove a mark left in the open file (its removal was refused); True if the file has none now.

    Called before a close: the close's checkpoint then carries the removal into the main file. Writes
    nothing when there is no mark.
    """
    if database.is_closed() or database.in_transaction():
        return False
    try:
        with translated_errors():
            row = database.execute_sql("SELECT 1 FROM store_meta WHERE key = ?", (MARK_KEY,)).fetchone()
            if row is None:
                return True
            with database.atomic("IMMEDIATE"):
                database.execute_sql("DELETE FROM store_meta WHERE key = ?", (MARK_KEY,))
    except Exception:  # on the way to a close, a failed removal is only a missed chance
        return False
    return True


def lost_wal(path: Path) -> str | None:
    """If the file at `path` lost its WAL, when it was last complete (the mark's text); else None.

    Reads through a read-only connection only. Anything that is not a readable GM Desk file of a
    version this app understands is not this guard's business (None): open_store deals with it.
    """
    wal = side_files(path)[0]
    if not path.is_file() or wal.exists():
        return None
    try:
        with read_only(path) as connection:
            if connection.execute("PRAGMA application_id").fetchone()[0] != APPLICATION_ID:
                return None
            if connection.execute("PRAGMA user_version").fetchone()[0] > SCHEMA_VERSION:
                return None
            row = connection.execute("SELECT value FROM store_meta WHERE key = ?", (MARK_KEY,)).fetchone()
    except sqlite3.DatabaseError:
        return None
    return None if row is None else str(row[0])


def clear_mark(path: Path) -> None:
    """Remove the mark from a closed copy of a data file (so the copy reads as complete)."""
    try:
        with closing(sqlite3.connect(path)) as connection, connection:
            connection.execute("DELETE FROM store_meta WHERE key = ?", (MARK_KEY,))
    except sqlite3.DatabaseError as error:
        raise StoreError(
            t("GM Desk could not update {name} ({error}).", name=path.name, error=error)
        ) from error
