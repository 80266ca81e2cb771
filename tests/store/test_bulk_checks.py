"""The bulk insert checks a whole import's rows at once, and refuses exactly what the row-by-row checks
refuse: a row any check would stop sends the insert down the row-by-row path, which names that row and
inserts nothing; rows that pass give the very parameters the row-by-row path gives."""

from __future__ import annotations

from dataclasses import fields

import pytest

from gm_desk.store import InvalidValueError, bulk_insert_creatures, count_creatures
from gm_desk.store.creature_bulk import CreatureColumns, _checked_in_bulk, _columns, insert_creature_columns
from gm_desk.store.creatures import EncodedStatblock, _insert_params
from gm_desk.store.models import db

NOW = "2026-01-01T00:00:00.000000+00:00"


def in_bulk(rows: list[dict]) -> list[tuple] | None:
    """The bulk path's parameters for `rows`, or None where it leaves them to the row-by-row path."""
    columns = _columns(rows)
    params = None if columns is None else _checked_in_bulk(columns, NOW)
    return None if params is None else list(params)


def _row(i: int, **change) -> dict:
    row = {
        "ruleset": "glowlands",
        "name": f"  Hound Ǆ {i}  " if i % 3 == 0 else f"Hound {i}",
        "statblock": EncodedStatblock(f'{{"name":"Hound {i}","melee_threat":{5 + i % 4}}}'),
        "pack": "Pack" if i % 2 else None,
        "tags": ["beast", "glass"] if i % 2 else (),
        "threat_lo": 5 + i % 4 if i % 5 else None,
        "threat_hi": 7 + i % 4,
    }
    return row | change


def test_rows_that_pass_give_the_row_by_row_parameters() -> None:
    rows = [_row(i) for i in range(40)]
    one_by_one = [_insert_params(row, f"Creature {i + 1}", NOW, {}) for i, row in enumerate(rows)]
    assert in_bulk(rows) == one_by_one


ASCII_NAMES = ["Hound", "  Hound  ", "HOUND\tPACK", "Two\nLines", "\x1fHound", "Dog 1234567890123456789"]


@pytest.mark.parametrize("names", [ASCII_NAMES, ASCII_NAMES[:3], ["Ǆemon ", "Cafe\u0301", "ＡＢＣ"]])
def test_names_are_stored_and_folded_as_the_row_by_row_path_does(names: list[str]) -> None:
    rows = [_row(i, name=name) for i, name in enumerate(names)]
    one_by_one = [_insert_params(row, f"Creature {i + 1}", NOW, {}) for i, row in enumerate(rows)]
    assert in_bulk(rows) == one_by_one


BAD = {
    "NUL in a name": {"name": "Hou\x00nd"},
    "lone surrogate in a tag": {"tags": ["be\udc80ast"]},
    "empty name": {"name": "   "},
    "empty tag": {"tags": ["beast", " "]},
    "tags as text": {"tags": "beast"},
    "pack not text": {"pack": 0},
    "ruleset missing": {"ruleset": None},
    "threat as a bool": {"threat_lo": True},
    "threat as text": {"threat_hi": "7"},
    "name not text": {"name": 7},
    "stat block as text, not encoded": {"statblock": '{"name":"Hound"}'},
    "threat beyond 64 bits": {"threat_hi": 2**63},
    "threat below 64 bits": {"threat_lo": -(2**63) - 1},
    "one rating only, beyond 64 bits": {"threat_lo": None, "threat_hi": 2**64},
    "threat_lo above threat_hi": {"threat_lo": 9, "threat_hi": 4},
    "stat block not an object": {"statblock": EncodedStatblock("[1, 2]")},
    "stat block with a 19-digit number": {"statblock": EncodedStatblock('{"hp": 9999999999999999999}')},
    "stat block with a NUL": {"statblock": EncodedStatblock('{"name": "a\x00"}')},
    "unknown field": {"colour": "red"},
}


@pytest.mark.parametrize("change", BAD.values(), ids=list(BAD))
def test_a_row_any_check_refuses_is_refused_and_named_and_nothing_is_inserted(store, change: dict) -> None:
    rows = [_row(i) for i in range(30)]
    rows[17] = _row(17, **change)
    assert in_bulk(rows) is None
    before = count_creatures()
    with pytest.raises(InvalidValueError) as refused:
        bulk_insert_creatures(rows)
    assert "Creature 18" in str(refused.value)
    assert count_creatures() == before


# Columns have no room for an unknown field, and take each stat block as its text.
AS_COLUMNS = {name: change for name, change in BAD.items() if name not in ("unknown field", "stat block as text, not encoded")}


def as_columns(rows: list[dict]) -> CreatureColumns:
    """The rows as a pack import gives them: columns, each stat block's text plain text."""
    columns = {part.name: [row.get(part.name) for row in rows] for part in fields(CreatureColumns)}
    columns["tags"] = [row.get("tags", ()) for row in rows]
    columns["statblock"] = [str(b) if type(b) is EncodedStatblock else b for b in columns["statblock"]]
    return CreatureColumns(**columns)


@pytest.mark.parametrize("change", AS_COLUMNS.values(), ids=list(AS_COLUMNS))
def test_rows_given_as_columns_are_refused_alike(store, change: dict) -> None:
    rows = [_row(i) for i in range(30)]
    rows[17] = _row(17, **change)
    with pytest.raises(InvalidValueError) as refused_as_rows:
        bulk_insert_creatures(rows)
    with pytest.raises(InvalidValueError) as refused_as_columns:
        insert_creature_columns(as_columns(rows))
    assert str(refused_as_columns.value) == str(refused_as_rows.value)
    assert count_creatures() == 0


def test_rows_given_as_columns_are_stored_as_rows_are(store) -> None:
    rows = [_row(i) for i in range(30)]
    bulk_insert_creatures(rows)
    insert_creature_columns(as_columns(rows))
    stored = db.execute_sql(
        "SELECT ruleset, name, name_folded, pack, tags, statblock, threat_lo, threat_hi FROM creature ORDER BY id"
    ).fetchall()
    assert len(stored) == 60 and stored[:30] == stored[30:]


def test_a_long_digit_run_is_found_in_text_that_is_not_ascii(store) -> None:
    rows = [_row(i, name=f"Hound é {i}") for i in range(5)]
    rows[3] = _row(3, name="Hound é", statblock=EncodedStatblock('{"hp": 12345678901234567890}'))
    assert in_bulk(rows) is None
    with pytest.raises(InvalidValueError):
        bulk_insert_creatures(rows)


def test_a_long_digit_run_in_the_last_stat_block_is_found_and_one_in_a_name_is_no_fault() -> None:
    rows = [_row(i) for i in range(5)]
    rows[4] = _row(4, statblock=EncodedStatblock('{"hp":12345678901234567890}'))
    assert in_bulk(rows) is None
    rows[4] = _row(4, name="Hound 12345678901234567890")
    assert in_bulk(rows) == [
        _insert_params(row, f"Creature {i + 1}", NOW, {}) for i, row in enumerate(rows)
    ]
