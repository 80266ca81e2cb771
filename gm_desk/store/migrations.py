"""Schema versions and the steps between them.

The version lives in `PRAGMA user_version`; `MIGRATIONS[n]` takes a file from version n to n+1 with
frozen SQL (never the current models, which describe only the newest version). Each step runs in one
IMMEDIATE transaction together with its version bump, and is checked before it commits: row counts of
every table unchanged and no new foreign key violations.

A step that rebuilds a table (SQLite's create-copy-drop-rename) must say so: with `foreign_keys=1`,
dropping the old table would fire ON DELETE CASCADE and silently empty its child tables, and SQLite
ignores the `foreign_keys` pragma inside a transaction. So the runner turns foreign keys off *before*
the transaction of such a step and back on after it.

connection.py runs these steps on a copy of an existing file and swaps the copy in only when all of
them succeeded, so a failure leaves the original file as it was.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from peewee import SqliteDatabase

from gm_desk.rules.i18n import t
from gm_desk.store.errors import MigrationError
from gm_desk.store.values import fold

# 'GMDk': marks the file as GM Desk's, so a stranger SQLite file is recognised and not "upgraded".
APPLICATION_ID = 0x474D446B


@dataclass(frozen=True)
class Migration:
    version: int  # the version this step produces
    summary: str
    apply: Callable[[SqliteDatabase], None]
    rebuilds_tables: bool = False


def _v1_initial_schema(database: SqliteDatabase) -> None:
    for statement in V1_SCHEMA:
        database.execute_sql(statement)
    database.execute_sql(f"PRAGMA application_id = {APPLICATION_ID}")


V1_SCHEMA = (
    """CREATE TABLE store_meta (
        key TEXT NOT NULL PRIMARY KEY,
        value TEXT NOT NULL)""",
    """CREATE TABLE creature (
        id INTEGER NOT NULL PRIMARY KEY,
        ruleset TEXT NOT NULL,
        name TEXT NOT NULL,
        pack TEXT,
        tags TEXT NOT NULL,
        statblock TEXT NOT NULL,
        threat_lo INTEGER,
        threat_hi INTEGER,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL)""",
    "CREATE INDEX creature_ruleset ON creature (ruleset)",
    """CREATE TABLE campaign (
        id INTEGER NOT NULL PRIMARY KEY,
        name TEXT NOT NULL,
        notes TEXT NOT NULL,
        ruleset TEXT NOT NULL,
        created_at TEXT NOT NULL)""",
    """CREATE TABLE party_member (
        id INTEGER NOT NULL PRIMARY KEY,
        campaign_id INTEGER NOT NULL REFERENCES campaign (id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        ruleset TEXT NOT NULL,
        sheet TEXT NOT NULL)""",
    "CREATE INDEX party_member_campaign_id ON party_member (campaign_id)",
    """CREATE TABLE encounter (
        id INTEGER NOT NULL PRIMARY KEY,
        campaign_id INTEGER NOT NULL REFERENCES campaign (id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        ruleset TEXT NOT NULL,
        status TEXT NOT NULL,
        setup TEXT NOT NULL,
        layout TEXT NOT NULL,
        outcome TEXT,
        created_at TEXT NOT NULL)""",
    "CREATE INDEX encounter_campaign_id ON encounter (campaign_id)",
    """CREATE TABLE encounter_entry (
        id INTEGER NOT NULL PRIMARY KEY,
        encounter_id INTEGER NOT NULL REFERENCES encounter (id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        command TEXT NOT NULL,
        events TEXT NOT NULL,
        undone INTEGER NOT NULL DEFAULT 0)""",
    "CREATE UNIQUE INDEX encounter_entry_encounter_id_seq ON encounter_entry (encounter_id, seq)",
    """CREATE TABLE encounter_snapshot (
        id INTEGER NOT NULL PRIMARY KEY,
        encounter_id INTEGER NOT NULL REFERENCES encounter (id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        state TEXT NOT NULL)""",
    "CREATE UNIQUE INDEX encounter_snapshot_encounter_id_seq ON encounter_snapshot (encounter_id, seq)",
)


def _v2_search_and_encounter_checks(database: SqliteDatabase) -> None:
    """Creature.name_folded for case-insensitive search; Encounter.updated_at for "last played"
    and a CHECK on Encounter.status (a new constraint, so the encounter table is rebuilt)."""
    database.execute_sql("ALTER TABLE creature ADD COLUMN name_folded TEXT NOT NULL DEFAULT ''")
    # Python's casefold, not SQLite's lower(), which folds ASCII only.
    rows = database.execute_sql("SELECT id, name FROM creature").fetchall()
    database.connection().executemany(
        "UPDATE creature SET name_folded = ? WHERE id = ?", [(fold(name), id_) for id_, name in rows]
    )
    database.execute_sql("CREATE INDEX creature_ruleset_name_folded ON creature (ruleset, name_folded)")

    database.execute_sql(
        """CREATE TABLE encounter_v2 (
            id INTEGER NOT NULL PRIMARY KEY,
            campaign_id INTEGER NOT NULL REFERENCES campaign (id) ON DELETE CASCADE,
            name TEXT NOT NULL,
            ruleset TEXT NOT NULL,
            status TEXT NOT NULL CHECK (status IN ('prep', 'running', 'ended')),
            setup TEXT NOT NULL,
            layout TEXT NOT NULL,
            outcome TEXT,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL)"""
    )
    database.execute_sql(
        """INSERT INTO encounter_v2
               (id, campaign_id, name, ruleset, status, setup, layout, outcome, created_at, updated_at)
           SELECT id, campaign_id, name, ruleset, status, setup, layout, outcome, created_at, created_at
           FROM encounter"""
    )
    database.execute_sql("DROP TABLE encounter")
    database.execute_sql("ALTER TABLE encounter_v2 RENAME TO encounter")
    database.execute_sql("CREATE INDEX encounter_campaign_id ON encounter (campaign_id)")


def _v3_condition_library(database: SqliteDatabase) -> None:
    """The GM's reusable conditions, per system: a new table, nothing else changes."""
    database.execute_sql(
        """CREATE TABLE custom_condition (
            id INTEGER NOT NULL PRIMARY KEY,
            ruleset TEXT NOT NULL,
            name TEXT NOT NULL,
            name_key TEXT NOT NULL,
            rounds INTEGER CHECK (rounds IS NULL OR rounds BETWEEN 1 AND 1000),
            tick TEXT,
            note TEXT NOT NULL,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL)"""
    )
    database.execute_sql(
        "CREATE UNIQUE INDEX custom_condition_ruleset_name_key ON custom_condition (ruleset, name_key)"
    )


def _v4_map_library(database: SqliteDatabase) -> None:
    """The GM's named zone maps, for any system: a new table, nothing else changes."""
    database.execute_sql(
        """CREATE TABLE map (
            id INTEGER NOT NULL PRIMARY KEY,
            name TEXT NOT NULL,
            name_key TEXT NOT NULL,
            zones TEXT NOT NULL,
            rects TEXT NOT NULL,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL)"""
    )
    database.execute_sql("CREATE UNIQUE INDEX map_name_key ON map (name_key)")


def _v5_pictures_and_notes(database: SqliteDatabase) -> None:
    """Pictures (map pictures and portraits, kept byte for byte, named by their sha256), the portraits
    of creatures and party members, a picture under a library map, and the GM's notes on an encounter:
    new tables and new columns with defaults, nothing else changes."""
    database.execute_sql(
        """CREATE TABLE picture (
            id INTEGER NOT NULL PRIMARY KEY,
            digest TEXT NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN ('png', 'jpeg', 'webp')),
            width INTEGER NOT NULL,
            height INTEGER NOT NULL,
            data BLOB NOT NULL,
            created_at TEXT NOT NULL)"""
    )
    database.execute_sql("CREATE UNIQUE INDEX picture_digest ON picture (digest)")
    for owner, table in (("creature", "creature"), ("member", "party_member")):
        database.execute_sql(
            f"""CREATE TABLE {owner}_portrait (
                {owner}_id INTEGER NOT NULL PRIMARY KEY REFERENCES {table} (id) ON DELETE CASCADE,
                digest TEXT NOT NULL)"""
        )
    database.execute_sql("ALTER TABLE map ADD COLUMN picture TEXT")
    database.execute_sql("ALTER TABLE encounter ADD COLUMN notes TEXT NOT NULL DEFAULT '{}'")


def _v6_log_times(database: SqliteDatabase) -> None:
    """When each log entry was made (UTC text, as `gm_desk.rules.log_time` writes it): a new column;
    the entries saved before have none (NULL: the time is not known), nothing else changes."""
    database.execute_sql("ALTER TABLE encounter_entry ADD COLUMN made_at TEXT")


def _v7_one_creature_index(database: SqliteDatabase) -> None:
    """The index on the creature's ruleset alone goes: the (ruleset, name_folded) index of version 2
    answers every lookup by ruleset too, and each creature written kept both up to date (a third of the
    index work of a 10,000-creature pack import). Nothing else changes."""
    database.execute_sql("DROP INDEX IF EXISTS creature_ruleset")


MIGRATIONS: tuple[Migration, ...] = (
    Migration(1, "initial schema", _v1_initial_schema),
    Migration(
        2,
        "creature search by folded name; encounter updated_at and status check",
        _v2_search_and_encounter_checks,
        rebuilds_tables=True,
    ),
    Migration(3, "a library of the GM's own conditions per system", _v3_condition_library),
    Migration(4, "a library of named zone maps", _v4_map_library),
    Migration(5, "pictures, portraits, a library map's picture and encounter notes", _v5_pictures_and_notes),
    Migration(6, "the time each log entry was made", _v6_log_times),
    Migration(7, "one index for the bestiary's lookups by system", _v7_one_creature_index),
)

SCHEMA_VERSION = MIGRATIONS[-1].version


def schema_version(database: SqliteDatabase) -> int:
    return int(database.execute_sql("PRAGMA user_version").fetchone()[0])


def migrate(database: SqliteDatabase, migrations: Sequence[Migration] = MIGRATIONS) -> list[int]:
    """Apply every step newer than the file's version, in order; return the versions applied.

    Raises MigrationError (with the failure as its cause) if a step fails or its checks do; that
    step is rolled back, earlier steps stay committed.
    """
    current = schema_version(database)
    applied: list[int] = []
    for step in migrations:
        if step.version <= current:
            continue
        if step.version != current + 1:
            raise MigrationError(
                t(
                    "No upgrade step from data version {current} to {version}.",
                    current=current,
                    version=step.version,
                )
            )
        try:
            _apply_step(database, step)
        except MigrationError:
            raise
        except Exception as error:
            raise MigrationError(
                t(
                    "Upgrading the data file to version {version} ({summary}) failed: {error}",
                    version=step.version,
                    summary=step.summary,
                    error=error,
                )
            ) from error
        current = step.version
        applied.append(current)
    return applied


def _apply_step(database: SqliteDatabase, step: Migration) -> None:
    if step.rebuilds_tables:
        if database.in_transaction():
            raise MigrationError(t("A table rebuild cannot run inside an open transaction."))
        database.execute_sql("PRAGMA foreign_keys = OFF")
    try:
        with database.atomic("IMMEDIATE"):
            counts_before = _row_counts(database)
            violations_before = _foreign_key_violations(database)
            step.apply(database)
            _check_row_counts(counts_before, _row_counts(database), step)
            _check_foreign_keys(violations_before, _foreign_key_violations(database), step)
            database.execute_sql(f"PRAGMA user_version = {int(step.version)}")
    finally:
        if step.rebuilds_tables:
            database.execute_sql("PRAGMA foreign_keys = ON")


def _row_counts(database: SqliteDatabase) -> dict[str, int]:
    tables = database.execute_sql(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
    ).fetchall()
    return {name: database.execute_sql(f'SELECT count(*) FROM "{name}"').fetchone()[0] for (name,) in tables}


def _foreign_key_violations(database: SqliteDatabase) -> set[tuple[str, int, str]]:
    rows = database.execute_sql("PRAGMA foreign_key_check").fetchall()
    return {(table, rowid, parent) for table, rowid, parent, _fkid in rows}


def _check_row_counts(before: dict[str, int], after: dict[str, int], step: Migration) -> None:
    changed = {
        table: (count, after[table])
        for table, count in before.items()
        if table in after and after[table] != count
    }
    if changed:
        detail = ", ".join(f"{table}: {old} rows became {new}" for table, (old, new) in changed.items())
        raise MigrationError(
            t("Upgrade step {version} would lose rows ({detail}).", version=step.version, detail=detail)
        )


def _check_foreign_keys(
    before: set[tuple[str, int, str]], after: set[tuple[str, int, str]], step: Migration
) -> None:
    new = after - before
    if new:
        table, rowid, parent = sorted(new)[0]
        raise MigrationError(
            t(
                "Upgrade step {version} broke {len_new} references (first: {table} row {rowid} points to a missing {parent}).",
                version=step.version,
                len_new=len(new),
                table=table,
                rowid=rowid,
                parent=parent,
            )
        )
