"""The condition library in the data file: entries round-trip, are checked before they are written, stay
unique per system on their look-alike name, and a file of the previous schema upgrades to hold them."""

from __future__ import annotations

from pathlib import Path

import pytest
from peewee import SqliteDatabase

from gm_desk.rules.condition_library import ConditionTemplate
from gm_desk.store import SCHEMA_VERSION, ConflictError, InvalidValueError, NotFoundError, list_creatures
from gm_desk.store.condition_store import (
    ConditionRecord,
    delete_condition,
    list_conditions,
    save_condition,
)
from gm_desk.store.connection import PRAGMAS
from gm_desk.store.migrations import MIGRATIONS, migrate

from .helpers import make_v1_file, query, row_counts

HEXED = ConditionTemplate(name="Hexed", rounds=3, tick="turn_end", note="-1 to every roll")


def test_an_entry_round_trips_through_the_data_file(store) -> None:
    saved = save_condition(ConditionRecord("glowlands", HEXED))
    save_condition(ConditionRecord("glowlands", ConditionTemplate(name="bleeding")))
    save_condition(ConditionRecord("cards", ConditionTemplate(name="Hexed", rounds=1)))

    library = list_conditions("glowlands")
    assert [r.template for r in library] == [ConditionTemplate(name="bleeding"), HEXED]
    assert saved.id is not None and library[1].id == saved.id
    assert [r.template.rounds for r in list_conditions("cards")] == [1]


def test_an_entry_is_edited_and_deleted(store) -> None:
    saved = save_condition(ConditionRecord("teams", HEXED))
    edited = ConditionTemplate(name="Hexed badly", rounds=None, tick=None, note="")
    save_condition(ConditionRecord("teams", edited, id=saved.id))
    assert [r.template for r in list_conditions("teams")] == [edited]

    delete_condition(saved.id)
    assert list_conditions("teams") == []
    with pytest.raises(NotFoundError):
        delete_condition(saved.id)


def test_look_alike_names_clash_within_one_system(store) -> None:
    save_condition(ConditionRecord("teams", ConditionTemplate(name="Café")))
    with pytest.raises(ConflictError, match="already has a condition named 'Café'"):
        save_condition(ConditionRecord("teams", ConditionTemplate(name="CAFE\u0301")))
    assert len(list_conditions("teams")) == 1


@pytest.mark.parametrize(
    ("entry", "words"),
    [
        (ConditionTemplate(name="Hex\u200bed"), r"U\+200B ZERO WIDTH SPACE"),
        (ConditionTemplate(name="Hexed", rounds=0), "from 1 to 1000"),
        (ConditionTemplate(name="Hexed", tick="dawn"), "tick: must be one of"),
        (ConditionTemplate(name="x" * 61), "at most 60 characters"),
    ],
)
def test_a_bad_entry_is_refused_in_words_and_not_written(store, entry, words) -> None:
    with pytest.raises(InvalidValueError, match=words):
        save_condition(ConditionRecord("teams", entry))
    assert list_conditions("teams") == []


def test_a_file_of_the_previous_schema_upgrades_to_an_empty_library(open_db, db_path: Path) -> None:
    make_v1_file(db_path)
    database = SqliteDatabase(str(db_path), pragmas=list(PRAGMAS))
    migrate(database, MIGRATIONS[:2])  # the frozen steps: a version-2 file, as the last release wrote
    database.close()
    assert query(db_path, "PRAGMA user_version") == [(2,)]
    counts = row_counts(db_path)

    store = open_db(db_path)

    assert store.report.upgraded_from == 2
    assert query(db_path, "PRAGMA user_version") == [(SCHEMA_VERSION,)]
    after = row_counts(db_path)
    added = {table: rows for table, rows in after.items() if table not in counts}  # the later versions' tables
    assert "custom_condition" in added and "map" in added and set(added.values()) == {0}
    assert {table: after[table] for table in counts} == counts
    assert [row[1] for row in list_creatures(text="goblin")] == ["GOBLIN Sapper"]
    save_condition(ConditionRecord("glowlands", HEXED))
    assert [r.template for r in list_conditions("glowlands")] == [HEXED]
