"""The bulk insert checks a whole import's rows at once, and refuses exactly what the row-by-row checks
refuse: a row any check would stop sends the insert down the row-by-row path, which names that row and
inserts nothing; rows that pass give the very parameters the row-by-row path gives."""

from __future__ import annotations

import pytest

from gm_desk.store import InvalidValueError, bulk_insert_creatures, count_creatures
from gm_desk.store.creatures import EncodedStatblock, _checked_in_bulk, _insert_params

NOW = "2026-01-01T00:00:00.000000+00:00"


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
    assert _checked_in_bulk(rows, NOW, {}) == one_by_one


BAD = {
    "NUL in a name": {"name": "Hou\x00nd"},
    "lone surrogate in a tag": {"tags": ["be\udc80ast"]},
    "empty name": {"name": "   "},
    "empty tag": {"tags": ["beast", " "]},
    "tags as text": {"tags": "beast"},
    "pack not text": {"pack": 0},
    "ruleset missing": {"ruleset": None},
    "threat as a bool": {"threat_lo": True},
    "threat beyond 64 bits": {"threat_hi": 2**63},
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
    assert _checked_in_bulk(rows, NOW, {}) is None
    before = count_creatures()
    with pytest.raises(InvalidValueError) as refused:
        bulk_insert_creatures(rows)
    assert "Creature 18" in str(refused.value)
    assert count_creatures() == before


def test_a_long_digit_run_is_found_in_text_that_is_not_ascii(store) -> None:
    rows = [_row(i, name=f"Hound é {i}") for i in range(5)]
    rows[3] = _row(3, name="Hound é", statblock=EncodedStatblock('{"hp": 12345678901234567890}'))
    assert _checked_in_bulk(rows, NOW, {}) is None
    with pytest.raises(InvalidValueError):
        bulk_insert_creatures(rows)
