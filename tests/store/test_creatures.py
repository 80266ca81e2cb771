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
from gm_desk.store.bestiary_links import creature_tags
from gm_desk.store.creatures import LIBRARY_COLUMNS, library_rows, tag_tuples
from gm_desk.store.models import db


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


# --- the bestiary library's rows ------------------------------------------------------------------

AWKWARD_TAGS = {
    "Plain": ("beast",),
    "Tagless": (),
    "Comma": ("fire, ice", "x"),
    "Quoted": ('say "hi"', "it's", "back\\slash"),
    "Unicode": ("Straße", "ÉCLAIR", "火龍", "🐉"),
    "Lines": ("two\nlines", "tab\there"),
}


def _set_tags_text(creature_id: int, text: str) -> None:
    """Write a tags column by hand, as a GM editing the data file with another tool might."""
    db.execute_sql("UPDATE creature SET tags = ? WHERE id = ?", (text, creature_id))


def test_library_rows_are_list_tuples_with_their_tags_in_name_order(store) -> None:
    saved = {name: _save(name, lo=1, hi=3, tags=tags, pack="p") for name, tags in AWKWARD_TAGS.items()}
    twin = _save("plain", ruleset="marching")  # ties with "Plain" once case-folded: then by id

    rows = library_rows()

    assert (*CREATURE_COLUMNS, "tags") == LIBRARY_COLUMNS
    assert all(type(row) is tuple and len(row) == len(LIBRARY_COLUMNS) for row in rows)
    assert [row[:6] for row in rows] == list_creatures()  # the same values, in the same order
    assert _names(rows) == ["Comma", "Lines", "Plain", "plain", "Quoted", "Tagless", "Unicode"]
    assert rows[3][0] == twin.id and rows[2][0] == saved["Plain"].id
    tags = {row[1]: row[6] for row in rows}
    assert tags == {**AWKWARD_TAGS, "plain": ()}
    assert all(type(value) is tuple for value in tags.values())


def test_library_rows_survive_tags_columns_edited_by_hand(store) -> None:
    names = ["A", "B", "C", "D", "E", "F", "G", "H"]
    ids = {name: _save(name, tags=("kept",)).id for name in names}
    _set_tags_text(ids["B"], "not json")
    _set_tags_text(ids["C"], '{"a": 1}')  # JSON, but not a list
    _set_tags_text(ids["D"], '[1, "x", null, ["nested"]]')  # only the text items are tags
    _set_tags_text(ids["E"], '"words"')
    _set_tags_text(ids["F"], '["x"],["y"')  # joined with G's text, these two would read as JSON
    _set_tags_text(ids["G"], '"z"]')
    _set_tags_text(ids["H"], "[]")

    tags = {row[1]: row[6] for row in library_rows()}

    assert tags == {"A": ("kept",), "B": (), "C": (), "D": ("x",), "E": (), "F": (), "G": (), "H": ()}
    assert creature_tags() == {ids[name]: tags[name] for name in names}


def test_two_broken_tags_columns_never_read_as_one(store) -> None:
    ids = {name: _save(name, tags=("kept",)).id for name in ("A", "F", "G", "Z")}
    _set_tags_text(ids["F"], '["x"],["y"')  # joined with G's text by a comma, they would parse
    _set_tags_text(ids["G"], '"z"]')

    assert [row[6] for row in library_rows()] == [("kept",), (), (), ("kept",)]
    assert creature_tags() == {ids["A"]: ("kept",), ids["F"]: (), ids["G"]: (), ids["Z"]: ("kept",)}


def test_tag_tuples_decodes_many_columns_at_once() -> None:
    texts = ['["a","b"]', "[]", '["fire, ice"]', '["say \\"hi\\""]', '["\\u00e9", "🐉"]']

    assert tag_tuples(texts) == [("a", "b"), (), ("fire, ice",), ('say "hi"',), ("é", "🐉")]
    assert tag_tuples([]) == []
    assert tag_tuples(["[1]", '["ok"]', None]) == [(), ("ok",), ()]  # one bad row spoils no other
    assert tag_tuples(['["a"]', "1,2"]) == [("a",), ()]  # two values in one text: caught, not split


def test_creature_tags_by_system(store) -> None:
    wolf = _save("Wolf", tags=("beast", "pack"))
    goblin = _save("Goblin", ruleset="marching", tags=("goblin",))
    unmarked = _save("Unmarked", ruleset="marching")

    assert creature_tags() == {wolf.id: ("beast", "pack"), goblin.id: ("goblin",), unmarked.id: ()}
    assert creature_tags("marching") == {goblin.id: ("goblin",), unmarked.id: ()}
    assert creature_tags("nonesuch") == {}
