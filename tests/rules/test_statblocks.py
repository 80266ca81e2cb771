"""Stat-block schemas: what each system's creatures may hold, and how refusals read to a GM."""

from __future__ import annotations

import contextlib
import subprocess
import sys
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gm_desk.rules.rulesets import RULESETS
from gm_desk.rules.statblocks import (
    RULESET_IDS,
    STATBLOCKS,
    FieldSpec,
    StatblockError,
    field_specs,
    statblock_model,
    validate_creature,
    validate_pack_header,
)
from gm_desk.rules.statblocks._dice_check import DiceExpressionError, check_dice
from gm_desk.rules.statblocks._fieldspec import KINDS

# The smallest valid creature of each system; tests change one thing at a time.
MINIMAL: dict[str, dict[str, Any]] = {
    "glowlands": {
        "name": "Caretaker",
        "ranged_threat": 9,
        "melee_threat": 10,
        "max_strain": 8,
        "retaliations": [{"name": "Spear", "trigger": "melee", "range": "engaged", "damage": "1d6+1"}],
    },
    "teams": {"name": "Guard", "evasion": 9, "health_max": 10},
    "factions": {"name": "Bandit", "str": 9, "agi": 11, "wit": 8, "health_max": 5},
    "marching": {
        "name": "Goblin",
        "armour_class": 12,
        "hit_dice": "1-1",
        "hit_points": 3,
        "attacks": [{"name": "Spear", "damage": "1d6"}],
    },
    "cards": {"name": "Wolf", "harm_capacity": 4},
}


def with_changes(ruleset: str, **changes: Any) -> dict[str, Any]:
    return {**MINIMAL[ruleset], **changes}


def refusal(ruleset: str, data: Any) -> str:
    with pytest.raises(StatblockError) as caught:
        validate_creature(ruleset, data)
    return str(caught.value)


# ------------------------------------------------------------------------------------------ registry


def test_registry_lists_the_systems_in_the_plugins_order():
    assert tuple(plugin.id for plugin in RULESETS.values()) == RULESET_IDS
    assert list(STATBLOCKS) == list(RULESET_IDS)
    for ruleset_id, model in STATBLOCKS.items():
        assert ruleset_id == model.RULESET
        assert statblock_model(ruleset_id) is model


