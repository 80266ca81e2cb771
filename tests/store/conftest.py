"""Fixtures for the store tests; the shared `data_dir` and `store` come from tests/conftest.py."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from gm_desk.paths import database_path
from gm_desk.store.connection import Store, open_store


@pytest.fixture
def db_path(data_dir: Path) -> Path:
    """Where the data file lives in this test's data folder (nothing is created)."""
    return database_path(data_dir)


@pytest.fixture
def open_db() -> Iterator[Callable[..., Store]]:
    """`open_store`, with every store it opened closed at the end even if the test fails."""
    opened: list[Store] = []

    def _open(path: Path, **kwargs: Any) -> Store:
        store = open_store(path, **kwargs)
        opened.append(store)
        return store

    def _close_all() -> None:
        for store in opened:
            store.close()

    _open.close_all = _close_all  # type: ignore[attr-defined]
    yield _open
    _close_all()
