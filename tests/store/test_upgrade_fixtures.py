"""Promise: every released schema upgrades, or the file stays untouched.

`fixtures/schema_v<N>.sqlite3` is a data file as GM Desk of version N left it, with a GM's prep in it
(made by fixtures/make_fixtures.py, checked in). Each is copied, never opened in place, and then:
upgraded to the current version with every row and child row kept; broken at every step of its
upgrade path and found byte-for-byte unchanged; and refused untouched when marked as newer.
"""

from __future__ import annotations

import shutil
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest
from peewee import SqliteDatabase

from gm_desk.store import (
    DATABASE_FILENAME,
    SCHEMA_VERSION,
    MigrationError,
    NewerSchemaError,
    get_encounter,
    list_campaigns,
    list_creatures,
    list_encounters,
    list_party,
    load_log,
    load_undone,
    open_store,
)
from gm_desk.store.autosave import resume
from gm_desk.store.connection import PRAGMAS
from gm_desk.store.migrations import MIGRATIONS, Migration, migrate

from .fixtures import make_fixtures
from .helpers import query, row_counts, schema, sha256, siblings
from .test_migrations import _failing

FIXTURES = Path(__file__).resolve().parent / "fixtures"
VERSIONS = list(range(1, SCHEMA_VERSION + 1))


def fixture(version: int) -> Path:
    return FIXTURES / f"schema_v{version}.sqlite3"


@pytest.fixture
def copy_of(tmp_path: Path):
    """Copy a fixture into its own data folder (the checked-in file is never opened)."""

    def copy(version: int, folder: str = "") -> Path:
        target = tmp_path / (folder or f"v{version}") / DATABASE_FILENAME
        target.parent.mkdir()
        shutil.copyfile(fixture(version), target)
        return target

    return copy


def dump(path: Path) -> dict[str, list[tuple]]:
    """Every row of every table, in id order."""
    tables = [name for (name,) in query(path, "SELECT name FROM sqlite_master WHERE type = 'table'")]
    return {table: query(path, f"SELECT * FROM {table} ORDER BY 1") for table in sorted(tables)}


def test_every_released_version_has_its_fixture() -> None:
    for version in VERSIONS:
        assert fixture(version).is_file(), f"add schema_v{version}.sqlite3 with make_fixtures.py"
    assert sorted(FIXTURES.glob("*.sqlite3")) == [fixture(v) for v in VERSIONS]
    assert not list(FIXTURES.glob("*-wal")) + list(FIXTURES.glob("*-shm")), "a test opened a fixture in place"


@pytest.mark.parametrize("version", VERSIONS)
def test_the_fixture_is_what_its_version_made(version: int, copy_of, tmp_path: Path) -> None:
    """Its version number and schema are those the migrations up to that version create (so an edited
    old migration step fails here), and its rows are the ones the script writes today."""
    path = copy_of(version)
    migrated = tmp_path / "migrated.sqlite3"
    database = SqliteDatabase(str(migrated), pragmas=list(PRAGMAS))
    migrate(database, MIGRATIONS[:version])
    database.close()
    rebuilt = make_fixtures.build(version, tmp_path / "rebuilt.sqlite3")

    assert query(path, "PRAGMA user_version") == [(version,)]
    assert query(path, "PRAGMA application_id") == [(make_fixtures.APPLICATION_ID,)]
    assert schema(path) == schema(migrated)
    assert dump(path) == dump(rebuilt)
    assert query(path, "PRAGMA journal_mode") == [("wal",)]  # as the app leaves its files


