"""How repository code talks to the open database: one IMMEDIATE transaction per write.

A deferred transaction that reads and then writes gets SQLITE_BUSY at once when another connection
writes; IMMEDIATE takes the write lock up front and waits up to busy_timeout instead. Nested use
becomes a savepoint, so a caller can group several repository calls into one commit. Never hold a
transaction open across a modal dialog.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import wraps
from typing import ParamSpec, TypeVar

from gm_desk.rules.i18n import t
from gm_desk.store.errors import StoreError, translated_errors
from gm_desk.store.models import db

P = ParamSpec("P")
R = TypeVar("R")


def _require_open() -> None:
    if db.obj is None or db.obj.is_closed():
        raise StoreError(t("No data file is open."))


@contextmanager
def transaction() -> Iterator[None]:
    """Group writes into one IMMEDIATE transaction; SQLite failures surface as StoreErrors."""
    _require_open()
    # Translation wraps the transaction, not the other way round: after SQLITE_FULL the rollback
    # itself may fail, and the real cause is then only visible from outside.
    with translated_errors(), db.atomic("IMMEDIATE"):
        yield


def writes(function: Callable[P, R]) -> Callable[P, R]:
    """Run `function` inside `transaction()`."""

    @wraps(function)
    def inner(*args: P.args, **kwargs: P.kwargs) -> R:
        with transaction():
            return function(*args, **kwargs)

    return inner


def reads(function: Callable[P, R]) -> Callable[P, R]:
    """Run `function` with SQLite failures translated into StoreErrors."""

    @wraps(function)
    def inner(*args: P.args, **kwargs: P.kwargs) -> R:
        _require_open()
        with translated_errors():
            return function(*args, **kwargs)

    return inner
