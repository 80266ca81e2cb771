"""Errors the store raises, and the translation of SQLite failures into them.

Every error's message is a sentence a GM can read in a dialog. Callers catch `StoreError`; the
subclasses let them react to a specific case (offer to free disk space, to update the app, ...).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

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
            return DiskFullError(
                t(
                    "The disk is full, so GM Desk could not save this change. Free some space and try again; everything saved before this change is safe."
                )
            )
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
