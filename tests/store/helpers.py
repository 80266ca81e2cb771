"""Helpers for the store tests: file hashes, raw peeks at a data file, and a frozen version-1 file.

`V1_SCHEMA_SQL` is a frozen copy of the schema GM Desk's data version 1 wrote, kept here and not
imported from migrations.py, so an accidental edit of the v1 migration fails a test instead of
silently changing what "upgrading from v1" means.
"""

from __future__ import annotations

import hashlib
import sqlite3
from contextlib import closing
from pathlib import Path
from typing import Any

V1_APPLICATION_ID = 0x474D446B

V1_SCHEMA_SQL = """
CREATE TABLE store_meta (key TEXT NOT NULL PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE creature (
    id INTEGER NOT NULL PRIMARY KEY, ruleset TEXT NOT NULL, name TEXT NOT NULL, pack TEXT,
    tags TEXT NOT NULL, statblock TEXT NOT NULL, threat_lo INTEGER, threat_hi INTEGER,
    created_at TEXT NOT NULL, updated_at TEXT NOT NULL);
CREATE INDEX creature_ruleset ON creature (ruleset);
CREATE TABLE campaign (
    id INTEGER NOT NULL PRIMARY KEY, name TEXT NOT NULL, notes TEXT NOT NULL, ruleset TEXT NOT NULL,
    created_at TEXT NOT NULL);
CREATE TABLE party_member (
    id INTEGER NOT NULL PRIMARY KEY,
    campaign_id INTEGER NOT NULL REFERENCES campaign (id) ON DELETE CASCADE,
    name TEXT NOT NULL, ruleset TEXT NOT NULL, sheet TEXT NOT NULL);
CREATE INDEX party_member_campaign_id ON party_member (campaign_id);
CREATE TABLE encounter (
    id INTEGER NOT NULL PRIMARY KEY,
    campaign_id INTEGER NOT NULL REFERENCES campaign (id) ON DELETE CASCADE,
    name TEXT NOT NULL, ruleset TEXT NOT NULL, status TEXT NOT NULL, setup TEXT NOT NULL,
    layout TEXT NOT NULL, outcome TEXT, created_at TEXT NOT NULL);
CREATE INDEX encounter_campaign_id ON encounter (campaign_id);
CREATE TABLE encounter_entry (
    id INTEGER NOT NULL PRIMARY KEY,
    encounter_id INTEGER NOT NULL REFERENCES encounter (id) ON DELETE CASCADE,
    seq INTEGER NOT NULL, command TEXT NOT NULL, events TEXT NOT NULL,
    undone INTEGER NOT NULL DEFAULT 0);
CREATE UNIQUE INDEX encounter_entry_encounter_id_seq ON encounter_entry (encounter_id, seq);
CREATE TABLE encounter_snapshot (
    id INTEGER NOT NULL PRIMARY KEY,
    encounter_id INTEGER NOT NULL REFERENCES encounter (id) ON DELETE CASCADE,
    seq INTEGER NOT NULL, state TEXT NOT NULL);
CREATE UNIQUE INDEX encounter_snapshot_encounter_id_seq ON encounter_snapshot (encounter_id, seq);
"""

T0 = "2026-01-05T19:00:00.000000+00:00"

V1_ROWS = {
    "store_meta": [("seeded_at", T0)],
    "creature": [
        (1, "glowlands", "Straße Wächter", "core", '["guard"]', '{"threat":12}', 3, 3, T0, T0),
        (2, "glowlands", "Ash Wolf", None, "[]", '{"threat":10}', 1, 2, T0, T0),
        (3, "marching", "GOBLIN Sapper", "core", '["goblin"]', "{}", None, None, T0, T0),
    ],
    "campaign": [(1, "Ember Road", "", "glowlands", T0)],
    "party_member": [
        (1, 1, "Ilse", "glowlands", '{"hp":14}'),
        (2, 1, "Tamsin", "glowlands", '{"hp":11}'),
    ],
    "encounter": [
        (1, 1, "Bridge ambush", "glowlands", "running", '{"zones":[]}', '{"z1":[0,0]}', None, T0),
        (2, 1, "Wolf den", "glowlands", "prep", '{"zones":[]}', "{}", None, T0),
    ],
    "encounter_entry": [
        (1, 1, 1, '{"type":"start"}', '[{"type":"started"}]', 0),
        (2, 1, 2, '{"type":"attack"}', '[{"type":"roll","total":17}]', 0),
        (3, 1, 3, '{"type":"move"}', '[{"type":"moved"}]', 1),
    ],
    "encounter_snapshot": [(1, 1, 2, '{"round":1}')],
}


def make_v1_file(path: Path, rows: dict[str, list[tuple[Any, ...]]] | None = None) -> None:
    """Write a data file as GM Desk data version 1 left it: WAL mode, closed cleanly."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with closing(sqlite3.connect(path)) as connection:
        connection.execute("PRAGMA journal_mode=wal")
        connection.executescript(V1_SCHEMA_SQL)
        for table, table_rows in (V1_ROWS if rows is None else rows).items():
            marks = ", ".join("?" * len(table_rows[0]))
            connection.executemany(f"INSERT INTO {table} VALUES ({marks})", table_rows)
        connection.execute(f"PRAGMA application_id = {V1_APPLICATION_ID}")
        connection.execute("PRAGMA user_version = 1")
        connection.commit()


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def query(path: Path, sql: str, *params: Any) -> list[tuple[Any, ...]]:
    """Run one statement on its own connection (read-only, so the file is never changed); a packed
    backup (`.sqlite3.zip`) is read from an unpacked copy."""
    from gm_desk.store.backup import unpacked

    with unpacked(path) as plain, closing(sqlite3.connect(f"file:{plain}?mode=ro", uri=True)) as connection:
        return connection.execute(sql, params).fetchall()


def row_counts(path: Path) -> dict[str, int]:
    tables = [name for (name,) in query(path, "SELECT name FROM sqlite_master WHERE type = 'table'")]
    return {table: query(path, f"SELECT count(*) FROM {table}")[0][0] for table in tables}


def schema(path: Path) -> dict[str, str]:
    """Each table's and index's SQL, whitespace-normalised, keyed by name."""
    rows = query(path, "SELECT name, sql FROM sqlite_master WHERE sql IS NOT NULL")
    return {name: " ".join(sql.replace("(", " ( ").replace(")", " ) ").split()) for name, sql in rows}


def siblings(path: Path) -> list[str]:
    """Names in the data file's folder, apart from the backups folder."""
    return sorted(p.name for p in path.parent.iterdir() if p.name != "backups")
