"""Errors the store raises, and the translation of SQLite failures into them.

Every error's message is a sentence a GM can read in a dialog. Callers catch `StoreError`; the
subclasses let them react to a specific case (offer to free disk space, to update the app, ...).
"""

from __future__ import annotations

import errno
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from gm_desk.rules.i18n import t

# Primary SQLite result codes (https://sqlite.org/rescode.html); extended codes keep these in the low byte.
SQLITE_PERM = 3
SQLITE_BUSY = 5
SQLITE_LOCKED = 6
SQLITE_READONLY = 8
SQLITE_IOERR = 10
SQLITE_CORRUPT = 11
SQLITE_FULL = 13
SQLITE_CANTOPEN = 14
SQLITE_CONSTRAINT = 19
SQLITE_NOTADB = 26


class StoreError(Exception):
    """Base of every error the store raises; `str(error)` is meant for the GM."""


class NewerSchemaError(StoreError):
    """The data file was written by a newer GM Desk; it is left untouched."""


class DamagedDatabaseError(StoreError):
    """The data file (or a backup) is not a readable SQLite database."""


class DiskFullError(StoreError):
    """SQLite ran out of space; the change was not saved, earlier changes are intact."""


class StoreIOError(StoreError):
    """The disk refused a read or write (I/O error, read-only file, missing permission)."""


class ReadOnlyError(StoreIOError):
    """The data file, its journal or its folder cannot be written (read-only disk, file or folder)."""


class NeedsRecoveryError(StoreError):
    """The data file must be set aside before it can be used, and this caller may not do it (a verb)."""


class StoreBusyError(StoreError):
    """Another program holds the data file."""


class MigrationError(StoreError):
    """Upgrading the data file failed; the original file is unchanged."""


class ConflictError(StoreError):
    """A write broke a uniqueness or reference rule of the schema."""


class NotFoundError(StoreError, LookupError):
    """The row asked for does not exist (any more)."""


class InvalidValueError(StoreError, ValueError):
    """A value was refused before it reached the database (NaN, huge integer, bad text...)."""


# A change, the -shm index and a WAL frame or two fit in far less; this is the room below which GM Desk
# says "the disk is full" before SQLite says something vaguer ("disk I/O error").
MIN_FREE = 1024 * 1024


class _Where:
    """The folder of the open data file, so that a full disk can be named in the GM's words."""

    folder: Path | None = None


def note_data_folder(folder: Path | None) -> None:
    _Where.folder = folder


def free_bytes(folder: Path) -> int | None:
    """The bytes free on the disk holding `folder` (its nearest existing parent), or None if unknown."""
    folder = Path(folder)
    while not folder.exists() and folder.parent != folder:
        folder = folder.parent
    try:
        return shutil.disk_usage(folder).free
    except OSError:
        return None


def size_words(size: int) -> str:
    """A size as a GM reads it: "8 KB", "3.4 MB", "1.2 GB"."""
    if size < 1024 * 1024:
        return t("{size} KB", size=max(1, round(size / 1024)))
    if size < 1024**3:
        return t("{size:.1f} MB", size=size / 1024**2)
    return t("{size:.1f} GB", size=size / 1024**3)


def disk_full_error(folder: Path | None, needed: int, purpose: str) -> DiskFullError:
    """ "The disk is full", with where, how much is free and how much `purpose` needs."""
    folder = folder if folder is not None else _Where.folder
    free = free_bytes(folder) if folder is not None else None
    if folder is None or free is None:
        return DiskFullError(
            t(
                "The disk is full: {purpose} needs about {needed} free. Free some space and try again; everything saved before is safe.",
                purpose=purpose,
                needed=size_words(needed),
            )
        )
    return DiskFullError(
        t(
            "The disk is full ({free} free on the disk holding {folder}): {purpose} needs about {needed}. Free some space on that disk and try again; everything saved before is safe.",
            folder=folder,
            free=size_words(free),
            purpose=purpose,
            needed=size_words(needed),
        )
    )


