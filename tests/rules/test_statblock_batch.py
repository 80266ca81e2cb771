"""Validating a whole pack's stat blocks in one call, and the text checks every name and label gets.

``validate_creatures`` must accept and refuse exactly what ``validate_creature`` does item by item,
word the same messages, and stop wording (but keep counting) when a hostile list has a flood of
problems. The text cleaner must refuse exactly the characters the per-character rule refuses.
"""

from __future__ import annotations

import tracemalloc
import unicodedata

import pytest

from gm_desk.rules.statblocks import (
    RULESET_IDS,
    StatblockError,
    validate_creature,
    validate_creatures,
)
from tests.rules.test_statblocks import MINIMAL, with_changes


def _issues(ruleset: str, data: object) -> list[tuple[tuple, str]]:
    with pytest.raises(StatblockError) as caught:
        validate_creature(ruleset, data)
    return [(issue.loc, issue.message) for issue in caught.value.issues]


@pytest.mark.parametrize("ruleset", RULESET_IDS)
def test_a_valid_list_gives_the_same_models_as_one_by_one(ruleset: str) -> None:
    items = [with_changes(ruleset, name=f"Creature {i}") for i in range(5)]
    assert validate_creatures(ruleset, items) == [validate_creature(ruleset, item) for item in items]


BAD_GLOWLANDS = [
    with_changes("glowlands", name="Fine"),
    with_changes("glowlands", ranged_threat=0, colour="red"),
    "not a table",
    with_changes("glowlands", name="Fine too"),
    with_changes("glowlands", name="  ", retaliations=[{"name": "X", "trigger": "melee", "range": 99}]),
    with_changes("glowlands", name="Evil\u202eeno"),
]


def test_refusals_are_those_of_each_item_with_its_index_first() -> None:
    with pytest.raises(StatblockError) as caught:
        validate_creatures("glowlands", BAD_GLOWLANDS)
    got = [(issue.loc, issue.message) for issue in caught.value.issues]
    expected = []
    for index, item in enumerate(BAD_GLOWLANDS):
        try:
            validate_creature("glowlands", item)
        except StatblockError:
            expected.extend(((index, *loc), message) for loc, message in _issues("glowlands", item))
    assert got == expected
    assert caught.value.total == len(expected) == 6
    assert (1, "ranged_threat") in [loc for loc, _ in got]
    assert ((1, "colour"), "is not a known field") in got
    assert ((2,), "must be a table of fields, not text 'not a table'") in got
    assert ((5, "name"), "contains the invisible direction control U+202E") in got


def test_a_map_key_refusal_keeps_the_item_index() -> None:
    bad = with_changes("teams", attributes={"Strength": "d6"})
    with pytest.raises(StatblockError) as caught:
        validate_creatures("teams", [MINIMAL["teams"], bad])
    [issue] = caught.value.issues
    assert issue.loc == (1, "attributes")
    assert issue.message.startswith("key 'Strength' is not allowed")


def test_a_flood_of_problems_is_counted_but_only_the_first_are_worded() -> None:
    # 4,000 creatures with 50 unknown keys each: 200,000 problems, about 200 MB as pydantic error objects.
    noisy = [with_changes("glowlands", name=f"N{i}") | {f"k{j}": 1 for j in range(50)} for i in range(4000)]
    tracemalloc.start()
    try:
        with pytest.raises(StatblockError) as caught:
            validate_creatures("glowlands", noisy, max_issues=30)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    error = caught.value
    assert error.total == 200_000
    assert len(error.issues) == 30
    assert [issue.loc for issue in error.issues[:3]] == [(0, "k0"), (0, "k1"), (0, "k2")]
    assert error.issues[29].loc == (0, "k29")
    assert peak < 60_000_000, f"{peak / 1e6:.0f} MB to word 30 of 200,000 problems"


def test_the_first_problems_are_found_however_far_down_the_list() -> None:
    items = [with_changes("glowlands", name=f"N{i}") for i in range(300)]
    items[250] = items[250] | {f"k{j}": 1 for j in range(40)}
    items[299] = items[299] | {"armour": -1}
    with pytest.raises(StatblockError) as caught:
        validate_creatures("glowlands", items, max_issues=10)
    assert caught.value.total == 41
    assert [issue.loc[0] for issue in caught.value.issues] == [250] * 10


# ---------------------------------------------------------------------------------------- text checks

# Characters a name may not hold: every control character (Cc), lone surrogates and the bidi controls.
BIDI = set("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f")


def _refused_by_rule(char: str, *, multiline: bool) -> bool:
    if char in BIDI or 0xD800 <= ord(char) <= 0xDFFF:
        return True
    if not multiline and unicodedata.category(char) in ("Cf", "Co", "Zl", "Zp"):
        # a name (issue 17): no invisible, private-use or line-breaking character; a joiner only
        # between two visible characters (the sample puts one between "A" and "B")
        return char not in "\u200c\u200d"
    return not (multiline and char in "\n\t") and unicodedata.category(char) == "Cc"


SAMPLE = [
    chr(c) for c in [*range(0x0, 0x250), *range(0x2000, 0x2070), 0xD800, 0xDBFF, 0xDC00, 0xDFFF, 0xFEFF]
]


@pytest.mark.parametrize("field", ["name", "description"])
def test_text_fields_refuse_exactly_the_characters_the_rule_refuses(field: str) -> None:
    multiline = field == "description"
    for char in SAMPLE:
        data = with_changes("glowlands", **{field: f"A{char}B"})
        try:
            validate_creature("glowlands", data)
            refused = False
        except StatblockError:
            refused = True
        assert refused == _refused_by_rule(char, multiline=multiline), f"U+{ord(char):04X} in {field}"


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("Wolf\x07", "contains the control character U+0007"),
        ("\ud800Wolf", "contains a lone surrogate (broken Unicode)"),
        ("Wo\u2067lf", "contains the invisible direction control U+2067"),
        ("   ", "must not be empty"),
        ("x" * 81, "must be at most 80 characters long"),
    ],
)
def test_name_refusals_read_as_before(value: str, message: str) -> None:
    assert _issues("glowlands", with_changes("glowlands", name=value)) == [(("name",), message)]


def test_padding_does_not_count_against_the_length_and_is_stripped() -> None:
    creature = validate_creature("glowlands", with_changes("glowlands", name="  " + "x" * 80 + "\t "))
    assert creature.name == "x" * 80