def test_importing_the_package_loads_neither_pydantic_nor_d20():
    code = (
        "import sys, gm_desk.rules, gm_desk.rules.statblocks as s\n"
        "assert 'pydantic' not in sys.modules and 'd20' not in sys.modules, 'eager import'\n"
        "s.validate_creature('cards', {'name': 'Wolf', 'harm_capacity': 4})\n"
        "assert 'pydantic' in sys.modules\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_unknown_ruleset_is_refused_with_the_known_ones_listed():
    message = refusal("dnd5e", MINIMAL["glowlands"])
    assert "unknown ruleset 'dnd5e'" in message
    assert "glowlands" in message and "cards" in message


@pytest.mark.parametrize("ruleset", RULESET_IDS)
def test_minimal_creature_validates_and_is_frozen(ruleset):
    creature = validate_creature(ruleset, MINIMAL[ruleset])
    assert creature.name == MINIMAL[ruleset]["name"]
    assert creature.tags == [] and creature.description is None
    with pytest.raises(Exception, match="frozen"):
        creature.name = "Other"


@pytest.mark.parametrize("ruleset", RULESET_IDS)
def test_dump_validates_back_to_an_equal_model(ruleset):
    creature = validate_creature(ruleset, MINIMAL[ruleset])
    assert validate_creature(ruleset, creature.model_dump(mode="json")) == creature


# ------------------------------------------------------------------------------------------ glowlands


def test_glowlands_fields_are_those_of_the_spec():
    names = [spec.name for spec in field_specs("glowlands")]
    assert names == [
        "name",
        "tags",
        "description",
        "ranged_threat",
        "ranged_threat_label",
        "melee_threat",
        "melee_threat_label",
        "max_strain",
        "armour",
        "retaliation_limit",
        "retaliations",
        "has_reach",
        "speed",
    ]
    retaliation = next(s for s in field_specs("glowlands") if s.name == "retaliations").item
    assert [f.name for f in retaliation.fields] == [
        "name",
        "trigger",
        "range",
        "damage",
        "effect",
        "uses_per_round",
    ]


def test_glowlands_defaults_and_normalisation():
    creature = validate_creature(
        "glowlands",
        with_changes(
            "glowlands",
            name="  Peacekeeper  ",
            retaliations=[{"name": "Shock coils", "trigger": "any", "range": "Engaged", "damage": 2}],
        ),
    )
    assert creature.name == "Peacekeeper"
    assert creature.retaliation_limit == 1 and creature.armour == 0 and creature.has_reach is False
    (coils,) = creature.retaliations
    assert coils.range == "engaged"
    assert coils.damage == "2"  # a flat number is kept as the expression "2"
    assert coils.uses_per_round == 1 and coils.effect is None
    assert creature.threat_band() == (9, 10)


@pytest.mark.parametrize(
    ("changes", "expected"),
    [
        ({"ranged_threat": 31}, "ranged_threat: must be between 1 and 30, not 31"),
        ({"melee_threat": 0}, "melee_threat: must be between 1 and 30, not 0"),
        ({"armour": -1}, "armour: must be between 0 and 99, not -1"),
        ({"max_strain": 0}, "max_strain: must be between 1 and 999"),
        ({"retaliation_limit": 0}, "retaliation_limit: must be between 1 and 20"),
        ({"ranged_threat": "nine"}, "ranged_threat: must be a whole number, not text 'nine'"),
        ({"ranged_threat": 9.0}, "ranged_threat: must be a whole number, not the decimal 9.0"),
        ({"ranged_threat": float("nan")}, "ranged_threat: must be a whole number"),
        ({"ranged_threat": True}, "ranged_threat: must be a whole number, not true"),
        ({"ranged_threat": 2**70}, "ranged_threat: must be between 1 and 30, not a huge number"),
        ({"has_reach": "yes"}, "has_reach: must be true or false"),
        ({"retaliations": []}, "retaliations: needs at least 1 entry"),
        ({"retaliations": "spear"}, "retaliations: must be a list"),
        ({"tags": "machine"}, "tags: must be a list"),
        ({"name": ""}, "name: must not be empty"),
        ({"name": 5}, "name: must be text, not 5"),
        ({"name": "x" * 81}, "name: must be at most 80 characters long"),
        ({"name": "Evil\u202eeno"}, "name: contains the invisible direction control U+202E"),
        ({"name": "bell\x07"}, "name: contains the control character U+0007"),
        ({"name": "broken\ud800"}, "name: contains a lone surrogate"),
        ({"max_stain": 3}, "max_stain: is not a known field (did you mean 'max_strain'?)"),
    ],
)
def test_glowlands_refusals_name_the_field(changes, expected):
    assert expected in refusal("glowlands", with_changes("glowlands", **changes))


def test_missing_fields_are_all_reported():
    message = refusal("glowlands", {"name": "Nothing"})
    for field_name in ("ranged_threat", "melee_threat", "max_strain", "retaliations"):
        assert f"{field_name}: is required" in message


@pytest.mark.parametrize(
    ("retaliation", "expected"),
    [
        ({"trigger": "bite"}, 'trigger: must be one of "melee", "ranged", "any", "interaction"'),
        ({"range": "far"}, 'range: must be "intimate", "engaged" or a number of zones from 0 to 30'),
        ({"range": -1}, "range: must be"),
        ({"range": 31}, "range: must be"),
        ({"range": True}, "range: must be"),
        ({"damage": "1d0"}, "damage: a die needs at least 1 side"),
        ({"damage": "d"}, "damage: 'd' is not a dice expression"),
        ({"damage": "1" + "+1" * 600}, "damage: dice expression is longer than 64 characters"),
        ({"damage": "1000d999999999"}, "damage: d999999999 is too large"),
        ({"damage": 1.5}, "damage: must be text"),
        ({"uses_per_round": 0}, "uses_per_round: must be between 1 and 10"),
        ({"effect": "x" * 2001}, "effect: must be at most 2000 characters long"),
        ({"colour": "red"}, "colour: is not a known field"),
    ],
)
def test_retaliation_refusals_carry_the_nested_path(retaliation, expected):
    good = MINIMAL["glowlands"]["retaliations"][0]
    data = with_changes("glowlands", retaliations=[good, {**good, **retaliation}])
    assert f"retaliations[1].{expected}" in refusal("glowlands", data)


def test_descriptions_keep_line_breaks_but_names_do_not_allow_them():
    creature = validate_creature("glowlands", with_changes("glowlands", description="One.\n\tTwo."))
    assert creature.description == "One.\n\tTwo."
    assert "control character U+000A" in refusal("glowlands", with_changes("glowlands", name="a\nb"))


# ------------------------------------------------------------------------------------- other systems


def test_teams_block_with_weapons_and_items():
    creature = validate_creature(
        "teams",
        with_changes(
            "teams",
            attributes={"strength": "d6", "dexterity": "d8"},
            skills={"combat": "d6"},
            proficiencies={"martial": 2},
            deflection={"physical": 2},
            weapons=[
                {
                    "name": "Spear",
                    "attributes": ["strength", "dexterity"],
                    "proficiency": "martial",
                    "damage": 4,
                    "crit_damage": 8,
                    "crit_threshold": 19,
                    "damage_type": "piercing",
                }
            ],
            items=[{"name": "Shield", "block_value": 2, "durability": 10, "metal": True}],
        ),
    )
    assert creature.deflection.physical == 2 and creature.deflection.elemental == 0
    assert creature.weapons[0].reload_cost == 0 and creature.size == 4 and creature.death_dc == 10
    assert creature.threat_band() == (9, 9)


@pytest.mark.parametrize(
    ("changes", "expected"),
    [
        ({"attributes": {"strength": "d7"}}, 'attributes.strength: must be one of "d4"'),
        (
            {"attributes": {"Strength!": "d6"}},
            "attributes: key 'Strength!' is not allowed; use lower-case letters",
        ),
        ({"proficiencies": {"martial": 6}}, "proficiencies.martial: must be between 0 and 5"),
        ({"size": 9}, "size: must be between 1 and 8"),
        ({"deflection": {"physical": -1}}, "deflection.physical: must be between 0 and 50"),
        ({"deflection": 3}, "deflection: must be a table of fields"),
        (
            {
                "attributes": {"strength": "d6"},
                "weapons": [
                    {
                        "name": "Bow",
                        "attributes": ["dexterity"],
                        "proficiency": "finesse",
                        "damage": 4,
                        "crit_damage": 6,
                        "damage_type": "piercing",
                    }
                ],
            },
            "Weapons 1 (Bow) tests dexterity, which is not among the creature's attributes",
        ),
        (
            {
                "attributes": {"strength": "d6"},
                "weapons": [
                    {
                        "name": "Club",
                        "attributes": ["strength"],
                        "proficiency": "martial",
                        "damage": 5,
                        "crit_damage": 4,
                        "damage_type": "bludgeoning",
                    }
                ],
            },
            "weapons[0]: crit_damage must be at least damage",
        ),
    ],
)
def test_teams_refusals(changes, expected):
    assert expected in refusal("teams", with_changes("teams", **changes))


def test_factions_uses_lower_case_str_agi_wit_in_files():
    creature = validate_creature("factions", MINIMAL["factions"])
    assert creature.str_ == 9
    assert creature.model_dump()["str"] == 9
    assert [s.name for s in field_specs("factions")][5:8] == ["str", "agi", "wit"]
    assert "str: must be between 1 and 20, not 21" in refusal("factions", with_changes("factions", str=21))
    assert "str_: is not a known field" in refusal(
        "factions", {**{k: v for k, v in MINIMAL["factions"].items() if k != "str"}, "str_": 9}
    )
    assert creature.threat_band() == (None, None)


@pytest.mark.parametrize(
    ("changes", "expected"),
    [
        ({"move_ft": 32}, "move_ft: must be a multiple of 5, not 32"),
        ({"hit_dice": "lots"}, "hit_dice: text 'lots' is not valid here: use Whole hit dice"),
        ({"morale": 13}, "morale: must be between 2 and 12"),
        ({"attacks": [{"name": "Bite", "damage": "1d6", "range_ft": 7}]}, "attacks[0].range_ft: must be"),
        ({"attacks": [{"name": "Bite", "damage": "1d1e1"}]}, "attacks[0].damage: dice operator 'e'"),
        ({"agl": 0}, "agl: must be between 1 and 20"),
    ],
)
def test_marching_refusals(changes, expected):
    assert expected in refusal("marching", with_changes("marching", **changes))


def test_marching_hit_dice_forms_and_threat():
    for hit_dice in ("1/2", "1", "2+1", "1-1", "12"):
        creature = validate_creature("marching", with_changes("marching", hit_dice=hit_dice))
        assert creature.hit_dice == hit_dice
    assert creature.threat_band() == (12, 12)


@pytest.mark.parametrize(
    ("changes", "expected"),
    [
        ({"skills": {"stike": 3}}, "skills: key 'stike' is not allowed; use one of \"strike\""),
        ({"skills": {"strike": 11}}, "skills.strike: must be between 0 and 10"),
        ({"harm_mode": "hp"}, 'harm_mode: must be one of "points", "levels"'),
        ({"attacks": [{"name": "Bow", "damage": 1, "range": [3, 1]}]}, "must go from near to far"),
        ({"attacks": [{"name": "Bow", "damage": 1, "range": [1]}]}, "attacks[0].range: needs at least 2"),
        ({"attacks": [{"name": "Bow", "damage": 1, "toxicity": 0}]}, "attacks[0].toxicity: must be between"),
        ({"initiative_cards": 0}, "initiative_cards: must be between 1 and 5"),
        ({"maneuvers": {"slow": 4}}, "maneuvers.slow: must be between 0 and 3"),
    ],
)
def test_cards_refusals(changes, expected):
    assert expected in refusal("cards", with_changes("cards", **changes))


def test_pack_header_checks_ruleset_and_format():
    header = validate_pack_header({"name": "Core", "ruleset": "cards", "format": 1})
    assert header.ruleset == "cards" and header.description is None
    with pytest.raises(StatblockError) as caught:
        validate_pack_header({"name": "Core", "ruleset": "dnd", "format": 2, "extra": 1})
    message = str(caught.value)
    assert "ruleset: must be one of" in message
    assert "format: format 2 is not one this GM Desk reads" in message
    assert "extra: is not a known field" in message


# ------------------------------------------------------------------------------------------- dice


@pytest.mark.parametrize(
    "expr", ["1d6", "2", "1d6+1", "4d6kh3", "d%", "2d6ro1", "3*1d4", "1d1000", "100d6", "(1d4+1)*2", " 1d8 "]
)
def test_bounded_damage_expressions_pass(expr):
    assert check_dice(expr) == expr.strip()


@pytest.mark.parametrize(
    ("expr", "expected"),
    [
        ("1d0", "at least 1 side"),
        ("d", "is not a dice expression"),
        ("1" + "+1" * 600, "longer than 64 characters"),
        ("9" * 5000, "longer than 64 characters"),
        ("(" * 40 + "1" + ")" * 20, "is not a dice expression"),
        ("1000d999999999", "too large"),
        ("1d1001", "too large"),
        ("101d6", "101 dice in one term"),
        ("60d6+60d6", "rolls 120 dice"),
        ("0d6", "at least one die"),
        ("1d6/2", "operator '/'"),
        ("1d1e1", "can roll without end"),
        ("1d2rr1", "can roll without end"),
        ("1.5", "not a whole number"),
        ("1d6 [fire]", "annotations"),
        ("(1, 2)", "number sets"),
        ("", "must not be empty"),
        ("1d6 fire", "is not a dice expression"),
    ],
)
def test_unbounded_or_broken_dice_are_refused(expr, expected):
    with pytest.raises(DiceExpressionError, match=expected.replace("(", r"\(").replace("+", r"\+")):
        check_dice(expr)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="0123456789d%+-*/()khlpeor ,.[]", max_size=80))
