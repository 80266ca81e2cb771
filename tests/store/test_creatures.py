"""The bestiary repository: editing, searching, duplicating and bulk-importing creatures."""

from __future__ import annotations

import time

import pytest

from gm_desk.store import (
    CREATURE_COLUMNS,
    CreatureRecord,
    InvalidValueError,
    NotFoundError,
    bulk_insert_creatures,
    count_creatures,
    creature_ids_by_name,
    delete_creature,
    delete_creatures,
    duplicate_creature,
    get_creature,
    list_creatures,
    save_creature,
)


def _save(name: str, ruleset: str = "glowlands", lo: int | None = None, hi: int | None = None, **more):
    return save_creature(CreatureRecord(ruleset, name, {"threat": lo}, threat_lo=lo, threat_hi=hi, **more))


def _names(rows) -> list[str]:
    return [row[CREATURE_COLUMNS.index("name")] for row in rows]


def test_save_get_update_and_delete(store) -> None:
    saved = _save("Ash Wolf", lo=2, tags=("beast", "pack"), pack="core")

    assert get_creature(saved.id) == saved
    assert saved.tags == ("beast", "pack") and saved.threat_hi == 2  # one rating stands for both ends
    updated = save_creature(
        CreatureRecord("glowlands", "Ash Wolf Alpha", {"threat": 4}, id=saved.id, threat_lo=3, threat_hi=4)
    )
    assert updated.id == saved.id and updated.name == "Ash Wolf Alpha"
    assert updated.created_at == saved.created_at and updated.updated_at > saved.updated_at
    delete_creature(saved.id)
    with pytest.raises(NotFoundError):
        get_creature(saved.id)
    with pytest.raises(NotFoundError):
        delete_creature(saved.id)
    with pytest.raises(NotFoundError):
        save_creature(updated)


def test_duplicate_makes_the_gms_own_copy_with_a_free_name(store) -> None:
    original = _save("Ash Wolf", lo=2, tags=("beast",), pack="core")

    first, second = duplicate_creature(original.id), duplicate_creature(original.id)
    named = duplicate_creature(original.id, name="Ember Wolf")

    assert (first.name, second.name, named.name) == ("Ash Wolf (copy)", "Ash Wolf (copy 2)", "Ember Wolf")
    assert first.pack is None and first.statblock == original.statblock and first.tags == original.tags
    assert len({original.id, first.id, second.id, named.id}) == 4


def test_list_returns_tuples_sorted_by_name_ignoring_case(store) -> None:
    for name in ("goblin", "Ash Wolf", "Bandit"):
        _save(name)

    rows = list_creatures()

    assert all(type(row) is tuple and len(row) == len(CREATURE_COLUMNS) for row in rows)
    assert _names(rows) == ["Ash Wolf", "Bandit", "goblin"]


def test_list_filters_by_ruleset_and_text(store) -> None:
    _save("Straße Wächter")
    _save("Ash Wolf")
    _save("Ash Wolf", ruleset="marching")
    _save("100% Pure Slime")

    assert _names(list_creatures(ruleset="marching")) == ["Ash Wolf"]
    assert _names(list_creatures(text="  aSh ")) == ["Ash Wolf", "Ash Wolf"]
    assert _names(list_creatures(ruleset="glowlands", text="wolf")) == ["Ash Wolf"]
    assert _names(list_creatures(text="STRASSE")) == ["Straße Wächter"]  # Unicode case folding
    assert _names(list_creatures(text="%")) == ["100% Pure Slime"]  # not a wildcard
    assert _names(list_creatures(text="_")) == []
    assert list_creatures(ruleset="nonesuch") == []


def test_list_filters_by_overlapping_threat_range(store) -> None:
    _save("Rat", lo=0)
    _save("Wolf", lo=2, hi=4)
    _save("Dragon", lo=9, hi=12)
    _save("Unrated")

    def within(lo, hi) -> list[str]:
        return _names(list_creatures(threat_range=(lo, hi)))

    assert within(3, 3) == ["Wolf"]
    assert within(4, 9) == ["Dragon", "Wolf"]
    assert within(None, 1) == ["Rat"]
    assert within(10, None) == ["Dragon"]
    assert within(None, None) == ["Dragon", "Rat", "Wolf"]  # every rated creature
    assert len(list_creatures()) == 4


def test_creature_ids_by_name_finds_clashes_for_pack_imports(store) -> None:
    wolf = _save("Ash Wolf")
    _save("Bandit", ruleset="marching")

    assert creature_ids_by_name("glowlands", ["ASH WOLF", "Bandit", "Ghost"]) == {"ash wolf": wolf.id}


def test_delete_creatures_removes_many_and_ignores_missing(store) -> None:
    ids = [_save(f"Wolf {n}").id for n in range(3)]

    assert delete_creatures([*ids[:2], 999]) == 2
    assert count_creatures() == 1


def _row(number: int) -> dict:
    return {
        "ruleset": "glowlands" if number % 2 else "marching",
        "name": f"Creature {number:05d}",
        "pack": "big",
        "tags": ["generated"],
        "statblock": {"threat": number % 20, "attacks": [{"name": "Bite", "damage": "1d6"}]},
        "threat_lo": number % 20,
        "threat_hi": number % 20 + 2,
    }


def test_bulk_insert_of_ten_thousand_rows(store) -> None:
    rows = [_row(number) for number in range(10_000)]

    started = time.perf_counter()
    inserted = bulk_insert_creatures(rows)
    elapsed = time.perf_counter() - started

    assert inserted == 10_000 and count_creatures() == 10_000
    assert count_creatures("glowlands") == 5_000
    listed = list_creatures(text="creature 0999")
    assert _names(listed) == [f"Creature {n:05d}" for n in range(9990, 10_000)]
    wolf = get_creature(listed[0][0])
    assert wolf.statblock == rows[9990]["statblock"] and wolf.tags == ("generated",)
    assert len(list_creatures()) == 10_000
    assert elapsed < 5.0, f"bulk insert took {elapsed:.2f} s; raw executemany should take well under 1 s"


def test_one_bad_row_in_a_bulk_insert_inserts_nothing(store) -> None:
    rows = [_row(number) for number in range(100)]
    rows[57]["statblock"]["hp"] = float("nan")

    with pytest.raises(InvalidValueError, match="Creature 58"):
        bulk_insert_creatures(rows)

    assert count_creatures() == 0


def test_bulk_insert_refuses_unknown_fields(store) -> None:
    with pytest.raises(InvalidValueError, match="unknown fields: hit_points"):
        bulk_insert_creatures([_row(1) | {"hit_points": 3}])
