"""The map library in the data file: maps round-trip through the store and through TOML files, a file of
the previous schema upgrades to an empty library, and hostile map files are refused in words with the data
file unchanged."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest
from peewee import SqliteDatabase

from gm_desk.rules.zone_maps import ZoneMap, stamp
from gm_desk.store import SCHEMA_VERSION, ConflictError, InvalidValueError
from gm_desk.store.connection import PRAGMAS, open_store
from gm_desk.store.map_store import (
    delete_map,
    export_map,
    import_map,
    list_maps,
    read_map_file,
    save_map,
)
from gm_desk.store.migrations import MIGRATIONS, migrate

from .helpers import make_v1_file, query, row_counts

RELAY = ZoneMap(
    name="Relay station",
    zones={
        "zones": [
            {"id": "gate", "name": "Gate", "tags": ["cover"]},
            {"id": "yard", "name": "Yard", "tags": []},
            {"id": "tower", "name": "Tower", "tags": ["high", "narrow"]},
        ],
        "links": [["gate", "yard"], ["yard", "tower"]],
    },
    rects={
        "gate": [0.0, 0.0, 260.0, 180.0],
        "yard": [350.0, 10.0, 300.0, 200.0],
        "tower": [700.0, -40.0, 200.0, 150.0],
    },
)


def test_a_map_round_trips_through_the_data_file(store) -> None:
    saved = save_map(RELAY)
    save_map(ZoneMap("alley", {"zones": [{"id": "a", "name": "A", "tags": []}], "links": []}))
    maps = list_maps()
    assert [m.map.name for m in maps] == ["alley", "Relay station"]
    assert maps[1].id == saved.id and maps[1].map == RELAY
    with pytest.raises(ConflictError, match="already has a map named"):
        save_map(ZoneMap("RELAY STATION", RELAY.zones))
    delete_map(saved.id)
    assert [m.map.name for m in list_maps()] == ["alley"]


def test_a_bad_map_is_refused_and_not_written(store) -> None:
    broken = ZoneMap("Bad", {"zones": [{"id": "a", "name": "A"}], "links": [["a", "nowhere"]]})
    with pytest.raises(InvalidValueError, match=r"links\[0\]\[1\]: must be the id of a zone"):
        save_map(broken)
    assert list_maps() == []


def test_toml_export_and_import_give_the_same_map(store, tmp_path: Path) -> None:
    saved = save_map(RELAY)
    path = export_map(saved.id, tmp_path / "relay.toml")
    assert 'format = "gm-desk-map"' in path.read_text(encoding="utf-8")
    assert read_map_file(path) == RELAY
    delete_map(saved.id)
    assert import_map(path).map == RELAY
    assert [m.map for m in list_maps()] == [RELAY]


def test_a_file_of_the_previous_schema_upgrades_to_an_empty_library(open_db, db_path: Path) -> None:
    make_v1_file(db_path)
    database = SqliteDatabase(str(db_path), pragmas=list(PRAGMAS))
    migrate(database, MIGRATIONS[:3])  # the frozen steps: a version-3 file, as the last release wrote
    database.close()
    counts = row_counts(db_path)

    store = open_db(db_path)

    assert store.report.upgraded_from == 3
    assert query(db_path, "PRAGMA user_version") == [(SCHEMA_VERSION,)] and SCHEMA_VERSION >= 4
    after = row_counts(db_path)
    added = {table: rows for table, rows in after.items() if table not in counts}  # the later versions' tables
    assert "map" in added and set(added.values()) == {0}
    assert {table: after[table] for table in counts} == counts
    save_map(RELAY)
    assert [m.map for m in list_maps()] == [RELAY]


GOOD = """format = "gm-desk-map"
version = 1
name = "Yard"
links = []
[[zones]]
id = "a"
name = "A"
"""

HOSTILE = [
    (
        "wrong_version.toml",
        GOOD.replace("version = 1", "version = 7"),
        ["wrong_version.toml", "version: must be 1"],
    ),
    ("no_format.toml", GOOD.replace('format = "gm-desk-map"', ""), ["no_format.toml", "format: must be"]),
    (
        "dangling.toml",
        GOOD.replace("links = []", 'links = [["a", "b"]]'),
        ["links[0][1]: must be the id of a zone"],
    ),
    ("twice.toml", GOOD + '[[zones]]\nid = "a"\n', ["zones[1].id: the zone id", "used twice"]),
    ("self.toml", GOOD.replace("links = []", 'links = [["a", "a"]]'), ["links[0]: links a zone to itself"]),
    ("bidi.toml", GOOD.replace('name = "A"', 'name = "A\u202eevil"'), ["zones[0].name"]),
    ("rect.toml", GOOD + "rect = [0, 0, -5, 1e400]\n", ["zones[0].rect: must be [x, y, width, height]"]),
    ("extra.toml", GOOD + "script = 'x'\n", ["zones[0].script: is not a field of a zone"]),
    ("empty.toml", GOOD.split("[[zones]]")[0], ["zones: must list at least one zone"]),
    ("syntax.toml", "format = = 1", ["syntax.toml"]),
    ("huge.toml", GOOD + "# " + "x" * (2 * 1024 * 1024) + "\n", ["huge.toml", "larger than"]),
    ("binary.toml", "\udcff", ["binary.toml", "not UTF-8"]),
]


@pytest.mark.parametrize(("name", "text", "expected"), HOSTILE, ids=[case[0] for case in HOSTILE])
def test_a_hostile_map_file_is_refused_and_the_data_file_is_unchanged(
    tmp_path: Path, name: str, text: str, expected: list[str]
) -> None:
    data = tmp_path / "gm.sqlite3"
    with open_store(data):
        save_map(RELAY)
    before = hashlib.sha256(data.read_bytes()).hexdigest()
    path = tmp_path / name
    path.write_bytes(text.encode("utf-8", "surrogateescape"))
    with open_store(data), pytest.raises(InvalidValueError) as caught:
        import_map(path)
    assert hashlib.sha256(data.read_bytes()).hexdigest() == before
    message = str(caught.value)
    for fragment in expected:
        assert fragment in message, message
    assert len(message) < 1000


def test_stamping_replaces_the_map_and_moves_the_lost_in_words() -> None:
    setup = {
        "zones": {"zones": [{"id": "hall"}, {"id": "gate"}], "links": [["hall", "gate"]]},
        "combatants": [
            {"id": "k", "name": "Kestrel", "zone": "hall"},
            {"id": "g", "name": "Gob", "zone": "gate"},
        ],
    }
    result = stamp(RELAY, setup, {"version": 1, "zones": {"hall": [1, 2, 3, 4]}})
    assert result.setup["zones"] == RELAY.zones
    assert [c["zone"] for c in result.setup["combatants"]] == ["gate", "gate"]
    assert result.moved == ["Kestrel (was in hall)"]
    assert result.layout["zones"] == RELAY.rects
    assert setup["combatants"][0]["zone"] == "hall"  # the caller's setup is not changed