def test_dice_check_only_ever_raises_its_own_error(expr):
    with contextlib.suppress(DiceExpressionError):
        assert check_dice(expr)


# ------------------------------------------------------------------------------------- field specs


def _walk(specs: tuple[FieldSpec, ...]):
    for spec in specs:
        yield spec
        for child in (spec.item, spec.key):
            if child is not None:
                yield from _walk((child,))
        yield from _walk(spec.fields)


@pytest.mark.parametrize("ruleset", RULESET_IDS)
def test_every_field_has_a_label_a_known_kind_and_bounded_numbers(ruleset):
    for spec in _walk(field_specs(ruleset)):
        assert spec.kind in KINDS
        if spec.kind in ("int", "reach"):
            assert spec.ge is not None and spec.le is not None, spec
            assert spec.ge <= spec.le
        if spec.kind == "choice":
            assert spec.choices
    for spec in field_specs(ruleset):
        assert spec.label and spec.name
        if not spec.required and spec.kind == "int" and spec.default is not None:
            assert spec.ge <= spec.default <= spec.le


def test_glowlands_specs_give_the_editor_what_it_needs():
    specs = {spec.name: spec for spec in field_specs("glowlands")}
    threat = specs["ranged_threat"]
    assert (threat.kind, threat.ge, threat.le, threat.label, threat.required) == (
        "int",
        1,
        30,
        "Ranged Threat",
        True,
    )
    assert specs["retaliation_limit"].default == 1
    assert specs["ranged_threat_label"].nullable and specs["ranged_threat_label"].max_length == 40
    assert specs["description"].kind == "multiline"
    assert specs["retaliations"].min_items == 1
    retaliation = specs["retaliations"].item
    assert retaliation.kind == "group"
    assert retaliation.child("trigger").choices == ("melee", "ranged", "any", "interaction")
    reach = retaliation.child("range")
    assert (reach.kind, reach.choices, reach.ge, reach.le) == ("reach", ("intimate", "engaged"), 0, 30)
    damage = retaliation.child("damage")
    assert damage.kind == "dice" and damage.nullable and damage.default is None


