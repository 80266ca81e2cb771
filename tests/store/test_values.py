"""Values SQLite would quietly mangle are refused before it sees them, and nothing is written."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gm_desk.store import (
    CreatureRecord,
    InvalidValueError,
    count_creatures,
    create_campaign,
    create_encounter,
    save_creature,
    save_snapshot,
)
from gm_desk.store.values import INT_MAX, INT_MIN, dump_json, load_json


def _creature(**changes) -> CreatureRecord:
    fields = {"ruleset": "glowlands", "name": "Ash Wolf", "statblock": {"threat": 10}} | changes
    return CreatureRecord(**fields)


BAD_CREATURES = {
    "NaN in the stat block": {"statblock": {"threat": math.nan}},
    "infinity in the stat block": {"statblock": {"threat": math.inf}},
    "1e400 (parsed as infinity)": {"statblock": load_json('{"threat": 1e400}')},
    "integer of 2**63 in the stat block": {"statblock": {"hp": 2**63}},
    "integer below -2**63 in a nested list": {"statblock": {"attacks": [[INT_MIN - 1]]}},
    "integer of 2**63 as threat": {"threat_lo": 2**63},
    "float as threat": {"threat_lo": 2.5},
    "lone surrogate in the name": {"name": "Wolf \ud800"},
    "lone surrogate in the stat block": {"statblock": {"note": "\udfff"}},
    "NUL in the name": {"name": "Wolf\x00"},
    "empty name": {"name": "   "},
    "stat block that is not a mapping": {"statblock": ["threat", 10]},
    "tags given as one string": {"tags": "undead"},
    "object JSON cannot encode": {"statblock": {"when": object()}},
    "threat_lo above threat_hi": {"threat_lo": 5, "threat_hi": 2},
}


@pytest.mark.parametrize("changes", BAD_CREATURES.values(), ids=BAD_CREATURES.keys())
def test_bad_values_are_refused_before_the_database(store, changes) -> None:
    with pytest.raises(InvalidValueError):
        save_creature(_creature(**changes))

    assert count_creatures() == 0


def test_the_largest_storable_integers_round_trip(store) -> None:
    saved = save_creature(_creature(statblock={"big": INT_MAX, "small": INT_MIN}, threat_lo=INT_MAX))

    assert saved.statblock == {"big": INT_MAX, "small": INT_MIN}
    assert saved.threat_lo == saved.threat_hi == INT_MAX


def test_circular_and_absurdly_deep_documents_are_refused(store) -> None:
    campaign = create_campaign("Ember Road", "glowlands")
    encounter = create_encounter(campaign.id, "Bridge", "glowlands", {})
    circular: dict = {}
    circular["self"] = circular
    deep: list = []
    for _ in range(100_000):
        deep = [deep]

    with pytest.raises(InvalidValueError, match="Circular"):
        save_snapshot(encounter.id, 1, circular)
    with pytest.raises(InvalidValueError, match="nested too deeply"):
        save_snapshot(encounter.id, 1, {"deep": deep})


JSON_LEAVES = st.none() | st.booleans() | st.integers() | st.floats() | st.text()
JSON_VALUES = st.recursive(
    JSON_LEAVES,
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(), children, max_size=4),
    max_leaves=20,
)


@given(JSON_VALUES)
def test_any_value_either_round_trips_exactly_or_is_refused_clearly(value) -> None:
    try:
        text = dump_json(value, "Value")
    except InvalidValueError:
        return
    assert load_json(text) == value
    text.encode("utf-8")  # what the SQLite driver will do with it
