"""Bulk inserts of stat blocks the model already encoded, and the clash lookup of pack imports.

An ``EncodedStatblock`` skips the dict-then-JSON round trip, so it must store exactly the text the dict
would have become, and still get the checks every stored text gets.
"""

from __future__ import annotations

import json

import pytest

from gm_desk.rules.names import lookalike_key
from gm_desk.rules.statblocks import validate_creature
from gm_desk.store import (
    CreatureRecord,
    InvalidValueError,
    bulk_insert_creatures,
    count_creatures,
    creature_ids_by_name,
    get_creature,
    save_creature,
)
from gm_desk.store.creatures import EncodedStatblock, lookalike_keys
from gm_desk.store.intake.packs import load_pack
from gm_desk.store.models import db
from gm_desk.store.values import dump_json
from tests.conftest import BESTIARY_DIR

AWKWARD_TEXT = [
    'Says "hello" \\ then leaves',
    "Line one.\nLine two.\tTabbed.",
    "Café, naïve, Straße, 東京, emoji 🐺, \u2028 separator, \u00a0 no-break",
    "x" * 1999,
]


def _creatures():
    for path in sorted(BESTIARY_DIR.glob("*.toml")):
        yield from load_pack(path).creatures
    base = {
        "name": "Caretaker",
        "ranged_threat": 9,
        "melee_threat": 10,
        "max_strain": 8,
        "retaliations": [{"name": "Spear", "trigger": "melee", "range": "engaged", "damage": 3}],
    }
    for text in AWKWARD_TEXT:
        yield validate_creature("glowlands", base | {"description": text, "tags": ["ünï", "🐺"]})


def test_the_encoded_text_is_the_text_the_dict_would_have_become() -> None:
    creatures = list(_creatures())
    assert len(creatures) > 20
    for creature in creatures:
        dumped = creature.model_dump(mode="json")
        encoded = EncodedStatblock.of(creature)
        assert str(encoded) == dump_json(dumped, "stat block"), creature.name
        assert str(encoded) == creature.model_dump_json()  # the serializer, called as pydantic calls it
        assert json.loads(encoded) == dumped


def _row(creature, statblock) -> dict:
    return {"ruleset": type(creature).RULESET, "name": creature.name, "statblock": statblock, "tags": ["t"]}


def test_encoded_and_dict_rows_are_stored_alike(store) -> None:
    creatures = list(_creatures())
    bulk_insert_creatures([_row(c, c.model_dump(mode="json")) for c in creatures])
    bulk_insert_creatures([_row(c, EncodedStatblock.of(c)) for c in creatures])

    rows = db.execute_sql("SELECT name, statblock, tags FROM creature ORDER BY id").fetchall()
    half = len(creatures)
    assert len(rows) == 2 * half
    assert rows[:half] == rows[half:]
    assert get_creature(half + 1).statblock == creatures[0].model_dump(mode="json")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[1, 2]", "must be a JSON object"),
        ('{"name": "a\x00b"}', "NUL character"),
        ('{"name": "\ud800"}', "lone surrogate"),
        ('{"hp": 123456789012345678901234567890}', "number too large to store"),
        ('{"hp": 1234567890123456789012345,}', "is not valid JSON"),
    ],
)
def test_encoded_text_gets_the_checks_of_any_stored_text(store, text: str, message: str) -> None:
    good = {"ruleset": "glowlands", "name": "Fine", "statblock": EncodedStatblock('{"a":1}')}
    bad = {"ruleset": "glowlands", "name": "Broken", "statblock": EncodedStatblock(text)}

    with pytest.raises(InvalidValueError, match=message) as caught:
        bulk_insert_creatures([good, bad])

    assert "Creature 2 ('Broken') stat block" in str(caught.value)
    assert count_creatures() == 0


def test_only_the_bulk_insert_takes_encoded_text(store) -> None:
    with pytest.raises(InvalidValueError, match="stat block must be a mapping"):
        save_creature(CreatureRecord("glowlands", "Wolf", EncodedStatblock('{"a":1}')))
    assert count_creatures() == 0


def test_an_encoded_text_with_long_digit_runs_but_small_numbers_is_kept(store) -> None:
    text = '{"name":"12345678901234567890 in words","hp":12}'
    bulk_insert_creatures([{"ruleset": "glowlands", "name": "Digits", "statblock": EncodedStatblock(text)}])
    assert get_creature(1).statblock == json.loads(text)


def test_the_clash_lookup_handles_more_names_than_one_query_holds(store) -> None:
    rows = [{"ruleset": "glowlands", "name": f"Beast {n}", "statblock": {}} for n in range(1200)]
    rows += [{"ruleset": "glowlands", "name": "BEAST 7", "statblock": {}}]  # a later copy of one name
    rows += [{"ruleset": "marching", "name": "Beast 8", "statblock": {}}]  # another ruleset's
    bulk_insert_creatures(rows)

    asked = [f"beast {n}" for n in range(0, 2400, 2)] + ["Beast 7", "Ghost"]
    found = creature_ids_by_name("glowlands", asked)

    assert found == {f"beast {n}": n + 1 for n in [*range(0, 1200, 2), 7]}
    assert creature_ids_by_name("glowlands", ["it's a 'quote'", "a\u00df"]) == {}


@pytest.mark.parametrize(
    "names",
    [
        ["Beast", " BEAST 7 ", "beast\tpack", "Two\nLines", ""],
        ["Beast", "Éclair", "E\u0301CLAIR", "Ｅ́clair", "STRASSE", "Straße"],
        [],
    ],
)
def test_the_keys_of_many_names_are_each_names_lookalike_key(names: list[str]) -> None:
    assert lookalike_keys(names) == [lookalike_key(name) for name in names]
