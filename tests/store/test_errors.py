"""SQLite failures reach the caller as StoreErrors a GM can read, and earlier data stays intact."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path

import peewee
import pytest

from gm_desk.store import (
    CreatureRecord,
    DiskFullError,
    StoreBusyError,
    bulk_insert_creatures,
    count_creatures,
    create_campaign,
    list_campaigns,
    save_creature,
)
from gm_desk.store.errors import translate


def _fill_to_the_brim(store) -> None:
    """Let the file grow no further (max_page_count is per connection and not saved)."""
    pages = store.database.execute_sql("PRAGMA page_count").fetchone()[0]
    store.database.execute_sql(f"PRAGMA max_page_count = {pages}")


def _rows(count: int) -> list[dict]:
    return [
        {"ruleset": "glowlands", "name": f"Wolf {n}", "statblock": {"lore": "x" * 500}} for n in range(count)
    ]


def test_a_full_disk_refuses_the_write_and_keeps_earlier_rows(store) -> None:
    create_campaign("Ember Road", "glowlands")
    bulk_insert_creatures(_rows(10))
    _fill_to_the_brim(store)

    with pytest.raises(DiskFullError) as full:
        bulk_insert_creatures(_rows(2_000))
    with pytest.raises(DiskFullError):
        save_creature(CreatureRecord("glowlands", "Huge", {"lore": "y" * 200_000}))

    assert "disk is full" in str(full.value) and "saved before this change is safe" in str(full.value)
    assert count_creatures() == 10 and [c.name for c in list_campaigns()] == ["Ember Road"]
    assert store.database.execute_sql("PRAGMA integrity_check").fetchone() == ("ok",)
    store.database.execute_sql("PRAGMA max_page_count = 1073741823")  # space freed: writing works again
    assert bulk_insert_creatures(_rows(2_000)) == 2_000


def _real_disk_full_error(tmp_path: Path) -> sqlite3.OperationalError:
    with closing(sqlite3.connect(tmp_path / "tiny.sqlite3")) as connection:
        connection.execute("CREATE TABLE t (x TEXT)")
        connection.execute("PRAGMA max_page_count = 2")
        try:
            connection.execute("INSERT INTO t VALUES (?)", ("z" * 100_000,))
        except sqlite3.OperationalError as error:
            return error
    raise AssertionError("SQLite accepted a row larger than the file may grow")


def test_the_real_cause_is_found_behind_cannot_rollback(tmp_path: Path) -> None:
    full = _real_disk_full_error(tmp_path)
    try:
        try:
            raise full
        except sqlite3.OperationalError:
            # What peewee raises when SQLite already rolled back after SQLITE_FULL.
            raise peewee.OperationalError("cannot rollback - no transaction is active") from None
    except peewee.OperationalError as error:
        # `from None` hides the cause from tracebacks but keeps it in __context__, as peewee's does.
        assert isinstance(translate(error), DiskFullError)


def test_a_busy_file_is_reported_as_such(store) -> None:
    with closing(sqlite3.connect(store.path, timeout=0)) as other:
        other.execute("BEGIN IMMEDIATE")
        store.database.execute_sql("PRAGMA busy_timeout = 50")

        with pytest.raises(StoreBusyError, match="in use by another program"):
            create_campaign("Ember Road", "glowlands")
        other.rollback()

    store.database.execute_sql("PRAGMA busy_timeout = 5000")
    create_campaign("Ember Road", "glowlands")


def test_errors_that_are_not_sqlite_failures_pass_through(store) -> None:
    assert translate(RuntimeError("a bug")) is None