@pytest.mark.parametrize("version", VERSIONS)
def test_each_fixture_upgrades_with_every_row_and_child_row(version: int, copy_of) -> None:
    path = copy_of(version)
    before = row_counts(path)
    entries = query(path, "SELECT id, encounter_id, seq, command, events, undone FROM encounter_entry")
    snapshots = query(path, "SELECT * FROM encounter_snapshot")
    members = query(path, "SELECT * FROM party_member")

    store = open_store(path)
    try:
        report = store.report
        assert report.moved_aside is None and not report.created
        assert report.upgraded_from == (version if version < SCHEMA_VERSION else None)
        # What the GM sees through the app, not only what the tables hold:
        assert [c.name for c in list_campaigns()] == ["Ember Road"]
        assert [m.name for m in list_party(1)] == ["Haelon", "Ysolde"]
        assert [e.name for e in list_encounters(1)] == ["Relay ambush", "Wolf den"]
        assert get_encounter(1).status == "running" and get_encounter(1).setup["name"] == "Relay ambush"
        assert [row[1] for row in list_creatures(text="strasse")] == ["Straße Wächter"]
        assert [row[1] for row in list_creatures(text="ash wolf")] == ["ASH WOLF"]
        assert [entry.seq for entry in load_log(1)] == [1, 2, 3]
        assert [entry.seq for entry in load_undone(1)] == [4]
        fight = resume(1)  # the running fight resumes, its redo stack with it
        assert [entry.command.args["text"] for entry in fight.log] == make_fixtures.NOTES[:3]
        assert [entry.command.args["text"] for entry in fight.redo_stack] == [make_fixtures.NOTES[3]]
    finally:
        store.close()

    assert query(path, "PRAGMA user_version") == [(SCHEMA_VERSION,)]
    after = row_counts(path)
    assert {table: after[table] for table in before} == before
    assert all(after[table] == 0 for table in set(after) - set(before))  # tables a later version added
    assert (
        query(path, "SELECT id, encounter_id, seq, command, events, undone FROM encounter_entry") == entries
    )
    assert query(path, "SELECT * FROM encounter_snapshot") == snapshots
    assert query(path, "SELECT * FROM party_member") == members
    assert query(path, "PRAGMA integrity_check") == [("ok",)]
    assert query(path, "PRAGMA foreign_key_check") == []
    assert schema(path) == schema(copy_of(SCHEMA_VERSION, "current"))


def _steps_to_break(version: int) -> list[tuple[int, int]]:
    # Every real step of the upgrade path, plus one step past the current version (so even the
    # current fixture goes through a failing upgrade).
    return [(version, step) for step in range(version + 1, SCHEMA_VERSION + 2)]


def _next_step(work: str) -> Migration:
    """A step past the current version that exists only in these tests."""

    def apply(database: SqliteDatabase) -> None:
        database.execute_sql(work)

    return Migration(SCHEMA_VERSION + 1, "a step of this test", apply, rebuilds_tables=True)


ADD_A_TABLE = "CREATE TABLE upgrade_probe (x INTEGER)"
LOSE_THE_LOG = "DELETE FROM encounter_entry"


@pytest.mark.parametrize(("version", "broken_step"), [pair for v in VERSIONS for pair in _steps_to_break(v)])
def test_a_failure_at_any_step_leaves_the_fixture_byte_identical(
    version: int, broken_step: int, copy_of
) -> None:
    path = copy_of(version)
    before = sha256(path)
    path_steps = (*MIGRATIONS, _next_step(ADD_A_TABLE))
    broken = tuple(_failing(step) if step.version == broken_step else step for step in path_steps)

    with pytest.raises(MigrationError) as failed:
        open_store(path, migrations=broken)

    assert sha256(path) == before
    assert siblings(path) == [DATABASE_FILENAME]  # no working copy, -wal or -shm left over
    assert "not changed" in str(failed.value)


def test_a_step_that_loses_rows_is_caught_and_nothing_changes(copy_of) -> None:
    """The row-count check inside each step, on a real fixture: a step deleting the log is refused."""
    path = copy_of(SCHEMA_VERSION)
    before = sha256(path)

    with pytest.raises(MigrationError, match="encounter_entry: 4 rows became 0"):
        open_store(path, migrations=(*MIGRATIONS, _next_step(LOSE_THE_LOG)))

    assert sha256(path) == before


@pytest.mark.parametrize("version", VERSIONS)
def test_each_fixture_marked_newer_is_refused_untouched(version: int, copy_of) -> None:
    path = copy_of(version)
    with closing(sqlite3.connect(path)) as connection:
        connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    before = sha256(path)

    with pytest.raises(NewerSchemaError, match="newer version of GM Desk"):
        open_store(path)

    assert sha256(path) == before
    assert siblings(path) == [DATABASE_FILENAME]


@pytest.mark.parametrize("version", VERSIONS[:-1])  # the current version needs no upgrade, so no backup
def test_the_upgrade_backup_is_the_fixture_as_it_was(version: int, copy_of) -> None:
    path = copy_of(version)
    content = dump(path)

    with open_store(path) as store:
        backup = store.report.backup

    assert backup is not None and "before-upgrade" in backup.name
    assert dump(backup) == content
    assert query(backup, "PRAGMA user_version") == [(version,)]
