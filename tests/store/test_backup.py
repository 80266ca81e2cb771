"""Backups: verified copies, listing with a summary, rotation, and restoring over the data file."""

from __future__ import annotations

import os
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from gm_desk.store import (
    SCHEMA_VERSION,
    DamagedDatabaseError,
    NewerSchemaError,
    StoreError,
    create_campaign,
    create_encounter,
    list_backups,
    list_campaigns,
    make_backup,
    restore_backup,
    rotate_backups,
    save_creature,
)
from gm_desk.store.records import CreatureRecord

from .helpers import make_v1_file, query, sha256


def _names() -> list[str]:
    return [campaign.name for campaign in list_campaigns()]


def test_a_backup_is_a_verified_self_contained_copy(store, tmp_path: Path) -> None:
    create_campaign("Ember Road", "glowlands")  # committed to the WAL, not yet to the main file

    backup = make_backup(store.path, tmp_path / "backups", "Before the big fight!")

    assert backup.name.startswith("gm_desk-") and backup.name.endswith("-before-the-big-fight.sqlite3.zip")
    assert query(backup, "PRAGMA integrity_check") == [("ok",)]
    assert query(backup, "SELECT name FROM campaign") == [("Ember Road",)]
    assert query(backup, "PRAGMA journal_mode") == [("delete",)]  # needs no -wal beside it
    assert sorted(p.name for p in backup.parent.iterdir()) == [backup.name]


def test_backups_are_listed_newest_first_with_reason_and_summary(store) -> None:
    save_creature(CreatureRecord("glowlands", "Ash Wolf", {}))
    first = store.backup("manual")
    campaign = create_campaign("Ember Road", "glowlands")
    create_encounter(campaign.id, "Bridge", "glowlands", {})
    create_encounter(campaign.id, "Den", "glowlands", {})
    second = store.backup("before restore")

    listed = store.list_backups()

    assert [info.path for info in listed] == [second, first]
    assert listed[0].reason == "before restore" and listed[1].reason == "manual"
    assert listed[0].created >= listed[1].created
    assert listed[0].summary == "1 creature, 1 campaign, 2 encounters"
    assert listed[1].summary == "1 creature, 0 campaigns, 0 encounters"
    assert listed[0].schema_version == SCHEMA_VERSION and listed[0].size > 0


def test_an_unreadable_backup_is_listed_as_such(store) -> None:
    store.backup_dir.mkdir(parents=True, exist_ok=True)
    broken = store.backup_dir / "gm_desk-20260101-120000-000000-manual.sqlite3"
    broken.write_bytes(os.urandom(4096))

    (info,) = list_backups(store.backup_dir)

    assert info.path == broken and info.problem is not None
    assert info.summary.startswith("unreadable")


def test_rotation_keeps_the_newest(store) -> None:
    made = [make_backup(store.path, store.backup_dir, f"backup {n}", keep=3) for n in range(5)]

    assert [info.path for info in list_backups(store.backup_dir)] == made[:1:-1]
    assert rotate_backups(store.backup_dir, keep=1) == [made[3], made[2]]
    with pytest.raises(ValueError):
        rotate_backups(store.backup_dir, keep=0)


def test_nothing_is_rotated_when_the_new_backup_fails(store, tmp_path: Path) -> None:
    made = [make_backup(store.path, store.backup_dir, "ok", keep=2) for _ in range(2)]
    damaged = tmp_path / "damaged.sqlite3"
    damaged.write_bytes(os.urandom(8192))

    with pytest.raises(DamagedDatabaseError):
        make_backup(damaged, store.backup_dir, "doomed", keep=2)

    assert sorted(p.name for p in store.backup_dir.iterdir()) == sorted(p.name for p in made)


def test_restore_backs_up_the_current_file_then_swaps_in_the_backup(open_db, db_path: Path) -> None:
    store = open_db(db_path)
    create_campaign("Ember Road", "glowlands")
    backup = store.backup("manual")
    create_campaign("Started after the backup", "glowlands")
    store.close()

    safety = restore_backup(backup, db_path)

    assert safety is not None and "before-restore" in safety.name
    assert query(safety, "SELECT count(*) FROM campaign") == [(2,)]
    open_db(db_path)
    assert _names() == ["Ember Road"]


def test_restore_refuses_while_the_file_is_open(store) -> None:
    backup = store.backup("manual")
    before = sha256(store.path)

    with pytest.raises(StoreError, match="Close the data file"):
        restore_backup(backup, store.path)

    assert sha256(store.path) == before


def test_restoring_the_oldest_backup_survives_rotation(open_db, db_path: Path) -> None:
    store = open_db(db_path)
    create_campaign("Oldest", "glowlands")
    oldest = make_backup(db_path, store.backup_dir, "first", keep=2)
    create_campaign("Newer", "glowlands")
    make_backup(db_path, store.backup_dir, "second", keep=2)
    store.close()

    # The safety backup rotates `oldest` out; the restore must still get its content.
    restore_backup(oldest, db_path, keep=2)

    assert not oldest.exists()
    open_db(db_path)
    assert _names() == ["Oldest"]


def test_restoring_an_old_version_backup_upgrades_on_next_open(open_db, db_path: Path, tmp_path) -> None:
    old = tmp_path / "old.sqlite3"
    make_v1_file(old)
    open_db(db_path).close()

    restore_backup(old, db_path)
    store = open_db(db_path)

    assert store.report.upgraded_from == 1
    assert _names() == ["Ember Road"]


def test_restore_refuses_newer_damaged_and_foreign_files(open_db, db_path: Path, tmp_path) -> None:
    open_db(db_path).close()
    before = sha256(db_path)
    newer, damaged, foreign = (tmp_path / name for name in ("newer.db", "damaged.db", "foreign.db"))
    make_v1_file(newer)
    with closing(sqlite3.connect(newer)) as connection:
        connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    damaged.write_bytes(os.urandom(8192))
    with closing(sqlite3.connect(foreign)) as connection:
        connection.execute("CREATE TABLE recipes (name TEXT)")

    with pytest.raises(NewerSchemaError):
        restore_backup(newer, db_path)
    with pytest.raises(DamagedDatabaseError):
        restore_backup(damaged, db_path)
    with pytest.raises(StoreError, match="not a GM Desk backup"):
        restore_backup(foreign, db_path)

    assert sha256(db_path) == before
