"""Upgrading data files: from a frozen version-1 file to the current schema, and failing safely."""

from __future__ import annotations

import dataclasses
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest
from peewee import SqliteDatabase

from gm_desk.store import (
    DATABASE_FILENAME,
    SCHEMA_VERSION,
    MigrationError,
    list_creatures,
    load_log,
    load_undone,
)
from gm_desk.store.backup import check_backup
from gm_desk.store.connection import PRAGMAS
from gm_desk.store.migrations import MIGRATIONS, Migration, migrate
from gm_desk.store.models import ALL_MODELS

from .helpers import V1_ROWS, make_v1_file, query, row_counts, schema, sha256, siblings


def test_the_frozen_v1_schema_is_what_migration_1_creates(tmp_path: Path) -> None:
    frozen, migrated = tmp_path / "frozen.sqlite3", tmp_path / "migrated.sqlite3"
    make_v1_file(frozen, rows={})
    database = SqliteDatabase(str(migrated), pragmas=list(PRAGMAS))
    migrate(database, MIGRATIONS[:1])
    database.close()

    assert schema(migrated) == schema(frozen)
    assert query(migrated, "PRAGMA application_id") == query(frozen, "PRAGMA application_id")


def test_upgrading_a_v1_file_keeps_every_row_and_child_row(open_db, db_path: Path) -> None:
    make_v1_file(db_path)
    counts = row_counts(db_path)

    store = open_db(db_path)
    store.close()

    assert query(db_path, "PRAGMA user_version") == [(SCHEMA_VERSION,)]
    after = row_counts(db_path)
    assert after.pop("custom_condition") == 0  # the condition library (version 3) starts empty
    assert after.pop("map") == 0  # the map library (version 4) starts empty
    for table in ("picture", "creature_portrait", "member_portrait"):  # version 5: no picture yet
        assert after.pop(table) == 0
    assert after == counts
    assert query(db_path, "PRAGMA integrity_check") == [("ok",)]
    assert query(db_path, "PRAGMA foreign_key_check") == []
    # The encounter table was rebuilt: its log and snapshots must not have cascaded away.
    assert query(db_path, "SELECT id, encounter_id, seq, undone FROM encounter_entry ORDER BY id") == [
        row[:3] + row[5:] for row in V1_ROWS["encounter_entry"]
    ]
    assert query(db_path, "SELECT encounter_id, seq FROM encounter_snapshot") == [(1, 2)]


def test_the_upgrade_reports_and_keeps_a_verified_backup(open_db, db_path: Path) -> None:
    make_v1_file(db_path)
    original, counts = sha256(db_path), row_counts(db_path)

    store = open_db(db_path)

    report = store.report
    assert report.upgraded_from == 1 and not report.created
    assert report.backup.parent == db_path.parent / "backups"
    assert check_backup(report.backup) == 1  # unpacked, fully checked, and still version 1
    assert row_counts(report.backup) == counts
    assert "upgraded from version 1" in report.messages[0] and str(report.backup) in report.messages[0]
    assert original != sha256(db_path)


def test_upgraded_data_reads_back_through_the_repositories(open_db, db_path: Path) -> None:
    make_v1_file(db_path)
    open_db(db_path)

    # name_folded was backfilled with Unicode case folding, so search works on old rows.
    assert [row[1] for row in list_creatures(text="STRASSE")] == ["Straße Wächter"]
    assert [row[1] for row in list_creatures(text="goblin")] == ["GOBLIN Sapper"]
    assert [(entry.seq, entry.command["type"]) for entry in load_log(1)] == [(1, "start"), (2, "attack")]
    assert [entry.seq for entry in load_undone(1)] == [3]


def test_the_upgrade_adds_updated_at_and_the_status_check(open_db, db_path: Path) -> None:
    make_v1_file(db_path)
    open_db(db_path).close()

    assert query(db_path, "SELECT count(*) FROM encounter WHERE updated_at = created_at") == [(2,)]
    with closing(sqlite3.connect(db_path)) as connection, pytest.raises(sqlite3.IntegrityError):
        connection.execute("UPDATE encounter SET status = 'paused' WHERE id = 1")


def test_a_fresh_file_and_an_upgraded_one_have_the_same_schema(open_db, tmp_path: Path) -> None:
    fresh, upgraded = tmp_path / "fresh" / DATABASE_FILENAME, tmp_path / "old" / DATABASE_FILENAME
    open_db(fresh).close()
    make_v1_file(upgraded)
    open_db(upgraded).close()

    assert schema(fresh) == schema(upgraded)