def ensure_room(folder: Path, needed: int, purpose: str) -> None:
    """Raise DiskFullError (naming the folder and the sizes) unless `needed` bytes are free there."""
    free = free_bytes(folder)
    if free is not None and free < needed:
        raise disk_full_error(folder, needed, purpose)


def is_disk_full(error: BaseException) -> bool:
    """Whether `error` (or anything in its chain) says the disk is full."""
    for link in _chain(error):
        if isinstance(link, DiskFullError) or sqlite_code(link) == SQLITE_FULL:
            return True
        if isinstance(link, OSError) and link.errno in (errno.ENOSPC, errno.EDQUOT):
            return True
    return False


def sqlite_code(error: BaseException) -> int | None:
    """The primary SQLite result code of `error`, or None if it carries none."""
    code = getattr(error, "sqlite_errorcode", None)
    return None if code is None else code & 0xFF


def _chain(error: BaseException) -> Iterator[BaseException]:
    """`error` and everything it was raised from or while handling, nearest first."""
    seen: set[int] = set()
    current: BaseException | None = error
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        yield current
        current = current.__cause__ or current.__context__


def _detail(error: BaseException) -> str:
    text = str(error).strip().splitlines()
    return text[0][:200] if text else type(error).__name__


def translate(error: BaseException) -> StoreError | None:
    """A StoreError for a SQLite failure anywhere in `error`'s chain, or None if there is none.

    The whole chain is searched because after SQLITE_FULL SQLite may roll back by itself, and peewee
    then raises "cannot rollback" with the real cause in `__context__`.
    """
    for link in _chain(error):
        if isinstance(link, StoreError):
            return link
        code = sqlite_code(link)
        if code is None:
            continue
        detail = _detail(link)
        if code == SQLITE_FULL:
            return _change_refused_for_space()
        if code in (SQLITE_IOERR, SQLITE_READONLY, SQLITE_CANTOPEN, SQLITE_PERM):
            return StoreIOError(
                t(
                    "GM Desk could not read or write its data file ({detail}). Check that the disk is connected and that the data folder is writable.",
                    detail=detail,
                )
            )
        if code in (SQLITE_CORRUPT, SQLITE_NOTADB):
            return DamagedDatabaseError(
                t(
                    "The data file is damaged ({detail}). Restart GM Desk: it sets a damaged file aside and starts a fresh one, and you can restore a backup.",
                    detail=detail,
                )
            )
        if code in (SQLITE_BUSY, SQLITE_LOCKED):
            return StoreBusyError(
                t(
                    "The data file is in use by another program (perhaps a second GM Desk). Close it and try again."
                )
            )
        if code == SQLITE_CONSTRAINT:
            return ConflictError(
                t("That change conflicts with data already saved ({detail}).", detail=detail)
            )
    return None


def _change_refused_for_space() -> DiskFullError:
    folder = _Where.folder
    free = free_bytes(folder) if folder is not None else None
    if folder is None or free is None or free >= MIN_FREE:  # a limit of SQLite's own, not the disk's
        return DiskFullError(
            t(
                "The disk is full, so GM Desk could not save this change. Free some space and try again; everything saved before this change is safe."
            )
        )
    return DiskFullError(
        t(
            "The disk is full ({free} free on the disk holding {folder}), so GM Desk could not save this change. Free at least {needed} on that disk and try again; everything saved before this change is safe.",
            folder=folder,
            free=size_words(free),
            needed=size_words(MIN_FREE),
        )
    )


@contextmanager
def translated_errors() -> Iterator[None]:
    """Re-raise SQLite failures inside the block as StoreErrors, keeping the original as the cause."""
    try:
        yield
    except StoreError:
        raise
    except Exception as error:
        store_error = translate(error)
        if store_error is None:
            raise
        raise store_error from error