def test_map_and_group_specs():
    teams = {spec.name: spec for spec in field_specs("teams")}
    attributes = teams["attributes"]
    assert attributes.kind == "map" and "strength" in attributes.suggested_keys
    assert attributes.item.choices == ("d4", "d6", "d8", "d10", "d12")
    assert attributes.key.pattern
    assert teams["deflection"].default == {"physical": 0, "elemental": 0}
    cards = {spec.name: spec for spec in field_specs("cards")}
    assert "strike" in cards["skills"].key.choices and cards["skills"].item.le == 10
    assert cards["maneuvers"].kind == "group"
    marching = {spec.name: spec for spec in field_specs("marching")}
    assert marching["move_ft"].multiple_of == 5


# ------------------------------------------------------------------------------------------ fuzzing

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=12), children, max_size=4)
    ),
    max_leaves=20,
)


@settings(max_examples=200, deadline=None)
@given(
    ruleset=st.sampled_from(RULESET_IDS),
    key=st.sampled_from(["name", "tags", "ranged_threat", "retaliations", "skills", "attacks", "str", "x"]),
    value=json_values,
)
def test_validation_only_ever_raises_statblock_error(ruleset, key, value):
    try:
        validate_creature(ruleset, {**MINIMAL[ruleset], key: value})
    except StatblockError as error:
        assert error.issues and all(issue.message for issue in error.issues)


@settings(max_examples=100, deadline=None)
@given(json_values)
def test_whole_block_fuzz(value):
    with contextlib.suppress(StatblockError):
        validate_creature("glowlands", value)