def test_the_models_match_the_migrated_schema(store) -> None:
    for model in ALL_MODELS:
        columns = [row[1] for row in query(store.path, f"PRAGMA table_info({model._meta.table_name})")]
        assert sorted(columns) == sorted(field.column_name for field in model._meta.sorted_fields)


def _failing(step: Migration) -> Migration:
    def apply_then_fail(database: SqliteDatabase) -> None:
        step.apply(database)  # the real work happens, and is then thrown away
        raise RuntimeError("power cut halfway through the upgrade")

    return dataclasses.replace(step, apply=apply_then_fail)


def test_a_failure_mid_migration_leaves_the_file_byte_identical(open_db, db_path: Path) -> None:
    make_v1_file(db_path)
    before = sha256(db_path)
    broken = (*MIGRATIONS[:-1], _failing(MIGRATIONS[-1]))

    with pytest.raises(MigrationError) as failed:
        open_db(db_path, migrations=broken)

    assert sha256(db_path) == before
    assert siblings(db_path) == [DATABASE_FILENAME]  # no working copy, -wal or -shm left over
    assert "power cut" in str(failed.value) and "not changed" in str(failed.value)
    # The file still upgrades fine afterwards.
    assert open_db(db_path).report.upgraded_from == 1


def test_data_the_new_schema_rejects_fails_the_upgrade_without_touching_the_file(
    open_db, db_path: Path
) -> None:
    bridge = V1_ROWS["encounter"][0]  # the encounter that owns the log and the snapshot
    make_v1_file(db_path, V1_ROWS | {"encounter": [(*bridge[:4], "paused", *bridge[5:])]})
    before = sha256(db_path)

    with pytest.raises(MigrationError, match="CHECK constraint failed"):
        open_db(db_path)

    assert sha256(db_path) == before


def test_a_rebuild_with_foreign_keys_on_is_caught_before_it_commits(tmp_path: Path) -> None:
    """Why rebuild steps turn foreign keys off: otherwise dropping the old encounter table cascades
    into its log. The row-count check must catch that, and the step must roll back."""
    path = tmp_path / DATABASE_FILENAME
    make_v1_file(path)
    careless = dataclasses.replace(MIGRATIONS[1], rebuilds_tables=False)
    database = SqliteDatabase(str(path), pragmas=list(PRAGMAS))

    with pytest.raises(MigrationError, match="encounter_entry: 3 rows became 0"):
        migrate(database, (MIGRATIONS[0], careless))
    database.close()

    assert query(path, "PRAGMA user_version") == [(1,)]
    assert row_counts(path)["encounter_entry"] == 3


def test_each_step_commits_with_its_version_bump_or_not_at_all(tmp_path: Path) -> None:
    path = tmp_path / DATABASE_FILENAME
    make_v1_file(path)
    database = SqliteDatabase(str(path), pragmas=list(PRAGMAS))

    with pytest.raises(MigrationError):
        migrate(database, (MIGRATIONS[0], _failing(MIGRATIONS[1])))
    foreign_keys = database.execute_sql("PRAGMA foreign_keys").fetchone()[0]
    database.close()

    assert foreign_keys == 1  # switched back on after the failed rebuild step
    assert query(path, "PRAGMA user_version") == [(1,)]
    assert "name_folded" not in [row[1] for row in query(path, "PRAGMA table_info(creature)")]


def test_a_gap_in_the_steps_is_refused(tmp_path: Path) -> None:
    database = SqliteDatabase(str(tmp_path / DATABASE_FILENAME), pragmas=list(PRAGMAS))

    with pytest.raises(MigrationError, match="No upgrade step from data version 0 to 2"):
        migrate(database, MIGRATIONS[1:])
    database.close()


def test_lookups_by_system_use_the_one_creature_index_left(store) -> None:
    """Version 7 dropped the index on the ruleset alone; the (ruleset, name_folded) one serves instead."""
    indexes = {row[0] for row in query(store.path, "SELECT name FROM sqlite_master WHERE tbl_name = 'creature'")}
    assert "creature_ruleset" not in indexes and "creature_ruleset_name_folded" in indexes
    plan = query(store.path, "EXPLAIN QUERY PLAN SELECT name, id FROM creature WHERE ruleset = 'glowlands'")
    assert any("creature_ruleset_name_folded" in row[-1] for row in plan), plan
