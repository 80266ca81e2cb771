"""Opening the data file: creation, pragmas, refusal of newer files, and damaged files moved aside."""

from __future__ import annotations

import os
import sqlite3
from contextlib import closing
from pathlib import Path

import platformdirs
import pytest

from gm_desk.store import (
    DATABASE_FILENAME,
    SCHEMA_VERSION,
    NewerSchemaError,
    StoreError,
    bulk_insert_creatures,
    count_creatures,
    create_campaign,
    database_path,
    default_data_dir,
    list_campaigns,
    open_store,
)
from gm_desk.store.migrations import APPLICATION_ID

from .helpers import query, sha256, siblings


def test_first_open_creates_a_current_file(open_db, db_path: Path) -> None:
    store = open_db(db_path)

    assert db_path.is_file()
    assert store.report.created and store.report.moved_aside is None
    assert "new data file" in store.report.messages[0]
    store.close()
    assert query(db_path, "PRAGMA user_version") == [(SCHEMA_VERSION,)]
    assert query(db_path, "PRAGMA application_id") == [(APPLICATION_ID,)]


def test_pragmas_are_in_force(store) -> None:
    def pragma(name: str):
        return store.database.execute_sql(f"PRAGMA {name}").fetchone()[0]

    assert pragma("journal_mode") == "wal"
    assert pragma("foreign_keys") == 1
    assert pragma("synchronous") == 2  # FULL
    assert pragma("busy_timeout") == 5000


def test_reopening_keeps_the_data_and_reports_nothing(open_db, db_path: Path) -> None:
    open_db(db_path)
    create_campaign("Ember Road", "glowlands")
    open_db.close_all()
    store = open_db(db_path)

    assert [c.name for c in list_campaigns()] == ["Ember Road"]
    assert not store.report.created and store.report.messages == ()


def test_closing_checkpoints_the_wal_into_the_file(open_db, db_path: Path) -> None:
    store = open_db(db_path)
    create_campaign("Ember Road", "glowlands")
    store.close()

    assert siblings(db_path) == [DATABASE_FILENAME]
    assert query(db_path, "SELECT name FROM campaign") == [("Ember Road",)]


def test_only_one_store_is_open_at_a_time(store, tmp_path: Path) -> None:
    with pytest.raises(StoreError, match="already open"):
        open_store(tmp_path / "other" / DATABASE_FILENAME)


def test_a_closed_store_refuses_repository_calls(open_db, db_path: Path) -> None:
    open_db(db_path).close()

    with pytest.raises(StoreError, match="No data file is open"):
        count_creatures()


def test_default_data_dir_follows_platform_conventions() -> None:
    assert default_data_dir() == Path(platformdirs.user_data_dir("gm-desk", appauthor=False))
    assert database_path(Path("/somewhere")) == Path("/somewhere") / "gm_desk.sqlite3"


def test_a_newer_file_is_refused_and_left_byte_for_byte_untouched(open_db, db_path: Path) -> None:
    open_db(db_path).close()
    with closing(sqlite3.connect(db_path)) as connection:
        connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 5}")
    before = sha256(db_path)

    with pytest.raises(NewerSchemaError) as refused:
        open_db(db_path)

    assert sha256(db_path) == before
    assert siblings(db_path) == [DATABASE_FILENAME]  # no -wal or -shm left behind either
    assert "newer version of GM Desk" in str(refused.value)
    assert "not changed" in str(refused.value)


def _flip_bytes_in_a_page(path: Path) -> None:
    data = bytearray(path.read_bytes())
    page_size = int.from_bytes(data[16:18], "big")
    data[page_size : page_size + 8] = b"\xff" * 8  # the b-tree header of page 2
    path.write_bytes(bytes(data))


def _truncate(path: Path) -> None:
    path.write_bytes(path.read_bytes()[: path.stat().st_size // 3])


DAMAGE = {
    "random bytes": lambda path: path.write_bytes(os.urandom(16384)),
    "flipped bytes in a page": _flip_bytes_in_a_page,
    "truncated": _truncate,
    "text file": lambda path: path.write_text("These are my session notes, not a database.\n" * 40),
}


@pytest.mark.parametrize("damage", DAMAGE.values(), ids=DAMAGE.keys())
def test_a_damaged_file_is_moved_aside_and_a_fresh_one_started(open_db, db_path: Path, damage) -> None:
    _file_with_content(open_db, db_path)
    damage(db_path)
    damaged = sha256(db_path)

    store = open_db(db_path)

    moved = store.report.moved_aside
    assert moved is not None and moved.parent == db_path.parent
    assert moved.name.startswith(f"{DATABASE_FILENAME}.damaged-")
    assert sha256(moved) == damaged  # moved, never rewritten
    assert store.report.created and count_creatures() == 0 and list_campaigns() == []
    assert "moved aside" in store.report.messages[0] and moved.name in store.report.messages[0]
    create_campaign("A new start", "glowlands")  # the fresh file works


def test_the_side_files_of_a_damaged_file_move_with_it(open_db, db_path: Path) -> None:
    db_path.parent.mkdir(parents=True, exist_ok=True)
    db_path.write_bytes(os.urandom(8192))
    wal = db_path.with_name(db_path.name + "-wal")
    wal.write_bytes(b"wal content")

    store = open_db(db_path)

    moved = store.report.moved_aside
    assert moved.with_name(moved.name + "-wal").read_bytes() == b"wal content"
    store.close()
    assert sorted(siblings(db_path)) == sorted([DATABASE_FILENAME, moved.name, moved.name + "-wal"])


def test_a_stranger_sqlite_file_is_moved_aside_not_adopted(open_db, db_path: Path) -> None:
    db_path.parent.mkdir(parents=True, exist_ok=True)
    with closing(sqlite3.connect(db_path)) as connection:
        connection.execute("CREATE TABLE recipes (name TEXT)")
        connection.commit()

    store = open_db(db_path)

    assert store.report.moved_aside.name.startswith(f"{DATABASE_FILENAME}.unrecognised-")
    assert query(store.report.moved_aside, "SELECT name FROM sqlite_master") == [("recipes",)]
    assert "not a GM Desk data file" in store.report.messages[0]


def test_an_orphaned_wal_never_meets_the_new_file(open_db, db_path: Path) -> None:
    db_path.parent.mkdir(parents=True, exist_ok=True)
    db_path.with_name(db_path.name + "-wal").write_bytes(b"stale frames")

    store = open_db(db_path)

    assert store.report.created
    assert not db_path.with_name(db_path.name + "-wal").read_bytes().startswith(b"stale")
    assert any(name.startswith(f"{DATABASE_FILENAME}.orphaned-") for name in siblings(db_path))


def test_an_empty_file_is_treated_as_new(open_db, db_path: Path) -> None:
    db_path.parent.mkdir(parents=True, exist_ok=True)
    db_path.write_bytes(b"")

    store = open_db(db_path)

    assert store.report.created and store.report.moved_aside is None
    create_campaign("Ember Road", "glowlands")


def _file_with_content(open_db, db_path: Path) -> None:
    store = open_db(db_path)
    create_campaign("Ember Road", "glowlands")
    rows = [{"ruleset": "glowlands", "name": f"Wolf {n}", "statblock": {"threat": n}} for n in range(200)]
    bulk_insert_creatures(rows)
    store.close()
